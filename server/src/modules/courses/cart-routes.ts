import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  cartConfiguration,
  cartConfigurationInput,
  cartConfigurationUpdate,
  errorResponse,
  idParam,
} from '@fairway/shared-api/contract';
import * as service from './cart-service';

const tags = ['Carts'];
const read = { permission: PERMISSIONS.coursesRead };
const write = { permission: PERMISSIONS.coursesWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/settings/cart/configuration: the club's one cart configuration (its status is the tee sheet's). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/cart/configuration',
    {
      config: read,
      schema: {
        tags,
        summary: `The club's cart configuration (404 "No cart configuration yet" when none)`,
        response: { 200: cartConfiguration, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.current(tx)),
  );

  app.post(
    '/api/settings/cart/configuration',
    {
      config: write,
      schema: {
        tags,
        summary: "Create the club's cart configuration (409 when it already has one)",
        body: cartConfigurationInput,
        response: { 201: cartConfiguration, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => service.create(tx, req.principal(), req.body))),
  );

  app.get(
    '/api/settings/cart/configuration/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Get the cart configuration',
        params: idParam,
        response: { 200: cartConfiguration, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.get(tx, req.params.id)),
  );

  app.put(
    '/api/settings/cart/configuration/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change the cart configuration',
        params: idParam,
        body: cartConfigurationUpdate,
        response: { 200: cartConfiguration, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/cart/configuration/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove the cart configuration',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.remove(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );
};
