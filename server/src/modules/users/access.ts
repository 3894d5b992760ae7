import { and, eq, sql } from 'drizzle-orm';
import { PERMISSIONS, PERSONAL_PERMISSIONS, hasPermission } from '@fairway/shared-api/contract';
import { conflict, forbidden } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { ADMIN_ROLE, holdersOf, lockRoleNamed, permissionsOf } from '../roles';
import { users } from './tables';

// Who may do what to whom. Route permissions say what a caller may do at all; these rules
// look at the target: oneself, another user, a role being granted.

const WRITE_PERMISSIONS: readonly string[] = [PERMISSIONS.usersWrite, PERMISSIONS.rolesWrite];

const lacking = (p: Principal, permissions: readonly string[]) =>
  permissions.filter((perm) => !hasPermission(p.permissions, perm));

/**
 * Changing another account needs every permission that account holds: otherwise staff could
 * reset an administrator's password and sign in as them. Personal permissions (a resident's
 * own household, one's own subscriptions) give no power over others and do not count.
 */
export async function assertOutranks(tx: Tx, p: Principal, userIds: number[]): Promise<void> {
  const others = userIds.filter((id) => id !== p.userId);
  if (others.length === 0) return;
  for (const perms of (await permissionsOf(tx, others)).values()) {
    const powers = perms.filter((perm) => !PERSONAL_PERMISSIONS.includes(perm));
    if (lacking(p, powers).length > 0)
      throw forbidden('You cannot change a user who has permissions you do not have');
  }
}

/**
 * Acting on one's own data needs only self:use (checked by the route); someone else's needs
 * `permission`, and changing it also needs to outrank them. Without the permission the answer
 * is 403 whether or not the target exists.
 */
export async function assertSelfOr(
  tx: Tx,
  p: Principal,
  ownerId: number,
  permission: string,
): Promise<void> {
  if (ownerId === p.userId) return;
  if (!hasPermission(p.permissions, permission))
    throw forbidden('You can only do this for your own account');
  if (WRITE_PERMISSIONS.includes(permission)) await assertOutranks(tx, p, [ownerId]);
}

export type AdminLoss = 'suspended' | 'deactivated' | 'deleted' | 'removed from the admin role';

/**
 * The organization's last active administrator cannot lose that standing. The admin role row
 * is locked first so that two concurrent demotions on PostgreSQL cannot both pass the count.
 */
export async function assertNotLastAdmin(tx: Tx, userId: number, loss: AdminLoss): Promise<void> {
  const adminRoleId = await lockRoleNamed(tx, ADMIN_ROLE);
  if (adminRoleId === null) return;
  const [count] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      target: sql<number>`(count(*) FILTER (WHERE ${users.id} = ${userId}))::int`,
    })
    .from(users)
    .where(and(eq(users.status, 'active'), sql`${users.id} IN ${holdersOf(adminRoleId)}`));
  if (count && count.target > 0 && count.all === count.target) {
    throw conflict(
      `The last active administrator cannot be ${loss}; make another user an administrator first`,
    );
  }
}
