// Houses, households and their money, as the screens use them (docs/property.md). Each failure
// reads as what the person was doing; the server's own sentence stays in the error's details.
import { withMessage, type Http } from '@fairway/shared-api/core';
import type {
  FinancialHouseholdView,
  FinancialOverview,
  FinancialRentals,
  FinancialSubscriptions,
  House,
  HouseInput,
  HouseType,
  HouseTypeInput,
  HouseUpdate,
  HouseholdMembership,
  SubTenant,
  SubTenantInput,
  SubTenantUpdate,
  Tenant,
  TenantEligibility,
  TenantEligibilityQuery,
  TenantInput,
} from './contract';

const houses = 'settings/houses';
const tenants = 'settings/tenants';
const subTenants = 'settings/sub-tenants';
const financial = 'settings/financial';

/** /api/settings/houses, /tenants, /sub-tenants and /financial (docs/property.md). */
export function createPropertyClient(http: Http) {
  return {
    houseTypes: {
      list: () =>
        withMessage(http.get<HouseType[]>(`${houses}/house-types`), 'Failed to fetch house types'),
      create: (body: HouseTypeInput) =>
        withMessage(
          http.post<HouseType>(`${houses}/house-types`, body),
          'Failed to create house type',
        ),
      remove: (id: number) =>
        withMessage(
          http.delete<void>(`${houses}/house-types/${id}`),
          'Failed to delete house type',
        ),
    },
    houses: {
      /** Staff: every house; a household: its own. */
      list: () => withMessage(http.get<House[]>(houses), 'Failed to fetch houses'),
      create: (body: HouseInput) =>
        withMessage(http.post<House>(houses, body), 'Failed to create house'),
      update: (id: number, body: HouseUpdate) =>
        withMessage(http.put<House>(`${houses}/${id}`, body), 'Failed to update house'),
      remove: (id: number) =>
        withMessage(http.delete<void>(`${houses}/${id}`), 'Failed to delete house'),
      /** The houses of one household. */
      byTenant: (tenantId: number) =>
        withMessage(
          http.get<House[]>(`${houses}/tenant/${tenantId}`),
          'Failed to fetch houses of tenant',
        ),
    },
    tenants: {
      /** Staff: every household; a household member: their own. */
      list: () => withMessage(http.get<Tenant[]>(tenants), 'Failed to fetch tenants'),
      create: (body: TenantInput) =>
        withMessage(http.post<Tenant>(tenants, body), 'Failed to create tenant'),
      remove: (id: number) =>
        withMessage(http.delete<void>(`${tenants}/${id}`), 'Failed to delete tenant'),
      /** The household of an account (as tenant or sub-tenant); fails with 404 when none. */
      byUser: (userId: number) =>
        withMessage(
          http.get<HouseholdMembership>(`${tenants}/user/${userId}`),
          'Failed to fetch tenant of user',
        ),
      /** Whether an account (the caller, or `user_id` for staff) can join a household. */
      eligibility: (query: TenantEligibilityQuery = {}) =>
        withMessage(
          http.get<TenantEligibility>(`${tenants}/eligibility`, { searchParams: { ...query } }),
          'Failed to check tenant eligibility',
        ),
    },
    subTenants: {
      /** Staff: every sub-tenant; a household member: their household's. */
      list: () => withMessage(http.get<SubTenant[]>(subTenants), 'Failed to fetch sub-tenants'),
      get: (id: number) =>
        withMessage(http.get<SubTenant>(`${subTenants}/${id}`), 'Failed to fetch sub-tenant'),
      create: (body: SubTenantInput) =>
        withMessage(http.post<SubTenant>(subTenants, body), 'Failed to create sub-tenant'),
      update: (id: number, body: SubTenantUpdate) =>
        withMessage(
          http.put<SubTenant>(`${subTenants}/${id}`, body),
          'Failed to update sub-tenant',
        ),
      remove: (id: number) =>
        withMessage(http.delete<void>(`${subTenants}/${id}`), 'Failed to delete sub-tenant'),
      activate: (id: number) =>
        withMessage(
          http.put<SubTenant>(`${subTenants}/${id}/activate`),
          'Failed to activate sub-tenant',
        ),
      deactivate: (id: number) =>
        withMessage(
          http.put<SubTenant>(`${subTenants}/${id}/deactivate`),
          'Failed to deactivate sub-tenant',
        ),
      byTenant: (tenantId: number) =>
        withMessage(
          http.get<SubTenant[]>(`${subTenants}/tenant/${tenantId}`),
          'Failed to fetch sub-tenants of tenant',
        ),
      activeByTenant: (tenantId: number) =>
        withMessage(
          http.get<SubTenant[]>(`${subTenants}/tenant/${tenantId}/active`),
          'Failed to fetch active sub-tenants of tenant',
        ),
      /** The sub-tenant row of an account (404 when it is none). */
      byUser: (userId: number) =>
        withMessage(
          http.get<SubTenant>(`${subTenants}/user/${userId}`),
          'Failed to fetch sub-tenant of user',
        ),
    },
    financial: {
      overview: (tenantId: number) =>
        withMessage(
          http.get<FinancialOverview>(`${financial}/overview/${tenantId}`),
          'Failed to fetch financial overview',
        ),
      subscriptions: (tenantId: number) =>
        withMessage(
          http.get<FinancialSubscriptions>(`${financial}/subscriptions/${tenantId}`),
          'Failed to fetch subscription finances',
        ),
      household: (tenantId: number) =>
        withMessage(
          http.get<FinancialHouseholdView>(`${financial}/household/${tenantId}`),
          'Failed to fetch household finances',
        ),
      rentals: (tenantId: number) =>
        withMessage(
          http.get<FinancialRentals>(`${financial}/rentals/${tenantId}`),
          'Failed to fetch rental finances',
        ),
    },
  };
}
export type PropertyClient = ReturnType<typeof createPropertyClient>;
