import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  file,
  fileInput,
  fileUpdate,
} from '@fairway/shared-api/contract';
import * as service from './service';

const tags = ['Files'];
const read = { permission: PERMISSIONS.filesRead };
const write = { permission: PERMISSIONS.filesWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/settings/files: the club's files. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/files',
    {
      config: read,
      schema: {
        tags,
        summary: "List the club's files by name",
        response: { 200: z.array(file), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => service.list(tx));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    '/api/settings/files',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a file (names are unique in the club, ignoring case)',
        body: fileInput,
        response: { 201: file, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => service.create(tx, req.principal(), req.body))),
  );

  app.get(
    '/api/settings/files/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Get a file',
        params: idParam,
        response: { 200: file, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.get(tx, req.params.id)),
  );

  app.put(
    '/api/settings/files/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a file (only the fields sent change)',
        params: idParam,
        body: fileUpdate,
        response: { 200: file, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/files/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a file',
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
