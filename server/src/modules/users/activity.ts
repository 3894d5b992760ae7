import { desc, eq } from 'drizzle-orm';
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
  userId: number,
  limit: number,
): Promise<UserActivityEntry[]> {
  const rows = await tx
    .select()
    .from(userActivity)
    .where(eq(userActivity.user_id, userId))
    .orderBy(desc(userActivity.created_at), desc(userActivity.id))
    .limit(limit);
  return rows.map(({ organization_id: _, ...r }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
  }));
}

/** A sign-in attempt on the account (the auth module records them). */
export async function recordLoginAttempt(
  tx: Tx,
  attempt: {
    organizationId: number;
    userId: number;
    success: boolean;
    ip: string;
    userAgent: string | null;
  },
): Promise<void> {
  await tx.insert(loginHistory).values({
    organization_id: attempt.organizationId,
    user_id: attempt.userId,
    success: attempt.success,
    ip: attempt.ip,
    user_agent: attempt.userAgent?.slice(0, 300) ?? null,
  });
}

export async function listLogins(
  tx: Tx,
  userId: number,
  limit: number,
): Promise<LoginHistoryEntry[]> {
  const rows = await tx
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.user_id, userId))
    .orderBy(desc(loginHistory.created_at), desc(loginHistory.id))
    .limit(limit);
  return rows.map(({ organization_id: _, ...r }) => ({
    ...r,
    created_at: r.created_at.toISOString(),
  }));
}
