import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '@fairway/shared-api/contract';
import { rowsOf } from '../../../db/client';
import { AppError, forbidden, unauthorized } from '../../../lib/errors';
import { sha256 } from '../../../lib/tokens';
import { withOrg, type Tx } from '../database';
import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER } from './cookies';
import type { AppConfig } from '../../../config';
import { loadGrants, type Principal } from './principal';
import { PrincipalCache } from './principal-cache';
import {
  csrfTokenValid,
  findSessionPrincipal,
  revokeSession,
  sessionProblem,
  touchDue,
  touchSession,
  type SessionPrincipal,
  type SessionTimes,
} from './sessions';
import { apiTokens } from './tables';

type SessionConfig = AppConfig['session'];

export type AuthProblem =
  'none' | 'malformed' | 'expired' | 'revoked' | 'idle' | 'unknown' | 'inactive';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean;
    /**
     * The `<module>:<action>` permission the caller needs (a list: any one of them). Every
     * non-public route declares one.
     */
    permission?: string | readonly string[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Sessions resolved in the last few seconds (see principal-cache.ts). */
    principals: PrincipalCache;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    auth: Principal | null;
    authProblem: AuthProblem;
    /** The signed-in principal, or a 401. */
    principal(): Principal;
    /** A transaction scoped to the caller's organization (row-level security applies). */
    tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

/** While a user must change their password, only these calls are let through (everything else: 403). */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  'GET /api/user/current',
  'POST /api/auth/logout',
  'GET /api/auth/status',
  'POST /api/settings/profiles/change-password',
]);

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
const API_TOKEN_SHAPE = /^fw_[A-Za-z0-9_-]{20,200}$/;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function assertCsrf(req: FastifyRequest, csrfSecret: string): void {
  const header = req.headers[CSRF_HEADER];
  const cookie = req.cookies[CSRF_COOKIE];
  if (
    typeof header !== 'string' ||
    !cookie ||
    header !== cookie ||
    !csrfTokenValid(csrfSecret, header)
  ) {
    throw new AppError(
      403,
      'csrf',
      'Missing or invalid CSRF token: send the csrf_token cookie value in X-CSRF-Token',
    );
  }
}

type SessionCheck = { principal: Principal; times: SessionTimes } | { problem: AuthProblem };

/** A session the database answered for, as the request may use it (or why not). */
function checkSession(cfg: SessionConfig, s: SessionPrincipal | null, now: number): SessionCheck {
  if (!s) return { problem: 'unknown' };
  const problem = sessionProblem(cfg, s.times, now);
  if (problem) return { problem };
  if (s.status !== 'active') return { problem: 'inactive' };
  // Frozen: the cache hands the same principal to every request of the session.
  return {
    times: s.times,
    principal: Object.freeze({
      userId: s.user_id,
      organizationId: s.organization_id,
      via: 'session',
      sessionId: s.id,
      sessionKind: s.kind,
      csrfSecret: s.csrf_secret,
      roles: Object.freeze(s.roles) as string[],
      permissions: Object.freeze(s.permissions) as string[],
      mustChangePassword: s.must_change_password,
    }),
  };
}

/**
 * The session the access cookie opens: from the principal cache while its expiry, idle and
 * absolute limits still allow it, else from the database in one statement. A session whose user
 * is no longer active is ended. The idle window slides at most once a minute, in one statement.
 */
async function fromSession(
  app: FastifyInstance,
  req: FastifyRequest,
  token: string,
): Promise<void> {
  if (!TOKEN_SHAPE.test(token)) {
    req.authProblem = 'malformed';
    return;
  }
  const db = app.database.db;
  const cfg = app.config.session;
  const hash = sha256(token);
  const now = Date.now();
  let session = app.principals.get(hash, now);
  // A cached session that now looks over a limit is asked about again: another process may have
  // moved its idle window.
  if (session && sessionProblem(cfg, session.times, now)) {
    app.principals.delete(hash);
    session = undefined;
  }
  if (!session) {
    const found = await app.principals.resolve(
      hash,
      () => findSessionPrincipal(db, token),
      (s) => {
        const check = checkSession(cfg, s, now);
        return 'principal' in check ? check : null;
      },
    );
    const check = checkSession(cfg, found, now);
    if ('problem' in check) {
      if (check.problem === 'inactive') await revokeSession(db, found!.id, 'user_not_active');
      req.authProblem = check.problem;
      return;
    }
    session = check;
  }
  if (touchDue(session.times, now)) {
    // Concurrent requests of the session see the new time at once and do not touch again.
    session.times.lastSeenMs = now;
    await touchSession(db, session.principal.sessionId!);
  }
  req.auth = session.principal;
}

async function fromBearer(app: FastifyInstance, req: FastifyRequest, token: string): Promise<void> {
  if (!API_TOKEN_SHAPE.test(token)) {
    req.authProblem = 'malformed';
    return;
  }
  const hash = sha256(token);
  const db = app.database.db;
  const org = rowsOf<{ organization_id: number }>(
    await db.execute(sql`SELECT organization_id FROM fairway_find_api_token(${hash})`),
  )[0];
  if (!org) {
    req.authProblem = 'unknown';
    return;
  }
  const principal = await withOrg(db, org.organization_id, async (tx) => {
    const [t] = await tx
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.token_hash, hash), isNull(apiTokens.revoked_at)))
      .limit(1);
    if (!t || (t.expires_at && t.expires_at.getTime() <= Date.now())) return null;
    const grants = await loadGrants(tx, t.user_id, t.organization_id);
    if (!grants) return null;
    await tx.update(apiTokens).set({ last_used_at: new Date() }).where(eq(apiTokens.id, t.id));
    return { userId: t.user_id, organizationId: t.organization_id, ...grants };
  });
  if (!principal) {
    req.authProblem = 'revoked';
    return;
  }
  req.auth = { ...principal, via: 'token', sessionId: null, sessionKind: null, csrfSecret: null };
}

function authFailureMessage(req: FastifyRequest): string {
  if (req.authProblem === 'none') return 'Authentication required';
  if (req.headers.authorization?.startsWith('Bearer '))
    return 'This API token is not valid: it is unknown, expired or revoked';
  return 'Your session has expired; sign in again';
}

/**
 * Authenticates every request (session cookie or bearer API token), then enforces the route's
 * declared access: public, or signed in with the named permission, plus CSRF on unsafe methods.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const principals = new PrincipalCache();
    app.decorate('principals', principals);
    const unsubscribe = app.database.onNotification('fairway_principals', (key) =>
      principals.invalidate(key),
    );
    app.addHook('onClose', async () => unsubscribe());
    app.decorateRequest('auth', null);
    app.decorateRequest('authProblem', 'none');
    app.decorateRequest('principal', function (this: FastifyRequest) {
      if (!this.auth) throw unauthorized();
      return this.auth;
    });
    // A GET reads: on PostgreSQL its statements travel without BEGIN and COMMIT (one round trip
    // each), and the rare GET that writes runs again in a transaction (db/scoped-reads.ts).
    app.decorateRequest('tx', function <T>(this: FastifyRequest, fn: (tx: Tx) => Promise<T>) {
      return app.database.withOrg(this.principal().organizationId, fn, {
        reads: this.method === 'GET' || this.method === 'HEAD',
      });
    });

    // A route under /api must say who may call it; a forgotten declaration stops the server from starting.
    app.addHook('onRoute', (route) => {
      // Outside /api only the portal's static files and /metrics are served: public by nature.
      if (!route.url.startsWith('/api/')) {
        route.config = { ...(route.config ?? {}), public: true };
        return;
      }
      if (route.url.startsWith('/api/docs')) {
        route.config = { ...(route.config ?? {}), public: true };
        return;
      }
      const cfg = route.config as
        { public?: boolean; permission?: string | readonly string[] } | undefined;
      if (!cfg?.public && [cfg?.permission ?? []].flat().length === 0) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} declares neither config.public nor config.permission`,
        );
      }
    });

    // Only the API looks at who is calling: the portal's static files never cost a lookup.
    app.addHook('onRequest', async (req) => {
      if (!req.url.startsWith('/api/')) return;
      const header = req.headers.authorization;
      const token = req.cookies[ACCESS_COOKIE];
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
      // Some clients send their own copy of the session as a bearer beside the cookies (the
      // spec's pro-shop analytics client does): what is not an API token then defers to the
      // session cookie, which still needs its CSRF header on unsafe methods.
      if (bearer !== null && (API_TOKEN_SHAPE.test(bearer) || !token))
        return fromBearer(app, req, bearer);
      if (token) return fromSession(app, req, token);
    });

    // Before validation: a caller who may not use a route gets 401/403, never a 400 that describes its schema.
    app.addHook('preValidation', async (req) => {
      const cfg = req.routeOptions.config;
      if (cfg.public || !req.routeOptions.url) return;
      const auth = req.auth;
      if (!auth) throw unauthorized(authFailureMessage(req));
      if (auth.via === 'session' && UNSAFE_METHODS.has(req.method))
        assertCsrf(req, auth.csrfSecret!);
      if (
        auth.mustChangePassword &&
        !ALLOWED_BEFORE_PASSWORD_CHANGE.has(`${req.method} ${req.routeOptions.url}`)
      ) {
        throw new AppError(
          403,
          'password_change_required',
          'You must change your password before you can continue',
        );
      }
      const needed = [cfg.permission ?? []].flat();
      if (needed.length > 0 && !needed.some((p) => hasPermission(auth.permissions, p)))
        throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
