import type { BulkRoleAssignResult, Role } from '@fairway/shared-api/contract';
import { AppError } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import {
  ADMIN_ROLE,
  assertCanGrant,
  grantRole,
  revokeRole,
  roleOf,
  rolesOfUser as rolesHeldBy,
  toRole,
} from '../roles';
import { assertNotLastAdmin, assertOutranks } from './access';
import { recordActivity } from './activity';
import * as repo from './repository';
import { target } from './service';

// Giving and taking roles: the roles module keeps who holds what; the rules about the user
// (visible, outranked, not the last admin) and the activity record are this module's.

export async function rolesOfUser(tx: Tx, userId: number): Promise<Role[]> {
  await target(tx, userId);
  return (await rolesHeldBy(tx, userId)).map(toRole);
}

export async function assign(
  tx: Tx,
  p: Principal,
  userId: number,
  roleId: number,
): Promise<Role[]> {
  await target(tx, userId);
  const role = await roleOf(tx, roleId);
  assertCanGrant(p, role.permissions);
  await assertOutranks(tx, p, [userId]);
  if ((await grantRole(tx, p.organizationId, [userId], roleId)).length > 0) {
    await recordActivity(tx, p, userId, 'role_assigned', { role: role.name });
  }
  return rolesOfUser(tx, userId);
}

export async function unassign(
  tx: Tx,
  p: Principal,
  userId: number,
  roleId: number,
): Promise<Role[]> {
  await target(tx, userId);
  const role = await roleOf(tx, roleId);
  await assertOutranks(tx, p, [userId]);
  if (role.name === ADMIN_ROLE) await assertNotLastAdmin(tx, userId, 'removed from the admin role');
  if (!(await revokeRole(tx, userId, roleId)))
    throw new AppError(404, 'not_found', 'This user does not have that role');
  await recordActivity(tx, p, userId, 'role_removed', { role: role.name });
  return rolesOfUser(tx, userId);
}

/** One role to many users, all or nothing: an unknown user id changes nobody. */
export async function bulkAssign(
  tx: Tx,
  p: Principal,
  userIds: number[],
  roleId: number,
): Promise<BulkRoleAssignResult> {
  const role = await roleOf(tx, roleId);
  assertCanGrant(p, role.permissions);
  const ids = [...new Set(userIds)];
  const found = new Set((await repo.findByIds(tx, ids)).map((u) => u.id));
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
  const assigned = await grantRole(tx, p.organizationId, ids, roleId);
  for (const userId of assigned)
    await recordActivity(tx, p, userId, 'role_assigned', { role: role.name });
  return {
    role_id: roleId,
    assigned: assigned.length,
    already_assigned: ids.length - assigned.length,
  };
}
