/**
 * The ledger (docs/property.md, "The ledger"): every charge, payment and credit of house
 * bookings, maintenance and subscriptions is one row, and every balance is a sum over rows.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { conflict } from '../../lib/errors';
import { formatAmount } from '../../lib/money';
import type { Tx } from '../../plugins/platform/database';
import {
  propertyLedger,
  type LedgerEntryKind,
  type LedgerSource,
  type PaymentMethod,
} from './tables';

export type { LedgerEntryKind, LedgerSource, PaymentMethod };

export type LedgerEntryInput = {
  source: LedgerSource;
  sourceId: number;
  entry: LedgerEntryKind;
  /** Minor units, > 0. */
  amount: number;
  tenantId?: number | null;
  userId?: number | null;
  /**
   * The house the amount is about (a stay in it, a job on it): its owner household's rentals
   * view counts it as earned, and the house cannot be deleted once it has money history.
   */
  houseId?: number | null;
  /** Payments only. */
  method?: PaymentMethod | null;
  /** What a statement shows: "Seaview Cottage, 12–15 June", "Boiler repair". */
  description: string;
  createdBy: number | null;
};

export type LedgerEntry = typeof propertyLedger.$inferSelect;

/** Writes one row and answers it. */
export async function postLedgerEntry(
  tx: Tx,
  organizationId: number,
  e: LedgerEntryInput,
): Promise<LedgerEntry> {
  const [row] = await tx
    .insert(propertyLedger)
    .values({
      organization_id: organizationId,
      tenant_id: e.tenantId ?? null,
      user_id: e.userId ?? null,
      house_id: e.houseId ?? null,
      source: e.source,
      source_id: e.sourceId,
      entry: e.entry,
      amount: e.amount,
      method: e.entry === 'payment' ? (e.method ?? 'cash') : null,
      description: e.description,
      created_by: e.createdBy,
    })
    .returning();
  return row!;
}

export type LedgerTotals = {
  charged: number;
  paid: number;
  credited: number;
  /** charged − paid − credited. */
  outstanding: number;
};

export const ZERO_TOTALS: LedgerTotals = { charged: 0, paid: 0, credited: 0, outstanding: 0 };

const totalsColumns = {
  charged: sql<number>`coalesce(sum(${propertyLedger.amount}) FILTER (WHERE ${propertyLedger.entry} = 'charge'), 0)::int`,
  paid: sql<number>`coalesce(sum(${propertyLedger.amount}) FILTER (WHERE ${propertyLedger.entry} = 'payment'), 0)::int`,
  credited: sql<number>`coalesce(sum(${propertyLedger.amount}) FILTER (WHERE ${propertyLedger.entry} = 'credit'), 0)::int`,
};

const withOutstanding = (t: Omit<LedgerTotals, 'outstanding'>): LedgerTotals => ({
  ...t,
  outstanding: t.charged - t.paid - t.credited,
});

/** Totals per source id (every id asked for is in the map, zero when it has no rows). */
export async function ledgerTotalsOf(
  tx: Tx,
  source: LedgerSource,
  sourceIds: readonly number[],
): Promise<Map<number, LedgerTotals>> {
  const out = new Map<number, LedgerTotals>(sourceIds.map((id) => [id, ZERO_TOTALS]));
  if (sourceIds.length === 0) return out;
  const rows = await tx
    .select({ id: propertyLedger.source_id, ...totalsColumns })
    .from(propertyLedger)
    .where(
      and(eq(propertyLedger.source, source), inArray(propertyLedger.source_id, [...sourceIds])),
    )
    .groupBy(propertyLedger.source_id);
  for (const r of rows) out.set(r.id, withOutstanding(r));
  return out;
}

/** A household's totals, per source and overall. */
export async function householdTotals(
  tx: Tx,
  tenantId: number,
): Promise<{ total: LedgerTotals; bySource: Record<LedgerSource, LedgerTotals> }> {
  const rows = await tx
    .select({ source: propertyLedger.source, ...totalsColumns })
    .from(propertyLedger)
    .where(eq(propertyLedger.tenant_id, tenantId))
    .groupBy(propertyLedger.source);
  const bySource: Record<LedgerSource, LedgerTotals> = {
    house_booking: ZERO_TOTALS,
    maintenance: ZERO_TOTALS,
    subscription: ZERO_TOTALS,
  };
  const sum = { charged: 0, paid: 0, credited: 0 };
  for (const r of rows) {
    bySource[r.source] = withOutstanding(r);
    sum.charged += r.charged;
    sum.paid += r.paid;
    sum.credited += r.credited;
  }
  return { total: withOutstanding(sum), bySource };
}

/** The newest rows first, of a household or of one source's ids; at most `limit` (≤ 500). */
export async function ledgerEntriesOf(
  tx: Tx,
  filter: { tenantId?: number; userId?: number; source?: LedgerSource; sourceIds?: number[] },
  limit = 100,
): Promise<LedgerEntry[]> {
  const where = [
    filter.tenantId !== undefined ? eq(propertyLedger.tenant_id, filter.tenantId) : undefined,
    filter.userId !== undefined ? eq(propertyLedger.user_id, filter.userId) : undefined,
    filter.source !== undefined ? eq(propertyLedger.source, filter.source) : undefined,
    filter.sourceIds !== undefined
      ? filter.sourceIds.length
        ? inArray(propertyLedger.source_id, filter.sourceIds)
        : sql`false`
      : undefined,
  ].filter(Boolean);
  return tx
    .select()
    .from(propertyLedger)
    .where(and(...where))
    .orderBy(desc(propertyLedger.created_at), desc(propertyLedger.id))
    .limit(Math.min(Math.max(limit, 1), 500));
}

/**
 * A payment toward one source, never past what is outstanding (409 "Only 12.50 is
 * outstanding"). The caller holds the source's row lock (SELECT … FOR UPDATE) so parallel
 * payments are counted one after another.
 */
export async function payTowards(
  tx: Tx,
  organizationId: number,
  e: Omit<LedgerEntryInput, 'entry'> & { method: PaymentMethod },
): Promise<LedgerEntry> {
  const totals = (await ledgerTotalsOf(tx, e.source, [e.sourceId])).get(e.sourceId)!;
  if (totals.outstanding <= 0) throw conflict('Nothing is outstanding');
  if (e.amount > totals.outstanding)
    throw conflict(`Only ${formatAmount(totals.outstanding)} is outstanding`);
  return postLedgerEntry(tx, organizationId, { ...e, entry: 'payment' });
}

/** A credit for whatever is still unpaid of a source (a cancelled booking, a voided charge). */
export async function creditOutstanding(
  tx: Tx,
  organizationId: number,
  e: Omit<LedgerEntryInput, 'entry' | 'amount' | 'method'>,
): Promise<LedgerEntry | null> {
  const totals = (await ledgerTotalsOf(tx, e.source, [e.sourceId])).get(e.sourceId)!;
  if (totals.outstanding <= 0) return null;
  return postLedgerEntry(tx, organizationId, { ...e, entry: 'credit', amount: totals.outstanding });
}
