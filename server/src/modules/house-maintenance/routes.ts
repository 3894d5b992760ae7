import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  houseMaintenanceItem,
  houseMaintenanceItemInput,
  houseMaintenanceItemUpdate,
} from '@fairway/shared-api/contract';
import * as service from './service';

const tags = ['Maintenance'];
const read = { permission: PERMISSIONS.houseMaintenanceRead };
const write = { permission: PERMISSIONS.houseMaintenanceWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/settings/house-maintenance: the club's maintenance. */
export const houseMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/house-maintenance',
    {
      config: read,
      schema: {
        tags,
        summary: "List the club's maintenance by name",
        response: { 200: z.array(houseMaintenanceItem), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => service.list(tx));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    '/api/settings/house-maintenance',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a house maintenance item (names are unique in the club, ignoring case)',
        body: houseMaintenanceItemInput,
        response: { 201: houseMaintenanceItem, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => service.create(tx, req.principal(), req.body))),
  );

  app.get(
    '/api/settings/house-maintenance/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Get a house maintenance item',
        params: idParam,
        response: { 200: houseMaintenanceItem, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.get(tx, req.params.id)),
  );

  app.put(
    '/api/settings/house-maintenance/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a house maintenance item (only the fields sent change)',
        params: idParam,
        body: houseMaintenanceItemUpdate,
        response: { 200: houseMaintenanceItem, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/house-maintenance/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a house maintenance item',
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
