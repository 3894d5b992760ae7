import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, idParam, userPreferences } from '@fairway/shared-api/contract';
import { errors, tags } from './route-common';
import * as service from './service';

const self = { permission: PERMISSIONS.selfService };

/** Preferences: one's own with self:use, anyone's with users:read / users:write. */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/users/:id/preferences',
    {
      config: self,
      schema: {
        tags,
        summary: "A user's preferences (a JSON object)",
        params: idParam,
        response: { 200: userPreferences, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.getPreferences(tx, req.principal(), req.params.id)),
  );

  app.put(
    '/api/settings/users/:id/preferences',
    {
      config: self,
      schema: {
        tags,
        summary: "Replace a user's preferences",
        params: idParam,
        body: userPreferences,
        response: { 200: userPreferences, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.putPreferences(tx, req.principal(), req.params.id, req.body)),
  );
};
