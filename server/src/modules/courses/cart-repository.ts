import { eq } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import type { CartConfigurationRow } from './mappers';
import { cartConfigurations } from './tables';

export type CartValues = Omit<
  typeof cartConfigurations.$inferInsert,
  'id' | 'organization_id' | 'updated_at'
>;

// Reads, updates and deletes rely on the transaction's organization scope (row-level security).

/** The club's one configuration (a unique index allows no second). */
export async function findForClub(tx: Tx): Promise<CartConfigurationRow | null> {
  const [row] = await tx.select().from(cartConfigurations).limit(1);
  return row ?? null;
}

export async function findById(tx: Tx, id: number): Promise<CartConfigurationRow | null> {
  const [row] = await tx
    .select()
    .from(cartConfigurations)
    .where(eq(cartConfigurations.id, id))
    .limit(1);
  return row ?? null;
}

export async function insert(
  tx: Tx,
  organizationId: number,
  values: CartValues,
): Promise<CartConfigurationRow> {
  const [row] = await tx
    .insert(cartConfigurations)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<CartValues>,
): Promise<CartConfigurationRow | null> {
  const [row] = await tx
    .update(cartConfigurations)
    .set({ ...values, updated_at: new Date() })
    .where(eq(cartConfigurations.id, id))
    .returning();
  return row ?? null;
}

export async function remove(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(cartConfigurations)
    .where(eq(cartConfigurations.id, id))
    .returning({ id: cartConfigurations.id });
  return rows.length > 0;
}
