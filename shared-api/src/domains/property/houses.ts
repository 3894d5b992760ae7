// Houses and house types (docs/property.md, "Houses"). Paths under /api/settings/houses.
import { z } from 'zod';
import { bodyId, pathId, timestamp, updateOf } from '@fairway/shared-api/core';

/** Text a person typed: trimmed, bounded. */
export const propertyText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) => propertyText(label, max).nullable().optional();
export const propertyName = (label: string, max = 120) =>
  propertyText(label, max).min(1, `${label} is required`);

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

// --- House types ----------------------------------------------------------------------------

export const houseType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  max_guests: z.number().int().nullable(),
  /** Houses of this type (a type in use cannot be deleted). */
  house_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type HouseType = z.infer<typeof houseType>;

export const houseTypeInput = z
  .object({
    name: propertyName('name'),
    description: optionalText('description', 2000),
    bedrooms: count('bedrooms', 0, 50).nullable().optional(),
    bathrooms: count('bathrooms', 0, 50).nullable().optional(),
    max_guests: count('max_guests', 1, 100).nullable().optional(),
  })
  .strict();
export type HouseTypeInput = z.input<typeof houseTypeInput>;

// --- Houses ---------------------------------------------------------------------------------

/** Longest temperature sensor key a client may send. */
export const MAX_SENSOR_KEY_LENGTH = 500;

/**
 * A house. The temperature sensor's key is write-only: answers say whether there is one and its
 * last 4 characters ("••••1a2b"), never the key.
 */
export const house = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  house_type_id: z.number().int(),
  house_type_name: z.string(),
  /** The household that lives in it (and owns it for rentals), or null. */
  tenant_id: z.number().int().nullable(),
  tenant_name: z.string().nullable(),
  notes: z.string().nullable(),
  has_temperature_sensor: z.boolean(),
  temperature_sensor_key_hint: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type House = z.infer<typeof house>;

const sensorKey = z
  .string({ error: 'temperature_sensor_api_key must be text' })
  .trim()
  .min(1, 'temperature_sensor_api_key cannot be empty (send null to remove it)')
  .max(
    MAX_SENSOR_KEY_LENGTH,
    `temperature_sensor_api_key must be at most ${MAX_SENSOR_KEY_LENGTH} characters`,
  );

export const houseInput = z
  .object({
    name: propertyName('name'),
    address: optionalText('address', 300),
    house_type_id: bodyId('house_type_id'),
    tenant_id: bodyId('tenant_id').nullable().optional(),
    notes: optionalText('notes', 4000),
    /** Write-only. On update: a key replaces it, null removes it, leaving it out keeps it. */
    temperature_sensor_api_key: sensorKey.nullable().optional(),
  })
  .strict();
export type HouseInput = z.input<typeof houseInput>;
export const houseUpdate = updateOf(houseInput);
export type HouseUpdate = z.input<typeof houseUpdate>;

export const houseTenantParams = z.object({ tenantId: pathId('tenantId') });
