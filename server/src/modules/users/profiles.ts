import { asc, eq, sql } from 'drizzle-orm';
import {
  PERMISSIONS,
  type PasswordChange,
  type Profile,
  type ProfileCreate,
  type ProfileUpdate,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Principal } from '../../plugins/platform/auth/principal';
import { revokeUserSessions } from '../../plugins/platform/auth/sessions';
import type { Tx } from '../../plugins/platform/database';
import { assertSelfOr } from './access';
import { clubPasswordProblem } from './accounts';
import { recordActivity } from './activity';
import * as usersRepo from './repository';
import { target } from './service';
import { profiles } from './tables';

type ProfileRow = typeof profiles.$inferSelect;

const toProfile = ({ organization_id: _, ...r }: ProfileRow): Profile => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

async function findBy(tx: Tx, column: 'id' | 'user_id', value: number): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(profiles).where(eq(profiles[column], value));
  return row ?? null;
}

/** Names and phone on the profile are the account's too: lists and greetings show the account's. */
async function syncAccount(tx: Tx, userId: number, body: ProfileUpdate): Promise<void> {
  const changes = {
    first_name: body.first_name ?? undefined,
    last_name: body.last_name ?? undefined,
    phone: body.phone,
  };
  if (Object.values(changes).some((v) => v !== undefined))
    await usersRepo.update(tx, userId, changes);
}

export async function list(
  tx: Tx,
  page: { limit: number; offset: number },
): Promise<{ profiles: Profile[]; total: number }> {
  const rows = await tx
    .select()
    .from(profiles)
    .orderBy(asc(profiles.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(profiles);
  return { profiles: rows.map(toProfile), total: count?.n ?? 0 };
}

/**
 * A user's profile, or null when they have not filled one in yet: an empty profile is a normal
 * state, not a failure (spec section 8, "profile by user gives null"). 404 only when the club has
 * no such user.
 */
export async function byUser(tx: Tx, p: Principal, userId: number): Promise<Profile | null> {
  await assertSelfOr(tx, p, userId, PERMISSIONS.usersRead);
  const row = await findBy(tx, 'user_id', userId);
  if (row) return toProfile(row);
  await target(tx, userId);
  return null;
}

export async function create(
  tx: Tx,
  p: Principal,
  { user_id, ...body }: ProfileCreate,
): Promise<Profile> {
  const userId = user_id ?? p.userId;
  await assertSelfOr(tx, p, userId, PERMISSIONS.usersWrite);
  await target(tx, userId);
  if (await findBy(tx, 'user_id', userId))
    throw conflict('This user already has a profile; update it instead');
  const [row] = await tx
    .insert(profiles)
    .values({ ...body, organization_id: p.organizationId, user_id: userId })
    .returning();
  await syncAccount(tx, userId, body);
  return toProfile(row!);
}

export async function update(
  tx: Tx,
  p: Principal,
  id: number,
  body: ProfileUpdate,
): Promise<Profile> {
  const existing = await findBy(tx, 'id', id);
  if (!existing) throw notFound('Profile');
  await assertSelfOr(tx, p, existing.user_id, PERMISSIONS.usersWrite);
  const [row] = await tx
    .update(profiles)
    .set({ ...body, updated_at: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  await syncAccount(tx, existing.user_id, body);
  return toProfile(row!);
}

/**
 * The signed-in user changes their own password. Their other sessions end (a thief holding one
 * is logged out); the session making the change stays signed in.
 */
export async function changePassword(tx: Tx, p: Principal, body: PasswordChange): Promise<void> {
  const current = await usersRepo.passwordHashOf(tx, p.userId);
  if (!(await verifyPassword(current, body.current_password))) {
    throw badRequest('Current password is incorrect', [
      { field: 'body.current_password', message: 'Current password is incorrect' },
    ]);
  }
  const problem =
    (await clubPasswordProblem(tx, body.new_password)) ??
    (body.new_password === body.current_password
      ? 'New password must be different from the current password'
      : null);
  if (problem) throw badRequest(problem, [{ field: 'body.new_password', message: problem }]);
  await usersRepo.update(tx, p.userId, {
    password_hash: await hashPassword(body.new_password),
    must_change_password: false,
  });
  await revokeUserSessions(tx, p.userId, 'password_changed', p.sessionId ?? undefined);
  await recordActivity(tx, p, p.userId, 'password_changed');
}
