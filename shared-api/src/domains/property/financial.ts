// A household's money (docs/property.md, "The ledger" and "Financial"). Paths under
// /api/settings/financial/{view}/{id}, where {id} is a tenant (household) id. Every amount is in
// minor units and is a sum over ledger rows; nothing here is stored.
import { z } from 'zod';
import { timestamp } from '@fairway/shared-api/core';

export const LEDGER_SOURCES = ['house_booking', 'maintenance', 'subscription'] as const;
export type LedgerSourceName = (typeof LEDGER_SOURCES)[number];
export const LEDGER_ENTRY_KINDS = ['charge', 'payment', 'credit'] as const;
export const LEDGER_PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'account'] as const;

/** charged − paid − credited = outstanding. */
export const ledgerTotals = z.object({
  charged: z.number().int(),
  paid: z.number().int(),
  credited: z.number().int(),
  outstanding: z.number().int(),
});
export type LedgerTotalsView = z.infer<typeof ledgerTotals>;

/** One ledger row as a statement shows it. */
export const ledgerRow = z.object({
  id: z.number().int(),
  tenant_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  /** The person's name, or null. */
  user_name: z.string().nullable(),
  /** The house the amount is about (a stay, a job), when the row names one. */
  house_id: z.number().int().nullable(),
  source: z.enum(LEDGER_SOURCES),
  /** The booking, maintenance job or subscription balance. */
  source_id: z.number().int(),
  entry: z.enum(LEDGER_ENTRY_KINDS),
  amount: z.number().int(),
  method: z.enum(LEDGER_PAYMENT_METHODS).nullable(),
  description: z.string(),
  created_at: timestamp,
});
export type LedgerRow = z.infer<typeof ledgerRow>;

/** Who the view is about. */
export const financialHousehold = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
});
export type FinancialHousehold = z.infer<typeof financialHousehold>;

export const PAYMENT_STATES = ['unpaid', 'partial', 'paid', 'settled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * One booking, job or subscription balance of the household: its totals, what state it is in
 * (`paid`: nothing outstanding and something paid; `settled`: nothing outstanding, nothing paid,
 * i.e. credited in full) and its rows, oldest first.
 */
export const financialItem = ledgerTotals.extend({
  source_id: z.number().int(),
  /** The first charge's description (else the first row's). */
  description: z.string(),
  house_id: z.number().int().nullable(),
  status: z.enum(PAYMENT_STATES),
  first_at: timestamp,
  last_at: timestamp,
  entries: z.array(ledgerRow),
});
export type FinancialItem = z.infer<typeof financialItem>;

/** The most items a view lists (the newest); totals always count every row. */
export const MAX_FINANCIAL_ITEMS = 200;
/** The most rows the overview lists. */
export const FINANCIAL_RECENT_ROWS = 20;

/** GET /financial/overview/{id}. */
export const financialOverview = z.object({
  tenant: financialHousehold,
  totals: ledgerTotals,
  by_source: z.object({
    house_booking: ledgerTotals,
    maintenance: ledgerTotals,
    subscription: ledgerTotals,
  }),
  /** The last 20 rows, newest first. */
  recent: z.array(ledgerRow),
});
export type FinancialOverview = z.infer<typeof financialOverview>;

/** GET /financial/subscriptions/{id}: the household's subscription balances. */
export const financialSubscriptions = z.object({
  tenant: financialHousehold,
  totals: ledgerTotals,
  /** Newest first; at most 200. */
  items: z.array(financialItem),
});
export type FinancialSubscriptions = z.infer<typeof financialSubscriptions>;

/**
 * GET /financial/rentals/{id}: the household's own house stays, and what its houses earned from
 * everyone's stays (as property owner).
 */
export const financialRentals = z.object({
  tenant: financialHousehold,
  totals: ledgerTotals,
  items: z.array(financialItem),
  owner: z.object({
    houses: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Over every stay in the household's houses; `paid` is what they earned. */
    totals: ledgerTotals,
    items: z.array(financialItem),
  }),
});
export type FinancialRentals = z.infer<typeof financialRentals>;

/** One person of the household and what the rows in their name add up to. */
export const financialMember = z.object({
  user_id: z.number().int(),
  name: z.string(),
  role: z.enum(['tenant', 'sub_tenant']),
  sub_tenant_id: z.number().int().nullable(),
  relationship: z.string().nullable(),
  is_active: z.boolean(),
  totals: ledgerTotals,
});
export type FinancialMember = z.infer<typeof financialMember>;

/** GET /financial/household/{id}: the tenant and each sub-tenant with what each one owes. */
export const financialHouseholdView = z.object({
  tenant: financialHousehold,
  totals: ledgerTotals,
  members: z.array(financialMember),
  /** Rows of the household in no current member's name (a former member, or nobody's). */
  others: ledgerTotals,
});
export type FinancialHouseholdView = z.infer<typeof financialHouseholdView>;
