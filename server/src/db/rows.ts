import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Drizzle's execute() answers differently per driver; this gives the rows for both. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Is the role the handle queries with a superuser? */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function checkSuperuser(db: PgDatabase<PgQueryResultHKT, any>): Promise<boolean> {
  const res = await db.execute(sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
  return Boolean(rowsOf<{ rolsuper: boolean }>(res)[0]?.rolsuper);
}

/** The value set_config receives: a whole number, so it can travel inside the SQL text. */
export function organizationSetting(organizationId: number): string {
  if (!Number.isSafeInteger(organizationId))
    throw new Error(`organization id must be a whole number, got ${organizationId}`);
  return String(organizationId);
}
