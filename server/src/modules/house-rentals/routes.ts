import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  houseRental,
  houseRentalInput,
  houseRentalUpdate,
} from '@fairway/shared-api/contract';
import * as service from './service';

const tags = ['House rentals'];
const read = { permission: PERMISSIONS.houseRentalsRead };
const write = { permission: PERMISSIONS.houseRentalsWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/settings/house-rentals: the club's house rentals. */
export const houseRentalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/house-rentals',
    {
      config: read,
      schema: {
        tags,
        summary: "List the club's house rentals by name",
        response: { 200: z.array(houseRental), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => service.list(tx));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    '/api/settings/house-rentals',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a house rental (names are unique in the club, ignoring case)',
        body: houseRentalInput,
        response: { 201: houseRental, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => service.create(tx, req.principal(), req.body))),
  );

  app.get(
    '/api/settings/house-rentals/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Get a house rental',
        params: idParam,
        response: { 200: houseRental, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.get(tx, req.params.id)),
  );

  app.put(
    '/api/settings/house-rentals/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a house rental (only the fields sent change)',
        params: idParam,
        body: houseRentalUpdate,
        response: { 200: houseRental, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/house-rentals/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a house rental',
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
