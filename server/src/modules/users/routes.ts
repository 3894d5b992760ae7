import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  activeUsersQuery,
  errorResponse,
  idParam,
  inactiveUsersQuery,
  loginHistoryEntry,
  pageQuery,
  passwordSet,
  recentQuery,
  roleNameParam,
  user,
  userActivityEntry,
  userBulkCreate,
  userBulkUpdate,
  userCreate,
  userListQuery,
  userPreferences,
  userSearchQuery,
  userStats,
  userStatusUpdate,
  userSuspend,
  userUpdate,
  type User,
} from '@fairway/shared-api/contract';
import { listActivity, listLogins } from './activity';
import { golfPreferenceRoutes } from './golf-preference-routes';
import { profileRoutes } from './profile-routes';
import type { UserFilter } from './repository';
import * as service from './service';

const tags = ['Users'];
const read = { permission: PERMISSIONS.usersRead };
const write = { permission: PERMISSIONS.usersWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const users = z.array(user);

/** One page of users matching the filter, in the caller's organization; the total goes in X-Total-Count. */
async function sendList(
  req: FastifyRequest,
  reply: FastifyReply,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<User[]> {
  const result = await req.tx((tx) => service.list(tx, req.principal(), filter, page));
  void reply.header('x-total-count', String(result.total));
  return result.users;
}

/** /api/settings/users/..., plus profiles and golf preferences. Role routes live in ../roles. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(golfPreferenceRoutes);

  // Lists (plain arrays, total in X-Total-Count)

  app.get(
    '/api/settings/users',
    {
      config: read,
      schema: {
        tags,
        summary: 'List users (filters q, status, role)',
        querystring: userListQuery,
        response: { 200: users, ...errors },
      },
    },
    async (req, reply) => {
      const { limit, offset, ...filter } = req.query;
      return sendList(req, reply, filter, { limit, offset });
    },
  );

  app.get(
    '/api/settings/users/search',
    {
      config: read,
      schema: {
        tags,
        summary: 'Find users by part of their e-mail or name',
        querystring: userSearchQuery,
        response: { 200: users, ...errors },
      },
    },
    async (req, reply) => {
      const { limit, offset, q } = req.query;
      return sendList(req, reply, { q }, { limit, offset });
    },
  );

  app.get(
    '/api/settings/users/by-role/:role',
    {
      config: read,
      schema: {
        tags,
        summary: 'Users who have a role (by name)',
        params: roleNameParam,
        querystring: pageQuery,
        response: { 200: users, ...errors },
      },
    },
    async (req, reply) => sendList(req, reply, { role: req.params.role }, req.query),
  );

  app.get(
    '/api/settings/users/without-role/:role',
    {
      config: read,
      schema: {
        tags,
        summary: 'Users who do not have a role (by name)',
        params: roleNameParam,
        querystring: pageQuery,
        response: { 200: users, ...errors },
      },
    },
    async (req, reply) => sendList(req, reply, { withoutRole: req.params.role }, req.query),
  );

  app.get(
    '/api/settings/users/active',
    {
      config: read,
      schema: {
        tags,
        summary: 'Users active within the last `days` (default 30)',
        querystring: activeUsersQuery,
        response: { 200: users, ...errors },
      },
    },
    async (req, reply) => {
      const { days, ...page } = req.query;
      return sendList(req, reply, { activeWithinDays: days }, page);
    },
  );

  app.get(
    '/api/settings/users/inactive',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Users with no activity for `days` (default 90), counting from creation if never active',
        querystring: inactiveUsersQuery,
        response: { 200: users, ...errors },
      },
    },
    async (req, reply) => {
      const { days, ...page } = req.query;
      return sendList(req, reply, { inactiveForDays: days }, page);
    },
  );

  // Creating and changing accounts

  app.post(
    '/api/settings/users',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a user',
        body: userCreate,
        response: { 201: user, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => service.create(tx, req.principal(), req.body))),
  );

  app.post(
    '/api/settings/users/bulk',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create up to 500 users, all or nothing',
        body: userBulkCreate,
        response: { 201: users, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tx((tx) => service.bulkCreate(tx, req.principal(), req.body.users))),
  );

  app.put(
    '/api/settings/users/bulk-update',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update up to 500 users, all or nothing',
        body: userBulkUpdate,
        response: { 200: users, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.bulkUpdate(tx, req.principal(), req.body.updates)),
  );

  app.get(
    '/api/settings/users/:id',
    {
      config: read,
      schema: { tags, summary: 'Get a user', params: idParam, response: { 200: user, ...errors } },
    },
    async (req) => req.tx((tx) => service.get(tx, req.principal(), req.params.id)),
  );

  app.put(
    '/api/settings/users/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a user',
        params: idParam,
        body: userUpdate,
        response: { 200: user, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.principal(), req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/users/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a user (not yourself, not the last admin)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.remove(tx, req.principal(), req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/settings/users/:id/status',
    {
      config: write,
      schema: {
        tags,
        summary: 'Set status active, inactive or pending',
        params: idParam,
        body: userStatusUpdate,
        response: { 200: user, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.setStatus(tx, req.principal(), req.params.id, req.body.status)),
  );

  app.post(
    '/api/settings/users/:id/suspend',
    {
      config: write,
      schema: {
        tags,
        summary: 'Suspend a user (reason required); ends their sessions',
        params: idParam,
        body: userSuspend,
        response: { 200: user, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.suspend(tx, req.principal(), req.params.id, req.body.reason)),
  );

  app.post(
    '/api/settings/users/:id/reactivate',
    {
      config: write,
      schema: {
        tags,
        summary: 'Make a suspended or inactive user active again',
        params: idParam,
        response: { 200: user, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.reactivate(tx, req.principal(), req.params.id)),
  );

  app.post(
    '/api/settings/users/:id/reset-password',
    {
      config: write,
      schema: {
        tags,
        summary: "Set a user's password; ends their sessions",
        params: idParam,
        body: passwordSet,
        response: { 200: user, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.resetPassword(tx, req.principal(), req.params.id, req.body)),
  );

  app.post(
    '/api/settings/users/:id/force-password-change',
    {
      config: write,
      schema: {
        tags,
        summary: 'Require a new password at next sign-in',
        params: idParam,
        response: { 200: user, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.forcePasswordChange(tx, req.principal(), req.params.id)),
  );

  app.post(
    '/api/settings/users/:id/verify-email',
    {
      config: write,
      schema: {
        tags,
        summary: "Mark the user's e-mail as verified",
        params: idParam,
        response: { 200: user, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.setEmailVerified(tx, req.principal(), req.params.id, true)),
  );

  app.post(
    '/api/settings/users/:id/unverify-email',
    {
      config: write,
      schema: {
        tags,
        summary: "Mark the user's e-mail as not verified",
        params: idParam,
        response: { 200: user, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.setEmailVerified(tx, req.principal(), req.params.id, false)),
  );

  // Reading about an account

  app.get(
    '/api/settings/users/:id/stats',
    {
      config: read,
      schema: {
        tags,
        summary: 'Sign-in counts, sessions, roles and dates',
        params: idParam,
        response: { 200: userStats, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.stats(tx, req.principal(), req.params.id)),
  );

  app.get(
    '/api/settings/users/:id/activity',
    {
      config: read,
      schema: {
        tags,
        summary: 'Actions taken on the account, newest first',
        params: idParam,
        querystring: recentQuery,
        response: { 200: z.array(userActivityEntry), ...errors },
      },
    },
    async (req) =>
      req.tx(async (tx) => {
        const u = await service.target(tx, req.principal(), req.params.id);
        return listActivity(tx, u.organization_id, u.id, req.query.limit);
      }),
  );

  app.get(
    '/api/settings/users/:id/login-history',
    {
      config: read,
      schema: {
        tags,
        summary: 'Sign-in attempts, newest first',
        params: idParam,
        querystring: recentQuery,
        response: { 200: z.array(loginHistoryEntry), ...errors },
      },
    },
    async (req) =>
      req.tx(async (tx) => {
        const u = await service.target(tx, req.principal(), req.params.id);
        return listLogins(tx, u.organization_id, u.id, req.query.limit);
      }),
  );

  // Preferences: one's own with self:use, anyone's with users:read / users:write

  app.get(
    '/api/settings/users/:id/preferences',
    {
      config: { permission: PERMISSIONS.selfService },
      schema: {
        tags,
        summary: "A user's preferences (a JSON object)",
        params: idParam,
        response: { 200: userPreferences, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.getPreferences(tx, req.principal(), req.params.id)),
  );

  app.put(
    '/api/settings/users/:id/preferences',
    {
      config: { permission: PERMISSIONS.selfService },
      schema: {
        tags,
        summary: "Replace a user's preferences",
        params: idParam,
        body: userPreferences,
        response: { 200: userPreferences, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.putPreferences(tx, req.principal(), req.params.id, req.body)),
  );
};
