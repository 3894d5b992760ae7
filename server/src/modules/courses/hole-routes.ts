import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  hole,
  holeInput,
  holeLayout,
  holeUpdate,
  idParam,
  sandTrap,
  sandTrapInput,
  sandTrapUpdate,
} from '@fairway/shared-api/contract';
import * as service from './hole-service';

const tags = ['Courses'];
const read = { permission: PERMISSIONS.coursesRead };
const write = { permission: PERMISSIONS.coursesWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/settings/courses/{id}/holes, /holes/{id} and sand traps. */
export const holeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/courses/:id/holes',
    {
      config: read,
      schema: {
        tags,
        summary: "The course's holes by number, with sand traps and rule counts",
        params: idParam,
        response: { 200: z.array(hole), ...errors },
      },
    },
    async (req) => req.tx((tx) => service.list(tx, req.params.id)),
  );

  app.post(
    '/api/settings/courses/:id/holes',
    {
      config: write,
      schema: {
        tags,
        summary: "Add a hole (its number at most the course's holes_count)",
        params: idParam,
        body: holeInput,
        response: { 201: hole, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tx((tx) => service.create(tx, req.principal(), req.params.id, req.body))),
  );

  app.put(
    '/api/settings/courses/:id/holes',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Replace the whole layout: holes upserted by number, holes left out removed (409 if one has rules); answers the new list',
        params: idParam,
        body: holeLayout,
        response: { 200: z.array(hole), ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.replaceLayout(tx, req.principal(), req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/courses/:id/holes',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove every hole of the course (409 while rules reference any)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.removeAll(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/settings/holes/:id',
    {
      config: read,
      schema: { tags, summary: 'Get a hole', params: idParam, response: { 200: hole, ...errors } },
    },
    async (req) => req.tx((tx) => service.get(tx, req.params.id)),
  );

  app.put(
    '/api/settings/holes/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a hole',
        params: idParam,
        body: holeUpdate,
        response: { 200: hole, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.params.id, req.body)),
  );

  app.post(
    '/api/settings/holes/:id/sand-traps',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a sand trap to a hole',
        params: idParam,
        body: sandTrapInput,
        response: { 201: sandTrap, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await req.tx((tx) => service.addSandTrap(tx, req.principal(), req.params.id, req.body)),
        ),
  );

  app.put(
    '/api/settings/sand-traps/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a sand trap',
        params: idParam,
        body: sandTrapUpdate,
        response: { 200: sandTrap, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.updateSandTrap(tx, req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/sand-traps/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a sand trap',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.removeSandTrap(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );
};
