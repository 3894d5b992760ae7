import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  onCourseService,
  onCourseServiceInput,
  onCourseServiceResolve,
  onCourseServiceUpdate,
  pageQuery,
} from '@fairway/shared-api/contract';
import * as service from './on-course-services';

const tags = ['On-course services'];
const manage = { permission: PERMISSIONS.courseServicesManage };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const requests = z.array(onCourseService);

/** /api/settings/on-course-services: golfers' requests from the course and the staff queue. */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/settings/on-course-services',
    {
      config: { permission: PERMISSIONS.courseServicesRequest },
      schema: {
        tags,
        summary: 'Ask for a service on the course (requested by the caller)',
        body: onCourseServiceInput,
        response: { 201: onCourseService, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => service.request(tx, req.principal(), req.body))),
  );

  app.get(
    '/api/settings/on-course-services/mine',
    {
      config: { permission: PERMISSIONS.courseServicesRequest },
      schema: {
        tags,
        summary:
          "The caller's own requests (our addition): open ones first, then the latest resolved, newest first",
        querystring: pageQuery,
        response: { 200: requests, ...errors },
      },
    },
    async (req, reply) => {
      const page = await req.tx((tx) => service.listMine(tx, req.principal(), req.query));
      void reply.header('x-total-count', String(page.total));
      return page.requests;
    },
  );

  app.get(
    '/api/settings/on-course-services/unresolved',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Open requests on every course, oldest first',
        querystring: pageQuery,
        response: { 200: requests, ...errors },
      },
    },
    async (req, reply) => {
      const page = await req.tx((tx) => service.listUnresolved(tx, req.query));
      void reply.header('x-total-count', String(page.total));
      return page.requests;
    },
  );

  app.get(
    '/api/settings/on-course-services/course/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: "A course's requests, newest first",
        params: idParam,
        querystring: pageQuery,
        response: { 200: requests, ...errors },
      },
    },
    async (req, reply) => {
      const page = await req.tx((tx) => service.listForCourse(tx, req.params.id, req.query));
      void reply.header('x-total-count', String(page.total));
      return page.requests;
    },
  );

  app.get(
    '/api/settings/on-course-services/:id',
    {
      // Every signed-in role reaches the handler; it answers the requester or course_services:manage.
      config: { permission: PERMISSIONS.selfService },
      schema: {
        tags,
        summary: 'Get a request (its requester, or course_services:manage)',
        params: idParam,
        response: { 200: onCourseService, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.get(tx, req.principal(), req.params.id)),
  );

  app.put(
    '/api/settings/on-course-services/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change a request',
        params: idParam,
        body: onCourseServiceUpdate,
        response: { 200: onCourseService, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.update(tx, req.params.id, req.body)),
  );

  app.delete(
    '/api/settings/on-course-services/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Remove a request',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.remove(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/settings/on-course-services/:id/resolve',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Mark a request resolved, by the caller unless resolved_by_user_id names another user of the club (409 when already resolved)',
        params: idParam,
        body: onCourseServiceResolve.nullish(), // an empty body resolves as the caller
        response: { 200: onCourseService, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.resolve(tx, req.principal(), req.params.id, req.body)),
  );
};
