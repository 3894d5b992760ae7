import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  academyDateRangeQuery,
  attendance,
  enrollment,
  errorResponse,
  idParam,
  schedule,
  scheduleCancel,
  scheduleInput,
  scheduleStatusQuery,
  scheduleSummary,
  scheduleUpdate,
  session,
  sessionCancel,
  sessionComplete,
  sessionDateQuery,
  sessionInput,
  sessionStatusQuery,
  sessionUpdate,
  trainerSchedule,
  trainerScheduleQuery,
} from '@fairway/shared-api/contract';
import { academyTx } from '../context';
import { programmeTx } from './after-commit';
import * as schedules from './schedules';
import * as sessions from './sessions';

const tags = ['Academy'];
/** Members browse what is published; academy:read sees every status. */
const browse = { permission: [PERMISSIONS.academyEnrol, PERMISSIONS.academyRead] };
const read = { permission: PERMISSIONS.academyRead };
const write = { permission: PERMISSIONS.academyWrite };
/** A trainer runs their own sessions; the office any. */
const teach = { permission: [PERMISSIONS.academyTeach, PERMISSIONS.academyWrite] };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const none = z.null();
const base = '/api/settings/academy';
const sch = `${base}/schedules`;
const ses = `${base}/sessions`;
const oneSchedule = { 200: schedule, ...errors };
const schedulesList = { 200: z.array(schedule), ...errors };
const oneSession = { 200: session, ...errors };
const sessionsList = { 200: z.array(session), ...errors };

/** /api/settings/academy: schedules, sessions and the trainer schedule (docs/academy.md). */
export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Schedules ----------------------------------------------------------------------------
  app.get(
    sch,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Schedules by start date (without academy:read: published and completed only)',
        response: schedulesList,
      },
    },
    async (req) => academyTx(req, (tx, c) => schedules.listSchedules(tx, c)),
  );

  app.post(
    sch,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Create a draft schedule of an active plan and trainer; end_date on or after start_date, at most 366 days apart',
        body: scheduleInput,
        response: { 201: schedule, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await academyTx(req, (tx, c) => schedules.createSchedule(tx, c, req.body))),
  );

  app.get(
    `${sch}/active`,
    {
      config: browse,
      schema: {
        tags,
        summary: "Published schedules that end today or later (the club's calendar)",
        response: schedulesList,
      },
    },
    async (req) => academyTx(req, (tx, c) => schedules.activeSchedules(tx, c)),
  );

  app.get(
    `${sch}/status`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Schedules in one status',
        querystring: scheduleStatusQuery,
        response: schedulesList,
      },
    },
    async (req) => academyTx(req, (tx, c) => schedules.schedulesByStatus(tx, c, req.query.status)),
  );

  app.get(
    `${sch}/trainer/:id`,
    {
      config: browse,
      schema: { tags, summary: "A trainer's schedules", params: idParam, response: schedulesList },
    },
    async (req) => academyTx(req, (tx, c) => schedules.schedulesOfTrainer(tx, c, req.params.id)),
  );

  app.get(
    `${sch}/training-plan/:id`,
    {
      config: browse,
      schema: { tags, summary: "A plan's schedules", params: idParam, response: schedulesList },
    },
    async (req) => academyTx(req, (tx, c) => schedules.schedulesOfPlan(tx, c, req.params.id)),
  );

  app.get(
    `${sch}/date-range`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Schedules overlapping start_date..end_date (at most 366 days)',
        querystring: academyDateRangeQuery,
        response: schedulesList,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) =>
        schedules.schedulesInRange(tx, c, req.query.start_date, req.query.end_date),
      ),
  );

  app.get(
    `${sch}/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'One schedule (404 for a draft or cancelled one without academy:read)',
        params: idParam,
        response: oneSchedule,
      },
    },
    async (req) => academyTx(req, (tx, c) => schedules.getSchedule(tx, c, req.params.id)),
  );

  app.put(
    `${sch}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Change a draft or published schedule; max_participants never below the places taken',
        params: idParam,
        body: scheduleUpdate,
        response: oneSchedule,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => schedules.updateSchedule(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${sch}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a draft schedule and its sessions (otherwise cancel it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx) => schedules.deleteSchedule(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${sch}/:id/publish`,
    {
      config: write,
      schema: {
        tags,
        summary: 'draft → published; needs at least one session; queues the session reminders',
        params: idParam,
        response: oneSchedule,
      },
    },
    async (req) =>
      programmeTx(req, (tx, c, later) => schedules.publishSchedule(tx, c, req.params.id, later)),
  );

  app.post(
    `${sch}/:id/cancel`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'draft or published → cancelled: cancels its open sessions, withdraws its enrolments with the reason and tells the enrolled',
        params: idParam,
        body: scheduleCancel,
        response: oneSchedule,
      },
    },
    async (req) =>
      programmeTx(req, (tx, c, later) =>
        schedules.cancelSchedule(tx, c, req.params.id, req.body, later),
      ),
  );

  app.get(
    `${sch}/:id/summary`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Enrolments and sessions by status, attendance rate, mean progress and revenue of a schedule',
        params: idParam,
        response: { 200: scheduleSummary, ...errors },
      },
    },
    async (req) => academyTx(req, (tx) => schedules.scheduleSummary(tx, req.params.id)),
  );

  app.get(
    `${sch}/:id/sessions`,
    {
      config: browse,
      schema: {
        tags,
        summary: "A schedule's sessions in time order",
        params: idParam,
        response: sessionsList,
      },
    },
    async (req) => academyTx(req, (tx, c) => schedules.sessionsOfSchedule(tx, c, req.params.id)),
  );

  app.get(
    `${sch}/:id/enrollments`,
    {
      config: browse,
      schema: {
        tags,
        summary: "A schedule's enrolments (without academy:read: the caller's own only)",
        params: idParam,
        response: { 200: z.array(enrollment), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => schedules.enrollmentsOfSchedule(tx, c, req.params.id)),
  );

  // --- Sessions -----------------------------------------------------------------------------
  app.get(
    ses,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Sessions by start (without academy:read: of published and completed schedules)',
        response: sessionsList,
      },
    },
    async (req) => academyTx(req, (tx, c) => sessions.listSessions(tx, c)),
  );

  app.post(
    ses,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Add a session to a draft or published schedule, within its dates; 409 when the trainer already teaches then',
        body: sessionInput,
        response: { 201: session, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await programmeTx(req, (tx, c, later) => sessions.createSession(tx, c, req.body, later)),
        ),
  );

  app.get(
    `${ses}/status`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Sessions in one status',
        querystring: sessionStatusQuery,
        response: sessionsList,
      },
    },
    async (req) => academyTx(req, (tx, c) => sessions.sessionsByStatus(tx, c, req.query.status)),
  );

  app.get(
    `${ses}/trainer/:id`,
    {
      config: browse,
      schema: { tags, summary: "A trainer's sessions", params: idParam, response: sessionsList },
    },
    async (req) => academyTx(req, (tx, c) => sessions.sessionsOfTrainer(tx, c, req.params.id)),
  );

  app.get(
    `${ses}/date`,
    {
      config: browse,
      schema: {
        tags,
        summary: "Sessions starting on a day of the club's calendar",
        querystring: sessionDateQuery,
        response: sessionsList,
      },
    },
    async (req) => academyTx(req, (tx, c) => sessions.sessionsOnDate(tx, c, req.query.date)),
  );

  app.get(
    `${ses}/date-range`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Sessions starting from start_date to end_date (at most 366 days)',
        querystring: academyDateRangeQuery,
        response: sessionsList,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) =>
        sessions.sessionsInRange(tx, c, req.query.start_date, req.query.end_date),
      ),
  );

  app.get(
    `${ses}/:id`,
    {
      config: browse,
      schema: { tags, summary: 'One session', params: idParam, response: oneSession },
    },
    async (req) => academyTx(req, (tx, c) => sessions.getSession(tx, c, req.params.id)),
  );

  app.put(
    `${ses}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Change a scheduled session; moving it re-checks the trainer, re-queues the reminder and tells the enrolled',
        params: idParam,
        body: sessionUpdate,
        response: oneSession,
      },
    },
    async (req) =>
      programmeTx(req, (tx, c, later) =>
        sessions.updateSession(tx, c, req.params.id, req.body, later),
      ),
  );

  app.delete(
    `${ses}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a scheduled session of a draft schedule (otherwise cancel it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx, c) => sessions.deleteSession(tx, c, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${ses}/:id/start`,
    {
      config: teach,
      schema: {
        tags,
        summary:
          "scheduled → in_progress, in a published schedule; the session's trainer or the office",
        params: idParam,
        response: oneSession,
      },
    },
    async (req) => academyTx(req, (tx, c) => sessions.startSession(tx, c, req.params.id)),
  );

  app.post(
    `${ses}/:id/complete`,
    {
      config: teach,
      schema: {
        tags,
        summary:
          "in_progress → completed with the trainer's notes; the last one completes the schedule",
        params: idParam,
        body: sessionComplete,
        response: oneSession,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => sessions.completeSession(tx, c, req.params.id, req.body)),
  );

  app.post(
    `${ses}/:id/cancel`,
    {
      config: write,
      schema: {
        tags,
        summary: 'scheduled or in_progress → cancelled; tells the enrolled',
        params: idParam,
        body: sessionCancel,
        response: oneSession,
      },
    },
    async (req) =>
      programmeTx(req, (tx, c, later) =>
        sessions.cancelSession(tx, c, req.params.id, req.body, later),
      ),
  );

  app.get(
    `${ses}/:id/attendance`,
    {
      config: browse,
      schema: {
        tags,
        summary: "The attendance marked at a session (without academy:read: the caller's own)",
        params: idParam,
        response: { 200: z.array(attendance), ...errors },
      },
    },
    async (req) => academyTx(req, (tx, c) => sessions.attendanceOfSession(tx, c, req.params.id)),
  );

  // --- The trainer schedule -----------------------------------------------------------------
  app.get(
    `${base}/trainer-schedule/:id`,
    {
      config: { permission: [PERMISSIONS.academyRead, PERMISSIONS.academyTeach] },
      schema: {
        tags,
        summary:
          "A trainer's sessions over a range, cancelled ones included (default today and the 27 days after); academy:read or the trainer",
        params: idParam,
        querystring: trainerScheduleQuery,
        response: { 200: trainerSchedule, ...errors },
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => sessions.trainerSchedule(tx, c, req.params.id, req.query)),
  );
};
