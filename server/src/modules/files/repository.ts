import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { fileCategories, fileShares, fileVersions, files, type Thumbnails } from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

export type FileRow = typeof files.$inferSelect;
export type FileVersionRow = typeof fileVersions.$inferSelect;
export type CategoryRow = typeof fileCategories.$inferSelect;
export type ShareRow = typeof fileShares.$inferSelect;

/** The facts of one stored version. */
export type StoredValues = {
  original_name: string;
  storage_key: string;
  mime_type: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  uploaded_by: number | null;
};

/** Who may see what (docs/architecture.md, Files): managers all, readers all but others' private ones. */
export type Viewer = { userId: number; manager: boolean };
const visibleTo = (v: Viewer): SQL | undefined =>
  v.manager ? undefined : or(ne(files.visibility, 'private'), eq(files.uploaded_by, v.userId));

export type Page = { limit: number; offset: number };

/** One page of the files matching `where`, newest first, and how many match in all. */
export async function listPage(
  tx: Tx,
  viewer: Viewer,
  where: SQL | undefined,
  page: Page,
): Promise<{ rows: FileRow[]; total: number }> {
  const condition = and(where, visibleTo(viewer));
  const [rows, [totals]] = await Promise.all([
    tx
      .select()
      .from(files)
      .where(condition)
      .orderBy(desc(files.created_at), desc(files.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(files).where(condition),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export const byCategory = (category: string) => eq(files.category, category);
export const byUploader = (userId: number) => eq(files.uploaded_by, userId);
export const byTypes = (types: readonly string[]) => inArray(files.mime_type, [...types]);
export const bySize = (min?: number, max?: number) =>
  and(
    min === undefined ? undefined : gte(files.size, min),
    max === undefined ? undefined : lte(files.size, max),
  );
export const byCreated = (from: Date, until: Date) =>
  and(gte(files.created_at, from), lt(files.created_at, until));
/** A name or description containing q; %, _ and \ in q match themselves. */
export function byText(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(files.original_name, pattern), ilike(files.description, pattern))!;
}

export async function findById(tx: Tx, id: number, viewer?: Viewer): Promise<FileRow | null> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.id, id), viewer ? visibleTo(viewer) : undefined));
  return row ?? null;
}

export async function findByIds(tx: Tx, ids: number[]): Promise<FileRow[]> {
  return tx.select().from(files).where(inArray(files.id, ids));
}

export async function insertFile(
  tx: Tx,
  organizationId: number,
  values: StoredValues & { category: string; visibility?: FileRow['visibility'] },
): Promise<FileRow> {
  const [row] = await tx
    .insert(files)
    .values({ ...values, organization_id: organizationId })
    .returning();
  await tx.insert(fileVersions).values({
    organization_id: organizationId,
    file_id: row!.id,
    version: 1,
    ...storedOf(values),
  });
  return row!;
}

const storedOf = (v: StoredValues): StoredValues => ({
  original_name: v.original_name,
  storage_key: v.storage_key,
  mime_type: v.mime_type,
  size: v.size,
  sha256: v.sha256,
  width: v.width,
  height: v.height,
  uploaded_by: v.uploaded_by,
});

/** Makes `values` the file's next version; the row is locked so two uploads number in turn. */
export async function addVersion(
  tx: Tx,
  organizationId: number,
  id: number,
  values: StoredValues,
  now: Date,
): Promise<{ file: FileRow; oldThumbnails: Thumbnails } | null> {
  const [current] = await tx.select().from(files).where(eq(files.id, id)).for('update');
  if (!current) return null;
  const version = current.version + 1;
  await tx.insert(fileVersions).values({
    organization_id: organizationId,
    file_id: id,
    version,
    ...storedOf(values),
  });
  const [row] = await tx
    .update(files)
    .set({ ...storedOf(values), version, thumbnails: {}, updated_at: now })
    .where(eq(files.id, id))
    .returning();
  return { file: row!, oldThumbnails: current.thumbnails };
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<Pick<FileRow, 'original_name' | 'category' | 'description' | 'visibility'>>,
  now: Date,
): Promise<FileRow | null> {
  const [row] = await tx
    .update(files)
    .set({ ...values, updated_at: now })
    .where(eq(files.id, id))
    .returning();
  return row ?? null;
}

/** Records a thumbnail of `version`; false when the file moved on to another version meanwhile. */
export async function setThumbnail(
  tx: Tx,
  id: number,
  version: number,
  size: keyof Thumbnails,
  key: string,
): Promise<boolean> {
  const rows = await tx
    .update(files)
    .set({
      thumbnails: sql`${files.thumbnails} || jsonb_build_object(${size}::text, ${key}::text)`,
    })
    .where(and(eq(files.id, id), eq(files.version, version)))
    .returning({ id: files.id });
  return rows.length > 0;
}

export async function versions(tx: Tx, fileId: number): Promise<FileVersionRow[]> {
  return tx
    .select()
    .from(fileVersions)
    .where(eq(fileVersions.file_id, fileId))
    .orderBy(desc(fileVersions.version));
}

export async function findVersion(
  tx: Tx,
  fileId: number,
  version: number,
): Promise<FileVersionRow | null> {
  const [row] = await tx
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.file_id, fileId), eq(fileVersions.version, version)));
  return row ?? null;
}

/** Deletes files and answers every storage key they held (versions and thumbnails). */
export async function removeFiles(
  tx: Tx,
  ids: number[],
): Promise<{ ids: number[]; keys: string[] }> {
  if (ids.length === 0) return { ids: [], keys: [] };
  const keys = await tx
    .select({ key: fileVersions.storage_key })
    .from(fileVersions)
    .where(inArray(fileVersions.file_id, ids));
  const removed = await tx
    .delete(files)
    .where(inArray(files.id, ids))
    .returning({ id: files.id, key: files.storage_key, thumbnails: files.thumbnails });
  return {
    ids: removed.map((r) => r.id),
    keys: [
      ...new Set([
        ...keys.map((k) => k.key),
        ...removed.flatMap((r) => [r.key, ...Object.values(r.thumbnails)]),
      ]),
    ],
  };
}

export async function stats(tx: Tx, viewer: Viewer) {
  return tx
    .select({
      mime_type: files.mime_type,
      count: count(),
      bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint`.mapWith(Number),
    })
    .from(files)
    .where(visibleTo(viewer))
    .groupBy(files.mime_type)
    .orderBy(asc(files.mime_type));
}

export async function categoryStats(tx: Tx, viewer: Viewer) {
  return tx
    .select({
      category: files.category,
      count: count(),
      bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint`.mapWith(Number),
    })
    .from(files)
    .where(visibleTo(viewer))
    .groupBy(files.category)
    .orderBy(asc(files.category));
}

export const customCategories = (tx: Tx): Promise<CategoryRow[]> =>
  tx.select().from(fileCategories).orderBy(asc(fileCategories.name));

export async function findCategory(tx: Tx, name: string): Promise<CategoryRow | null> {
  const [row] = await tx.select().from(fileCategories).where(eq(fileCategories.name, name));
  return row ?? null;
}

export async function insertCategory(
  tx: Tx,
  organizationId: number,
  values: { name: string; allowed_types: string[]; max_bytes: number; created_by: number },
): Promise<CategoryRow> {
  const [row] = await tx
    .insert(fileCategories)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

/** Deletes a custom category holding no file; 'in-use' when one is in it, 'missing' when there is none. */
export async function removeCategory(
  tx: Tx,
  name: string,
): Promise<'deleted' | 'in-use' | 'missing'> {
  const [locked] = await tx
    .select({ id: fileCategories.id })
    .from(fileCategories)
    .where(eq(fileCategories.name, name))
    .for('update');
  if (!locked) return 'missing';
  const [used] = await tx.select({ n: count() }).from(files).where(eq(files.category, name));
  if ((used?.n ?? 0) > 0) return 'in-use';
  await tx.delete(fileCategories).where(eq(fileCategories.id, locked.id));
  return 'deleted';
}

export async function insertShare(
  tx: Tx,
  organizationId: number,
  values: { file_id: number; expires_at: Date; created_by: number },
): Promise<ShareRow> {
  const [row] = await tx
    .insert(fileShares)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

export async function findShare(tx: Tx, id: number, fileId: number): Promise<ShareRow | null> {
  const [row] = await tx
    .select()
    .from(fileShares)
    .where(and(eq(fileShares.id, id), eq(fileShares.file_id, fileId)));
  return row ?? null;
}

export async function revokeShares(tx: Tx, fileId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(fileShares)
    .set({ revoked_at: now })
    .where(and(eq(fileShares.file_id, fileId), isNull(fileShares.revoked_at)))
    .returning({ id: fileShares.id });
  return rows.length;
}

export async function clearThumbnail(tx: Tx, id: number, size: keyof Thumbnails): Promise<void> {
  await tx
    .update(files)
    .set({ thumbnails: sql`${files.thumbnails} - ${size}::text` })
    .where(eq(files.id, id));
}
