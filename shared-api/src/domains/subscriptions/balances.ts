// Subscription balances: the charges of a subscription for a period, with what was paid and what
// is outstanding from the property ledger (docs/property.md). Paths under
// /api/settings/subscription-balances.
import { z } from 'zod';
import { bodyId, isoDate, pageQuery, pathId, timestamp } from '@fairway/shared-api/core';
import {
  MAX_SUBSCRIPTION_AMOUNT,
  SUBSCRIPTION_BILLING_PERIODS,
  subscriptionText,
} from './subscriptions';

/**
 * `void`: voided (nothing left to pay); `paid`: nothing outstanding; `overdue`: something
 * outstanding after its due date (on the club's calendar); `open`: otherwise.
 */
export const SUBSCRIPTION_BALANCE_STATUSES = ['open', 'paid', 'overdue', 'void'] as const;
export type SubscriptionBalanceStatus = (typeof SUBSCRIPTION_BALANCE_STATUSES)[number];

export const SUBSCRIPTION_PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'account'] as const;
export type SubscriptionPaymentMethod = (typeof SUBSCRIPTION_PAYMENT_METHODS)[number];

const positiveAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units`)
    .min(1, `${label} must be more than 0`)
    .max(MAX_SUBSCRIPTION_AMOUNT, `${label} must be at most ${MAX_SUBSCRIPTION_AMOUNT / 100}`);

export const subscriptionBalance = z.object({
  id: z.number().int(),
  /** The person charged; null once that account was deleted (the charge and its ledger rows stay). */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  subscription_id: z.number().int(),
  subscription_name: z.string(),
  subscription_type_name: z.string(),
  billing_period: z.enum(SUBSCRIPTION_BILLING_PERIODS),
  /** The household billed, when it is one. */
  tenant_id: z.number().int().nullable(),
  tenant_name: z.string().nullable(),
  period_start: z.string().describe('YYYY-MM-DD'),
  period_end: z.string().describe('YYYY-MM-DD (inclusive)'),
  due_date: z.string().describe('YYYY-MM-DD'),
  /** What was charged (minor units). */
  amount: z.number().int(),
  /** Sums of the ledger's payments and credits for this balance. */
  paid: z.number().int(),
  credited: z.number().int(),
  /** amount − paid − credited, never negative. */
  outstanding: z.number().int(),
  status: z.enum(SUBSCRIPTION_BALANCE_STATUSES),
  notes: z.string().nullable(),
  voided_at: timestamp.nullable(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SubscriptionBalance = z.infer<typeof subscriptionBalance>;

/** POST /subscription-balances: writes the ledger charge. `amount` defaults to the subscription's. */
export const subscriptionBalanceInput = z
  .strictObject({
    user_id: bodyId('user_id'),
    subscription_id: bodyId('subscription_id'),
    tenant_id: bodyId('tenant_id').nullish(),
    period_start: isoDate,
    period_end: isoDate,
    due_date: isoDate,
    amount: positiveAmount('amount').optional(),
    notes: subscriptionText('notes', 2000).nullish(),
  })
  .refine((b) => b.period_end >= b.period_start, {
    error: 'period_end cannot be before period_start',
    path: ['period_end'],
  });
export type SubscriptionBalanceInput = z.input<typeof subscriptionBalanceInput>;

export const subscriptionBalancePayment = z.strictObject({
  amount: positiveAmount('payment amount'),
  method: z.enum(SUBSCRIPTION_PAYMENT_METHODS, {
    error: `method must be one of ${SUBSCRIPTION_PAYMENT_METHODS.join(', ')}`,
  }),
});
export type SubscriptionBalancePayment = z.input<typeof subscriptionBalancePayment>;

/**
 * PUT /subscription-balances/{id}: a new due date, notes, and/or a payment (never past what is
 * outstanding: 409). At least one field.
 */
export const subscriptionBalanceUpdate = z
  .strictObject({
    due_date: isoDate.optional(),
    notes: subscriptionText('notes', 2000).nullable().optional(),
    payment: subscriptionBalancePayment.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'Send at least one field to change',
  });
export type SubscriptionBalanceUpdate = z.input<typeof subscriptionBalanceUpdate>;

/** GET /subscription-balances: paged (X-Total-Count), latest due date first. */
export const subscriptionBalanceListQuery = pageQuery
  .extend({
    user_id: pathId('user_id').optional(),
    subscription_id: pathId('subscription_id').optional(),
    tenant_id: pathId('tenant_id').optional(),
  })
  .strict();
export type SubscriptionBalanceListQuery = {
  limit?: number;
  offset?: number;
  user_id?: number;
  subscription_id?: number;
  tenant_id?: number;
};

/** GET /subscription-balances/member/{id}: paged (X-Total-Count). */
export const subscriptionBalancePageQuery = pageQuery.strict();
export type SubscriptionBalancePageQuery = { limit?: number; offset?: number };
