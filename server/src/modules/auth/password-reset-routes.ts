import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERMISSIONS,
  errorResponse,
  passwordResetBody,
  passwordResetCreateParams,
  passwordResetCreated,
  passwordResetDone,
  passwordResetIdParam,
  passwordResetInfo,
} from '@fairway/shared-api/contract';
import { completePasswordReset, createPasswordReset, readPasswordReset } from './password-resets';

const tags = ['Auth'];

/** Password reset links: created by staff (or the user), read and completed by whoever holds the link. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/password-reset/:userId/:x',
    {
      // Staff with users:write, or the user themself (checked in the service).
      config: { permission: PERMISSIONS.selfService },
      schema: {
        tags,
        summary: 'Create a password reset link for a user, valid for x hours (1 to 72)',
        params: passwordResetCreateParams,
        response: {
          201: passwordResetCreated,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const created = await req.tx((tx) =>
        createPasswordReset(app, tx, req.principal(), req.params.userId, req.params.x),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/password-reset/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Is this reset link still valid? Gives the masked e-mail and the expiry',
        params: passwordResetIdParam,
        response: { 200: passwordResetInfo, 404: errorResponse },
      },
    },
    async (req) => readPasswordReset(app, req.params.id),
  );

  app.post(
    '/api/password-reset/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Set a new password through a reset link (works once; ends every session of the user)',
        params: passwordResetIdParam,
        body: passwordResetBody,
        response: { 200: passwordResetDone, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
      await completePasswordReset(app, req.params.id, req.body.password);
      return {
        success: true as const,
        message: 'Your password has been changed; sign in with the new password',
      };
    },
  );
};
