import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  hasPermission,
  PERMISSIONS,
  type PasswordResetCreated,
  type PasswordResetInfo,
} from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Tx } from '../../plugins/platform/database';
import type { Principal } from '../../plugins/platform/auth/principal';
import { revokeUserSessions } from '../../plugins/platform/auth/sessions';
import { accountThrottleKey, clearAccountFailures } from '../../plugins/platform/auth/throttle';
import { clubMail, passwordResetEmail, renderEmail } from '../notifications';
import { readSection } from '../settings';
import { assertOutranks, findAccount, setPassword } from '../users';
import { findAccounts, type AccountRef } from './service';
import { passwordResets } from './tables';

/*
 * A reset link is `${PUBLIC_URL}/reset-password/{id}` where {id} is a random secret; the
 * database keeps only its SHA-256, so a copy of the database holds no working links.
 */

const ID_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
export const FORGOT_PASSWORD_HOURS = 1;
/** At most this many unused links per user per hour from forgot-password (no e-mail flooding). */
const MAX_RECENT_RESETS = 3;

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this e-mail address, we have sent it a link to reset the password.';

const invalidLink = () =>
  new AppError(
    404,
    'not_found',
    'This password reset link is invalid, has already been used or has expired',
  );

export const resetUrl = (app: FastifyInstance, id: string) =>
  `${app.config.publicUrl.replace(/\/+$/, '')}/reset-password/${id}`;

/** j***@example.org */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

async function insertReset(
  tx: Tx,
  user: { id: number; organization_id: number },
  hours: number,
  createdBy: number | null,
  now: Date,
) {
  const id = randomToken();
  const expiresAt = new Date(now.getTime() + hours * 3600_000);
  await tx.insert(passwordResets).values({
    id: sha256(id),
    organization_id: user.organization_id,
    user_id: user.id,
    created_by: createdBy,
    expires_at: expiresAt,
    created_at: now,
  });
  return { id, expiresAt };
}

/**
 * A staff member (users:write) or the user themself creates a link. Nobody gets a link for an
 * account that holds a permission they lack: that would let staff take over an admin account.
 */
export async function createPasswordReset(
  app: FastifyInstance,
  tx: Tx,
  caller: Principal,
  userId: number,
  hours: number,
): Promise<PasswordResetCreated> {
  const self = caller.userId === userId;
  if (!self && !hasPermission(caller.permissions, PERMISSIONS.usersWrite)) throw forbidden();
  const user = await findAccount(tx, userId);
  if (!user) throw notFound('User');
  await assertOutranks(tx, caller, [userId]);
  const { id, expiresAt } = await insertReset(tx, user, hours, caller.userId, app.now());
  return { id, expires_at: expiresAt.toISOString(), url: resetUrl(app, id) };
}

/**
 * Finds the organization of a link without knowing it yet: outside any organization's scope on
 * purpose (the link is all its holder has). A SECURITY DEFINER lookup that answers ids only.
 */
async function organizationOfReset(app: FastifyInstance, id: string): Promise<number> {
  if (!ID_SHAPE.test(id)) throw invalidLink();
  const res = await app.database.db.execute(
    sql`SELECT organization_id FROM fairway_find_password_reset(${sha256(id)})`,
  );
  const org = rowsOf<{ organization_id: number }>(res)[0]?.organization_id;
  if (!org) throw invalidLink();
  return org;
}

export async function readPasswordReset(
  app: FastifyInstance,
  id: string,
): Promise<PasswordResetInfo> {
  const org = await organizationOfReset(app, id);
  const now = app.now();
  return app.withOrg(org, async (tx) => {
    const [row] = await tx
      .select({ user_id: passwordResets.user_id, expires_at: passwordResets.expires_at })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.id, sha256(id)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, now),
        ),
      )
      .limit(1);
    const user = row && (await findAccount(tx, row.user_id));
    if (!row || !user) throw invalidLink();
    return {
      valid: true as const,
      email: maskEmail(user.email),
      expires_at: row.expires_at.toISOString(),
    };
  });
}

/**
 * Sets the new password through a live link. The link is spent by a conditional update, so it
 * works once even when two requests race; every other link of the user is spent too, and all
 * of the user's sessions end.
 */
export async function completePasswordReset(
  app: FastifyInstance,
  id: string,
  password: string,
): Promise<void> {
  const org = await organizationOfReset(app, id);
  const { password_min_length } = await app.withOrg(org, (tx) => readSection(tx, 'security'));
  const problem = passwordProblem(password, password_min_length);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  const now = app.now();
  const email = await app.withOrg(org, async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(
        and(
          eq(passwordResets.id, sha256(id)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, now),
        ),
      )
      .returning({ user_id: passwordResets.user_id });
    if (!spent) throw invalidLink();
    const address = await setPassword(tx, spent.user_id, passwordHash, now);
    await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.user_id, spent.user_id), isNull(passwordResets.used_at)));
    await revokeUserSessions(tx, spent.user_id, 'password_reset');
    return address!;
  });
  await clearAccountFailures(app.database.db, accountThrottleKey(email));
}

/**
 * Forgot password: when the address belongs to an active account, a one-hour link is created and
 * e-mailed. The caller answers the same whatever happens here. The e-mail is sent after the
 * answer, so that known and unknown addresses take the same time; the link is never logged.
 */
export async function forgotPassword(app: FastifyInstance, email: string): Promise<void> {
  // One link per club where the address has an account; each e-mail names its club.
  for (const account of await findAccounts(app.database.db, email))
    await sendResetLink(app, account);
}

async function sendResetLink(app: FastifyInstance, account: AccountRef): Promise<void> {
  const now = app.now();
  const message = await app.withOrg(account.organization_id, async (tx) => {
    const user = await findAccount(tx, account.user_id);
    if (!user || user.status !== 'active') return null;
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.user_id, user.id),
          isNull(passwordResets.used_at),
          gt(passwordResets.created_at, new Date(now.getTime() - 3600_000)),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_RECENT_RESETS) return null;
    const { id } = await insertReset(tx, user, FORGOT_PASSWORD_HOURS, null, now);
    // The club's layout: plain text and HTML, its name, the link, its reply-to address.
    const { brand } = await clubMail(app, tx, account.organization_id);
    const content = passwordResetEmail(
      brand,
      user.first_name,
      resetUrl(app, id),
      FORGOT_PASSWORD_HOURS,
    );
    return {
      to: user.email,
      ...renderEmail(brand, content),
      ...(brand.replyTo ? { replyTo: brand.replyTo } : {}),
    };
  });
  if (!message) return;
  app.mail.send(message).catch((err: unknown) => {
    // Only the error's name and sentence: the message (and so the link) stays out of the logs.
    const e = err instanceof Error ? err : new Error(String(err));
    app.log.warn(
      { mailError: { name: e.name, message: e.message } },
      'password reset e-mail was not sent',
    );
  });
}
