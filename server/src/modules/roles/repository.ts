import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, SYSTEM_ROLES, type RoleRef } from '@fairway/shared-api/contract';
import type { Tx } from '../../plugins/platform/database';
import { roles, userRoles } from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

export type RoleRow = typeof roles.$inferSelect;

export async function listWithUsage(tx: Tx): Promise<(RoleRow & { user_count: number })[]> {
  return tx
    .select({
      id: roles.id,
      organization_id: roles.organization_id,
      name: roles.name,
      description: roles.description,
      permissions: roles.permissions,
      is_system: roles.is_system,
      created_at: roles.created_at,
      user_count: sql<number>`count(${userRoles.user_id})::int`,
    })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.role_id, roles.id))
    .groupBy(roles.id)
    .orderBy(asc(roles.id));
}

export async function findById(tx: Tx, id: number): Promise<RoleRow | null> {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id));
  return row ?? null;
}

export async function findByName(tx: Tx, name: string): Promise<RoleRow | null> {
  const [row] = await tx.select().from(roles).where(eq(roles.name, name));
  return row ?? null;
}

/** Roles given by id or name; `missing` lists the references that match no role of the organization. */
export async function resolve(
  tx: Tx,
  refs: RoleRef[],
): Promise<{ found: RoleRow[]; missing: RoleRef[] }> {
  const ids = refs.filter((r): r is number => typeof r === 'number');
  const names = refs.filter((r): r is string => typeof r === 'string');
  const found =
    refs.length === 0
      ? []
      : await tx
          .select()
          .from(roles)
          .where(
            or(
              ids.length ? inArray(roles.id, ids) : undefined,
              names.length ? inArray(roles.name, names) : undefined,
            ),
          );
  const missing = refs.filter((r) => !found.some((row) => row.id === r || row.name === r));
  return { found, missing };
}

/** Ids of the organization's roles with these names (unknown names are left out). */
export async function idsNamed(tx: Tx, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.name, names));
  return rows.map((r) => r.id);
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<Pick<RoleRow, 'name' | 'description' | 'permissions'>>,
): Promise<RoleRow> {
  const [row] = await tx.update(roles).set(values).where(eq(roles.id, id)).returning();
  return row!;
}

/** Locks the role with this name (FOR UPDATE) and answers its id, or null when there is none. */
export async function lockByName(tx: Tx, name: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, name))
    .for('update');
  return row?.id ?? null;
}

/** The built-in roles of a new organization; `extraAdminPermissions` are added to its admin role. */
export async function insertSystemRoles(
  tx: Tx,
  organizationId: number,
  extraAdminPermissions: string[],
): Promise<void> {
  await tx.insert(roles).values(
    SYSTEM_ROLES.map((name) => ({
      organization_id: organizationId,
      name,
      description: `Built-in ${name.replace('_', ' ')} role`,
      permissions:
        name === 'admin'
          ? [...DEFAULT_ROLE_PERMISSIONS[name], ...extraAdminPermissions]
          : DEFAULT_ROLE_PERMISSIONS[name],
      is_system: true,
    })),
  );
}

// Who holds which role

export async function rolesOfUser(tx: Tx, userId: number): Promise<RoleRow[]> {
  const rows = await tx
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(asc(roles.name));
  return rows.map((r) => r.role);
}

/** Permissions each user holds through their roles (every id is a key, with [] for none). */
export async function permissionsOf(tx: Tx, userIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await tx
    .select({ user_id: userRoles.user_id, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(inArray(userRoles.user_id, userIds));
  for (const r of rows) out.get(r.user_id)!.push(...r.permissions);
  return out;
}

/** Gives the role to each user who lacks it; answers the users who got it now. */
export async function assign(
  tx: Tx,
  organizationId: number,
  userIds: number[],
  roleId: number,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(userRoles)
    .values(
      userIds.map((user_id) => ({ organization_id: organizationId, user_id, role_id: roleId })),
    )
    .onConflictDoNothing()
    .returning({ user_id: userRoles.user_id });
  return rows.map((r) => r.user_id);
}

/** Gives one user these roles (one statement; roles they hold already stay). */
export async function assignMany(
  tx: Tx,
  organizationId: number,
  userId: number,
  roleIds: number[],
): Promise<void> {
  if (roleIds.length === 0) return;
  await tx
    .insert(userRoles)
    .values(
      roleIds.map((role_id) => ({ organization_id: organizationId, user_id: userId, role_id })),
    )
    .onConflictDoNothing();
}

/** Gives one user the roles with these names (one statement; roles they hold already stay). */
export async function assignNamed(
  tx: Tx,
  organizationId: number,
  userId: number,
  names: string[],
): Promise<void> {
  if (names.length === 0) return;
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  await tx.execute(sql`INSERT INTO user_roles (organization_id, user_id, role_id)
    SELECT ${organizationId}, ${userId}, id FROM roles WHERE name IN (${list})
    ON CONFLICT DO NOTHING`);
}

export async function unassign(tx: Tx, userId: number, roleId: number): Promise<boolean> {
  const rows = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.role_id, roleId)))
    .returning({ user_id: userRoles.user_id });
  return rows.length > 0;
}
