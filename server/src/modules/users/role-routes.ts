import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  bulkRoleAssign,
  bulkRoleAssignResult,
  idParam,
  role,
  userRoleParams,
} from '@fairway/shared-api/contract';
import { errors } from './route-common';
import * as assignment from './role-assignment';

const tags = ['Roles'];
const read = { permission: PERMISSIONS.rolesRead };
const write = { permission: PERMISSIONS.rolesWrite };
const roles = z.array(role);

/** A user's roles: reading, giving and taking them (the roles themselves are ../roles). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (req) => req.tx((tx) => assignment.rolesOfUser(tx, req.params.id)),
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
      req.tx((tx) => assignment.assign(tx, req.principal(), req.params.id, req.params.roleId)),
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
      req.tx((tx) => assignment.unassign(tx, req.principal(), req.params.id, req.params.roleId)),
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
      req.tx((tx) =>
        assignment.bulkAssign(tx, req.principal(), req.body.user_ids, req.body.role_id),
      ),
  );
};
