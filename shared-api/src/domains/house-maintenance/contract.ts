import { z } from 'zod';
import { timestamp, updateOf } from '@fairway/shared-api/core';

/** A house maintenance item as the API answers it (/api/settings/house-maintenance). */
export const houseMaintenanceItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  created_by: z
    .number()
    .int()
    .nullable()
    .describe('the user who created it; null once that account is deleted'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type HouseMaintenanceItem = z.infer<typeof houseMaintenanceItem>;

/** What a client sends to create one: unknown fields are refused. */
export const houseMaintenanceItemInput = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish(),
});
export type HouseMaintenanceItemInput = z.infer<typeof houseMaintenanceItemInput>;

/** A partial update: at least one field, and only the fields sent change. */
export const houseMaintenanceItemUpdate = updateOf(houseMaintenanceItemInput);
export type HouseMaintenanceItemUpdate = z.infer<typeof houseMaintenanceItemUpdate>;
