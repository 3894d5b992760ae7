import {
  hasPermission,
  type Role,
  type RoleUpdate,
  type RoleWithUsage,
} from '@fairway/shared-api/contract';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import * as repo from './repository';

export const ADMIN_ROLE = 'admin';

export const toRole = ({ organization_id: _, ...r }: repo.RoleRow): Role => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

/** Granting a role (or permissions to a role) needs every permission it carries. */
export function assertCanGrant(p: Principal, permissions: readonly string[]): void {
  const missing = permissions.filter((perm) => !hasPermission(p.permissions, perm));
  if (missing.length > 0)
    throw forbidden(`You cannot grant permissions you do not have: ${missing.join(', ')}`);
}

/** A role of the caller's organization, or 404. */
export async function roleOf(tx: Tx, id: number): Promise<repo.RoleRow> {
  const role = await repo.findById(tx, id);
  if (!role) throw notFound('Role');
  return role;
}

export async function list(tx: Tx): Promise<RoleWithUsage[]> {
  const rows = await repo.listWithUsage(tx);
  return rows.map(({ user_count, ...r }) => ({ ...toRole(r), user_count }));
}

export async function update(tx: Tx, p: Principal, id: number, body: RoleUpdate): Promise<Role> {
  const role = await roleOf(tx, id);
  if (body.name !== undefined && body.name !== role.name) {
    if (role.is_system)
      throw conflict(`Built-in roles cannot be renamed; "${role.name}" keeps its name`);
    if (await repo.findByName(tx, body.name))
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
