import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { files } from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

export type FileRow = typeof files.$inferSelect;
export type FileValues = { name: string; description: string | null };

export const list = (tx: Tx): Promise<FileRow[]> =>
  tx
    .select()
    .from(files)
    .orderBy(asc(sql`lower(${files.name})`), asc(files.id));

export async function findById(tx: Tx, id: number): Promise<FileRow | null> {
  const [row] = await tx.select().from(files).where(eq(files.id, id));
  return row ?? null;
}

export async function insert(
  tx: Tx,
  organizationId: number,
  createdBy: number,
  values: FileValues,
): Promise<FileRow> {
  const [row] = await tx
    .insert(files)
    .values({ ...values, organization_id: organizationId, created_by: createdBy })
    .returning();
  return row!;
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<FileValues>,
): Promise<FileRow | null> {
  const [row] = await tx
    .update(files)
    .set({ ...values, updated_at: new Date() })
    .where(eq(files.id, id))
    .returning();
  return row ?? null;
}

export async function remove(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(files).where(eq(files.id, id)).returning({ id: files.id });
  return rows.length > 0;
}
