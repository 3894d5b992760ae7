import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, passwordSet, user } from '@fairway/shared-api/contract';
import { errors, tags, write } from './route-common';
import * as service from './service';

/** What an administrator does to a user's password and e-mail verification. */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/settings/users/:id/reset-password',
    {
      config: write,
      schema: {
        tags,
        summary: "Set a user's password; ends their sessions",
        params: idParam,
        body: passwordSet,
        response: { 200: user, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.resetPassword(tx, req.principal(), req.params.id, req.body)),
  );

  app.post(
    '/api/settings/users/:id/force-password-change',
    {
      config: write,
      schema: {
        tags,
        summary: 'Require a new password at next sign-in',
        params: idParam,
        response: { 200: user, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.forcePasswordChange(tx, req.principal(), req.params.id)),
  );

  app.post(
    '/api/settings/users/:id/verify-email',
    {
      config: write,
      schema: {
        tags,
        summary: "Mark the user's e-mail as verified",
        params: idParam,
        response: { 200: user, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.setEmailVerified(tx, req.principal(), req.params.id, true)),
  );

  app.post(
    '/api/settings/users/:id/unverify-email',
    {
      config: write,
      schema: {
        tags,
        summary: "Mark the user's e-mail as not verified",
        params: idParam,
        response: { 200: user, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.setEmailVerified(tx, req.principal(), req.params.id, false)),
  );
};
