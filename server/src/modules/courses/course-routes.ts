import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  course,
  courseInput,
  courseStatus,
  courseUpdate,
  errorResponse,
  idParam,
} from '@fairway/shared-api/contract';
import * as service from './course-service';

const tags = ['Courses'];
const read = { permission: PERMISSIONS.coursesRead };
const write = { permission: PERMISSIONS.coursesWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/settings/courses and /courses/{id}/status. */
export const courseCrudRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/courses',
    {
      config: read,
      schema: {
        tags,
        summary: "List the club's courses by name",
        response: { 200: z.array(course), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => service.list(tx));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    '/api/settings/courses',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a course (names are unique in the club, ignoring case)',
        body: courseInput,
        response: { 201: course, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => service.create(tx, req.principal(), req.body))),
  );

  app.get(
    '/api/settings/courses/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Get a course',
        params: idParam,
        response: { 200: course, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.get(tx, req.params.id)),
  );

  app.put(
    '/api/settings/courses/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a course (holes_count cannot drop below a laid-out hole)',
        params: idParam,
        body: courseUpdate,
        response: { 200: course, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/courses/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Delete a course with its holes, hours and closures (409 once it has bookings, cancelled ones included, or hole rules: deactivate it instead)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.remove(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/settings/courses/:id/status',
    {
      config: read,
      schema: {
        tags,
        summary:
          "Whether the course is open now, with the spec's status sentence (our addition: the rule computed on the server in the club's time zone)",
        params: idParam,
        response: { 200: courseStatus, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.status(tx, req.principal(), req.params.id, req.server.now())),
  );
};
