import { sql, type SQL } from 'drizzle-orm';
import {
  FINANCIAL_RECENT_ROWS,
  MAX_FINANCIAL_ITEMS,
  type FinancialHousehold,
  type FinancialHouseholdView,
  type FinancialItem,
  type FinancialOverview,
  type FinancialRentals,
  type FinancialSubscriptions,
  type LedgerRow,
  type LedgerTotalsView,
  type PaymentState,
} from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { userNameOf } from '../users';
import { isStaff, type PropertyCaller } from './context';
import { householdAccess } from './household';
import { householdTotals, ZERO_TOTALS, type LedgerSource } from './ledger';
import { membersOf, tenantHeadings } from './members';

// The money views of one household (docs/property.md, "Financial"): every figure is a sum over
// ledger rows, grouped in SQL. {id} is a tenant id; staff see any household, its tenant sees its
// own, a sub-tenant only with view_finances.

const iso = (d: Date | string): string => new Date(d).toISOString();

/** The most rows the grouped views return with their items (the newest items' rows). */
const MAX_ITEM_ROWS = 5000;

/** Opens a household's money to the caller, and answers who it is. */
async function openHousehold(
  tx: Tx,
  c: PropertyCaller,
  tenantId: number,
): Promise<FinancialHousehold> {
  await householdAccess(tx, { userId: c.userId, isManager: isStaff(c) }, tenantId, 'view_finances');
  const heading = (await tenantHeadings(tx, [tenantId])).get(tenantId);
  if (!heading) throw notFound('Tenant');
  return heading;
}

type RawRow = {
  id: number;
  tenant_id: number | null;
  user_id: number | null;
  user_name: string | null;
  house_id: number | null;
  source: LedgerSource;
  source_id: number;
  entry: LedgerRow['entry'];
  amount: number;
  method: LedgerRow['method'];
  description: string;
  created_at: Date | string;
};

const rowColumns = sql`l.id, l.tenant_id, l.user_id, ${userNameOf(sql`l.user_id`)} AS user_name,
  l.house_id, l.source, l.source_id, l.entry, l.amount, l.method, l.description, l.created_at`;

const toLedgerRow = (r: RawRow): LedgerRow => ({
  id: r.id,
  tenant_id: r.tenant_id,
  user_id: r.user_id,
  user_name: r.user_name,
  house_id: r.house_id,
  source: r.source,
  source_id: r.source_id,
  entry: r.entry,
  amount: r.amount,
  method: r.method,
  description: r.description,
  created_at: iso(r.created_at),
});

const totalsSql = sql`
  coalesce(sum(l.amount) FILTER (WHERE l.entry = 'charge'), 0)::int AS charged,
  coalesce(sum(l.amount) FILTER (WHERE l.entry = 'payment'), 0)::int AS paid,
  coalesce(sum(l.amount) FILTER (WHERE l.entry = 'credit'), 0)::int AS credited`;

type RawTotals = { charged: number; paid: number; credited: number };
const withOutstanding = (t: RawTotals): LedgerTotalsView => ({
  charged: t.charged,
  paid: t.paid,
  credited: t.credited,
  outstanding: t.charged - t.paid - t.credited,
});

async function totalsWhere(tx: Tx, where: SQL): Promise<LedgerTotalsView> {
  const [row] = rowsOf<RawTotals>(
    await tx.execute(sql`SELECT ${totalsSql} FROM property_ledger l WHERE ${where}`),
  );
  return row ? withOutstanding(row) : ZERO_TOTALS;
}

function paymentState(t: LedgerTotalsView): PaymentState {
  if (t.outstanding > 0) return t.paid > 0 ? 'partial' : 'unpaid';
  return t.paid > 0 ? 'paid' : 'settled';
}

/**
 * The rows matching `where`, grouped by source id (the newest 200 items), each with its totals,
 * its first charge's description and its rows oldest first.
 */
async function itemsWhere(tx: Tx, where: SQL): Promise<FinancialItem[]> {
  const groups = rowsOf<
    RawTotals & {
      source_id: number;
      description: string;
      house_id: number | null;
      first_at: Date | string;
      last_at: Date | string;
    }
  >(
    await tx.execute(sql`
      SELECT l.source_id, ${totalsSql},
             (array_agg(l.description ORDER BY (l.entry = 'charge') DESC, l.created_at, l.id))[1]
               AS description,
             (array_agg(l.house_id ORDER BY l.created_at, l.id)
               FILTER (WHERE l.house_id IS NOT NULL))[1] AS house_id,
             min(l.created_at) AS first_at, max(l.created_at) AS last_at
        FROM property_ledger l
       WHERE ${where}
       GROUP BY l.source_id
       ORDER BY max(l.created_at) DESC, l.source_id DESC
       LIMIT ${MAX_FINANCIAL_ITEMS}`),
  );
  if (groups.length === 0) return [];
  const ids = sql.join(
    groups.map((g) => sql`${g.source_id}::int`),
    sql`, `,
  );
  const rows = rowsOf<RawRow>(
    await tx.execute(sql`
      SELECT ${rowColumns} FROM property_ledger l
       WHERE ${where} AND l.source_id IN (${ids})
       ORDER BY l.created_at, l.id
       LIMIT ${MAX_ITEM_ROWS}`),
  );
  const bySource = new Map<number, LedgerRow[]>();
  for (const r of rows) {
    const list = bySource.get(r.source_id) ?? [];
    list.push(toLedgerRow(r));
    bySource.set(r.source_id, list);
  }
  return groups.map((g) => {
    const totals = withOutstanding(g);
    return {
      source_id: g.source_id,
      ...totals,
      description: g.description,
      house_id: g.house_id,
      status: paymentState(totals),
      first_at: iso(g.first_at),
      last_at: iso(g.last_at),
      entries: bySource.get(g.source_id) ?? [],
    };
  });
}

const ofHousehold = (tenantId: number, source: LedgerSource): SQL =>
  sql`l.tenant_id = ${tenantId} AND l.source = ${source}`;

/** GET /financial/overview/{id}: totals, per source, and the last 20 rows. */
export async function overview(
  tx: Tx,
  c: PropertyCaller,
  tenantId: number,
): Promise<FinancialOverview> {
  const tenant = await openHousehold(tx, c, tenantId);
  const { total, bySource } = await householdTotals(tx, tenantId);
  const recent = rowsOf<RawRow>(
    await tx.execute(sql`
      SELECT ${rowColumns} FROM property_ledger l
       WHERE l.tenant_id = ${tenantId}
       ORDER BY l.created_at DESC, l.id DESC
       LIMIT ${FINANCIAL_RECENT_ROWS}`),
  );
  return { tenant, totals: total, by_source: bySource, recent: recent.map(toLedgerRow) };
}

/** GET /financial/subscriptions/{id}: the household's subscription balances. */
export async function subscriptions(
  tx: Tx,
  c: PropertyCaller,
  tenantId: number,
): Promise<FinancialSubscriptions> {
  const tenant = await openHousehold(tx, c, tenantId);
  const where = ofHousehold(tenantId, 'subscription');
  return { tenant, totals: await totalsWhere(tx, where), items: await itemsWhere(tx, where) };
}

/**
 * GET /financial/rentals/{id}: the household's own stays, and every stay in its houses (what the
 * houses earned as property owner: the rows naming one of its houses).
 */
export async function rentals(
  tx: Tx,
  c: PropertyCaller,
  tenantId: number,
): Promise<FinancialRentals> {
  const tenant = await openHousehold(tx, c, tenantId);
  const where = ofHousehold(tenantId, 'house_booking');
  const owned = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`SELECT h.id, h.name FROM houses h WHERE h.tenant_id = ${tenantId}
      ORDER BY lower(h.name), h.id`),
  );
  const ownerWhere = sql`l.source = 'house_booking' AND l.house_id IN (
    SELECT h.id FROM houses h WHERE h.tenant_id = ${tenantId})`;
  return {
    tenant,
    totals: await totalsWhere(tx, where),
    items: await itemsWhere(tx, where),
    owner: {
      houses: owned,
      totals: owned.length ? await totalsWhere(tx, ownerWhere) : ZERO_TOTALS,
      items: owned.length ? await itemsWhere(tx, ownerWhere) : [],
    },
  };
}

/** GET /financial/household/{id}: the tenant and each sub-tenant with what each one owes. */
export async function household(
  tx: Tx,
  c: PropertyCaller,
  tenantId: number,
): Promise<FinancialHouseholdView> {
  const tenant = await openHousehold(tx, c, tenantId);
  const members = await membersOf(tx, tenantId);
  const perUser = rowsOf<RawTotals & { user_id: number }>(
    await tx.execute(sql`
      SELECT l.user_id, ${totalsSql} FROM property_ledger l
       WHERE l.tenant_id = ${tenantId} AND l.user_id IS NOT NULL
       GROUP BY l.user_id`),
  );
  const byUser = new Map(perUser.map((r) => [r.user_id, withOutstanding(r)]));
  const { total } = await householdTotals(tx, tenantId);
  const memberRows = members.map((m) => ({ ...m, totals: byUser.get(m.user_id) ?? ZERO_TOTALS }));
  const sum = (k: keyof RawTotals) => memberRows.reduce((acc, m) => acc + m.totals[k], 0);
  const others = withOutstanding({
    charged: total.charged - sum('charged'),
    paid: total.paid - sum('paid'),
    credited: total.credited - sum('credited'),
  });
  return { tenant, totals: total, members: memberRows, others };
}
