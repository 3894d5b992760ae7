// What maintenance costs a household: balances of completed billable jobs, payments toward them,
// and the household's maintenance money views. Every amount is a sum of ledger rows
// (docs/property.md, "The ledger").
import { z } from 'zod';
import { pathId, timestamp } from '@fairway/shared-api/core';
import { MAX_MAINTENANCE_AMOUNT, maintenanceOptionalText } from './jobs';

export const MAINTENANCE_PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'account'] as const;
export type MaintenancePaymentMethod = (typeof MAINTENANCE_PAYMENT_METHODS)[number];

/** unpaid: nothing paid yet; partial: some paid, some owed; paid: nothing owed. */
export const MAINTENANCE_PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export type MaintenancePaymentStatus = (typeof MAINTENANCE_PAYMENT_STATUSES)[number];

/** A completed billable job's balance: charged, paid and outstanding from the ledger. */
export const maintenanceBalance = z.object({
  maintenance_id: z.number().int(),
  title: z.string(),
  house_id: z.number().int(),
  house_name: z.string(),
  tenant_id: z.number().int().nullable(),
  tenant_name: z.string().nullable(),
  maintenance_type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  cost: z.number().int().nullable(),
  resolved_at: timestamp.nullable(),
  charged: z.number().int(),
  paid: z.number().int(),
  credited: z.number().int(),
  outstanding: z.number().int(),
  payment_status: z.enum(MAINTENANCE_PAYMENT_STATUSES),
});
export type MaintenanceBalance = z.infer<typeof maintenanceBalance>;

/** GET /maintenances/balances: every completed billable job, or one household's, or only owed ones. */
export const maintenanceBalanceListQuery = z.strictObject({
  tenant_id: pathId('tenant_id').optional(),
  payment_status: z
    .enum(MAINTENANCE_PAYMENT_STATUSES, {
      error: `payment_status must be one of ${MAINTENANCE_PAYMENT_STATUSES.join(', ')}`,
    })
    .optional(),
});
export type MaintenanceBalanceListQuery = z.input<typeof maintenanceBalanceListQuery>;

/** PUT /maintenances/balances/{id}: a payment toward job {id}, never more than is outstanding. */
export const maintenancePaymentInput = z.strictObject({
  amount: z
    .number({ error: 'amount must be a number' })
    .int('amount must be a whole number of minor units')
    .min(1, 'amount must be more than 0')
    .max(MAX_MAINTENANCE_AMOUNT, `amount must be at most ${MAX_MAINTENANCE_AMOUNT / 100}`),
  method: z.enum(MAINTENANCE_PAYMENT_METHODS, {
    error: `method must be one of ${MAINTENANCE_PAYMENT_METHODS.join(', ')}`,
  }),
  note: maintenanceOptionalText('note', 500),
});
export type MaintenancePaymentInput = z.input<typeof maintenancePaymentInput>;

// --- A household's maintenance money --------------------------------------------------------

export const MAINTENANCE_FINANCIAL_PERIODS = [
  'current_month',
  'last_month',
  'current_quarter',
  'current_year',
  'all_time',
] as const;
export type MaintenanceFinancialPeriod = (typeof MAINTENANCE_FINANCIAL_PERIODS)[number];

const money = {
  charged: z.number().int(),
  paid: z.number().int(),
  credited: z.number().int(),
  /** charged − paid − credited. */
  outstanding: z.number().int(),
};

/** GET /maintenances/financial/summary/tenant/{id}: all time, from the ledger, and jobs by status. */
export const maintenanceFinancialSummary = z.object({
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  ...money,
  jobs_total: z.number().int(),
  /** Jobs not completed or cancelled. */
  open_jobs: z.number().int(),
  by_status: z.array(
    z.object({
      status_id: z.number().int(),
      status_name: z.string(),
      jobs: z.number().int(),
      /** Sum of the jobs' cost (the actual cost where set, else 0). */
      cost: z.number().int(),
    }),
  ),
});
export type MaintenanceFinancialSummary = z.infer<typeof maintenanceFinancialSummary>;

export const maintenanceFinancialBreakdownQuery = z.strictObject({
  period: z
    .enum(MAINTENANCE_FINANCIAL_PERIODS, {
      error: `period must be one of ${MAINTENANCE_FINANCIAL_PERIODS.join(', ')}`,
    })
    .default('current_month'),
});
export type MaintenanceFinancialBreakdownQuery = { period?: MaintenanceFinancialPeriod };

/** Ledger rows of one type's jobs (type null: jobs without a type). */
export const maintenanceTypeMoney = z.object({
  maintenance_type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  /** Jobs with ledger rows in the window. */
  jobs: z.number().int(),
  ...money,
});
export type MaintenanceTypeMoney = z.infer<typeof maintenanceTypeMoney>;

/**
 * GET /maintenances/financial/breakdown/tenant/{id}?period=: the ledger rows dated in the period
 * (on the club's calendar), by the job's type. The types add up to the totals.
 */
export const maintenanceFinancialBreakdown = z.object({
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  period: z.enum(MAINTENANCE_FINANCIAL_PERIODS),
  /** First and last day of the period; null for all_time. */
  from: z.string().nullable().describe('YYYY-MM-DD'),
  to: z.string().nullable().describe('YYYY-MM-DD'),
  ...money,
  by_type: z.array(maintenanceTypeMoney),
});
export type MaintenanceFinancialBreakdown = z.infer<typeof maintenanceFinancialBreakdown>;

/**
 * GET /maintenances/financial/analytics/tenant/{id}: the last 12 months on the club's calendar
 * (oldest first, this month last), charged and paid each month, and what was charged by type over
 * those months. The months and the types each add up to the totals.
 */
export const maintenanceFinancialAnalytics = z.object({
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  from: z.string().describe('YYYY-MM-DD, the first day of the oldest month'),
  to: z.string().describe('YYYY-MM-DD, the last day of this month'),
  months: z.array(
    z.object({
      month: z.string().describe('YYYY-MM'),
      charged: z.number().int(),
      paid: z.number().int(),
    }),
  ),
  total_charged: z.number().int(),
  total_paid: z.number().int(),
  cost_by_type: z.array(
    z.object({
      maintenance_type_id: z.number().int().nullable(),
      type_name: z.string().nullable(),
      jobs: z.number().int(),
      charged: z.number().int(),
    }),
  ),
});
export type MaintenanceFinancialAnalytics = z.infer<typeof maintenanceFinancialAnalytics>;
