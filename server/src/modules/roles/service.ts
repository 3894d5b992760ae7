import type {
  BulkRoleAssignResult,
  Role,
  RoleUpdate,
  RoleWithUsage,
} from '@fairway/shared-api/contract';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { assertCanGrant, assertNotLastAdmin, assertOutranks } from '../users/access';
import { recordActivity } from '../users/activity';
import * as usersRepo from '../users/repository';
import { target } from '../users/service';
import * as repo from './repository';

export const ADMIN_ROLE = 'admin';

export const toRole = ({ organization_id: _, ...r }: repo.RoleRow): Role => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

async function roleOf(tx: Tx, p: Principal, id: number): Promise<repo.RoleRow> {
  const role = await repo.findById(tx, p.organizationId, id);
  if (!role) throw notFound('Role');
  return role;
}

export async function list(tx: Tx, p: Principal): Promise<RoleWithUsage[]> {
  const rows = await repo.listWithUsage(tx, p.organizationId);
  return rows.map(({ user_count, ...r }) => ({ ...toRole(r), user_count }));
}

export async function update(tx: Tx, p: Principal, id: number, body: RoleUpdate): Promise<Role> {
  const role = await roleOf(tx, p, id);
  if (body.name !== undefined && body.name !== role.name) {
    if (role.is_system)
      throw conflict(`Built-in roles cannot be renamed; "${role.name}" keeps its name`);
    if (await repo.findByName(tx, p.organizationId, body.name))
      throw conflict('A role with this name already exists');
  }
  if (body.permissions) {
    // Otherwise an edit could leave the club with nobody able to manage it.
    if (role.name === ADMIN_ROLE) throw conflict('The admin role always has every permission');
    assertCanGrant(p, body.permissions);
  }
  return toRole(
    await repo.update(tx, id, {
      ...body,
      permissions: body.permissions && [...new Set(body.permissions)],
    }),
  );
}

export async function rolesOfUser(tx: Tx, p: Principal, userId: number): Promise<Role[]> {
  await target(tx, p, userId);
  return (await repo.rolesOfUser(tx, p.organizationId, userId)).map(toRole);
}

export async function assign(
  tx: Tx,
  p: Principal,
  userId: number,
  roleId: number,
): Promise<Role[]> {
  await target(tx, p, userId);
  const role = await roleOf(tx, p, roleId);
  assertCanGrant(p, role.permissions);
  await assertOutranks(tx, p, [userId]);
  if ((await repo.assign(tx, p.organizationId, [userId], roleId)).length > 0) {
    await recordActivity(tx, p, userId, 'role_assigned', { role: role.name });
  }
  return rolesOfUser(tx, p, userId);
}

export async function unassign(
  tx: Tx,
  p: Principal,
  userId: number,
  roleId: number,
): Promise<Role[]> {
  await target(tx, p, userId);
  const role = await roleOf(tx, p, roleId);
  await assertOutranks(tx, p, [userId]);
  if (role.name === ADMIN_ROLE)
    await assertNotLastAdmin(tx, p.organizationId, userId, 'removed from the admin role');
  if (!(await repo.unassign(tx, p.organizationId, userId, roleId)))
    throw new AppError(404, 'not_found', 'This user does not have that role');
  await recordActivity(tx, p, userId, 'role_removed', { role: role.name });
  return rolesOfUser(tx, p, userId);
}

/** One role to many users, all or nothing: an unknown user id changes nobody. */
export async function bulkAssign(
  tx: Tx,
  p: Principal,
  userIds: number[],
  roleId: number,
): Promise<BulkRoleAssignResult> {
  const role = await roleOf(tx, p, roleId);
  assertCanGrant(p, role.permissions);
  const ids = [...new Set(userIds)];
  const found = new Set((await usersRepo.findByIds(tx, p.organizationId, ids)).map((u) => u.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const details = missing.map((id) => ({
      field: 'body.user_ids',
      message: `User ${id} not found`,
    }));
    throw new AppError(
      404,
      'not_found',
      `${missing.length} user(s) not found; nobody was changed`,
      details,
    );
  }
  await assertOutranks(tx, p, ids);
  const assigned = await repo.assign(tx, p.organizationId, ids, roleId);
  for (const userId of assigned)
    await recordActivity(tx, p, userId, 'role_assigned', { role: role.name });
  return {
    role_id: roleId,
    assigned: assigned.length,
    already_assigned: ids.length - assigned.length,
  };
}
