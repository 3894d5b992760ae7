// Test fixtures for the property and household screens, shaped as the contract says (the loopback
// API server checks every answer against CONTRACT_RESPONSES).
import type {
  MaintenanceJob,
  MaintenanceFinancialSummary,
} from '@fairway/shared-api/house-maintenance';
import type { HouseBooking } from '@fairway/shared-api/house-rentals';
import {
  SUB_TENANT_PERMISSIONS,
  type FinancialOverview,
  type House,
  type HouseType,
  type HouseholdMembership,
  type LedgerRow,
  type SubTenant,
  type SubTenantPermissions,
  type Tenant,
} from '@fairway/shared-api/property';

export const S = '/api/settings';
export const HOUSES = `${S}/houses`;
export const HOUSE_TYPES = `${S}/houses/house-types`;
export const TENANTS = `${S}/tenants`;
export const SUB_TENANTS = `${S}/sub-tenants`;
export const FINANCIAL = `${S}/financial`;
export const MAINTENANCES = `${S}/maintenances`;
export const HOUSE_BOOKINGS = `${S}/house-rentals/bookings`;

const STAMP = '2026-11-01T09:00:00.000Z';

export const permissionsWith = (on: Partial<SubTenantPermissions> = {}): SubTenantPermissions => ({
  ...(Object.fromEntries(SUB_TENANT_PERMISSIONS.map((k) => [k, false])) as SubTenantPermissions),
  ...on,
});
export const ALL_PERMISSIONS = permissionsWith(
  Object.fromEntries(SUB_TENANT_PERMISSIONS.map((k) => [k, true])),
);

export const makeHouseType = (overrides: Partial<HouseType> = {}): HouseType => ({
  id: 1,
  name: 'Cottage',
  description: 'Two floors by the lake',
  bedrooms: 2,
  bathrooms: 1,
  max_guests: 4,
  house_count: 1,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const makeHouse = (overrides: Partial<House> = {}): House => ({
  id: 10,
  name: 'Seaview Cottage',
  address: '1 Shore Lane',
  house_type_id: 1,
  house_type_name: 'Cottage',
  tenant_id: 5,
  tenant_name: 'The Garcías',
  notes: null,
  has_temperature_sensor: false,
  temperature_sensor_key_hint: null,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const makeTenant = (overrides: Partial<Tenant> = {}): Tenant => ({
  id: 5,
  user_id: 20,
  user_name: 'Lucía García',
  user_email: 'lucia@example.org',
  name: 'The Garcías',
  email: null,
  phone: null,
  notes: null,
  is_active: true,
  houses: [{ id: 10, name: 'Seaview Cottage' }],
  sub_tenant_count: 1,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const makeSubTenant = (overrides: Partial<SubTenant> = {}): SubTenant => ({
  id: 30,
  tenant_id: 5,
  tenant_name: 'The Garcías',
  user_id: 21,
  user_name: 'Pablo García',
  user_email: 'pablo@example.org',
  relationship: 'son',
  permissions: permissionsWith({ view_bookings: true }),
  is_active: true,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const makeMembership = (
  overrides: Partial<HouseholdMembership> = {},
): HouseholdMembership => ({
  tenant: makeTenant(),
  role: 'tenant',
  sub_tenant_id: null,
  is_active: true,
  permissions: ALL_PERMISSIONS,
  ...overrides,
});

const totals = (charged: number, paid: number, credited = 0) => ({
  charged,
  paid,
  credited,
  outstanding: charged - paid - credited,
});

export const makeLedgerRow = (overrides: Partial<LedgerRow> = {}): LedgerRow => ({
  id: 1,
  tenant_id: 5,
  user_id: 20,
  user_name: 'Lucía García',
  house_id: 10,
  source: 'house_booking',
  source_id: 1,
  entry: 'charge',
  amount: 45000,
  method: null,
  description: 'Seaview Cottage, 3 nights',
  created_at: STAMP,
  ...overrides,
});

/** Charged £450 and paid £200 for stays, charged £120 for maintenance, £80 paid subscriptions. */
export const makeOverview = (overrides: Partial<FinancialOverview> = {}): FinancialOverview => ({
  tenant: { id: 5, name: 'The Garcías', user_id: 20, user_name: 'Lucía García' },
  totals: totals(65000, 28000),
  by_source: {
    house_booking: totals(45000, 20000),
    maintenance: totals(12000, 0),
    subscription: totals(8000, 8000),
  },
  recent: [
    makeLedgerRow(),
    makeLedgerRow({
      id: 2,
      entry: 'payment',
      amount: 20000,
      method: 'card',
      description: 'Payment for Seaview Cottage',
    }),
  ],
  ...overrides,
});

export const makeJob = (overrides: Partial<MaintenanceJob> = {}): MaintenanceJob => ({
  id: 40,
  house_id: 10,
  house_name: 'Seaview Cottage',
  tenant_id: 5,
  tenant_name: 'The Garcías',
  maintenance_type_id: null,
  type_name: null,
  title: 'Boiler service',
  description: null,
  priority: 'normal',
  status_id: 5,
  status_name: 'Completed',
  next_status_ids: [],
  reported_by: 20,
  reported_by_name: 'Lucía García',
  assigned_to: null,
  assigned_to_name: null,
  scheduled_for: null,
  estimated_cost: null,
  cost: 12000,
  billable: true,
  resolved_at: STAMP,
  resolved_by: 1,
  resolution_notes: null,
  charged: 12000,
  paid: 0,
  outstanding: 12000,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const makeMaintenanceSummary = (
  overrides: Partial<MaintenanceFinancialSummary> = {},
): MaintenanceFinancialSummary => ({
  tenant_id: 5,
  tenant_name: 'The Garcías',
  charged: 12000,
  paid: 0,
  credited: 0,
  outstanding: 12000,
  jobs_total: 1,
  open_jobs: 0,
  by_status: [{ status_id: 5, status_name: 'Completed', jobs: 1, cost: 12000 }],
  ...overrides,
});

export const makeBooking = (overrides: Partial<HouseBooking> = {}): HouseBooking => ({
  id: 50,
  house_rental_id: 3,
  listing_title: 'Seaview Cottage by the lake',
  house_id: 11,
  house_name: 'Lakeside Lodge',
  period_id: 2,
  period_name: 'Winter',
  user_id: 20,
  guest_name: 'Lucía García',
  guest_email: 'lucia@example.org',
  tenant_id: 5,
  check_in: '2026-12-20',
  check_out: '2026-12-23',
  nights: 3,
  guests: 2,
  status: 'confirmed',
  notes: null,
  nightly_rate: 15000,
  cleaning_fee: 0,
  total_amount: 45000,
  amount_paid: 20000,
  amount_credited: 0,
  amount_due: 25000,
  payment_status: 'partial',
  has_feedback: false,
  created_by: 20,
  created_at: STAMP,
  updated_at: STAMP,
  confirmed_at: STAMP,
  checked_in_at: null,
  completed_at: null,
  cancelled_at: null,
  ...overrides,
});
