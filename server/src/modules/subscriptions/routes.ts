import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  subscription,
  subscriptionInput,
  subscriptionUpdate,
} from '@fairway/shared-api/contract';
import * as service from './service';

const tags = ['Subscriptions'];
const read = { permission: PERMISSIONS.subscriptionsRead };
const write = { permission: PERMISSIONS.subscriptionsWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/settings/subscriptions: the club's subscriptions. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/subscriptions',
    {
      config: read,
      schema: {
        tags,
        summary: "List the club's subscriptions by name",
        response: { 200: z.array(subscription), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => service.list(tx));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    '/api/settings/subscriptions',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a subscription (names are unique in the club, ignoring case)',
        body: subscriptionInput,
        response: { 201: subscription, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => service.create(tx, req.principal(), req.body))),
  );

  app.get(
    '/api/settings/subscriptions/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Get a subscription',
        params: idParam,
        response: { 200: subscription, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.get(tx, req.params.id)),
  );

  app.put(
    '/api/settings/subscriptions/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a subscription (only the fields sent change)',
        params: idParam,
        body: subscriptionUpdate,
        response: { 200: subscription, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/subscriptions/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a subscription',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.remove(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );
};
