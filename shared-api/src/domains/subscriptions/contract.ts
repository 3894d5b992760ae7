import { z } from 'zod';
import { timestamp, updateOf } from '@fairway/shared-api/core';

/** A subscription as the API answers it (/api/settings/subscriptions). */
export const subscription = z.object({
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
export type Subscription = z.infer<typeof subscription>;

/** What a client sends to create one: unknown fields are refused. */
export const subscriptionInput = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish(),
});
export type SubscriptionInput = z.infer<typeof subscriptionInput>;

/** A partial update: at least one field, and only the fields sent change. */
export const subscriptionUpdate = updateOf(subscriptionInput);
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdate>;
