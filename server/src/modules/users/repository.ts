import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserStatus } from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import { userPreferences, users } from './tables';

// The password hash is never selected here; only password checks read it (see passwordHashOf).
const { password_hash: _hash, ...publicColumns } = getTableColumns(users);

/** Role names of the row's user, sorted. Raw SQL so the correlation to the outer `users` is explicit. */
const roleNames = sql<string[]>`coalesce((
  SELECT array_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
  WHERE ur.user_id = users.id), '{}')`;

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

const hasRole = (name: string) =>
  sql`EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = users.id AND r.name = ${name})`;

function whereOf(organizationId: number, f: UserFilter): SQL | undefined {
  const since = (days: number) => sql`now() - make_interval(days => ${days}::int)`;
  return and(
    eq(users.organization_id, organizationId),
    f.q
      ? sql`(users.email || ' ' || users.first_name || ' ' || users.last_name) ILIKE ${likePattern(f.q)}`
      : undefined,
    f.status ? eq(users.status, f.status) : undefined,
    f.role ? hasRole(f.role) : undefined,
    f.withoutRole ? sql`NOT ${hasRole(f.withoutRole)}` : undefined,
    f.activeWithinDays ? sql`users.last_active_at >= ${since(f.activeWithinDays)}` : undefined,
    // Never active counts from the account's creation: a user added yesterday is not yet inactive.
    f.inactiveForDays
      ? sql`coalesce(users.last_active_at, users.created_at) < ${since(f.inactiveForDays)}`
      : undefined,
  );
}

export async function list(
  tx: Tx,
  organizationId: number,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = whereOf(organizationId, filter);
  const rows = await tx
    .select(withRoles)
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findById(
  tx: Tx,
  organizationId: number,
  id: number,
): Promise<UserRecord | null> {
  const [row] = await tx
    .select(withRoles)
    .from(users)
    .where(and(eq(users.organization_id, organizationId), eq(users.id, id)));
  return row ?? null;
}

export async function findByIds(
  tx: Tx,
  organizationId: number,
  ids: number[],
): Promise<UserRecord[]> {
  return tx
    .select(withRoles)
    .from(users)
    .where(and(eq(users.organization_id, organizationId), inArray(users.id, ids)));
}

export async function passwordHashOf(
  tx: Tx,
  organizationId: number,
  id: number,
): Promise<string | null> {
  const [row] = await tx
    .select({ hash: users.password_hash })
    .from(users)
    .where(and(eq(users.organization_id, organizationId), eq(users.id, id)));
  return row?.hash ?? null;
}

export async function update(
  tx: Tx,
  organizationId: number,
  id: number,
  changes: UserChanges,
): Promise<UserRecord> {
  await tx
    .update(users)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(users.organization_id, organizationId), eq(users.id, id)));
  return (await findById(tx, organizationId, id))!;
}

export async function remove(tx: Tx, organizationId: number, id: number): Promise<void> {
  await tx.delete(users).where(and(eq(users.organization_id, organizationId), eq(users.id, id)));
}

export type LoginCounts = {
  login_count: number;
  failed_login_count: number;
  last_failed_login_at: Date | null;
  activity_count: number;
};

export async function loginCounts(
  tx: Tx,
  organizationId: number,
  userId: number,
): Promise<LoginCounts> {
  const res = await tx.execute(sql`
    SELECT count(*) FILTER (WHERE lh.success)::int AS login_count,
           count(*) FILTER (WHERE NOT lh.success)::int AS failed_login_count,
           max(lh.created_at) FILTER (WHERE NOT lh.success) AS last_failed_login_at,
           (SELECT count(*)::int FROM user_activity ua WHERE ua.organization_id = ${organizationId} AND ua.user_id = ${userId}) AS activity_count
    FROM login_history lh WHERE lh.organization_id = ${organizationId} AND lh.user_id = ${userId}`);
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

export async function preferencesOf(
  tx: Tx,
  organizationId: number,
  userId: number,
): Promise<Record<string, unknown>> {
  const [row] = await tx
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(
      and(eq(userPreferences.organization_id, organizationId), eq(userPreferences.user_id, userId)),
    );
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
