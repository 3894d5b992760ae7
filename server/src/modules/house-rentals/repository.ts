import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { houseRentals } from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

export type HouseRentalRow = typeof houseRentals.$inferSelect;
export type HouseRentalValues = { name: string; description: string | null };

export const list = (tx: Tx): Promise<HouseRentalRow[]> =>
  tx
    .select()
    .from(houseRentals)
    .orderBy(asc(sql`lower(${houseRentals.name})`), asc(houseRentals.id));

export async function findById(tx: Tx, id: number): Promise<HouseRentalRow | null> {
  const [row] = await tx.select().from(houseRentals).where(eq(houseRentals.id, id));
  return row ?? null;
}

export async function insert(
  tx: Tx,
  organizationId: number,
  createdBy: number,
  values: HouseRentalValues,
): Promise<HouseRentalRow> {
  const [row] = await tx
    .insert(houseRentals)
    .values({ ...values, organization_id: organizationId, created_by: createdBy })
    .returning();
  return row!;
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<HouseRentalValues>,
): Promise<HouseRentalRow | null> {
  const [row] = await tx
    .update(houseRentals)
    .set({ ...values, updated_at: new Date() })
    .where(eq(houseRentals.id, id))
    .returning();
  return row ?? null;
}

export async function remove(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(houseRentals)
    .where(eq(houseRentals.id, id))
    .returning({ id: houseRentals.id });
  return rows.length > 0;
}
