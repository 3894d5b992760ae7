import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  availableTeeTime,
  courseIdParam,
  dateQuery,
  dateRangeQuery,
  errorResponse,
  idParam,
  moveOptions,
  moveOptionsParam,
  teeSheet,
  teeTime,
  teeTimeBlockInput,
  teeTimeOverview,
  teeTimeRangeBlock,
  teeTimeRangeBlockResult,
  teeTimeRangeUnblock,
} from '@fairway/shared-api/contract';
import { sheetChanged } from './announce';
import { teeTx } from './context';
import * as desk from './desk-service';
import { freedPlaces } from './freed';
import * as sheet from './sheet-service';

const tags = ['Tee sheet'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const base = '/api/settings/tee-times';

/**
 * /api/settings/tee-times: tee times generated from each course day's opening hours, the
 * member view, the staff sheet and blocks. Every call answers 403 while the club's
 * tee_time_management_enabled flag is off.
 */
export const teeTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/:id`,
    {
      config: { permission: PERMISSIONS.coursesRead },
      schema: {
        tags,
        summary: 'Get a tee time',
        params: idParam,
        response: { 200: teeTime, ...errors },
      },
    },
    async (req) => teeTx(req, (tx) => sheet.getTeeTime(tx, req.params.id)),
  );

  app.get(
    `${base}/available-with-booking-info/:courseId`,
    {
      config: { permission: PERMISSIONS.teeTimesBook },
      schema: {
        tags,
        summary:
          "Bookable tee times of a course on a date (not blocked, not started) with places left and the caller's own booking; [] on a closed day",
        params: courseIdParam,
        querystring: dateQuery,
        response: { 200: z.array(availableTeeTime), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await teeTx(req, (tx, c) =>
        sheet.available(tx, c, req.params.courseId, req.query.date),
      );
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.get(
    `${base}/overview-data/:courseId`,
    {
      config: { permission: PERMISSIONS.coursesRead },
      schema: {
        tags,
        summary: `Per-day tee times, blocks, capacity, players and bookings from start_date to end_date (at most ${sheet.MAX_OVERVIEW_DAYS} days)`,
        params: courseIdParam,
        querystring: dateRangeQuery,
        response: { 200: teeTimeOverview, ...errors },
      },
    },
    async (req) =>
      teeTx(req, (tx, c) =>
        sheet.overview(tx, c, req.params.courseId, req.query.start_date, req.query.end_date),
      ),
  );

  app.get(
    `${base}/sheet/:courseId`,
    {
      config: { permission: PERMISSIONS.teeSheetManage },
      schema: {
        tags,
        summary:
          'Addition: the staff tee sheet of a date: every time, blocked ones included, with its confirmed bookings and players',
        params: courseIdParam,
        querystring: dateQuery,
        response: { 200: teeSheet, ...errors },
      },
    },
    async (req) => teeTx(req, (tx, c) => sheet.sheet(tx, c, req.params.courseId, req.query.date)),
  );

  app.put(
    `${base}/:id/block`,
    {
      config: { permission: PERMISSIONS.teeSheetManage },
      schema: {
        tags,
        summary:
          'Addition: block a tee time with a reason (409 while it has bookings); members no longer see it',
        params: idParam,
        body: teeTimeBlockInput,
        response: { 200: teeTime, ...errors },
      },
    },
    async (req) => {
      const row = await teeTx(req, (tx, c) => sheet.block(tx, c, req.params.id, req.body.reason));
      await sheetChanged(req, row.course_id, [row.date]);
      return row;
    },
  );

  app.delete(
    `${base}/:id/block`,
    {
      config: { permission: PERMISSIONS.teeSheetManage },
      schema: {
        tags,
        summary: 'Addition: unblock a tee time',
        params: idParam,
        response: { 200: teeTime, ...errors },
      },
    },
    async (req) => {
      const row = await teeTx(req, (tx) => sheet.unblock(tx, req.params.id));
      await sheetChanged(req, row.course_id, [row.date]);
      await freedPlaces(req, [row.id]);
      return row;
    },
  );

  const manage = { permission: PERMISSIONS.teeSheetManage };

  app.get(
    `${base}/move-options/:bookingId`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Desk: every tee time of a date with whether the booking's players fit there and, if not, why (blocked, full, started, current)",
        params: moveOptionsParam,
        querystring: dateQuery,
        response: { 200: moveOptions, ...errors },
      },
    },
    async (req) =>
      teeTx(req, (tx, c) => desk.moveOptions(tx, c, req.params.bookingId, req.query.date)),
  );

  app.post(
    `${base}/blocks`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Desk: block every time from `from` to `to` on a date, and weekly up to repeat_weekly_until (at most 26 weeks); closed days skipped, bookings already there stay',
        body: teeTimeRangeBlock,
        response: { 200: teeTimeRangeBlockResult, ...errors },
      },
    },
    async (req) => {
      const { course_id, freed, ...answer } = await teeTx(req, (tx, c) =>
        desk.blockRange(tx, c, req.body),
      );
      void freed;
      await sheetChanged(req, course_id, answer.dates);
      return answer;
    },
  );

  app.post(
    `${base}/blocks/remove`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Desk: unblock every blocked time from `from` to `to` on a date, and weekly up to repeat_weekly_until',
        body: teeTimeRangeUnblock,
        response: { 200: teeTimeRangeBlockResult, ...errors },
      },
    },
    async (req) => {
      const { course_id, freed, ...answer } = await teeTx(req, (tx, c) =>
        desk.unblockRange(tx, c, req.body),
      );
      await sheetChanged(req, course_id, answer.dates);
      await freedPlaces(req, freed);
      return answer;
    },
  );
};
