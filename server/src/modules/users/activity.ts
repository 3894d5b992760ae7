import { and, desc, eq } from 'drizzle-orm';
import type { LoginHistoryEntry, UserActivityEntry } from '@fairway/shared-api/contract';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { loginHistory, userActivity } from './tables';

/** Administrative and account actions on a user, kept with who did them. */
export type UserAction =
  | 'created'
  | 'updated'
  | 'status_changed'
  | 'suspended'
  | 'reactivated'
  | 'role_assigned'
  | 'role_removed'
  | 'password_reset'
  | 'password_change_forced'
  | 'password_changed'
  | 'email_verified'
  | 'email_unverified';

export async function recordActivity(
  tx: Tx,
  p: Principal,
  userId: number,
  action: UserAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(userActivity).values({
    organization_id: p.organizationId,
    user_id: userId,
    actor_id: p.userId,
    action,
    details,
  });
}

export async function listActivity(
  tx: Tx,
  organizationId: number,
  userId: number,
  limit: number,
): Promise<UserActivityEntry[]> {
  const rows = await tx
    .select()
    .from(userActivity)
    .where(and(eq(userActivity.organization_id, organizationId), eq(userActivity.user_id, userId)))
    .orderBy(desc(userActivity.created_at), desc(userActivity.id))
    .limit(limit);
  return rows.map(({ organization_id: _, ...r }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
  }));
}

export async function listLogins(
  tx: Tx,
  organizationId: number,
  userId: number,
  limit: number,
): Promise<LoginHistoryEntry[]> {
  const rows = await tx
    .select()
    .from(loginHistory)
    .where(and(eq(loginHistory.organization_id, organizationId), eq(loginHistory.user_id, userId)))
    .orderBy(desc(loginHistory.created_at), desc(loginHistory.id))
    .limit(limit);
  return rows.map(({ organization_id: _, ...r }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
  }));
}
