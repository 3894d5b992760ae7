import { useResource } from '@fairway/shared-ui';
import {
  MAX_MAINTENANCE_PAGE,
  type MaintenanceFinancialPeriod,
  type MaintenanceInterestStatus,
  type MaintenancePaymentStatus,
} from '@fairway/shared-api/house-maintenance';
import { maintenanceApi, propertyApi } from '../../../shared/api/clients';

/** Every job of the club for the board (the newest 500). Reloads when a job is created. */
export function useJobs(created: number) {
  return useResource(() => maintenanceApi().list({ limit: MAX_MAINTENANCE_PAGE }), [created]);
}

/** One job (the details panel); changes made on the page overlay it (MaintenanceContext). */
export function useJob(id: number) {
  return useResource(() => maintenanceApi().get(id), [id]);
}

export function useBalances(paymentStatus: MaintenancePaymentStatus | null, money: number) {
  return useResource(
    () => maintenanceApi().balances.list(paymentStatus ? { payment_status: paymentStatus } : {}),
    [paymentStatus, money],
  );
}

export function useMaintenanceTypes() {
  return useResource(() => maintenanceApi().types.list(), []);
}

export function useActivities() {
  return useResource(() => maintenanceApi().activities.list(), []);
}

export function useInterests(status: MaintenanceInterestStatus | null) {
  return useResource(
    () =>
      status ? maintenanceApi().interests.byStatus(status) : maintenanceApi().interests.list(),
    [status],
  );
}

/** The club's households (finances, the job form). */
export function useHouseholds() {
  return useResource(() => propertyApi().tenants.list(), []);
}

/** The club's houses (the new job form). */
export function useHouses() {
  return useResource(() => propertyApi().houses.list(), []);
}

export function useFinancialSummary(tenantId: number, money: number) {
  return useResource(() => maintenanceApi().financial.summary(tenantId), [tenantId, money]);
}

export function useFinancialBreakdown(
  tenantId: number,
  period: MaintenanceFinancialPeriod,
  money: number,
) {
  return useResource(
    () => maintenanceApi().financial.breakdown(tenantId, period),
    [tenantId, period, money],
  );
}

export function useFinancialAnalytics(tenantId: number, money: number) {
  return useResource(() => maintenanceApi().financial.analytics(tenantId), [tenantId, money]);
}
