import { useResource } from '@fairway/shared-ui';
import { houseRentalsApi, maintenanceApi, propertyApi } from '../../../shared/api/clients';

/** The household's houses, with their address and type. */
export const useHouseholdHouses = (tenantId: number) =>
  useResource(() => propertyApi().houses.byTenant(tenantId), [tenantId]);

/** The house stays booked in the household's name (view_bookings). */
export const useHouseholdBookings = (tenantId: number) =>
  useResource(() => houseRentalsApi().bookingsOfTenant(tenantId), [tenantId]);

/** The household's maintenance jobs, newest first (view_maintenance). */
export const useHouseholdJobs = (tenantId: number, enabled: boolean) =>
  useResource(
    () => (enabled ? maintenanceApi().byTenant(tenantId) : Promise.resolve([])),
    [tenantId, enabled],
  );

/** What the household was charged and paid for maintenance, and what it owes (view_maintenance). */
export const useMaintenanceSummary = (tenantId: number, enabled: boolean) =>
  useResource(
    () => (enabled ? maintenanceApi().financial.summary(tenantId) : Promise.resolve(null)),
    [tenantId, enabled],
  );
