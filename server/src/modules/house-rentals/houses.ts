/**
 * What house rentals needs to know about the club's houses: name, type and household.
 *
 * STOPGAP: property/index.ts exports no reader of houses yet, so this file reads `houses` and
 * `house_types` (property's tables) in one statement. It is the only place this module does; when
 * property exports `houseFactsOf` and `houseIdsOfTenant`, this file becomes two re-exports.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';

export type HouseFacts = {
  id: number;
  name: string;
  address: string | null;
  house_type_id: number | null;
  house_type_name: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** The household living in it (its "property owner"). */
  tenant_id: number | null;
};

/** The houses of the caller's club among `ids`, by id (unknown ids are left out). */
export async function houseFactsOf(
  tx: Tx,
  ids: readonly number[],
): Promise<Map<number, HouseFacts>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const res = await tx.execute(sql`
    SELECT h.id, h.name, h.address, h.house_type_id, t.name AS house_type_name,
           t.bedrooms, t.bathrooms, h.tenant_id
      FROM houses h
      LEFT JOIN house_types t ON t.id = h.house_type_id
     WHERE h.id IN (${sql.join(
       unique.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  return new Map(rowsOf<HouseFacts>(res).map((h) => [h.id, h]));
}

/** The houses a household lives in (for the property-owner's bookings). */
export async function houseIdsOfTenant(tx: Tx, tenantId: number): Promise<number[]> {
  const res = await tx.execute(sql`SELECT id FROM houses WHERE tenant_id = ${tenantId}`);
  return rowsOf<{ id: number }>(res).map((r) => r.id);
}
