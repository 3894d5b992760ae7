import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { houseMaintenance } from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

export type HouseMaintenanceItemRow = typeof houseMaintenance.$inferSelect;
export type HouseMaintenanceItemValues = { name: string; description: string | null };

export const list = (tx: Tx): Promise<HouseMaintenanceItemRow[]> =>
  tx
    .select()
    .from(houseMaintenance)
    .orderBy(asc(sql`lower(${houseMaintenance.name})`), asc(houseMaintenance.id));

export async function findById(tx: Tx, id: number): Promise<HouseMaintenanceItemRow | null> {
  const [row] = await tx.select().from(houseMaintenance).where(eq(houseMaintenance.id, id));
  return row ?? null;
}

export async function insert(
  tx: Tx,
  organizationId: number,
  createdBy: number,
  values: HouseMaintenanceItemValues,
): Promise<HouseMaintenanceItemRow> {
  const [row] = await tx
    .insert(houseMaintenance)
    .values({ ...values, organization_id: organizationId, created_by: createdBy })
    .returning();
  return row!;
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<HouseMaintenanceItemValues>,
): Promise<HouseMaintenanceItemRow | null> {
  const [row] = await tx
    .update(houseMaintenance)
    .set({ ...values, updated_at: new Date() })
    .where(eq(houseMaintenance.id, id))
    .returning();
  return row ?? null;
}

export async function remove(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(houseMaintenance)
    .where(eq(houseMaintenance.id, id))
    .returning({ id: houseMaintenance.id });
  return rows.length > 0;
}
