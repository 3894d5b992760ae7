import { sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS } from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';

/** What each built-in role holds, by role name: DEFAULT_ROLE_PERMISSIONS is the declaration. */
export type SystemRolePermissions = Readonly<Record<string, readonly string[]>>;

/**
 * Gives every organization's built-in roles the permissions the declaration names for them that
 * were never handed out before (a domain's new permissions reach the clubs created before it), in
 * one statement; answers how many roles changed. Idempotent: a pair is handed out once, so a
 * permission an administrator took away from a built-in role is not given back, and custom roles
 * are never touched. Taking a permission away from the declaration takes it from no club: that is
 * a migration's decision.
 */
export async function syncSystemRolePermissions(
  tx: Tx,
  declared: SystemRolePermissions = DEFAULT_ROLE_PERMISSIONS,
): Promise<number> {
  const res = await tx.execute(
    sql`SELECT fairway_sync_system_roles(${JSON.stringify(declared)}::jsonb) AS changed`,
  );
  return rowsOf<{ changed: number }>(res)[0]?.changed ?? 0;
}
