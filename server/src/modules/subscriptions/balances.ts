/**
 * Subscription balances (docs/property.md): a subscription's charge for a period. Creating one
 * writes the ledger charge; a payment goes through payTowards under the balance's row lock;
 * voiding credits what is unpaid and is refused once anything was paid. What was paid and what is
 * outstanding are always sums over the ledger.
 */
import type {
  SubscriptionBalance,
  SubscriptionBalanceInput,
  SubscriptionBalanceStatus,
  SubscriptionBalanceUpdate,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { formatAmount } from '../../lib/money';
import type { Tx } from '../../plugins/platform/database';
import {
  ZERO_TOTALS,
  creditOutstanding,
  householdAccess,
  isInHousehold,
  ledgerTotalsOf,
  payTowards,
  postLedgerEntry,
  type LedgerTotals,
  type PaymentMethod,
} from '../property';
import { userExists } from '../users';
import type { SubscriptionsCaller } from './context';
import * as repo from './repository';
import { personOr404 } from './service';

const SOURCE = 'subscription' as const;

/** void, paid, overdue (something outstanding after the due date on the club's calendar), open. */
export function balanceStatus(
  row: { voided_at: Date | null; due_date: string },
  totals: LedgerTotals,
  today: string,
): SubscriptionBalanceStatus {
  if (row.voided_at) return 'void';
  if (totals.outstanding <= 0) return 'paid';
  return row.due_date < today ? 'overdue' : 'open';
}

function toBalance(
  { organization_id: _, voided_by: __, ...row }: repo.BalanceRow,
  totals: LedgerTotals,
  today: string,
): SubscriptionBalance {
  return {
    ...row,
    paid: totals.paid,
    credited: totals.credited,
    outstanding: Math.max(totals.outstanding, 0),
    status: balanceStatus(row, totals, today),
    voided_at: row.voided_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function withTotals(
  tx: Tx,
  rows: repo.BalanceRow[],
  today: string,
): Promise<SubscriptionBalance[]> {
  const totals = await ledgerTotalsOf(
    tx,
    SOURCE,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toBalance(r, totals.get(r.id) ?? ZERO_TOTALS, today));
}

async function answer(tx: Tx, c: SubscriptionsCaller, id: number): Promise<SubscriptionBalance> {
  const row = await repo.findBalance(tx, id);
  if (!row) throw notFound('Subscription balance');
  return (await withTotals(tx, [row], c.today))[0]!;
}

/** What a statement shows for the balance: "Gym, 2026-01-01 – 2026-01-31". */
const describe = (subscriptionName: string, b: { period_start: string; period_end: string }) =>
  `${subscriptionName}, ${b.period_start} – ${b.period_end}`;

export async function list(
  tx: Tx,
  c: SubscriptionsCaller,
  f: repo.BalanceFilter,
  page: { limit: number; offset: number },
): Promise<{ items: SubscriptionBalance[]; total: number }> {
  const rows = await repo.listBalances(tx, f, page);
  const total = await repo.countBalances(tx, f);
  return { items: await withTotals(tx, rows, c.today), total };
}

/** A person's balances: staff name anyone, others only themselves (404). */
export async function ofMember(
  tx: Tx,
  c: SubscriptionsCaller,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: SubscriptionBalance[]; total: number }> {
  await personOr404(tx, c, userId);
  return list(tx, c, { userId }, page);
}

export async function create(
  tx: Tx,
  c: SubscriptionsCaller,
  input: SubscriptionBalanceInput,
): Promise<SubscriptionBalance> {
  const sub = await repo.findSubscription(tx, input.subscription_id);
  if (!sub) throw notFound('Subscription');
  if (!(await userExists(tx, input.user_id))) throw notFound('User');
  const tenantId = input.tenant_id ?? null;
  if (tenantId !== null) {
    await householdAccess(tx, { userId: c.userId, isManager: true }, tenantId, 'view_finances');
    if (!(await isInHousehold(tx, input.user_id, tenantId)))
      throw badRequest('That person is not in this household');
  }
  const amount = input.amount ?? sub.amount;
  if (amount <= 0) throw badRequest(`${sub.name} is free: send the amount to charge`);
  const id = await repo.insertBalance(tx, c.organizationId, c.userId, {
    user_id: input.user_id,
    subscription_id: sub.id,
    tenant_id: tenantId,
    period_start: input.period_start,
    period_end: input.period_end,
    due_date: input.due_date,
    amount,
    notes: input.notes ?? null,
  });
  await postLedgerEntry(tx, c.organizationId, {
    source: SOURCE,
    sourceId: id,
    entry: 'charge',
    amount,
    tenantId,
    userId: input.user_id,
    description: describe(sub.name, input),
    createdBy: c.userId,
  });
  return answer(tx, c, id);
}

/**
 * A new due date or notes, and/or a payment. The balance's row is locked first, so parallel
 * payments are counted one after another and never pass what is outstanding.
 */
export async function update(
  tx: Tx,
  c: SubscriptionsCaller,
  id: number,
  input: SubscriptionBalanceUpdate,
): Promise<SubscriptionBalance> {
  const row = await repo.lockBalance(tx, id);
  if (!row) throw notFound('Subscription balance');
  if (row.voided_at) throw conflict('This balance is void');
  if (input.payment) {
    const sub = await repo.findSubscription(tx, row.subscription_id);
    await payTowards(tx, c.organizationId, {
      source: SOURCE,
      sourceId: id,
      amount: input.payment.amount,
      method: input.payment.method as PaymentMethod,
      tenantId: row.tenant_id,
      userId: row.user_id,
      description: `Payment: ${describe(sub!.name, row)}`,
      createdBy: c.userId,
    });
  }
  const edits = {
    ...(input.due_date !== undefined ? { due_date: input.due_date } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
  };
  await repo.updateBalance(tx, id, edits);
  return answer(tx, c, id);
}

/** Voids a balance: a credit for what is unpaid; refused once anything was paid. */
export async function voidBalance(tx: Tx, c: SubscriptionsCaller, id: number): Promise<void> {
  const row = await repo.lockBalance(tx, id);
  if (!row) throw notFound('Subscription balance');
  if (row.voided_at) throw conflict('This balance is already void');
  const totals = (await ledgerTotalsOf(tx, SOURCE, [id])).get(id) ?? ZERO_TOTALS;
  if (totals.paid > 0)
    throw conflict(
      `${formatAmount(totals.paid)} was paid towards this balance: it cannot be voided`,
    );
  const sub = await repo.findSubscription(tx, row.subscription_id);
  await creditOutstanding(tx, c.organizationId, {
    source: SOURCE,
    sourceId: id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    description: `Voided: ${describe(sub!.name, row)}`,
    createdBy: c.userId,
  });
  await repo.updateBalance(tx, id, { voided_at: new Date(), voided_by: c.userId });
}
