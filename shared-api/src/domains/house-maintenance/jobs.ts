// Maintenance jobs of the club's houses and their fixed statuses (docs/property.md,
// "Maintenance"). Paths under /api/settings/maintenances.
import { z } from 'zod';
import { bodyId, isoDate, pathId, timestamp, updateOf } from '@fairway/shared-api/core';

/** Highest cost, price or payment (minor units): 100 000.00. */
export const MAX_MAINTENANCE_AMOUNT = 10_000_000;
/** GET lists of jobs answer at most this many rows a page. */
export const MAX_MAINTENANCE_PAGE = 500;

export const maintenanceText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
export const maintenanceOptionalText = (label: string, max: number) =>
  maintenanceText(label, max).nullable().optional();
export const maintenanceName = (label: string, max = 120) =>
  maintenanceText(label, max).min(1, `${label} is required`);

/** An amount in minor units, 0 to 100 000.00. */
export const maintenanceAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_MAINTENANCE_AMOUNT, `${label} must be at most ${MAX_MAINTENANCE_AMOUNT / 100}`);

// --- Statuses -------------------------------------------------------------------------------

/** The fixed statuses, by id (GET /maintenances/statuses). */
export const MAINTENANCE_STATUS_IDS = {
  reported: 1,
  scheduled: 2,
  in_progress: 3,
  on_hold: 4,
  completed: 5,
  cancelled: 6,
} as const;
export type MaintenanceStatusKey = keyof typeof MAINTENANCE_STATUS_IDS;
export type MaintenanceStatusId = (typeof MAINTENANCE_STATUS_IDS)[MaintenanceStatusKey];

export const MAINTENANCE_STATUS_NAMES: Record<MaintenanceStatusId, string> = {
  1: 'Reported',
  2: 'Scheduled',
  3: 'In progress',
  4: 'On hold',
  5: 'Completed',
  6: 'Cancelled',
};

/**
 * The moves PUT /maintenances/status/{id} allows; Completed and Cancelled are final. Resolve
 * (POST /maintenances/resolve/{id}) completes any job that is not final.
 */
export const MAINTENANCE_STATUS_TRANSITIONS: Record<
  MaintenanceStatusId,
  readonly MaintenanceStatusId[]
> = {
  1: [2, 3, 4, 6],
  2: [3, 4, 6],
  3: [4, 5, 6],
  4: [2, 3, 6],
  5: [],
  6: [],
};

export const MAINTENANCE_FINAL_STATUS_IDS: readonly MaintenanceStatusId[] = [5, 6];

export const maintenanceStatusId = z
  .number({ error: 'status_id must be a number' })
  .int('status_id must be one of 1–6')
  .min(1, 'status_id must be one of 1–6')
  .max(6, 'status_id must be one of 1–6')
  .transform((n) => n as MaintenanceStatusId);

export const maintenanceStatus = z.object({
  id: z.number().int(),
  key: z.enum(
    Object.keys(MAINTENANCE_STATUS_IDS) as [MaintenanceStatusKey, ...MaintenanceStatusKey[]],
  ),
  name: z.string(),
  /** Completed and Cancelled: nothing moves a final job any more. */
  is_final: z.boolean(),
  /** Where PUT /maintenances/status/{id} may move a job in this status. */
  next_status_ids: z.array(z.number().int()),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatus>;

/** PUT /maintenances/status/{id}. */
export const maintenanceStatusChange = z.strictObject({ status_id: maintenanceStatusId });
export type MaintenanceStatusChange = z.input<typeof maintenanceStatusChange>;

// --- Jobs -----------------------------------------------------------------------------------

export const MAINTENANCE_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

/** A maintenance job with the names a screen shows and its money from the ledger. */
export const maintenanceJob = z.object({
  id: z.number().int(),
  house_id: z.number().int(),
  house_name: z.string(),
  /** The household billed (the house's when the job was raised); null for a house with none. */
  tenant_id: z.number().int().nullable(),
  tenant_name: z.string().nullable(),
  maintenance_type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(MAINTENANCE_PRIORITIES),
  status_id: z.number().int(),
  status_name: z.string(),
  /** Where PUT /maintenances/status/{id} may move it now. */
  next_status_ids: z.array(z.number().int()),
  reported_by: z.number().int().nullable(),
  reported_by_name: z.string().nullable(),
  assigned_to: z.number().int().nullable(),
  assigned_to_name: z.string().nullable(),
  scheduled_for: z.string().nullable().describe('YYYY-MM-DD'),
  estimated_cost: z.number().int().nullable(),
  /** The actual cost (minor units), set when resolved or by the office. */
  cost: z.number().int().nullable(),
  /** Charged to the household when resolved. */
  billable: z.boolean(),
  resolved_at: timestamp.nullable(),
  resolved_by: z.number().int().nullable(),
  resolution_notes: z.string().nullable(),
  /** From the ledger: what was charged for it, paid toward it, and what is still owed. */
  charged: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MaintenanceJob = z.infer<typeof maintenanceJob>;

const priority = z
  .enum(MAINTENANCE_PRIORITIES, {
    error: `priority must be one of ${MAINTENANCE_PRIORITIES.join(', ')}`,
  })
  .default('normal');

/**
 * POST /maintenances. A household (property:reside) sends house_id (its own house), title,
 * description, priority and maintenance_type_id; the other fields are the office's.
 */
export const maintenanceJobInput = z.strictObject({
  house_id: bodyId('house_id'),
  /** The office only; defaults to the house's household. */
  tenant_id: bodyId('tenant_id').nullable().optional(),
  maintenance_type_id: bodyId('maintenance_type_id').nullable().optional(),
  title: maintenanceName('title', 200),
  description: maintenanceOptionalText('description', 4000),
  priority,
  /** The office only. */
  assigned_to: bodyId('assigned_to').nullable().optional(),
  scheduled_for: isoDate.nullable().optional(),
  /** The office only; defaults to the type's default cost. */
  estimated_cost: maintenanceAmount('estimated_cost').nullable().optional(),
  /** The office only. */
  billable: z.boolean({ error: 'billable must be true or false' }).optional(),
});
export type MaintenanceJobInput = z.input<typeof maintenanceJobInput>;

/** The fields of a job the office sets, not a household raising a request. */
export const MAINTENANCE_OFFICE_FIELDS = [
  'tenant_id',
  'assigned_to',
  'scheduled_for',
  'estimated_cost',
  'billable',
] as const;

/**
 * PUT /maintenances/{id} (the office): only the fields sent change. The status changes through
 * PUT /maintenances/status/{id} and POST /maintenances/resolve/{id}; a completed or cancelled
 * job keeps its house, household, cost and billable.
 */
export const maintenanceJobUpdate = updateOf(
  maintenanceJobInput.extend({
    cost: maintenanceAmount('cost').nullable().optional(),
    resolution_notes: maintenanceOptionalText('resolution_notes', 4000),
  }),
);
export type MaintenanceJobUpdate = z.input<typeof maintenanceJobUpdate>;

/** POST /maintenances/resolve/{id}: completes the job; a billable cost is charged to the household. */
export const maintenanceResolveInput = z.strictObject({
  resolution_notes: maintenanceOptionalText('resolution_notes', 4000),
  /** The actual cost; left out keeps the job's. */
  cost: maintenanceAmount('cost').nullable().optional(),
  /** Left out keeps the job's. */
  billable: z.boolean({ error: 'billable must be true or false' }).optional(),
});
export type MaintenanceResolveInput = z.input<typeof maintenanceResolveInput>;

/** GET /maintenances and /maintenances/tenant/{id}: filters and paging (X-Total-Count). */
export const maintenanceJobListQuery = z.strictObject({
  status_id: z.coerce
    .number({ error: 'status_id must be one of 1–6' })
    .int('status_id must be one of 1–6')
    .min(1, 'status_id must be one of 1–6')
    .max(6, 'status_id must be one of 1–6')
    .optional(),
  house_id: pathId('house_id').optional(),
  tenant_id: pathId('tenant_id').optional(),
  assigned_to: pathId('assigned_to').optional(),
  priority: z
    .enum(MAINTENANCE_PRIORITIES, {
      error: `priority must be one of ${MAINTENANCE_PRIORITIES.join(', ')}`,
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_MAINTENANCE_PAGE).default(200),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type MaintenanceJobListQuery = Partial<z.input<typeof maintenanceJobListQuery>>;
