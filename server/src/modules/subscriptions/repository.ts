import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { subscriptions } from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionValues = { name: string; description: string | null };

export const list = (tx: Tx): Promise<SubscriptionRow[]> =>
  tx
    .select()
    .from(subscriptions)
    .orderBy(asc(sql`lower(${subscriptions.name})`), asc(subscriptions.id));

export async function findById(tx: Tx, id: number): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

export async function insert(
  tx: Tx,
  organizationId: number,
  createdBy: number,
  values: SubscriptionValues,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .insert(subscriptions)
    .values({ ...values, organization_id: organizationId, created_by: createdBy })
    .returning();
  return row!;
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<SubscriptionValues>,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...values, updated_at: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row ?? null;
}

export async function remove(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(subscriptions)
    .where(eq(subscriptions.id, id))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
