/**
 * What other modules may read of houses, households and the ledger inside their own statements:
 * read-only SQL expressions and sums. Nothing here writes; amounts are written by postLedgerEntry,
 * payTowards and creditOutstanding only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import type { LedgerSource } from './tables';

/** The house's name as an SQL expression for a statement of this module; NULL for no such house. */
export const houseNameOf = (houseId: SQL): SQL<string> =>
  sql<string>`(SELECT h.name FROM houses h WHERE h.id = ${houseId})`;

export type HouseRef = { id: number; name: string; tenant_id: number | null };

/** A house of the caller's club (row-level security hides every other), or null. */
export async function houseRefOf(tx: Tx, houseId: number): Promise<HouseRef | null> {
  const res = await tx.execute(
    sql`SELECT id, name, tenant_id FROM houses WHERE id = ${houseId} LIMIT 1`,
  );
  return rowsOf<HouseRef>(res)[0] ?? null;
}

export type TenantFacts = { id: number; name: string; user_id: number };

/** A household of the caller's club: its name and its primary account; or null. */
export async function tenantFacts(tx: Tx, tenantId: number): Promise<TenantFacts | null> {
  const res = await tx.execute(
    sql`SELECT id, name, user_id FROM tenants WHERE id = ${tenantId} LIMIT 1`,
  );
  return rowsOf<TenantFacts>(res)[0] ?? null;
}

export type LedgerWindowSums = { charged: number; paid: number; credited: number };
export type LedgerWindow = {
  tenantId: number;
  source: LedgerSource;
  from: Date | null;
  to: Date | null;
};

const windowOf = (w: LedgerWindow) =>
  sql`l.tenant_id = ${w.tenantId} AND l.source = ${w.source}
    ${w.from ? sql`AND l.created_at >= ${w.from.toISOString()}::timestamptz` : sql``}
    ${w.to ? sql`AND l.created_at < ${w.to.toISOString()}::timestamptz` : sql``}`;

const sums = sql`
  coalesce(sum(l.amount) FILTER (WHERE l.entry = 'charge'), 0)::int AS charged,
  coalesce(sum(l.amount) FILTER (WHERE l.entry = 'payment'), 0)::int AS paid,
  coalesce(sum(l.amount) FILTER (WHERE l.entry = 'credit'), 0)::int AS credited`;

/** A household's ledger rows of one source dated in [from, to), summed per source_id. */
export async function ledgerWindowBySource(
  tx: Tx,
  w: LedgerWindow,
): Promise<(LedgerWindowSums & { source_id: number })[]> {
  const res = await tx.execute(sql`
    SELECT l.source_id, ${sums}
      FROM property_ledger l
     WHERE ${windowOf(w)}
     GROUP BY l.source_id`);
  return rowsOf<LedgerWindowSums & { source_id: number }>(res);
}

/** The same rows summed per calendar month ('YYYY-MM') in the club's time zone. */
export async function ledgerWindowByMonth(
  tx: Tx,
  w: LedgerWindow,
  timeZone: string,
): Promise<(LedgerWindowSums & { month: string })[]> {
  const res = await tx.execute(sql`
    SELECT to_char(l.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM') AS month, ${sums}
      FROM property_ledger l
     WHERE ${windowOf(w)}
     GROUP BY 1`);
  return rowsOf<LedgerWindowSums & { month: string }>(res);
}
