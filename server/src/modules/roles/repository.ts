import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { RoleRef } from '@fairway/shared-api/contract';
import type { Tx } from '../../plugins/platform/database';
import { roles, userRoles } from './tables';

export type RoleRow = typeof roles.$inferSelect;

export async function listWithUsage(
  tx: Tx,
  organizationId: number,
): Promise<(RoleRow & { user_count: number })[]> {
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
    .where(eq(roles.organization_id, organizationId))
    .groupBy(roles.id)
    .orderBy(asc(roles.id));
}

export async function findById(
  tx: Tx,
  organizationId: number,
  id: number,
): Promise<RoleRow | null> {
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.organization_id, organizationId), eq(roles.id, id)));
  return row ?? null;
}

export async function findByName(
  tx: Tx,
  organizationId: number,
  name: string,
): Promise<RoleRow | null> {
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.organization_id, organizationId), eq(roles.name, name)));
  return row ?? null;
}

/** Roles given by id or name; `missing` lists the references that match no role of the organization. */
export async function resolve(
  tx: Tx,
  organizationId: number,
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
            and(
              eq(roles.organization_id, organizationId),
              or(
                ids.length ? inArray(roles.id, ids) : undefined,
                names.length ? inArray(roles.name, names) : undefined,
              ),
            ),
          );
  const missing = refs.filter((r) => !found.some((row) => row.id === r || row.name === r));
  return { found, missing };
}

export async function update(
  tx: Tx,
  id: number,
  values: Partial<Pick<RoleRow, 'name' | 'description' | 'permissions'>>,
): Promise<RoleRow> {
  const [row] = await tx.update(roles).set(values).where(eq(roles.id, id)).returning();
  return row!;
}

export async function rolesOfUser(
  tx: Tx,
  organizationId: number,
  userId: number,
): Promise<RoleRow[]> {
  const rows = await tx
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(userRoles.organization_id, organizationId), eq(userRoles.user_id, userId)))
    .orderBy(asc(roles.name));
  return rows.map((r) => r.role);
}

/** Adds the role to each user who lacks it; returns the users who got it now. */
export async function assign(
  tx: Tx,
  organizationId: number,
  userIds: number[],
  roleId: number,
): Promise<number[]> {
  const rows = await tx
    .insert(userRoles)
    .values(
      userIds.map((user_id) => ({ organization_id: organizationId, user_id, role_id: roleId })),
    )
    .onConflictDoNothing()
    .returning({ user_id: userRoles.user_id });
  return rows.map((r) => r.user_id);
}

export async function unassign(
  tx: Tx,
  organizationId: number,
  userId: number,
  roleId: number,
): Promise<boolean> {
  const rows = await tx
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.organization_id, organizationId),
        eq(userRoles.user_id, userId),
        eq(userRoles.role_id, roleId),
      ),
    )
    .returning({ user_id: userRoles.user_id });
  return rows.length > 0;
}
