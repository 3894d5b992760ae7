import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserStatus } from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import { holdsRoleNamed, roleNamesOf } from '../roles';
import { userPreferences, users } from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

// The password hash is never selected here; only password checks read it (see passwordHashOf).
const { password_hash: _hash, ...publicColumns } = getTableColumns(users);

/** Written out: drizzle leaves the column of a one-table select unqualified. */
const userId = sql`users.id`;

/** Role names of the row's user, sorted (the roles module's expression). */
const roleNames = roleNamesOf(userId);

const withRoles = { ...publicColumns, roles: roleNames };

export type UserRecord = Omit<typeof users.$inferSelect, 'password_hash'> & { roles: string[] };
export type UserChanges = Partial<
  Omit<typeof users.$inferInsert, 'id' | 'organization_id' | 'created_at'>
>;

export type UserFilter = {
  q?: string;
  status?: UserStatus;
  role?: string;
  withoutRole?: string;
  activeWithinDays?: number;
  inactiveForDays?: number;
};

/** `%`, `_` and `\` match themselves in the ILIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: UserFilter): SQL {
  const since = (days: number) => sql`now() - make_interval(days => ${days}::int)`;
  const conditions = [
    f.q
      ? sql`(users.email || ' ' || users.first_name || ' ' || users.last_name) ILIKE ${likePattern(f.q)}`
      : undefined,
    f.status ? sql`users.status = ${f.status}` : undefined,
    f.role ? holdsRoleNamed(userId, f.role) : undefined,
    f.withoutRole ? sql`NOT ${holdsRoleNamed(userId, f.withoutRole)}` : undefined,
    f.activeWithinDays ? sql`users.last_active_at >= ${since(f.activeWithinDays)}` : undefined,
    // Never active counts from the account's creation: a user added yesterday is not yet inactive.
    f.inactiveForDays
      ? sql`coalesce(users.last_active_at, users.created_at) < ${since(f.inactiveForDays)}`
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
}

/** A row of the users page as the driver answers it (timestamps as text on node-postgres). */
type ListRow = Omit<
  UserRecord,
  'last_login_at' | 'last_active_at' | 'created_at' | 'updated_at' | 'suspended_at'
> & {
  last_login_at: string | Date | null;
  last_active_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  suspended_at: string | Date | null;
  total: string | number;
};

const dateOf = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: string | Date | null) => (v === null ? null : dateOf(v));

/**
 * One page and the total in one statement (the count is a subquery planned once); only a page
 * past the end, which has no row to carry it, asks for the count on its own. Written in SQL, not
 * with the query builder: it is the busiest list, and building and mapping it through Drizzle
 * cost a tenth of its throughput (bench/reports/users-list.md).
 */
export async function list(
  tx: Tx,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = whereOf(filter);
  const res = await tx.execute(sql`SELECT id, organization_id, email, first_name, last_name, phone,
      status, suspended_reason, suspended_at, email_verified, must_change_password, tenant_id,
      last_login_at, last_active_at, created_at, updated_at, ${roleNames} AS roles,
      (SELECT count(*) FROM ${users} WHERE ${where}) AS total
    FROM ${users} WHERE ${where} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  const found = rowsOf<ListRow>(res);
  const rows: UserRecord[] = found.map(({ total: _total, ...r }) => ({
    ...r,
    suspended_at: dateOrNull(r.suspended_at),
    last_login_at: dateOrNull(r.last_login_at),
    last_active_at: dateOrNull(r.last_active_at),
    created_at: dateOf(r.created_at),
    updated_at: dateOf(r.updated_at),
  }));
  if (found.length > 0) return { rows, total: Number(found[0]!.total) };
  if (page.offset === 0) return { rows, total: 0 };
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findById(tx: Tx, id: number): Promise<UserRecord | null> {
  const [row] = await tx.select(withRoles).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findByIds(tx: Tx, ids: number[]): Promise<UserRecord[]> {
  return tx.select(withRoles).from(users).where(inArray(users.id, ids));
}

export async function passwordHashOf(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
  return row?.hash ?? null;
}

/** Addresses (lower case) among `emails` that already have an account at this club. */
export async function takenEmails(tx: Tx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const res = await tx.execute(
    sql`SELECT lower(email) AS e FROM users WHERE lower(email) IN (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
  return new Set(rowsOf<{ e: string }>(res).map((r) => r.e));
}

export async function update(tx: Tx, id: number, changes: UserChanges): Promise<UserRecord> {
  await tx
    .update(users)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(users.id, id));
  return (await findById(tx, id))!;
}

export async function remove(tx: Tx, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

export type LoginCounts = {
  login_count: number;
  failed_login_count: number;
  last_failed_login_at: Date | null;
  activity_count: number;
};

export async function loginCounts(tx: Tx, userId: number): Promise<LoginCounts> {
  const res = await tx.execute(sql`
    SELECT count(*) FILTER (WHERE lh.success)::int AS login_count,
           count(*) FILTER (WHERE NOT lh.success)::int AS failed_login_count,
           max(lh.created_at) FILTER (WHERE NOT lh.success) AS last_failed_login_at,
           (SELECT count(*)::int FROM user_activity ua WHERE ua.user_id = ${userId}) AS activity_count
    FROM login_history lh WHERE lh.user_id = ${userId}`);
  // Raw SQL: each driver returns the timestamp in its own type.
  const row = rowsOf<
    Omit<LoginCounts, 'last_failed_login_at'> & { last_failed_login_at: Date | string | null }
  >(res)[0]!;
  return {
    ...row,
    last_failed_login_at:
      row.last_failed_login_at === null ? null : new Date(row.last_failed_login_at),
  };
}

export async function preferencesOf(tx: Tx, userId: number): Promise<Record<string, unknown>> {
  const [row] = await tx
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.user_id, userId));
  return row?.preferences ?? {};
}

export async function savePreferences(
  tx: Tx,
  organizationId: number,
  userId: number,
  preferences: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const [row] = await tx
    .insert(userPreferences)
    .values({ organization_id: organizationId, user_id: userId, preferences })
    .onConflictDoUpdate({
      target: userPreferences.user_id,
      set: { preferences, updated_at: new Date() },
    })
    .returning({ preferences: userPreferences.preferences });
  return row!.preferences;
}
