import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/client';
import { AppError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { withOrg } from '../../plugins/platform/database';
import { loadGrants } from '../../plugins/platform/auth/principal';
import { createSession } from '../../plugins/platform/auth/sessions';
import { loginHistory, users } from '../users';
import { currentUserOf } from './current-user';

/** Spec message for any failed sign-in; never says whether the address exists. */
export const LOGIN_FAILED = 'Login failed';

export async function findAccount(app: FastifyInstance, email: string): Promise<{ user_id: number; organization_id: number } | null> {
  const res = await app.database.db.execute(sql`SELECT user_id, organization_id FROM fairway_find_account(${email.trim()})`);
  return rowsOf<{ user_id: number; organization_id: number }>(res)[0] ?? null;
}

export type LoginInput = { email: string; password: string; ip: string; userAgent: string | null };

export async function login(app: FastifyInstance, input: LoginInput) {
  const account = await findAccount(app, input.email);
  if (!account) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw new AppError(401, 'login_failed', LOGIN_FAILED);
  }
  return withOrg(app.database.db, account.organization_id, async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, account.user_id)).limit(1);
    const ok = await verifyPassword(u?.password_hash ?? null, input.password);
    if (u) {
      await tx.insert(loginHistory).values({
        organization_id: u.organization_id,
        user_id: u.id,
        success: ok,
        ip: input.ip,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
      });
    }
    if (!u || !ok) return { ok: false as const };
    const grants = await loadGrants(tx, u.id);
    if (!grants) throw new AppError(403, 'account_inactive', 'This account is not active; contact the club');
    await tx.update(users).set({ last_login_at: new Date(), last_active_at: new Date() }).where(eq(users.id, u.id));
    const tokens = await createSession(tx, app.config.session, {
      organizationId: u.organization_id,
      userId: u.id,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    const user = await currentUserOf(tx, { userId: u.id, ...grants, sessionKind: 'password' });
    return { ok: true as const, tokens, user };
  });
}
