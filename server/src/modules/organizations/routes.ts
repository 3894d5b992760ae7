import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  organization,
  organizationCreate,
  organizationUpdate,
} from '@fairway/shared-api/contract';
import * as service from './service';

const tags = ['Organizations'];

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/organizations',
    {
      config: { permission: PERMISSIONS.organizationsRead },
      schema: { tags, summary: 'List organizations', response: { 200: z.array(organization) } },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => service.list(tx, req.principal()));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    '/api/settings/organizations',
    {
      config: { permission: PERMISSIONS.organizationsManage },
      schema: {
        tags,
        summary: 'Create an organization (club)',
        body: organizationCreate,
        response: { 201: organization, 400: errorResponse },
      },
    },
    async (req, reply) => {
      const created = await req.tx((tx) => service.create(tx, req.body));
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/settings/organizations/:id',
    {
      config: { permission: PERMISSIONS.organizationsRead },
      schema: {
        tags,
        summary: 'Get an organization',
        params: idParam,
        response: { 200: organization, 404: errorResponse },
      },
    },
    async (req) => req.tx((tx) => service.get(tx, req.principal(), req.params.id)),
  );

  app.put(
    '/api/settings/organizations/:id',
    {
      config: { permission: PERMISSIONS.organizationsWrite },
      schema: {
        tags,
        summary: 'Update an organization',
        params: idParam,
        body: organizationUpdate,
        response: { 200: organization, 404: errorResponse },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.principal(), req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/organizations/:id',
    {
      config: { permission: PERMISSIONS.organizationsManage },
      schema: {
        tags,
        summary: 'Delete an organization and all its data',
        params: idParam,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.remove(tx, req.principal(), req.params.id));
      return reply.status(204).send(null);
    },
  );
};
