import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  bulkRoleAssign,
  bulkRoleAssignResult,
  errorResponse,
  idParam,
  role,
  roleUpdate,
  roleWithUsage,
  userRoleParams,
} from '@fairway/shared-api/contract';
import * as service from './service';

const tags = ['Roles'];
const read = { permission: PERMISSIONS.rolesRead };
const write = { permission: PERMISSIONS.rolesWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const roles = z.array(role);

/** Roles and role assignment under /api/settings/users/... */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/users/roles',
    {
      config: read,
      schema: {
        tags,
        summary: 'List roles with their permissions and user counts',
        response: { 200: z.array(roleWithUsage), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => service.list(tx, req.principal()));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.put(
    '/api/settings/users/roles/:id',
    {
      config: write,
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

  app.get(
    '/api/settings/users/:id/roles',
    {
      config: read,
      schema: {
        tags,
        summary: "A user's roles",
        params: idParam,
        response: { 200: roles, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.rolesOfUser(tx, req.principal(), req.params.id)),
  );

  app.post(
    '/api/settings/users/:id/roles/:roleId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Give a user a role; answers their roles',
        params: userRoleParams,
        response: { 200: roles, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.assign(tx, req.principal(), req.params.id, req.params.roleId)),
  );

  app.delete(
    '/api/settings/users/:id/roles/:roleId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Take a role from a user; answers their roles',
        params: userRoleParams,
        response: { 200: roles, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.unassign(tx, req.principal(), req.params.id, req.params.roleId)),
  );

  app.post(
    '/api/settings/users/bulk-role-assign',
    {
      config: write,
      schema: {
        tags,
        summary: 'Give one role to many users, all or nothing',
        body: bulkRoleAssign,
        response: { 200: bulkRoleAssignResult, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.bulkAssign(tx, req.principal(), req.body.user_ids, req.body.role_id)),
  );
};
