// Maintenance, as the screens use it (docs/property.md, "Maintenance"). One method per call;
// failures read as what the person was doing, with the spec's texts for interests.
import { withMessage, type Http, type SearchParams } from '@fairway/shared-api/core';
import type {
  MaintenanceActivity,
  MaintenanceActivityInput,
  MaintenanceActivityListQuery,
  MaintenanceActivityUpdate,
  MaintenanceBalance,
  MaintenanceBalanceListQuery,
  MaintenanceFinancialAnalytics,
  MaintenanceFinancialBreakdown,
  MaintenanceFinancialPeriod,
  MaintenanceFinancialSummary,
  MaintenanceInterest,
  MaintenanceInterestInput,
  MaintenanceInterestListQuery,
  MaintenanceInterestStatus,
  MaintenanceInterestUpdate,
  MaintenanceJob,
  MaintenanceJobInput,
  MaintenanceJobListQuery,
  MaintenanceJobUpdate,
  MaintenancePaymentInput,
  MaintenanceResolveInput,
  MaintenanceResource,
  MaintenanceStatus,
  MaintenanceType,
  MaintenanceTypeInput,
  MaintenanceTypeUpdate,
} from './contract';

const jobs = 'settings/maintenances';
const interests = 'settings/maintenance-interests';
const activities = 'settings/maintenance-activities';

/** A query object as the Http layer sends it (undefined values are left out of the URL). */
const searchParams = (q: object): SearchParams => ({ ...(q as SearchParams) });

/** The spec's text for a failed interest call: 'Failed to {verb} maintenance interest'. */
const interest = <T>(call: Promise<T>, verb: 'fetch' | 'create' | 'update' | 'delete') =>
  withMessage(call, `Failed to ${verb} maintenance interest`);

/** /api/settings/maintenances, /maintenance-interests and /maintenance-activities. */
export function createHouseMaintenanceClient(http: Http) {
  return {
    // --- Jobs ---
    /** The office: every job (filters, at most 500 a page); a household: its own. */
    list: (query: MaintenanceJobListQuery = {}) =>
      withMessage(
        http.get<MaintenanceJob[]>(jobs, { searchParams: searchParams(query) }),
        'Failed to fetch maintenance',
      ),
    get: (id: number) =>
      withMessage(http.get<MaintenanceJob>(`${jobs}/${id}`), 'Failed to fetch maintenance'),
    /** A household raises a request for its house (status Reported); the office any job. */
    create: (body: MaintenanceJobInput) =>
      withMessage(http.post<MaintenanceJob>(jobs, body), 'Failed to create maintenance'),
    update: (id: number, body: MaintenanceJobUpdate) =>
      withMessage(http.put<MaintenanceJob>(`${jobs}/${id}`, body), 'Failed to update maintenance'),
    remove: (id: number) =>
      withMessage(http.delete<void>(`${jobs}/${id}`), 'Failed to delete maintenance'),
    /** A household's jobs (GET /maintenances/tenant/{id}). */
    byTenant: (tenantId: number, query: Omit<MaintenanceJobListQuery, 'tenant_id'> = {}) =>
      withMessage(
        http.get<MaintenanceJob[]>(`${jobs}/tenant/${tenantId}`, {
          searchParams: searchParams(query),
        }),
        'Failed to fetch maintenance',
      ),
    statuses: () =>
      withMessage(
        http.get<MaintenanceStatus[]>(`${jobs}/statuses`),
        'Failed to fetch maintenance statuses',
      ),
    /** PUT /maintenances/status/{id}: 409 with the reason when the move is not allowed. */
    setStatus: (id: number, statusId: number) =>
      withMessage(
        http.put<MaintenanceJob>(`${jobs}/status/${id}`, { status_id: statusId }),
        'Failed to update maintenance status',
      ),
    /** Completes the job; a billable cost is charged to the household. */
    resolve: (id: number, body: MaintenanceResolveInput = {}) =>
      withMessage(
        http.post<MaintenanceJob>(`${jobs}/resolve/${id}`, body),
        'Failed to resolve maintenance',
      ),

    // --- Types ---
    types: {
      list: () =>
        withMessage(
          http.get<MaintenanceType[]>(`${jobs}/types`),
          'Failed to fetch maintenance types',
        ),
      get: (id: number) =>
        withMessage(
          http.get<MaintenanceType>(`${jobs}/types/${id}`),
          'Failed to fetch maintenance type',
        ),
      create: (body: MaintenanceTypeInput) =>
        withMessage(
          http.post<MaintenanceType>(`${jobs}/types`, body),
          'Failed to create maintenance type',
        ),
      update: (id: number, body: MaintenanceTypeUpdate) =>
        withMessage(
          http.put<MaintenanceType>(`${jobs}/types/${id}`, body),
          'Failed to update maintenance type',
        ),
      remove: (id: number) =>
        withMessage(http.delete<void>(`${jobs}/types/${id}`), 'Failed to delete maintenance type'),
    },

    // --- Balances and money ---
    balances: {
      /** Every completed billable job's balance (the office). */
      list: (query: MaintenanceBalanceListQuery = {}) =>
        withMessage(
          http.get<MaintenanceBalance[]>(`${jobs}/balances`, {
            searchParams: searchParams(query),
          }),
          'Failed to fetch maintenance balances',
        ),
      /** A household's completed billable jobs with what is owed. */
      completedByTenant: (tenantId: number) =>
        withMessage(
          http.get<MaintenanceBalance[]>(`${jobs}/balances/completed/tenant/${tenantId}`),
          'Failed to fetch maintenance balances',
        ),
      /** A payment toward job {id}: 409 "Only 12.50 is outstanding" when it is more. */
      pay: (maintenanceId: number, body: MaintenancePaymentInput) =>
        withMessage(
          http.put<MaintenanceBalance>(`${jobs}/balances/${maintenanceId}`, body),
          'Failed to record maintenance payment',
        ),
    },
    financial: {
      summary: (tenantId: number) =>
        withMessage(
          http.get<MaintenanceFinancialSummary>(`${jobs}/financial/summary/tenant/${tenantId}`),
          'Failed to fetch maintenance financial summary',
        ),
      breakdown: (tenantId: number, period: MaintenanceFinancialPeriod = 'current_month') =>
        withMessage(
          http.get<MaintenanceFinancialBreakdown>(
            `${jobs}/financial/breakdown/tenant/${tenantId}`,
            { searchParams: { period } },
          ),
          'Failed to fetch maintenance financial breakdown',
        ),
      analytics: (tenantId: number) =>
        withMessage(
          http.get<MaintenanceFinancialAnalytics>(`${jobs}/financial/analytics/tenant/${tenantId}`),
          'Failed to fetch maintenance financial analytics',
        ),
    },

    // --- Interests ---
    interests: {
      list: (query: MaintenanceInterestListQuery = {}) =>
        interest(
          http.get<MaintenanceInterest[]>(interests, { searchParams: searchParams(query) }),
          'fetch',
        ),
      get: (id: number) => interest(http.get<MaintenanceInterest>(`${interests}/${id}`), 'fetch'),
      create: (body: MaintenanceInterestInput) =>
        interest(http.post<MaintenanceInterest>(interests, body), 'create'),
      update: (id: number, body: MaintenanceInterestUpdate) =>
        interest(http.put<MaintenanceInterest>(`${interests}/${id}`, body), 'update'),
      remove: (id: number) => interest(http.delete<void>(`${interests}/${id}`), 'delete'),
      byUser: (userId: number) =>
        interest(http.get<MaintenanceInterest[]>(`${interests}/user/${userId}`), 'fetch'),
      byTenant: (tenantId: number) =>
        interest(http.get<MaintenanceInterest[]>(`${interests}/tenant/${tenantId}`), 'fetch'),
      byStatus: (status: MaintenanceInterestStatus) =>
        interest(http.get<MaintenanceInterest[]>(`${interests}/status/${status}`), 'fetch'),
    },

    // --- Activities ---
    activities: {
      list: (query: MaintenanceActivityListQuery = {}) =>
        withMessage(
          http.get<MaintenanceActivity[]>(activities, { searchParams: searchParams(query) }),
          'Failed to fetch maintenance activities',
        ),
      get: (id: number) =>
        withMessage(
          http.get<MaintenanceActivity>(`${activities}/${id}`),
          'Failed to fetch maintenance activity',
        ),
      create: (body: MaintenanceActivityInput) =>
        withMessage(
          http.post<MaintenanceActivity>(activities, body),
          'Failed to create maintenance activity',
        ),
      update: (id: number, body: MaintenanceActivityUpdate) =>
        withMessage(
          http.put<MaintenanceActivity>(`${activities}/${id}`, body),
          'Failed to update maintenance activity',
        ),
      remove: (id: number) =>
        withMessage(
          http.delete<void>(`${activities}/${id}`),
          'Failed to delete maintenance activity',
        ),
      /** Replaces the whole list (at most 50 rows). */
      setResources: (id: number, resources: MaintenanceResource[]) =>
        withMessage(
          http.put<MaintenanceActivity>(`${activities}/${id}/resource-mapping`, {
            resource_mapping: resources,
          }),
          'Failed to update maintenance activity resources',
        ),
    },
  };
}
export type HouseMaintenanceClient = ReturnType<typeof createHouseMaintenanceClient>;
