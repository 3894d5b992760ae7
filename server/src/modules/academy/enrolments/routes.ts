import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  attendance,
  attendanceListQuery,
  attendanceMark,
  attendanceParticipation,
  attendanceUpdate,
  enrollment,
  enrollmentApprove,
  enrollmentInput,
  enrollmentStatusQuery,
  enrollmentUpdate,
  enrollmentWithdraw,
  errorResponse,
  idParam,
} from '@fairway/shared-api/contract';
import { academyTx } from '../context';
import { tellEnrollmentApproved } from '../notices';
import * as service from './service';

const tags = ['Academy'];
/** Members see and change only their own (the service keeps them to it); academy:read sees all. */
const own = { permission: [PERMISSIONS.academyEnrol, PERMISSIONS.academyRead] };
/** Members enrol and withdraw themselves; the office anyone. */
const enrol = { permission: [PERMISSIONS.academyEnrol, PERMISSIONS.academyWrite] };
/** The session's trainer (the service checks whose it is) or the office. */
const teach = { permission: [PERMISSIONS.academyTeach, PERMISSIONS.academyWrite] };
const read = { permission: PERMISSIONS.academyRead };
const write = { permission: PERMISSIONS.academyWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const none = z.null();

const enrollments = '/api/settings/academy/enrollments';
const marks = '/api/settings/academy/attendance';
const oneEnrollment = { 200: enrollment, ...errors };
const manyEnrollments = { 200: z.array(enrollment), ...errors };
const oneMark = { 200: attendance, ...errors };
const manyMarks = { 200: z.array(attendance), ...errors };

/** /api/settings/academy/enrollments and /attendance (docs/academy.md). */
export const enrolmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Enrolments ------------------------------------------------------------------------------

  app.get(
    enrollments,
    {
      config: own,
      schema: {
        tags,
        summary: 'Enrolments, newest first (a member: their own)',
        response: manyEnrollments,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.listEnrollments(tx, c)),
  );

  app.post(
    enrollments,
    {
      config: enrol,
      schema: {
        tags,
        summary:
          'Enrol in a published schedule: a member themselves, academy:write anyone; pending, priced member_price with an account and price without; 409 when full or enrolled already',
        body: enrollmentInput,
        response: { 201: enrollment, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await academyTx(req, (tx, c) => service.createEnrollment(tx, c, req.body))),
  );

  app.get(
    `${enrollments}/status`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Enrolments in one status, newest first (a member: their own)',
        querystring: enrollmentStatusQuery,
        response: manyEnrollments,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.listEnrollments(tx, c, req.query.status)),
  );

  app.get(
    `${enrollments}/candidate/:id`,
    {
      config: own,
      schema: {
        tags,
        summary: "A candidate's enrolments, newest first (a member: their own candidate only)",
        params: idParam,
        response: manyEnrollments,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => service.enrollmentsOfCandidate(tx, c, req.params.id, false)),
  );

  app.get(
    `${enrollments}/candidate/:id/active`,
    {
      config: own,
      schema: {
        tags,
        summary: "A candidate's pending and approved enrolments (a member: their own only)",
        params: idParam,
        response: manyEnrollments,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => service.enrollmentsOfCandidate(tx, c, req.params.id, true)),
  );

  app.get(
    `${enrollments}/:id`,
    {
      config: own,
      schema: {
        tags,
        summary: 'One enrolment (a member: their own; 404 for others)',
        params: idParam,
        response: oneEnrollment,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.getEnrollment(tx, c, req.params.id)),
  );

  app.put(
    `${enrollments}/:id`,
    {
      config: enrol,
      schema: {
        tags,
        summary:
          "Change an enrolment's notes (a member: their own); the status moves by approve and withdraw",
        params: idParam,
        body: enrollmentUpdate,
        response: oneEnrollment,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) =>
        service.updateEnrollmentNotes(tx, c, req.params.id, req.body.notes),
      ),
  );

  app.delete(
    `${enrollments}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a withdrawn enrolment (409 otherwise: withdraw it first)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx) => service.deleteEnrollment(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${enrollments}/:id/approve`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'pending → approved; records the signed-in user as approved_by and tells the member',
        params: idParam,
        body: enrollmentApprove,
        response: oneEnrollment,
      },
    },
    async (req) => {
      const approved = await academyTx(req, (tx, c) =>
        service.approveEnrollment(tx, c, req.params.id),
      );
      await tellEnrollmentApproved(app, req.principal().organizationId, approved.id);
      return approved;
    },
  );

  app.post(
    `${enrollments}/:id/withdraw`,
    {
      config: enrol,
      schema: {
        tags,
        summary:
          "pending or approved → withdrawn (the member's own, or academy:write any), freeing the place; reason defaults to 'Withdrawn'",
        params: idParam,
        body: enrollmentWithdraw,
        response: oneEnrollment,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => service.withdrawEnrollment(tx, c, req.params.id, req.body.reason)),
  );

  // --- Attendance ------------------------------------------------------------------------------

  app.get(
    marks,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Attendance for reports, newest session first, filtered by schedule, session, candidate and session dates; X-Total-Count',
        querystring: attendanceListQuery,
        response: manyMarks,
      },
    },
    async (req, reply) => {
      const page = await academyTx(req, (tx, c) => service.listAttendance(tx, c, req.query));
      void reply.header('x-total-count', String(page.total));
      return page.rows;
    },
  );

  app.post(
    marks,
    {
      config: teach,
      schema: {
        tags,
        summary:
          "Mark an approved enrolment at a session in progress or completed (the session's trainer or the office); 409 when marked already",
        body: attendanceMark,
        response: { 201: attendance, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await academyTx(req, (tx, c) => service.createAttendance(tx, c, req.body))),
  );

  app.post(
    `${marks}/mark`,
    {
      config: teach,
      schema: {
        tags,
        summary:
          "The trainer's one tap: records or changes an enrolment's attendance at a session in progress or completed",
        body: attendanceMark,
        response: oneMark,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.markAttendance(tx, c, req.body)),
  );

  app.get(
    `${marks}/candidate/:id`,
    {
      config: own,
      schema: {
        tags,
        summary: "A candidate's attendance in session order (a member: their own only)",
        params: idParam,
        response: manyMarks,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.attendanceOfCandidate(tx, c, req.params.id)),
  );

  app.get(
    `${marks}/enrollment/:id`,
    {
      config: own,
      schema: {
        tags,
        summary: "An enrolment's attendance in session order (a member: their own only)",
        params: idParam,
        response: manyMarks,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.attendanceOfEnrollment(tx, c, req.params.id)),
  );

  app.get(
    `${marks}/:id`,
    {
      config: own,
      schema: {
        tags,
        summary: 'One attendance record (a member: their own; 404 for others)',
        params: idParam,
        response: oneMark,
      },
    },
    async (req) => academyTx(req, (tx, c) => service.getAttendance(tx, c, req.params.id)),
  );

  app.put(
    `${marks}/:id`,
    {
      config: teach,
      schema: {
        tags,
        summary:
          "Change a mark's status or the trainer's notes (the session's trainer or the office)",
        params: idParam,
        body: attendanceUpdate,
        response: oneMark,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => service.updateAttendance(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${marks}/:id`,
    {
      config: teach,
      schema: {
        tags,
        summary: "Remove a mark (the session's trainer or the office)",
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await academyTx(req, (tx, c) => service.deleteAttendance(tx, c, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${marks}/:id/participation`,
    {
      config: teach,
      schema: {
        tags,
        summary:
          "Rate participation and progress (1–5) and write the trainer's notes (the session's trainer or the office)",
        params: idParam,
        body: attendanceParticipation,
        response: oneMark,
      },
    },
    async (req) =>
      academyTx(req, (tx, c) => service.recordParticipation(tx, c, req.params.id, req.body)),
  );
};
