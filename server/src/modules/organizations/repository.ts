import { asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { organizations } from './tables';

// The organizations table is the list of tenants itself, not a table an organization owns: it is
// read by id, and the operator's calls read every row (the service decides who sees which).

export type OrganizationRow = typeof organizations.$inferSelect;

export const listAll = (db: Tx) => db.select().from(organizations).orderBy(asc(organizations.id));

export async function findById(db: Tx, id: number): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

export async function insert(
  db: Tx,
  values: typeof organizations.$inferInsert,
): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function update(
  db: Tx,
  id: number,
  values: Partial<typeof organizations.$inferInsert>,
): Promise<OrganizationRow | null> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updated_at: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}

export async function remove(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .delete(organizations)
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id });
  return rows.length > 0;
}

/** The club's name, or null when there is no such club. */
export async function nameOf(db: Tx, id: number): Promise<string | null> {
  return (await findById(db, id))?.name ?? null;
}

/** The club's IANA time zone: tee times and opening hours are wall-clock times in it. */
export async function timeZoneOf(db: Tx, id: number): Promise<string> {
  const [row] = await db
    .select({ timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row?.timezone ?? 'Europe/London';
}

/** Whether the installation has any organization yet (start-up seeds the first one). */
export async function exists(db: Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organizations);
  return (row?.n ?? 0) > 0;
}

/**
 * The installation's default organization: the oldest active one. Anonymous calls that need a club
 * (the registration page, self-registration) use it, before any organization scope exists.
 */
export async function defaultId(db: Tx): Promise<number | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.is_active, true))
    .orderBy(asc(organizations.created_at), asc(organizations.id))
    .limit(1);
  return row?.id ?? null;
}
