import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  acceptedResponse,
  authStatus,
  currentUser,
  errorResponse,
  forgotPasswordBody,
  invitationTokenParam,
  loginBody,
  loginResponse,
  registerBody,
  sessionInfo,
  tenantIdResponse,
  type SessionInfo,
} from '@fairway/shared-api/contract';
import { unauthorized } from '../../lib/errors';
import { assertCsrf } from '../../plugins/platform/auth';
import {
  CSRF_COOKIE,
  REFRESH_COOKIE,
  clearSessionCookies,
  setSessionCookies,
} from '../../plugins/platform/auth/cookies';
import { loadGrants } from '../../plugins/platform/auth/principal';
import { revokeSession, rotateRefreshToken } from '../../plugins/platform/auth/sessions';
import { apiTokenRoutes } from './api-token-routes';
import { currentUserOf } from '../users';
import { signedInSessionOf } from './current-user';
import { invitationLogin } from './invitations';
import { FORGOT_PASSWORD_ANSWER, forgotPassword } from './password-resets';
import { passwordResetRoutes } from './password-reset-routes';
import { login, register, type Client, type SignedIn } from './service';

const tags = ['Auth'];

const clientOf = (req: FastifyRequest): Client => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
  previousSessionId: req.auth?.sessionId ?? null,
});

function signedIn(reply: FastifyReply, result: SignedIn) {
  setSessionCookies(reply, reply.server.config, result.tokens);
  return { authenticated: true as const, user: result.user };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Sign in with e-mail and password (throttled per account and per address); 409 choose_club lists the clubs when the address opens accounts at several',
        body: loginBody,
        response: {
          200: loginResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => signedIn(reply, await login(app, { ...req.body, ...clientOf(req) })),
  );

  app.post(
    '/api/auth/register',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Create a member account and sign in (only while registration_enabled is on)',
        body: registerBody,
        response: {
          201: loginResponse,
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const result = await register(app, req.body, clientOf(req));
      return reply.status(201).send(signedIn(reply, result));
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'E-mail a one-hour password reset link; the answer is the same whether or not the address is known',
        body: forgotPasswordBody,
        response: { 202: acceptedResponse },
      },
    },
    async (req, reply) => {
      await forgotPassword(app, req.body.email);
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/api/auth/invitation/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Sign in with an invitation link (single use; starts a session of kind invitation)',
        params: invitationTokenParam,
        response: {
          200: loginResponse,
          404: errorResponse,
          409: errorResponse,
          410: errorResponse,
        },
      },
    },
    async (req, reply) =>
      signedIn(reply, await invitationLogin(app, req.params.token, clientOf(req))),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { permission: PERMISSIONS.selfService },
      schema: {
        tags,
        summary: 'Sign out: ends the session on the server',
        response: { 204: z.null() },
      },
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
      schema: {
        tags,
        summary: 'Rotate the refresh token and issue a new access session (needs X-CSRF-Token)',
        response: { 200: loginResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req, reply) => {
      const token = req.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('No refresh token; sign in again');
      const result = await rotateRefreshToken(app.database.db, app.config.session, token, (s) =>
        assertCsrf(req, s.csrf_secret),
      );
      if (!result.ok) {
        clearSessionCookies(reply, app.config);
        throw unauthorized(
          result.reason === 'reused'
            ? 'This session was ended for your security; sign in again'
            : 'Your session has expired; sign in again',
        );
      }
      const s = result.session;
      const user = await app.withOrg(s.organization_id, async (tx) => {
        const grants = await loadGrants(tx, s.user_id, s.organization_id);
        if (!grants) throw unauthorized('This account is not active');
        return currentUserOf(tx, { userId: s.user_id, ...grants, sessionKind: s.kind });
      });
      return signedIn(reply, { tokens: result.tokens, user });
    },
  );

  app.get(
    '/api/auth/status',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Is the caller signed in? Never 401',
        response: { 200: authStatus },
      },
    },
    async (req) => ({
      authenticated: req.auth !== null,
      error: req.auth
        ? null
        : req.authProblem === 'none'
          ? 'Not authenticated'
          : `Session ${req.authProblem}`,
      tokenError: req.authProblem === 'malformed',
    }),
  );

  app.get(
    '/api/auth/session',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Start-up in one call: the signed-in user, the club's features and the user's preferences; signed out { authenticated: false } (never 401)",
        response: { 200: sessionInfo },
      },
    },
    async (req): Promise<SessionInfo> => {
      if (req.auth) return req.tx((tx) => signedInSessionOf(tx, req.principal()));
      const problem = req.authProblem;
      return {
        authenticated: false,
        error: problem === 'none' ? 'Not authenticated' : `Session ${problem}`,
        tokenError: problem === 'malformed',
        // The CSRF cookie lives as long as the refresh cookie (which only /api/auth/refresh sees):
        // without an access cookie, or with an expired one, a refresh may renew the session.
        renewable:
          Boolean(req.cookies[CSRF_COOKIE]) && (problem === 'none' || problem === 'expired'),
      };
    },
  );

  app.get(
    '/api/user/current',
    {
      config: { permission: PERMISSIONS.selfService },
      schema: { tags, summary: 'The signed-in user', response: { 200: currentUser } },
    },
    async (req) => req.tx((tx) => currentUserOf(tx, req.principal())),
  );

  app.get(
    '/api/user/tenant-id',
    {
      config: { permission: PERMISSIONS.selfService },
      schema: {
        tags,
        summary: "The signed-in user's tenant id",
        response: { 200: tenantIdResponse },
      },
    },
    async (req) => {
      const u = await req.tx((tx) => currentUserOf(tx, req.principal()));
      return { tenant_id: u.tenant_id };
    },
  );

  await app.register(passwordResetRoutes);
  await app.register(apiTokenRoutes);
};
