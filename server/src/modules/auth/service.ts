import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser, RegisterBody, SettingsSection } from '@fairway/shared-api/contract';
import { rowsOf, type Db } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { withOrg, type Tx } from '../../plugins/platform/database';
import type { IssuedTokens } from '../../plugins/platform/auth/cookies';
import { loadGrants } from '../../plugins/platform/auth/principal';
import { createSession, revokeSession } from '../../plugins/platform/auth/sessions';
import {
  DEFAULT_ACCOUNT_THROTTLE,
  assertNotThrottled,
  clearAccountFailures,
  pruneThrottle,
  recordLoginFailure,
  throttleKeys,
  type AccountThrottle,
} from '../../plugins/platform/auth/throttle';
import { defaultOrganizationId, organizationNameOf } from '../organizations';
import { readFlag, readSection } from '../settings';
import {
  createAccount,
  currentUserOf,
  findAccount,
  recordLoginAttempt,
  recordSignIn,
  type UserRow,
} from '../users';

/** Spec message for any failed sign-in; never says whether the address exists. */
export const LOGIN_FAILED = 'Login failed';

const loginFailed = () => new AppError(401, 'login_failed', LOGIN_FAILED);

export type AccountRef = { user_id: number; organization_id: number };

/**
 * Every account with the address across clubs (an address is unique per club). Outside any
 * organization's scope on purpose: before sign-in nobody knows the club yet. A SECURITY DEFINER
 * lookup that answers ids only, at most 10, oldest first.
 */
export async function findAccounts(db: Db, email: string): Promise<AccountRef[]> {
  const res = await db.execute(
    sql`SELECT user_id, organization_id FROM fairway_find_account(${email.trim()})`,
  );
  return rowsOf<AccountRef>(res);
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
  await recordSignIn(tx, user.id, app.now());
  const security = await readSection(tx, 'security');
  const tokens = await createSession(tx, app.config.session, {
    organizationId: user.organization_id,
    userId: user.id,
    kind,
    ip: client.ip,
    userAgent: client.userAgent,
    limits: {
      idleMinutes: security.session_idle_minutes,
      absoluteHours: security.session_absolute_hours,
    },
  });
  return {
    tokens,
    user: await currentUserOf(tx, { userId: user.id, ...grants, sessionKind: kind }),
  };
}

const accountThrottleOf = (security: SettingsSection<'security'>): AccountThrottle => ({
  limit: security.login_attempts_before_throttle,
  lockoutMinutes: security.lockout_minutes,
});

/** The strictest of several clubs' throttles: the lowest limit, the longest lockout. */
const strictest = (throttles: AccountThrottle[]): AccountThrottle =>
  throttles.length === 0
    ? DEFAULT_ACCOUNT_THROTTLE
    : {
        limit: Math.min(...throttles.map((t) => t.limit)),
        lockoutMinutes: Math.max(...throttles.map((t) => t.lockoutMinutes)),
      };

type Candidate = {
  user: UserRow;
  throttle: AccountThrottle;
  clubName: string;
};

async function candidateOf(db: Db, account: AccountRef): Promise<Candidate | null> {
  return withOrg(db, account.organization_id, async (tx) => {
    const user = await findAccount(tx, account.user_id);
    if (!user) return null;
    const security = await readSection(tx, 'security');
    const clubName = (await organizationNameOf(tx, user.organization_id)) ?? '';
    return { user, throttle: accountThrottleOf(security), clubName };
  });
}

async function recordAttempt(db: Db, user: Candidate['user'], ok: boolean, client: Client) {
  await withOrg(db, user.organization_id, (tx) =>
    recordLoginAttempt(tx, {
      organizationId: user.organization_id,
      userId: user.id,
      success: ok,
      ip: client.ip,
      userAgent: client.userAgent,
    }),
  );
}

export const CHOOSE_CLUB =
  'This e-mail address has an account at more than one club: choose the club to sign in to';

/**
 * E-mail and password sign-in, throttled per account and per client address: while either is
 * blocked the answer is 429 even for the right password; a success clears the account's counter.
 * An address may have an account at several clubs: the password is checked against each (in
 * parallel, so the time does not tell how many there are) and the one it opens is signed in. When
 * it opens more than one and no organization_id was sent, the answer is 409 with those clubs
 * only — the person has just proved the password of each. Failures count against the strictest
 * of the clubs' throttles; an unknown address gets the defaults.
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string; organization_id?: number } & Client,
): Promise<SignedIn> {
  const db = app.database.db;
  const keys = throttleKeys(input.email, input.ip);
  await assertNotThrottled(db, keys);
  const accounts = (await findAccounts(db, input.email)).filter(
    (a) => input.organization_id === undefined || a.organization_id === input.organization_id,
  );
  const candidates: Candidate[] = [];
  for (const account of accounts) {
    const candidate = await candidateOf(db, account);
    if (candidate) candidates.push(candidate);
  }
  // Same work for an unknown address as for a real check, so the time tells nothing.
  if (candidates.length === 0) await verifyPassword(await dummyPasswordHash(), input.password);
  const checks = await Promise.all(
    candidates.map((c) => verifyPassword(c.user.password_hash, input.password)),
  );
  const opened = candidates.filter((_, i) => checks[i]);
  if (opened.length === 0) {
    for (const c of candidates) await recordAttempt(db, c.user, false, input);
    await recordLoginFailure(db, keys, strictest(candidates.map((c) => c.throttle)));
    throw loginFailed();
  }
  if (opened.length > 1) {
    throw new AppError(
      409,
      'choose_club',
      CHOOSE_CLUB,
      opened.map((c) => ({ organization_id: c.user.organization_id, name: c.clubName })),
    );
  }
  const { user } = opened[0]!;
  const result = await withOrg(db, user.organization_id, (tx) =>
    startSession(app, tx, user, 'password', input),
  );
  await recordAttempt(db, user, true, input);
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
    if (!(await readFlag(tx, 'registration_enabled'))) {
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
