import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, authStatus, currentUser, errorResponse, loginBody, loginResponse, tenantIdResponse } from '@fairway/shared-api/contract';
import { AppError, unauthorized } from '../../lib/errors';
import { assertCsrf } from '../../plugins/platform/auth';
import { REFRESH_COOKIE, clearSessionCookies, setSessionCookies } from '../../plugins/platform/auth/cookies';
import { loadGrants } from '../../plugins/platform/auth/principal';
import { revokeSession, rotateRefreshToken } from '../../plugins/platform/auth/sessions';
import { currentUserOf } from './current-user';
import { LOGIN_FAILED, login } from './service';

const tags = ['Auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: { tags, summary: 'Sign in with e-mail and password', body: loginBody, response: { 200: loginResponse, 401: errorResponse, 429: errorResponse } },
    },
    async (req, reply) => {
      const result = await login(app, {
        email: req.body.email,
        password: req.body.password,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      if (!result.ok) throw new AppError(401, 'login_failed', LOGIN_FAILED);
      setSessionCookies(reply, app.config, result.tokens);
      return { authenticated: true as const, user: result.user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { permission: PERMISSIONS.selfService },
      schema: { tags, summary: 'Sign out: ends the session on the server', response: { 204: z.null() } },
    },
    async (req, reply) => {
      const p = req.principal();
      if (p.sessionId) await revokeSession(app.database.db, p.sessionId, 'logout');
      clearSessionCookies(reply, app.config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { public: true },
      schema: { tags, summary: 'Rotate the refresh token and issue a new access session', response: { 200: loginResponse, 401: errorResponse, 403: errorResponse } },
    },
    async (req, reply) => {
      const token = req.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('No refresh token; sign in again');
      const result = await rotateRefreshToken(app.database.db, app.config.session, token);
      if (!result.ok) {
        clearSessionCookies(reply, app.config);
        throw unauthorized(result.reason === 'reused' ? 'This session was ended for your security; sign in again' : 'Your session has expired; sign in again');
      }
      assertCsrf(req, result.session.csrf_secret);
      setSessionCookies(reply, app.config, result.tokens);
      const s = result.session;
      const user = await app.withOrg(s.organization_id, async (tx) => {
        const grants = await loadGrants(tx, s.user_id);
        if (!grants) throw unauthorized('This account is not active');
        return currentUserOf(tx, { userId: s.user_id, ...grants, sessionKind: s.kind });
      });
      return { authenticated: true as const, user };
    },
  );

  app.get(
    '/api/auth/status',
    { config: { public: true }, schema: { tags, summary: 'Is the caller signed in?', response: { 200: authStatus } } },
    async (req) => ({
      authenticated: req.auth !== null,
      error: req.auth ? null : req.authProblem === 'none' ? 'Not authenticated' : `Session ${req.authProblem}`,
      tokenError: req.authProblem === 'malformed',
    }),
  );

  app.get(
    '/api/user/current',
    { config: { permission: PERMISSIONS.selfService }, schema: { tags, summary: 'The signed-in user', response: { 200: currentUser } } },
    async (req) => req.tx((tx) => currentUserOf(tx, req.principal())),
  );

  app.get(
    '/api/user/tenant-id',
    { config: { permission: PERMISSIONS.selfService }, schema: { tags, summary: "The signed-in user's tenant id", response: { 200: tenantIdResponse } } },
    async (req) => {
      const u = await req.tx((tx) => currentUserOf(tx, req.principal()));
      return { tenant_id: u.tenant_id };
    },
  );
};
