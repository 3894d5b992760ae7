// Maintenance answers shaped as the contract says (the loopback API server checks each one).
import type {
  MaintenanceActivity,
  MaintenanceBalance,
  MaintenanceFinancialAnalytics,
  MaintenanceFinancialBreakdown,
  MaintenanceFinancialSummary,
  MaintenanceInterest,
  MaintenanceJob,
  MaintenanceType,
} from '@fairway/shared-api/house-maintenance';
import {
  MAINTENANCE_STATUS_NAMES,
  MAINTENANCE_STATUS_TRANSITIONS,
  type MaintenanceStatusId,
} from '@fairway/shared-api/house-maintenance';
import type { House, Tenant } from '@fairway/shared-api/property';

export const JOBS = '/api/settings/maintenances';
export const INTERESTS = '/api/settings/maintenance-interests';
export const ACTIVITIES = '/api/settings/maintenance-activities';
export const TENANTS = '/api/settings/tenants';
export const HOUSES = '/api/settings/houses';

const STAMP = '2026-11-01T09:00:00.000Z';

/** A job in status `status_id` (its allowed moves follow), by default a reported leaking tap. */
export function makeJob(overrides: Partial<MaintenanceJob> = {}): MaintenanceJob {
  const statusId = (overrides.status_id ?? 1) as MaintenanceStatusId;
  return {
    id: 1,
    house_id: 3,
    house_name: 'Seaview Cottage',
    tenant_id: 4,
    tenant_name: 'García household',
    maintenance_type_id: 2,
    type_name: 'Plumbing',
    title: 'Leaking tap',
    description: 'The kitchen tap drips.',
    priority: 'normal',
    status_id: statusId,
    status_name: MAINTENANCE_STATUS_NAMES[statusId],
    next_status_ids: [...MAINTENANCE_STATUS_TRANSITIONS[statusId]],
    reported_by: 9,
    reported_by_name: 'Lucía García',
    assigned_to: null,
    assigned_to_name: null,
    scheduled_for: null,
    estimated_cost: 8000,
    cost: null,
    billable: true,
    resolved_at: null,
    resolved_by: null,
    resolution_notes: null,
    charged: 0,
    paid: 0,
    outstanding: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** The same job moved to another status (name and moves follow). */
export function moved(job: MaintenanceJob, statusId: MaintenanceStatusId): MaintenanceJob {
  return {
    ...job,
    status_id: statusId,
    status_name: MAINTENANCE_STATUS_NAMES[statusId],
    next_status_ids: [...MAINTENANCE_STATUS_TRANSITIONS[statusId]],
  };
}

export function makeBalance(overrides: Partial<MaintenanceBalance> = {}): MaintenanceBalance {
  return {
    maintenance_id: 5,
    title: 'Broken boiler',
    house_id: 3,
    house_name: 'Seaview Cottage',
    tenant_id: 4,
    tenant_name: 'García household',
    maintenance_type_id: 2,
    type_name: 'Plumbing',
    cost: 12000,
    resolved_at: STAMP,
    charged: 12000,
    paid: 0,
    credited: 0,
    outstanding: 12000,
    payment_status: 'unpaid',
    ...overrides,
  };
}

export function makeType(overrides: Partial<MaintenanceType> = {}): MaintenanceType {
  return {
    id: 2,
    name: 'Plumbing',
    description: null,
    default_cost: 8000,
    is_active: true,
    job_count: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<MaintenanceActivity> = {}): MaintenanceActivity {
  return {
    id: 7,
    name: 'Pool care',
    description: null,
    frequency: 'weekly',
    estimated_minutes: 60,
    price: 4500,
    is_active: true,
    resource_mapping: [{ resource_type: 'staff', name: 'Pool technician', quantity: 1 }],
    open_interests: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeInterest(overrides: Partial<MaintenanceInterest> = {}): MaintenanceInterest {
  return {
    id: 11,
    maintenance_activity_id: 7,
    activity_name: 'Pool care',
    tenant_id: 4,
    tenant_name: 'García household',
    user_id: 9,
    user_name: 'Lucía García',
    status: 'pending',
    notes: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeTenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    id: 4,
    user_id: 9,
    user_name: 'Lucía García',
    user_email: 'lucia@example.org',
    name: 'García household',
    email: null,
    phone: null,
    notes: null,
    is_active: true,
    houses: [{ id: 3, name: 'Seaview Cottage' }],
    sub_tenant_count: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeHouse(overrides: Partial<House> = {}): House {
  return {
    id: 3,
    name: 'Seaview Cottage',
    address: null,
    house_type_id: 1,
    house_type_name: 'Cottage',
    tenant_id: 4,
    tenant_name: 'García household',
    notes: null,
    has_temperature_sensor: false,
    temperature_sensor_key_hint: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeSummary(
  overrides: Partial<MaintenanceFinancialSummary> = {},
): MaintenanceFinancialSummary {
  return {
    tenant_id: 4,
    tenant_name: 'García household',
    charged: 32000,
    paid: 20000,
    credited: 0,
    outstanding: 12000,
    jobs_total: 5,
    open_jobs: 2,
    by_status: [
      { status_id: 1, status_name: 'Reported', jobs: 1, cost: 0 },
      { status_id: 5, status_name: 'Completed', jobs: 3, cost: 32000 },
    ],
    ...overrides,
  };
}

export function makeBreakdown(
  overrides: Partial<MaintenanceFinancialBreakdown> = {},
): MaintenanceFinancialBreakdown {
  return {
    tenant_id: 4,
    tenant_name: 'García household',
    period: 'current_month',
    from: '2026-11-01',
    to: '2026-11-30',
    charged: 12000,
    paid: 5000,
    credited: 0,
    outstanding: 7000,
    by_type: [
      {
        maintenance_type_id: 2,
        type_name: 'Plumbing',
        jobs: 1,
        charged: 12000,
        paid: 5000,
        credited: 0,
        outstanding: 7000,
      },
    ],
    ...overrides,
  };
}

/** Twelve months to November 2026: 120.00 charged in October, 50.00 paid in November. */
export function makeAnalytics(
  overrides: Partial<MaintenanceFinancialAnalytics> = {},
): MaintenanceFinancialAnalytics {
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(2025, 11 + i, 1));
    const month = d.toISOString().slice(0, 7);
    return {
      month,
      charged: month === '2026-10' ? 12000 : 0,
      paid: month === '2026-11' ? 5000 : 0,
    };
  });
  return {
    tenant_id: 4,
    tenant_name: 'García household',
    from: '2025-12-01',
    to: '2026-11-30',
    months,
    total_charged: 12000,
    total_paid: 5000,
    cost_by_type: [{ maintenance_type_id: 2, type_name: 'Plumbing', jobs: 1, charged: 12000 }],
    ...overrides,
  };
}
