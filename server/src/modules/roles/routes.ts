import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  role,
  roleUpdate,
  roleWithUsage,
} from '@fairway/shared-api/contract';
import * as service from './service';

const tags = ['Roles'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** The organization's roles. Giving and taking roles is the users module's (users/role-routes.ts). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/users/roles',
    {
      config: { permission: PERMISSIONS.rolesRead },
      schema: {
        tags,
        summary: 'List roles with their permissions and user counts',
        response: { 200: z.array(roleWithUsage), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => service.list(tx));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.put(
    '/api/settings/users/roles/:id',
    {
      config: { permission: PERMISSIONS.rolesWrite },
      schema: {
        tags,
        summary: 'Update a role (by role id); built-in roles keep their names',
        params: idParam,
        body: roleUpdate,
        response: { 200: role, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.principal(), req.params.id, req.body)),
  );
};
