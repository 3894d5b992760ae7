import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  user,
  userBulkCreate,
  userBulkUpdate,
  userCreate,
  userUpdate,
} from '@fairway/shared-api/contract';
import { errors, read, tags, userList, write } from './route-common';
import * as service from './service';

/** Creating, reading, changing and deleting accounts, one at a time or in bulk. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
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
        response: { 201: userList, ...errors },
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
        response: { 200: userList, ...errors },
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
    async (req) => req.tx((tx) => service.get(tx, req.params.id)),
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
};
