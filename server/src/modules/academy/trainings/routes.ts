import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  training,
  trainingInput,
  trainingUpdate,
  trainingUser,
  trainingUserDate,
  trainingUserInput,
  trainingUserProposal,
  trainingUserUpdate,
} from '@fairway/shared-api/contract';
import { academyTx } from '../context';
import * as service from './service';

const tags = ['Basic trainings'];
/** Members read active trainings and request and follow their own (the service keeps them so). */
const member = {
  permission: [PERMISSIONS.academyEnrol, PERMISSIONS.academyRead, PERMISSIONS.academyWrite],
};
const write = { permission: PERMISSIONS.academyWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const none = z.null();
const base = '/api/settings/trainings';
const users = `${base}/users`;
const one = { 200: trainingUser, ...errors };

/** /api/settings/trainings: basic trainings and members' requests of them (docs/academy.md). */
export const trainingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Trainings ----------------------------------------------------------------------------

  app.get(
    base,
    {
      config: member,
      schema: {
        tags,
        summary: 'Basic trainings by name (members: active ones)',
        response: { 200: z.array(training), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => service.listTrainings(tx, c)),
  );

  app.get(
    `${base}/course/:id`,
    {
      config: member,
      schema: {
        tags,
        summary: "A course's basic trainings by name (members: active ones)",
        params: idParam,
        response: { 200: z.array(training), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => service.listTrainings(tx, c, req.params.id)),
  );

  app.get(
    `${base}/:id`,
    {
      config: member,
      schema: {
        tags,
        summary: 'One basic training (members: an active one)',
        params: idParam,
        response: { 200: training, ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => service.getTraining(tx, c, req.params.id)),
  );

  app.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a basic training of a course',
        body: trainingInput,
        response: { 201: training, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await academyTx(req, (tx, c) => service.createTraining(tx, c, req.body))),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a basic training (the fields sent)',
        params: idParam,
        body: trainingUpdate,
        response: { 200: training, ...errors },
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => service.updateTraining(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a basic training nobody requested (otherwise deactivate it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx) => service.deleteTraining(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Requests -----------------------------------------------------------------------------

  app.get(
    users,
    {
      config: member,
      schema: {
        tags,
        summary: 'Training requests, newest first: all (academy:read) or the caller’s own',
        response: { 200: z.array(trainingUser), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => service.listRequests(tx, c)),
  );

  app.get(
    `${users}/course/:id`,
    {
      config: member,
      schema: {
        tags,
        summary: 'Training requests of one course: all (academy:read) or the caller’s own',
        params: idParam,
        response: { 200: z.array(trainingUser), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => service.listRequests(tx, c, req.params.id)),
  );

  app.get(
    `${users}/:id`,
    {
      config: member,
      schema: {
        tags,
        summary: 'One training request (a member: only their own)',
        params: idParam,
        response: one,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.getRequest(tx, c, req.params.id)),
  );

  app.post(
    users,
    {
      config: member,
      schema: {
        tags,
        summary:
          'Request a basic training (REQUESTED) for oneself, or for a member with academy:write',
        body: trainingUserInput,
        response: { 201: trainingUser, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await academyTx(req, (tx, c) => service.createRequest(tx, c, req.body))),
  );

  app.put(
    `${users}/:id`,
    {
      config: member,
      schema: {
        tags,
        summary:
          'Notes and status: REQUESTED → CONFIRMED (a date or an accepted proposal), REQUESTED or CONFIRMED → CANCELLED, CONFIRMED → COMPLETED (the office)',
        params: idParam,
        body: trainingUserUpdate,
        response: one,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.updateRequest(tx, c, req.params.id, req.body)),
  );

  app.put(
    `${users}/date/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Set the date and time: a REQUESTED request is confirmed, a CONFIRMED one moved',
        params: idParam,
        body: trainingUserDate,
        response: one,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => service.setDate(tx, c, req.params.id, req.body.training_date)),
  );

  app.put(
    `${users}/proposal/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Offer a date to a REQUESTED request; the member accepts it with status_id 2',
        params: idParam,
        body: trainingUserProposal,
        response: one,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.propose(tx, c, req.params.id, req.body)),
  );
};
