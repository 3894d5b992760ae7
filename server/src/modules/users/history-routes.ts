import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  loginHistoryEntry,
  recentQuery,
  userActivityEntry,
  userStats,
} from '@fairway/shared-api/contract';
import { listActivity, listLogins } from './activity';
import { errors, read, tags } from './route-common';
import * as service from './service';

/** Reading about an account: its numbers, the actions taken on it, its sign-in attempts. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (req) => req.tx((tx) => service.stats(tx, req.params.id)),
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
        const u = await service.target(tx, req.params.id);
        return listActivity(tx, u.id, req.query.limit);
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
        const u = await service.target(tx, req.params.id);
        return listLogins(tx, u.id, req.query.limit);
      }),
  );
};
