/**
 * What other modules may know of the club's houses (house rentals shows them; it never reads
 * these tables itself): name, address, type and the household living there.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { houseTypes, houses } from './tables';

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
  const rows = await tx
    .select({
      id: houses.id,
      name: houses.name,
      address: houses.address,
      house_type_id: houses.house_type_id,
      house_type_name: houseTypes.name,
      bedrooms: houseTypes.bedrooms,
      bathrooms: houseTypes.bathrooms,
      tenant_id: houses.tenant_id,
    })
    .from(houses)
    .leftJoin(houseTypes, eq(houseTypes.id, houses.house_type_id))
    .where(inArray(houses.id, unique));
  return new Map(rows.map((h) => [h.id, h]));
}

/** The houses a household lives in. */
export async function houseIdsOfTenant(tx: Tx, tenantId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: houses.id })
    .from(houses)
    .where(eq(houses.tenant_id, tenantId));
  return rows.map((r) => r.id);
}
