// Maintenance types, activities (services a household may ask for, with the resources they take)
// and the households' interests in them (docs/property.md, "Maintenance").
import { z } from 'zod';
import { bodyId, pathId, timestamp, updateOf } from '@fairway/shared-api/core';
import {
  maintenanceAmount,
  maintenanceName,
  maintenanceOptionalText,
  maintenanceText,
} from './jobs';

// --- Types ----------------------------------------------------------------------------------

/** A kind of job (plumbing, electrical…) with its usual cost. Names are unique, ignoring case. */
export const maintenanceType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Minor units; a new job of this type is estimated at it. */
  default_cost: z.number().int().nullable(),
  is_active: z.boolean(),
  /** Jobs of this type (a type with jobs cannot be deleted). */
  job_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MaintenanceType = z.infer<typeof maintenanceType>;

export const maintenanceTypeInput = z.strictObject({
  name: maintenanceName('name'),
  description: maintenanceOptionalText('description', 2000),
  default_cost: maintenanceAmount('default_cost').nullable().optional(),
  is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
});
export type MaintenanceTypeInput = z.input<typeof maintenanceTypeInput>;
export const maintenanceTypeUpdate = updateOf(maintenanceTypeInput);
export type MaintenanceTypeUpdate = z.input<typeof maintenanceTypeUpdate>;

// --- Activities -----------------------------------------------------------------------------

export const MAINTENANCE_ACTIVITY_FREQUENCIES = [
  'once',
  'weekly',
  'monthly',
  'quarterly',
  'yearly',
] as const;
export type MaintenanceActivityFrequency = (typeof MAINTENANCE_ACTIVITY_FREQUENCIES)[number];

export const MAINTENANCE_RESOURCE_TYPES = ['staff', 'equipment', 'material'] as const;
export type MaintenanceResourceType = (typeof MAINTENANCE_RESOURCE_TYPES)[number];

/** An activity's resource mapping holds at most this many rows. */
export const MAX_MAINTENANCE_RESOURCES = 50;

/** One resource an activity takes: 2 staff, 1 pool vacuum, 3 chlorine tablets. */
export const maintenanceResource = z.strictObject({
  resource_type: z.enum(MAINTENANCE_RESOURCE_TYPES, {
    error: `resource_type must be one of ${MAINTENANCE_RESOURCE_TYPES.join(', ')}`,
  }),
  name: maintenanceName('name'),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(10_000, 'quantity must be at most 10000'),
});
export type MaintenanceResource = z.infer<typeof maintenanceResource>;

export const maintenanceResourceMapping = z
  .array(maintenanceResource, { error: 'resource_mapping must be a list' })
  .max(MAX_MAINTENANCE_RESOURCES, `resource_mapping has at most ${MAX_MAINTENANCE_RESOURCES} rows`);

/** A service the office offers households (pool care, gutter cleaning…). */
export const maintenanceActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  frequency: z.enum(MAINTENANCE_ACTIVITY_FREQUENCIES),
  estimated_minutes: z.number().int().nullable(),
  /** Minor units, or null when quoted each time. */
  price: z.number().int().nullable(),
  is_active: z.boolean(),
  resource_mapping: z.array(
    z.object({
      resource_type: z.enum(MAINTENANCE_RESOURCE_TYPES),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** Interests still pending or contacted. */
  open_interests: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MaintenanceActivity = z.infer<typeof maintenanceActivity>;

export const maintenanceActivityInput = z.strictObject({
  name: maintenanceName('name'),
  description: maintenanceOptionalText('description', 2000),
  frequency: z
    .enum(MAINTENANCE_ACTIVITY_FREQUENCIES, {
      error: `frequency must be one of ${MAINTENANCE_ACTIVITY_FREQUENCIES.join(', ')}`,
    })
    .default('once'),
  estimated_minutes: z
    .number({ error: 'estimated_minutes must be a number' })
    .int('estimated_minutes must be a whole number')
    .min(1, 'estimated_minutes must be at least 1')
    .max(10_080, 'estimated_minutes must be at most 10080 (a week)')
    .nullable()
    .optional(),
  price: maintenanceAmount('price').nullable().optional(),
  is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
  resource_mapping: maintenanceResourceMapping.optional(),
});
export type MaintenanceActivityInput = z.input<typeof maintenanceActivityInput>;
export const maintenanceActivityUpdate = updateOf(maintenanceActivityInput);
export type MaintenanceActivityUpdate = z.input<typeof maintenanceActivityUpdate>;

/** PUT /maintenance-activities/{id}/resource-mapping: the whole list, replacing the old one. */
export const maintenanceResourceMappingInput = z.strictObject({
  resource_mapping: maintenanceResourceMapping,
});
export type MaintenanceResourceMappingInput = z.input<typeof maintenanceResourceMappingInput>;

/** GET /maintenance-activities: `active=true` lists only the active ones. */
export const maintenanceActivityListQuery = z.strictObject({
  active: z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type MaintenanceActivityListQuery = { active?: 'true' | 'false' };

// --- Interests ------------------------------------------------------------------------------

export const MAINTENANCE_INTEREST_STATUSES = [
  'pending',
  'contacted',
  'accepted',
  'declined',
] as const;
export type MaintenanceInterestStatus = (typeof MAINTENANCE_INTEREST_STATUSES)[number];

const interestStatus = z.enum(MAINTENANCE_INTEREST_STATUSES, {
  error: `status must be one of ${MAINTENANCE_INTEREST_STATUSES.join(', ')}`,
});

/** A household's interest in an activity. One open interest (not declined) per household and activity. */
export const maintenanceInterest = z.object({
  id: z.number().int(),
  maintenance_activity_id: z.number().int(),
  activity_name: z.string(),
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  /** Who registered it. */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  status: z.enum(MAINTENANCE_INTEREST_STATUSES),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MaintenanceInterest = z.infer<typeof maintenanceInterest>;

/**
 * POST /maintenance-interests. A household sends the activity (and notes); its tenant_id and
 * user_id default to its own and status is pending. `created_at`, which the spec's client sends,
 * is accepted and ignored: the server records when it arrives.
 */
export const maintenanceInterestInput = z.strictObject({
  maintenance_activity_id: bodyId('maintenance_activity_id'),
  tenant_id: bodyId('tenant_id').optional(),
  user_id: bodyId('user_id').nullable().optional(),
  status: interestStatus.optional(),
  notes: maintenanceOptionalText('notes', 2000),
  created_at: maintenanceText('created_at', 40).optional(),
});
export type MaintenanceInterestInput = z.input<typeof maintenanceInterestInput>;

/** PUT /maintenance-interests/{id} (the office): status and notes; created_at is ignored. */
export const maintenanceInterestUpdate = updateOf(
  z.strictObject({
    status: interestStatus,
    notes: maintenanceOptionalText('notes', 2000),
    tenant_id: bodyId('tenant_id'),
    created_at: maintenanceText('created_at', 40),
  }),
);
export type MaintenanceInterestUpdate = z.input<typeof maintenanceInterestUpdate>;

export const maintenanceInterestStatusParam = z.object({ status: interestStatus });

/** GET /maintenance-interests: filters. */
export const maintenanceInterestListQuery = z.strictObject({
  status: interestStatus.optional(),
  maintenance_activity_id: pathId('maintenance_activity_id').optional(),
});
export type MaintenanceInterestListQuery = z.input<typeof maintenanceInterestListQuery>;
