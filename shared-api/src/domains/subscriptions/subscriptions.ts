// Subscriptions: their types, the subscriptions themselves (mandatory or optional, for members or
// households) and who joined the optional ones (docs/property.md, "Subscriptions"). Paths under
// /api/settings/subscriptions.
import { z } from 'zod';
import { pageQuery, pathId, bodyId, timestamp, updateOf } from '@fairway/shared-api/core';

/** Highest amount of a subscription or a balance (minor units): 100 000.00. */
export const MAX_SUBSCRIPTION_AMOUNT = 10_000_000;

export const SUBSCRIPTION_BILLING_PERIODS = ['monthly', 'quarterly', 'yearly', 'one_off'] as const;
export type SubscriptionBillingPeriod = (typeof SUBSCRIPTION_BILLING_PERIODS)[number];

/**
 * Who a subscription is for: `member` — people holding the club's `member` role (mandatory ones
 * apply to each of them; optional ones anyone with subscriptions:join may join for themselves);
 * `tenant` — households (mandatory ones apply to every household; optional ones are joined in a
 * household's name); `both`.
 */
export const SUBSCRIPTION_AUDIENCES = ['member', 'tenant', 'both'] as const;
export type SubscriptionAudience = (typeof SUBSCRIPTION_AUDIENCES)[number];

export const subscriptionText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const requiredName = (label: string) => subscriptionText(label, 120).min(1, `${label} is required`);

export const subscriptionAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_SUBSCRIPTION_AMOUNT, `${label} must be at most ${MAX_SUBSCRIPTION_AMOUNT / 100}`);

/** `?is_active=true` style flags. */
export const subscriptionBooleanQuery = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

// --- Types ----------------------------------------------------------------------------------

/** A subscription type (Gym, Beach club, Community fee…). */
export const subscriptionType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** How many subscriptions are of this type (a type in use cannot be deleted). */
  subscription_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SubscriptionType = z.infer<typeof subscriptionType>;

export const subscriptionTypeInput = z.strictObject({
  name: requiredName('name'),
  description: subscriptionText('description', 2000).nullish(),
});
export type SubscriptionTypeInput = z.input<typeof subscriptionTypeInput>;
export const subscriptionTypeUpdate = updateOf(subscriptionTypeInput);
export type SubscriptionTypeUpdate = z.input<typeof subscriptionTypeUpdate>;

// --- Subscriptions --------------------------------------------------------------------------

export const subscription = z.object({
  id: z.number().int(),
  subscription_type_id: z.number().int(),
  subscription_type_name: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Minor units per billing period. */
  amount: z.number().int(),
  billing_period: z.enum(SUBSCRIPTION_BILLING_PERIODS),
  audience: z.enum(SUBSCRIPTION_AUDIENCES),
  is_mandatory: z.boolean(),
  is_active: z.boolean(),
  /** Joins of this subscription (people and households; always 0 for a mandatory one). */
  joined_count: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Subscription = z.infer<typeof subscription>;

export const subscriptionInput = z.strictObject({
  subscription_type_id: bodyId('subscription_type_id'),
  name: requiredName('name'),
  description: subscriptionText('description', 2000).nullish(),
  amount: subscriptionAmount('amount'),
  billing_period: z
    .enum(SUBSCRIPTION_BILLING_PERIODS, {
      error: `billing_period must be one of ${SUBSCRIPTION_BILLING_PERIODS.join(', ')}`,
    })
    .default('monthly'),
  audience: z
    .enum(SUBSCRIPTION_AUDIENCES, {
      error: `audience must be one of ${SUBSCRIPTION_AUDIENCES.join(', ')}`,
    })
    .default('member'),
  is_mandatory: z.boolean({ error: 'is_mandatory must be true or false' }).default(false),
  is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
});
export type SubscriptionInput = z.input<typeof subscriptionInput>;
export const subscriptionUpdate = updateOf(subscriptionInput);
export type SubscriptionUpdate = z.input<typeof subscriptionUpdate>;

/** GET /subscriptions filters (callers without subscriptions:read see active ones only). */
export const subscriptionListQuery = z.strictObject({
  subscription_type_id: pathId('subscription_type_id').optional(),
  audience: z
    .enum(SUBSCRIPTION_AUDIENCES, {
      error: `audience must be one of ${SUBSCRIPTION_AUDIENCES.join(', ')}`,
    })
    .optional(),
  is_mandatory: subscriptionBooleanQuery.optional(),
  is_active: subscriptionBooleanQuery.optional(),
});
export type SubscriptionListQuery = {
  subscription_type_id?: number;
  audience?: SubscriptionAudience;
  is_mandatory?: 'true' | 'false';
  is_active?: 'true' | 'false';
};

// --- Who joined -----------------------------------------------------------------------------

/**
 * One join of an optional subscription: a person for themselves (tenant_id null) or a person in
 * their household's name (tenant_id set). A person joins a subscription at most once for
 * themselves, a household at most once.
 */
export const userSubscription = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  subscription_id: z.number().int(),
  subscription_name: z.string(),
  subscription_type_name: z.string(),
  amount: z.number().int(),
  billing_period: z.enum(SUBSCRIPTION_BILLING_PERIODS),
  audience: z.enum(SUBSCRIPTION_AUDIENCES),
  is_mandatory: z.boolean(),
  is_active: z.boolean(),
  tenant_id: z.number().int().nullable(),
  tenant_name: z.string().nullable(),
  created_by: z.number().int().nullable(),
  joined_at: timestamp,
});
export type UserSubscription = z.infer<typeof userSubscription>;

export const userSubscriptionParams = z.object({
  userId: pathId('userId'),
  subscriptionId: pathId('subscriptionId'),
});
export type UserSubscriptionParams = z.infer<typeof userSubscriptionParams>;

/** POST and DELETE /subscriptions/user/{userId}/{subscriptionId}: `tenant_id` for a household join. */
export const userSubscriptionQuery = z.strictObject({ tenant_id: pathId('tenant_id').optional() });
export type UserSubscriptionQuery = { tenant_id?: number };

/** GET /subscriptions/users: paged (X-Total-Count), newest joins first, optionally filtered. */
export const userSubscriptionListQuery = pageQuery
  .extend({
    subscription_id: pathId('subscription_id').optional(),
    user_id: pathId('user_id').optional(),
    tenant_id: pathId('tenant_id').optional(),
  })
  .strict();
export type UserSubscriptionListQuery = {
  limit?: number;
  offset?: number;
  subscription_id?: number;
  user_id?: number;
  tenant_id?: number;
};

/**
 * GET /subscriptions/users-map: every subscription of the club by id (as text, JSON keys) → the
 * ids of the users who joined it, ascending, each once (a household join counts its joiner).
 * A subscription nobody joined maps to [].
 */
export const subscriptionUsersMap = z
  .record(z.string(), z.array(z.number().int()))
  .describe('subscription id → ids of the users who joined it (ascending, unique)');
export type SubscriptionUsersMap = z.infer<typeof subscriptionUsersMap>;
