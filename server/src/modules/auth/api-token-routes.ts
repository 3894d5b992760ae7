import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  apiToken,
  apiTokenCreate,
  apiTokenCreated,
  errorResponse,
  idParam,
} from '@fairway/shared-api/contract';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens';

const tags = ['API tokens'];
const config = { permission: PERMISSIONS.apiTokensManage };

/** /api/settings/api-tokens: bearer tokens for integrations (our addition to the spec). */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/api-tokens',
    {
      config,
      schema: {
        tags,
        summary: "The organization's API tokens (never the tokens themselves)",
        response: { 200: z.array(apiToken) },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => listApiTokens(tx, req.principal()));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    '/api/settings/api-tokens',
    {
      config,
      schema: {
        tags,
        summary: 'Create an API token acting as you; the token is shown only in this answer',
        body: apiTokenCreate,
        response: { 201: apiTokenCreated, 400: errorResponse, 403: errorResponse },
      },
    },
    async (req, reply) => {
      const created = await req.tx((tx) =>
        createApiToken(tx, req.principal(), req.body, app.now()),
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/settings/api-tokens/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke an API token',
        params: idParam,
        response: { 204: z.null(), 404: errorResponse },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => revokeApiToken(tx, req.principal(), req.params.id, app.now()));
      return reply.status(204).send(null);
    },
  );
};
