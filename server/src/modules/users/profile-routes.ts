import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  okResponse,
  pageQuery,
  passwordChange,
  profile,
  profileCreate,
  profileUpdate,
} from '@fairway/shared-api/contract';
import * as profiles from './profiles';

const tags = ['Profiles'];
const self = { permission: PERMISSIONS.selfService };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/settings/profiles: one's own profile with self:use; others' with users:read / users:write. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/profiles',
    {
      config: { permission: PERMISSIONS.usersRead },
      schema: {
        tags,
        summary: 'List profiles',
        querystring: pageQuery,
        response: { 200: z.array(profile), ...errors },
      },
    },
    async (req, reply) => {
      const page = await req.tx((tx) => profiles.list(tx, req.query));
      void reply.header('x-total-count', String(page.total));
      return page.profiles;
    },
  );

  app.post(
    '/api/settings/profiles',
    {
      config: self,
      schema: {
        tags,
        summary: 'Create your profile (or, with users:write, one for user_id)',
        body: profileCreate,
        response: { 201: profile, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => profiles.create(tx, req.principal(), req.body))),
  );

  app.put(
    '/api/settings/profiles/:id',
    {
      config: self,
      schema: {
        tags,
        summary: 'Update a profile (by profile id)',
        params: idParam,
        body: profileUpdate,
        response: { 200: profile, ...errors },
      },
    },
    async (req) => req.tx((tx) => profiles.update(tx, req.principal(), req.params.id, req.body)),
  );

  app.get(
    '/api/settings/profiles/user/:id',
    {
      config: self,
      schema: {
        tags,
        summary:
          "A user's profile; null when they have not filled one in yet (404 only for a user the club does not have)",
        params: idParam,
        response: { 200: profile.nullable(), ...errors },
      },
    },
    async (req) => req.tx((tx) => profiles.byUser(tx, req.principal(), req.params.id)),
  );

  app.post(
    '/api/settings/profiles/change-password',
    {
      config: self,
      schema: {
        tags,
        summary: 'Change your password; your other sessions end',
        body: passwordChange,
        response: { 200: okResponse, ...errors },
      },
    },
    async (req) => {
      await req.tx((tx) => profiles.changePassword(tx, req.principal(), req.body));
      return {
        success: true as const,
        message: 'Password changed; your other sessions were signed out',
      };
    },
  );
};
