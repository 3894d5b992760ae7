import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  golfPreference,
  golfPreferenceInput,
  idParam,
} from '@fairway/shared-api/contract';
import * as golf from './golf-preferences';

const tags = ['Golf preferences'];
const self = { permission: PERMISSIONS.selfService };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/settings/golf-preferences: one's own with self:use; others' with users:read / users:write. */
export const golfPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/golf-preferences/current',
    {
      config: self,
      schema: {
        tags,
        summary: 'Your golf preferences; 404 when you have none',
        response: { 200: golfPreference, ...errors },
      },
    },
    async (req) => req.tx((tx) => golf.byUser(tx, req.principal(), req.principal().userId)),
  );

  app.get(
    '/api/settings/golf-preferences/user/:id',
    {
      config: self,
      schema: {
        tags,
        summary: "A user's golf preferences; 404 when they have none",
        params: idParam,
        response: { 200: golfPreference, ...errors },
      },
    },
    async (req) => req.tx((tx) => golf.byUser(tx, req.principal(), req.params.id)),
  );

  app.post(
    '/api/settings/golf-preferences',
    {
      config: self,
      schema: {
        tags,
        summary: 'Create your golf preferences',
        body: golfPreferenceInput,
        response: { 201: golfPreference, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => golf.create(tx, req.principal(), req.body))),
  );

  app.put(
    '/api/settings/golf-preferences/:id',
    {
      config: self,
      schema: {
        tags,
        summary: 'Update golf preferences (by their id)',
        params: idParam,
        body: golfPreferenceInput,
        response: { 200: golfPreference, ...errors },
      },
    },
    async (req) => req.tx((tx) => golf.update(tx, req.principal(), req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/golf-preferences/:id',
    {
      config: self,
      schema: {
        tags,
        summary: 'Delete golf preferences (by their id)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => golf.remove(tx, req.principal(), req.params.id));
      return reply.status(204).send(null);
    },
  );
};
