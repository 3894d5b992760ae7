import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, user, userStatusUpdate, userSuspend } from '@fairway/shared-api/contract';
import { errors, tags, write } from './route-common';
import * as service from './service';

/** An account's status: active, inactive, pending or suspended. */
export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
