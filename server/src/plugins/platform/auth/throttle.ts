import { sql } from 'drizzle-orm';
import { SETTINGS_DEFAULTS } from '@fairway/shared-api/contract';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/client';
import { tooManyRequests } from '../../../lib/errors';
import { sha256 } from '../../../lib/tokens';

/**
 * Failed sign-ins counted per account (e-mail) and per client address in login_throttle, so that
 * every server process sharing the database sees the same counters. A key that reaches its limit
 * within the window is blocked for a while (the account's club decides how many failures and how
 * long; an address is blocked for one window); there is no permanent lockout.
 */
export const THROTTLE_WINDOW_MINUTES = 15;
export const ADDRESS_FAILURE_LIMIT = 50;

/** How many failures block an account, and for how long: its club's security settings. */
export type AccountThrottle = { limit: number; lockoutMinutes: number };

/** For addresses that have no account, so the answer does not tell whether one exists. */
export const DEFAULT_ACCOUNT_THROTTLE: AccountThrottle = {
  limit: SETTINGS_DEFAULTS.security.login_attempts_before_throttle,
  lockoutMinutes: SETTINGS_DEFAULTS.security.lockout_minutes,
};

export type ThrottleKeys = { account: string; address: string };

/** The e-mail is hashed so that the table does not collect addresses people mistyped. */
export const accountThrottleKey = (email: string) =>
  `account:${sha256(email.trim().toLowerCase())}`;

export const throttleKeys = (email: string, ip: string): ThrottleKeys => ({
  account: accountThrottleKey(email),
  address: `address:${ip}`,
});

function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Throws 429 with Retry-After while the account or the address is blocked. */
export async function assertNotThrottled(db: Db, keys: ThrottleKeys): Promise<void> {
  const res = await db.execute(sql`
    SELECT ceil(extract(epoch FROM max(blocked_until) - now()))::int AS seconds
    FROM login_throttle
    WHERE key IN (${keys.account}, ${keys.address}) AND blocked_until > now()`);
  const seconds = rowsOf<{ seconds: number | null }>(res)[0]?.seconds;
  if (seconds && seconds > 0) throw tooManyRequests(retryMessage(seconds), seconds);
}

/**
 * Counts one failure in a single atomic upsert. A fresh count starts when the window has passed or
 * a block has been served, so a short lockout gives the full number of attempts again.
 */
async function countFailure(
  db: Db,
  key: string,
  limit: number,
  lockoutMinutes: number,
): Promise<void> {
  const window = sql`make_interval(mins => ${THROTTLE_WINDOW_MINUTES})`;
  const live = sql`(t.window_started_at > now() - ${window} AND (t.blocked_until IS NULL OR t.blocked_until > now()))`;
  await db.execute(sql`
    INSERT INTO login_throttle AS t (key, failures, window_started_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${live} THEN t.failures + 1 ELSE 1 END,
      window_started_at = CASE WHEN ${live} THEN t.window_started_at ELSE now() END,
      blocked_until = CASE WHEN ${live} AND t.failures + 1 >= ${limit}
        THEN now() + make_interval(mins => ${lockoutMinutes}) ELSE NULL END`);
}

export async function recordLoginFailure(
  db: Db,
  keys: ThrottleKeys,
  account: AccountThrottle,
): Promise<void> {
  await countFailure(db, keys.account, account.limit, account.lockoutMinutes);
  await countFailure(db, keys.address, ADDRESS_FAILURE_LIMIT, THROTTLE_WINDOW_MINUTES);
}

/** A successful sign-in (or password reset) clears the account's counter; the address keeps its own. */
export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_throttle WHERE key = ${accountKey}`);
}

/** Drops counters whose window and block have both passed, so the table stays small. */
export async function pruneThrottle(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM login_throttle
    WHERE window_started_at < now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})
      AND (blocked_until IS NULL OR blocked_until < now())`);
}
