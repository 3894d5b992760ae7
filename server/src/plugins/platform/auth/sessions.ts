import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/client';
import type { AppConfig } from '../../../config';
import { hmac, randomToken, safeEqual, sha256 } from '../../../lib/tokens';
import { withOrg } from '../database';
import type { IssuedTokens } from './cookies';
import { refreshTokens, sessions } from './tables';

type SessionConfig = AppConfig['session'];
export type SessionRow = typeof sessions.$inferSelect;

/** The session lengths a club chose (its security settings). */
export type SessionLimits = { idleMinutes: number; absoluteHours: number };

/** What decides whether a session may be used now, as milliseconds since the epoch. */
export type SessionTimes = {
  createdMs: number;
  lastSeenMs: number;
  accessExpiresMs: number;
  absoluteExpiresMs: number;
  /** The club's idle minutes when the session started or the club last changed them. */
  idleMinutes: number | null;
  revoked: boolean;
};

const timesOf = (s: SessionRow): SessionTimes => ({
  createdMs: s.created_at.getTime(),
  lastSeenMs: s.last_seen_at.getTime(),
  accessExpiresMs: s.access_expires_at.getTime(),
  absoluteExpiresMs: s.absolute_expires_at.getTime(),
  idleMinutes: s.idle_minutes,
  revoked: s.revoked_at !== null,
});

/*
 * The installation's SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS are ceilings: a club may
 * choose shorter sessions, never longer ones. A session row carries its club's values; the ceiling
 * is applied when the session is checked, so a lower one in the environment also shortens the
 * sessions that already exist, and a club's change needs no configuration to be written.
 */
const idleMinutesOf = (cfg: SessionConfig, t: SessionTimes): number =>
  Math.min(t.idleMinutes ?? cfg.idleMinutes, cfg.idleMinutes);

const absoluteExpiryOf = (cfg: SessionConfig, t: SessionTimes): number =>
  Math.min(t.absoluteExpiresMs, t.createdMs + cfg.absoluteHours * 3600_000);

const idleSince = (cfg: SessionConfig, t: SessionTimes, now: number): boolean =>
  t.lastSeenMs + idleMinutesOf(cfg, t) * 60_000 <= now;

/** Why the session may not be used at `now`: revoked, past its absolute or access expiry, idle. */
export function sessionProblem(
  cfg: SessionConfig,
  t: SessionTimes,
  now: number,
): 'revoked' | 'expired' | 'idle' | null {
  if (t.revoked) return 'revoked';
  if (absoluteExpiryOf(cfg, t) <= now) return 'expired';
  if (idleSince(cfg, t, now)) return 'idle';
  if (t.accessExpiresMs <= now) return 'expired';
  return null;
}

/** The sliding idle window is written at most once a minute, to keep reads cheap. */
export const TOUCH_EVERY_MS = 60_000;

export const touchDue = (t: SessionTimes, now: number): boolean =>
  now - t.lastSeenMs > TOUCH_EVERY_MS;

/** CSRF token: a nonce signed with the session's secret (signed double submit, bound to the session). */
export function csrfTokenFor(csrfSecret: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${hmac(csrfSecret, nonce)}`;
}

export function csrfTokenValid(csrfSecret: string, token: string): boolean {
  const [nonce, sig] = token.split('.');
  if (!nonce || !sig) return false;
  return safeEqual(sig, hmac(csrfSecret, nonce));
}

export type NewSession = {
  organizationId: number;
  userId: number;
  kind?: 'password' | 'invitation';
  ip?: string | null;
  userAgent?: string | null;
  /** The club's session lengths. */
  limits: SessionLimits;
};

/** Creates a session with a new id (never reusing one the client presented) and its first tokens. */
export async function createSession(
  db: Db,
  cfg: SessionConfig,
  s: NewSession,
): Promise<IssuedTokens & { sessionId: string }> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const csrfSecret = randomToken();
  const now = Date.now();
  const absoluteExpiresAt = new Date(
    now + Math.min(s.limits.absoluteHours, cfg.absoluteHours) * 3600 * 1000,
  );
  const [row] = await db
    .insert(sessions)
    .values({
      organization_id: s.organizationId,
      user_id: s.userId,
      kind: s.kind ?? 'password',
      access_hash: sha256(accessToken),
      access_expires_at: new Date(now + cfg.accessTtlSeconds * 1000),
      csrf_secret: csrfSecret,
      absolute_expires_at: absoluteExpiresAt,
      idle_minutes: s.limits.idleMinutes,
      ip: s.ip ?? null,
      user_agent: s.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  await db.insert(refreshTokens).values({
    token_hash: sha256(refreshToken),
    organization_id: s.organizationId,
    session_id: row!.id,
    expires_at: absoluteExpiresAt,
  });
  return { sessionId: row!.id, accessToken, refreshToken, csrfToken: csrfTokenFor(csrfSecret) };
}

/** A session as fairway_session_principal answers it, with its user's grants when active. */
export type SessionPrincipal = {
  id: string;
  organization_id: number;
  user_id: number;
  kind: 'password' | 'invitation';
  csrf_secret: string;
  times: SessionTimes;
  /** null when the user is gone or no longer in the session's organization. */
  status: string | null;
  must_change_password: boolean;
  roles: string[];
  permissions: string[];
};

type PrincipalRow = Omit<SessionPrincipal, 'times' | 'roles' | 'permissions'> & {
  roles: string[] | null;
  permissions: string[] | null;
  created_ms: number;
  last_seen_ms: number;
  access_expires_ms: number;
  absolute_expires_ms: number;
  idle_minutes: number | null;
  revoked: boolean;
};

/** The session an access token opens, with its user's status and grants: one statement. */
export async function findSessionPrincipal(
  db: Db,
  token: string,
): Promise<SessionPrincipal | null> {
  const ms = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);
  const res = await db.execute(sql`
    SELECT id, organization_id, user_id, kind, csrf_secret, status,
      coalesce(must_change_password, false) AS must_change_password, roles, permissions,
      ${ms('created_at')} AS created_ms, ${ms('last_seen_at')} AS last_seen_ms,
      ${ms('access_expires_at')} AS access_expires_ms,
      ${ms('absolute_expires_at')} AS absolute_expires_ms,
      idle_minutes, revoked_at IS NOT NULL AS revoked
    FROM fairway_session_principal(${sha256(token)})`);
  const row = rowsOf<PrincipalRow>(res)[0];
  if (!row) return null;
  return {
    id: row.id,
    organization_id: row.organization_id,
    user_id: row.user_id,
    kind: row.kind,
    csrf_secret: row.csrf_secret,
    status: row.status,
    must_change_password: row.must_change_password,
    roles: row.roles ?? [],
    permissions: row.permissions ?? [],
    times: {
      createdMs: row.created_ms,
      lastSeenMs: row.last_seen_ms,
      accessExpiresMs: row.access_expires_ms,
      absoluteExpiresMs: row.absolute_expires_ms,
      idleMinutes: row.idle_minutes,
      revoked: row.revoked,
    },
  };
}

/** Slides the session's idle window and its user's last activity to now: one statement. */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.execute(sql`SELECT fairway_touch_session(${sessionId})`);
}

export type RefreshResult =
  | { ok: true; session: SessionRow; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'revoked' | 'idle' };

/**
 * Rotates a refresh token: the presented one is spent and a new access + refresh pair issued.
 * A spent token presented again means it was stolen or replayed: the whole session ends.
 * `authorize` runs before anything is spent (the CSRF check), so a refused call changes nothing.
 */
export async function rotateRefreshToken(
  db: Db,
  cfg: SessionConfig,
  token: string,
  authorize: (session: SessionRow) => void = () => undefined,
): Promise<RefreshResult> {
  const hash = sha256(token);
  // The token names its organization; everything else happens behind that organization's wall.
  const [found] = rowsOf<{ organization_id: number }>(
    await db.execute(sql`SELECT organization_id FROM fairway_find_refresh_token(${hash})`),
  );
  if (!found) return { ok: false, reason: 'unknown' };
  return withOrg(db, found.organization_id, (tx) => rotateWithin(tx, cfg, hash, authorize));
}

/**
 * A refresh token presented again within this long after it was spent is a retry, not a theft:
 * the browser never received the answer (a page left mid-refresh, a dropped mobile connection) or
 * two tabs refreshed at once. It gets a new pair; later, the whole session ends.
 */
export const REFRESH_RETRY_GRACE_MS = 10_000;

async function spentWithin(db: Db, hash: string, since: number): Promise<boolean> {
  const [row] = await db
    .select({ used_at: refreshTokens.used_at })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hash))
    .limit(1);
  return row?.used_at != null && row.used_at.getTime() >= since;
}

async function rotateWithin(
  db: Db,
  cfg: SessionConfig,
  hash: string,
  authorize: (session: SessionRow) => void,
): Promise<RefreshResult> {
  const [rt] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hash))
    .limit(1);
  if (!rt) return { ok: false, reason: 'unknown' };
  const [s] = await db.select().from(sessions).where(eq(sessions.id, rt.session_id)).limit(1);
  if (!s) return { ok: false, reason: 'unknown' };
  if (s.revoked_at) return { ok: false, reason: 'revoked' };
  authorize(s);
  // Spend the token with a conditional update so that two racing refreshes cannot both win.
  const spent = await db
    .update(refreshTokens)
    .set({ used_at: new Date() })
    .where(and(eq(refreshTokens.token_hash, hash), isNull(refreshTokens.used_at)))
    .returning({ token_hash: refreshTokens.token_hash });
  const now = Date.now();
  if (spent.length === 0 && !(await spentWithin(db, hash, now - REFRESH_RETRY_GRACE_MS))) {
    await revokeSession(db, s.id, 'refresh_token_reuse');
    return { ok: false, reason: 'reused' };
  }
  if (absoluteExpiryOf(cfg, timesOf(s)) <= now || rt.expires_at.getTime() <= now)
    return { ok: false, reason: 'expired' };
  if (idleSince(cfg, timesOf(s), now)) {
    await revokeSession(db, s.id, 'idle_timeout');
    return { ok: false, reason: 'idle' };
  }
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const [updated] = await db
    .update(sessions)
    .set({
      access_hash: sha256(accessToken),
      access_expires_at: new Date(now + cfg.accessTtlSeconds * 1000),
      last_seen_at: new Date(now),
    })
    .where(eq(sessions.id, s.id))
    .returning();
  await db.insert(refreshTokens).values({
    token_hash: sha256(refreshToken),
    organization_id: s.organization_id,
    session_id: s.id,
    expires_at: s.absolute_expires_at,
  });
  return {
    ok: true,
    session: updated!,
    tokens: { accessToken, refreshToken, csrfToken: csrfTokenFor(s.csrf_secret) },
  };
}

/**
 * A club changed its session lengths: its live sessions follow at once (in the caller's
 * transaction, the one that saves the settings), counted from each session's start. A session
 * that has already ended stays ended. Its unspent refresh tokens expire with it.
 */
export async function applySessionLimits(
  db: Db,
  organizationId: number,
  limits: SessionLimits,
): Promise<void> {
  await db.execute(sql`
    WITH changed AS (
      UPDATE sessions SET
        idle_minutes = ${limits.idleMinutes},
        absolute_expires_at = created_at + make_interval(hours => ${limits.absoluteHours})
      WHERE organization_id = ${organizationId} AND revoked_at IS NULL AND absolute_expires_at > now()
      RETURNING id, absolute_expires_at)
    UPDATE refresh_tokens AS r SET expires_at = c.absolute_expires_at
    FROM changed AS c WHERE r.session_id = c.id AND r.used_at IS NULL`);
}

/** Ends one session, in whichever organization it is (the id comes from its holder). */
export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.execute(sql`SELECT fairway_end_session(${sessionId}::uuid, ${reason})`);
}

/** Ends every session of a user (suspension, password change, forced logout). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  await db.execute(sql`UPDATE sessions SET revoked_at = now(), revoked_reason = ${reason}
    WHERE user_id = ${userId} AND revoked_at IS NULL ${exceptSessionId ? sql`AND id <> ${exceptSessionId}` : sql``}`);
}

export async function sessionCount(db: Db, userId: number): Promise<number> {
  const res = await db.execute(
    sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId} AND revoked_at IS NULL AND absolute_expires_at > now()`,
  );
  return rowsOf<{ n: number }>(res)[0]?.n ?? 0;
}
