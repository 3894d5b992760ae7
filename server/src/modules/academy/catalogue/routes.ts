import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  candidate,
  candidateInput,
  candidateListQuery,
  candidateNote,
  candidateNoteInput,
  candidateNoteParams,
  candidateNoteUpdate,
  candidateUpdate,
  errorResponse,
  idParam,
  trainer,
  trainerInput,
  trainerListQuery,
  trainerSpecialtyQuery,
  trainerUpdate,
  trainingPlan,
  trainingPlanInput,
  trainingPlanUpdate,
  trainingType,
  trainingTypeInput,
  trainingTypeUpdate,
} from '@fairway/shared-api/contract';
import { academyTx } from '../context';
import * as people from './candidates';
import * as offer from './offer';

const tags = ['Academy'];
/** Members browse the offer (active rows only); academy:read and the office see everything. */
const browse = {
  permission: [PERMISSIONS.academyEnrol, PERMISSIONS.academyRead, PERMISSIONS.academyWrite],
};
const read = { permission: [PERMISSIONS.academyRead, PERMISSIONS.academyWrite] };
const write = { permission: PERMISSIONS.academyWrite };
const noteWrite = { permission: [PERMISSIONS.academyTeach, PERMISSIONS.academyWrite] };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const none = z.null();
const base = '/api/settings/academy';
const trainersPath = `${base}/trainers`;
const typesPath = `${base}/training-types`;
const plansPath = `${base}/training-plans`;
const candidatesPath = `${base}/candidates`;

/** The academy's trainers, training types, plans, candidates and notes (docs/academy.md). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Trainers -----------------------------------------------------------------------------

  app.get(
    trainersPath,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Trainers by name (members: active ones); user_id finds the trainer of an account',
        querystring: trainerListQuery,
        response: { 200: z.array(trainer), ...errors },
      },
    },
    async (req) =>
      academyTx(req, (tx, c) =>
        offer.listTrainers(
          tx,
          c,
          req.query.user_id !== undefined ? { userId: req.query.user_id } : {},
        ),
      ),
  );

  app.get(
    `${trainersPath}/active`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Active trainers by name',
        response: { 200: z.array(trainer), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => offer.listTrainers(tx, c, { activeOnly: true })),
  );

  app.get(
    `${trainersPath}/specialty`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Trainers whose specialty contains the text, ignoring case (members: active ones)',
        querystring: trainerSpecialtyQuery,
        response: { 200: z.array(trainer), ...errors },
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => offer.listTrainers(tx, c, { specialty: req.query.specialty })),
  );

  app.get(
    `${trainersPath}/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'One trainer (members: an active one)',
        params: idParam,
        response: { 200: trainer, ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => offer.getTrainer(tx, c, req.params.id)),
  );

  app.get(
    `${trainersPath}/:id/notes`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The notes this trainer wrote on candidates, newest first',
        params: idParam,
        response: { 200: z.array(candidateNote), ...errors },
      },
    },
    async (req) => academyTx(req, (tx) => people.notesOfTrainer(tx, req.params.id)),
  );

  app.post(
    trainersPath,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a trainer; user_id is the account they sign in as (one trainer per account)',
        body: trainerInput,
        response: { 201: trainer, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await academyTx(req, (tx, c) => offer.createTrainer(tx, c, req.body))),
  );

  app.put(
    `${trainersPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a trainer (the fields sent)',
        params: idParam,
        body: trainerUpdate,
        response: { 200: trainer, ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => offer.updateTrainer(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${trainersPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a trainer no schedule or session uses (otherwise deactivate them)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx) => offer.deleteTrainer(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Training types -----------------------------------------------------------------------

  app.get(
    typesPath,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Training types by name (members: active ones)',
        response: { 200: z.array(trainingType), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => offer.listTrainingTypes(tx, c, false)),
  );

  app.get(
    `${typesPath}/active`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Active training types by name',
        response: { 200: z.array(trainingType), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => offer.listTrainingTypes(tx, c, true)),
  );

  app.get(
    `${typesPath}/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'One training type (members: an active one)',
        params: idParam,
        response: { 200: trainingType, ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => offer.getTrainingType(tx, c, req.params.id)),
  );

  app.post(
    typesPath,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a training type; names are unique ignoring case',
        body: trainingTypeInput,
        response: { 201: trainingType, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await academyTx(req, (tx, c) => offer.createTrainingType(tx, c, req.body))),
  );

  app.put(
    `${typesPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a training type (the fields sent)',
        params: idParam,
        body: trainingTypeUpdate,
        response: { 200: trainingType, ...errors },
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => offer.updateTrainingType(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${typesPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a training type no plan uses (otherwise deactivate it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx) => offer.deleteTrainingType(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Training plans -----------------------------------------------------------------------

  app.get(
    plansPath,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Training plans by name with their type (members: active ones)',
        response: { 200: z.array(trainingPlan), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => offer.listTrainingPlans(tx, c, false)),
  );

  app.get(
    `${plansPath}/active`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Active training plans by name',
        response: { 200: z.array(trainingPlan), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => offer.listTrainingPlans(tx, c, true)),
  );

  app.get(
    `${plansPath}/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'One training plan (members: an active one)',
        params: idParam,
        response: { 200: trainingPlan, ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => offer.getTrainingPlan(tx, c, req.params.id)),
  );

  app.post(
    plansPath,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a training plan of a training type; names are unique ignoring case',
        body: trainingPlanInput,
        response: { 201: trainingPlan, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await academyTx(req, (tx, c) => offer.createTrainingPlan(tx, c, req.body))),
  );

  app.put(
    `${plansPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a training plan (the fields sent)',
        params: idParam,
        body: trainingPlanUpdate,
        response: { 200: trainingPlan, ...errors },
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => offer.updateTrainingPlan(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${plansPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a training plan no schedule uses (otherwise deactivate it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx) => offer.deleteTrainingPlan(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Candidates ---------------------------------------------------------------------------

  app.get(
    candidatesPath,
    {
      config: browse,
      schema: {
        tags,
        summary:
          'Candidates by name, by account (user_id) or name and e-mail (q); a member: only their own',
        querystring: candidateListQuery,
        response: { 200: z.array(candidate), ...errors },
      },
    },
    async (req) =>
      academyTx(req, (tx, c) =>
        people.listCandidates(tx, c, { userId: req.query.user_id, q: req.query.q }),
      ),
  );

  app.get(
    `${candidatesPath}/active`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Active candidates by name',
        response: { 200: z.array(candidate), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => people.listCandidates(tx, c, { activeOnly: true })),
  );

  app.get(
    `${candidatesPath}/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'One candidate (a member: only their own)',
        params: idParam,
        response: { 200: candidate, ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => people.getCandidate(tx, c, req.params.id)),
  );

  app.post(
    candidatesPath,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a candidate: a member (user_id, one candidate per account) or an outsider',
        body: candidateInput,
        response: { 201: candidate, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await academyTx(req, (tx, c) => people.createCandidate(tx, c, req.body))),
  );

  app.put(
    `${candidatesPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a candidate (the fields sent)',
        params: idParam,
        body: candidateUpdate,
        response: { 200: candidate, ...errors },
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => people.updateCandidate(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${candidatesPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Remove a candidate never enrolled (otherwise deactivate them); their notes go too',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx) => people.deleteCandidate(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Candidate notes ----------------------------------------------------------------------

  app.get(
    `${candidatesPath}/:id/notes`,
    {
      config: read,
      schema: {
        tags,
        summary: "A candidate's notes, newest first",
        params: idParam,
        response: { 200: z.array(candidateNote), ...errors },
      },
    },
    async (req) => academyTx(req, (tx) => people.notesOfCandidate(tx, req.params.id)),
  );

  app.post(
    `${candidatesPath}/:id/notes`,
    {
      config: noteWrite,
      schema: {
        tags,
        summary: "Write a note on a candidate (trainer_id: the caller's trainer row, if any)",
        params: idParam,
        body: candidateNoteInput,
        response: { 201: candidateNote, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await academyTx(req, (tx, c) => people.addNote(tx, c, req.params.id, req.body))),
  );

  app.get(
    `${candidatesPath}/:id/notes/:noteId`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One note on a candidate',
        params: candidateNoteParams,
        response: { 200: candidateNote, ...errors },
      },
    },
    async (req) => academyTx(req, (tx) => people.getNote(tx, req.params.id, req.params.noteId)),
  );

  app.put(
    `${candidatesPath}/:id/notes/:noteId`,
    {
      config: noteWrite,
      schema: {
        tags,
        summary: 'Change a note: its author, or the office',
        params: candidateNoteParams,
        body: candidateNoteUpdate,
        response: { 200: candidateNote, ...errors },
      },
    },
    async (req) =>
      academyTx(req, (tx, c) =>
        people.updateNote(tx, c, req.params.id, req.params.noteId, req.body),
      ),
  );

  app.delete(
    `${candidatesPath}/:id/notes/:noteId`,
    {
      config: noteWrite,
      schema: {
        tags,
        summary: 'Remove a note: its author, or the office',
        params: candidateNoteParams,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx, c) => people.deleteNote(tx, c, req.params.id, req.params.noteId));
      return reply.status(204).send(null);
    },
  );
};
