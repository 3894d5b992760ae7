import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  openingHours,
  openingHoursInput,
  openingHoursQuery,
  openingHoursUpdate,
  specialClosure,
  specialClosureInput,
  specialClosureQuery,
  specialClosureUpdate,
} from '@fairway/shared-api/contract';
import * as closures from './closure-service';
import * as service from './hours-service';

const tags = ['Courses'];
const read = { permission: PERMISSIONS.coursesRead };
const write = { permission: PERMISSIONS.coursesWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const times =
  'times as HH:MM, HH:MM:SS or an ISO timestamp (read on the club wall clock); answered as HH:MM';

/** /api/settings/opening-hours and /api/settings/special-closures. */
export const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/opening-hours',
    {
      config: read,
      schema: {
        tags,
        summary: 'Opening hours by course and weekday (0 = Sunday), optionally of one course',
        querystring: openingHoursQuery,
        response: { 200: z.array(openingHours), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => service.listHours(tx, req.query.course_id));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    '/api/settings/opening-hours',
    {
      config: write,
      schema: {
        tags,
        summary: `Set a weekday's opening hours (one row per course and weekday; ${times})`,
        body: openingHoursInput,
        response: { 201: openingHours, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tx((tx) => service.createHours(tx, req.principal(), req.body))),
  );

  app.get(
    '/api/settings/opening-hours/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "Get one weekday's opening hours",
        params: idParam,
        response: { 200: openingHours, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.getHours(tx, req.params.id)),
  );

  app.put(
    '/api/settings/opening-hours/:id',
    {
      config: write,
      schema: {
        tags,
        summary: `Change opening hours (${times})`,
        params: idParam,
        body: openingHoursUpdate,
        response: { 200: openingHours, ...errors },
      },
    },
    async (req) =>
      req.tx((tx) => service.updateHours(tx, req.principal(), req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/opening-hours/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove opening hours (the weekday then counts as closed)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.removeHours(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/settings/special-closures',
    {
      config: read,
      schema: {
        tags,
        summary: 'Special closures by date, optionally of one course and from/to (inclusive)',
        querystring: specialClosureQuery,
        response: { 200: z.array(specialClosure), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await req.tx((tx) => closures.listClosures(tx, req.query));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    '/api/settings/special-closures',
    {
      config: write,
      schema: {
        tags,
        summary: 'Close a course on a date (one closure per course and date)',
        body: specialClosureInput,
        response: { 201: specialClosure, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await req.tx((tx) => closures.createClosure(tx, req.principal(), req.body))),
  );

  app.get(
    '/api/settings/special-closures/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Get a special closure',
        params: idParam,
        response: { 200: specialClosure, ...errors },
      },
    },
    async (req) => req.tx((tx) => closures.getClosure(tx, req.params.id)),
  );

  app.put(
    '/api/settings/special-closures/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a special closure',
        params: idParam,
        body: specialClosureUpdate,
        response: { 200: specialClosure, ...errors },
      },
    },
    async (req) => req.tx((tx) => closures.updateClosure(tx, req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/special-closures/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a special closure',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => closures.removeClosure(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );
};
