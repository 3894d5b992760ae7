import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser, RegisterBody } from '@fairway/shared-api/contract';
import { rowsOf, type Db } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { withOrg, type Tx } from '../../plugins/platform/database';
import type { IssuedTokens } from '../../plugins/platform/auth/cookies';
import { loadGrants } from '../../plugins/platform/auth/principal';
import { createSession, revokeSession } from '../../plugins/platform/auth/sessions';
import {
  assertNotThrottled,
  clearAccountFailures,
  pruneThrottle,
  recordLoginFailure,
  throttleKeys,
} from '../../plugins/platform/auth/throttle';
import { defaultOrganizationId, readFlag } from '../settings';
import { createAccount, loginHistory, users } from '../users';
import { currentUserOf } from './current-user';

/** Spec message for any failed sign-in; never says whether the address exists. */
export const LOGIN_FAILED = 'Login failed';

const loginFailed = () => new AppError(401, 'login_failed', LOGIN_FAILED);

/** Finds an account's organization by e-mail across organizations (SECURITY DEFINER lookup). */
export async function findAccount(
  db: Db,
  email: string,
): Promise<{ user_id: number; organization_id: number } | null> {
  const res = await db.execute(
    sql`SELECT user_id, organization_id FROM fairway_find_account(${email.trim()})`,
  );
  return rowsOf<{ user_id: number; organization_id: number }>(res)[0] ?? null;
}

/** Where the request comes from; a session the caller already holds is ended when a new one starts. */
export type Client = { ip: string; userAgent: string | null; previousSessionId: string | null };

export type SignedIn = { tokens: IssuedTokens; user: CurrentUser };

/**
 * Starts a new session (always a new id: a session the client presented is ended, never
 * upgraded) for an active user. Runs inside the user's organization scope.
 */
export async function startSession(
  app: FastifyInstance,
  tx: Tx,
  user: { id: number; organization_id: number },
  kind: 'password' | 'invitation',
  client: Client,
): Promise<SignedIn> {
  const grants = await loadGrants(tx, user.id, user.organization_id);
  if (!grants)
    throw new AppError(403, 'account_inactive', 'This account is not active; contact the club');
  if (client.previousSessionId)
    await revokeSession(tx, client.previousSessionId, 'replaced_by_new_sign_in');
  const now = new Date();
  await tx
    .update(users)
    .set({ last_login_at: now, last_active_at: now })
    .where(eq(users.id, user.id));
  const tokens = await createSession(tx, app.config.session, {
    organizationId: user.organization_id,
    userId: user.id,
    kind,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return {
    tokens,
    user: await currentUserOf(tx, { userId: user.id, ...grants, sessionKind: kind }),
  };
}

/**
 * E-mail and password sign-in, throttled per account and per client address: while either is
 * blocked the answer is 429 even for the right password; a success clears the account's counter.
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string } & Client,
): Promise<SignedIn> {
  const db = app.database.db;
  const keys = throttleKeys(input.email, input.ip);
  await assertNotThrottled(db, keys);
  const account = await findAccount(db, input.email);
  let result: SignedIn | null = null;
  if (account) {
    result = await withOrg(db, account.organization_id, async (tx) => {
      const [u] = await tx.select().from(users).where(eq(users.id, account.user_id)).limit(1);
      if (!u) return null;
      const ok = await verifyPassword(u.password_hash, input.password);
      await tx.insert(loginHistory).values({
        organization_id: u.organization_id,
        user_id: u.id,
        success: ok,
        ip: input.ip,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
      });
      return ok ? startSession(app, tx, u, 'password', input) : null;
    });
  } else {
    // Same work as a real check, so an unknown address answers in the same time.
    await verifyPassword(await dummyPasswordHash(), input.password);
  }
  if (!result) {
    await recordLoginFailure(db, keys);
    throw loginFailed();
  }
  await clearAccountFailures(db, keys.account);
  await pruneThrottle(db);
  return result;
}

export const REGISTRATION_CLOSED =
  'Registration is closed at this club; ask the club for an invitation';

/** Creates a member in the default organization and signs them in, while registration_enabled is on. */
export async function register(
  app: FastifyInstance,
  body: RegisterBody,
  client: Client,
): Promise<SignedIn> {
  const organizationId = await defaultOrganizationId(app.database.db);
  if (!organizationId) throw new AppError(403, 'registration_disabled', REGISTRATION_CLOSED);
  return withOrg(app.database.db, organizationId, async (tx) => {
    if (!(await readFlag(tx, organizationId, 'registration_enabled'))) {
      throw new AppError(403, 'registration_disabled', REGISTRATION_CLOSED);
    }
    const user = await createAccount(tx, {
      organizationId,
      email: body.email,
      password: body.password,
      first_name: body.first_name,
      last_name: body.last_name,
      roleNames: ['member'],
    }).catch((err: unknown) => {
      // Say no more than that this address cannot be used: not which club it belongs to.
      if (err instanceof AppError && err.statusCode === 409) {
        throw conflict(
          'This e-mail address cannot be registered. If it is yours, sign in or reset your password.',
        );
      }
      throw err;
    });
    return startSession(app, tx, user, 'password', client);
  });
}
