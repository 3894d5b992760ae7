import { z } from 'zod';
import { timestamp, updateOf } from '@fairway/shared-api/core';

/** A house rental as the API answers it (/api/settings/house-rentals). */
export const houseRental = z.object({
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
export type HouseRental = z.infer<typeof houseRental>;

/** What a client sends to create one: unknown fields are refused. */
export const houseRentalInput = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish(),
});
export type HouseRentalInput = z.infer<typeof houseRentalInput>;

/** A partial update: at least one field, and only the fields sent change. */
export const houseRentalUpdate = updateOf(houseRentalInput);
export type HouseRentalUpdate = z.infer<typeof houseRentalUpdate>;
