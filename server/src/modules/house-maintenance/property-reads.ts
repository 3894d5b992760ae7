/**
 * What maintenance reads of the property module's houses, households and ledger that its index.ts
 * does not export yet: read-only SQL expressions and sums, the same shape the owner exports
 * elsewhere (userNameOf, timeZoneSql). Nothing here writes; every amount is still written by
 * postLedgerEntry / payTowards. These belong in server/src/modules/property (houses.ts and
 * ledger.ts) and are to be imported from '../property' once it exports them (see the report of
 * issue 15's maintenance brief); they stay in this one file until then.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';

/** The house's name as an SQL expression for a statement of this module; NULL for no such house. */
export const houseNameOf = (houseId: SQL): SQL<string> =>
  sql<string>`(SELECT h.name FROM houses h WHERE h.id = ${houseId})`;

/** The household's name as an SQL expression; NULL for no such household. */
export const tenantNameOf = (tenantId: SQL): SQL<string | null> =>
  sql<string | null>`(SELECT t.name FROM tenants t WHERE t.id = ${tenantId})`;

export type HouseFacts = { id: number; name: string; tenant_id: number | null };

/** A house of the caller's club (row-level security hides every other), or null. */
export async function houseFacts(tx: Tx, houseId: number): Promise<HouseFacts | null> {
  const res = await tx.execute(
    sql`SELECT id, name, tenant_id FROM houses WHERE id = ${houseId} LIMIT 1`,
  );
  return rowsOf<HouseFacts>(res)[0] ?? null;
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
export type LedgerWindow = { tenantId: number; from: Date | null; to: Date | null };

const windowOf = (w: LedgerWindow) =>
  sql`l.tenant_id = ${w.tenantId} AND l.source = 'maintenance'
    ${w.from ? sql`AND l.created_at >= ${w.from.toISOString()}::timestamptz` : sql``}
    ${w.to ? sql`AND l.created_at < ${w.to.toISOString()}::timestamptz` : sql``}`;

const sums = sql`
  coalesce(sum(l.amount) FILTER (WHERE l.entry = 'charge'), 0)::int AS charged,
  coalesce(sum(l.amount) FILTER (WHERE l.entry = 'payment'), 0)::int AS paid,
  coalesce(sum(l.amount) FILTER (WHERE l.entry = 'credit'), 0)::int AS credited`;

/** A household's maintenance ledger rows dated in [from, to), summed per job (source_id). */
export async function maintenanceLedgerByJob(
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
export async function maintenanceLedgerByMonth(
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
