import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  calendarFeed,
  calendarFeedParam,
  errorResponse,
  idParam,
  teeTimeBooking,
  waitlistEntry,
  waitlistJoinRequest,
  waitlistListQuery,
} from '@fairway/shared-api/contract';
import { conflict } from '../../../lib/errors';
import { bookingNotice, sheetChanged } from '../announce';
import { teeTx } from '../context';
import { defineExpireJob, serveLine } from './announce';
import { FEED_PATH, bookingIcs, currentFeed, feedIcs, rotateFeed } from './calendar';
import * as waitlist from './service';

const tags = ['Tee sheet'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const base = '/api/settings/tee-time-waitlist';
const bookingsBase = '/api/settings/tee-time-bookings';
const book = { permission: PERMISSIONS.teeTimesBook };
const ICS = 'text/calendar; charset=utf-8';

/** /api/settings/tee-time-waitlist, a booking's .ics and the personal calendar feed. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  defineExpireJob(app);

  /** Offers whose time is up go to the next in line before any waitlist call reads the line. */
  const settle = (organizationId: number) => serveLine(app, organizationId, []);

  app.post(
    base,
    {
      config: book,
      schema: {
        tags,
        summary:
          'Join the waitlist for a full tee time (from_time) or any time in a window (from_time–to_time) of a course day, for player_count players. At most 5 open entries; the booking window applies; refused when a time in the window has the places now or the member is booked in it',
        body: waitlistJoinRequest,
        response: { 201: waitlistEntry, ...errors },
      },
    },
    async (req, reply) => {
      await settle(req.principal().organizationId);
      const entry = await teeTx(req, (tx, c) => waitlist.join(tx, c, req.body));
      return reply.status(201).send(entry);
    },
  );

  app.get(
    base,
    {
      config: book,
      schema: {
        tags,
        summary:
          "The caller's waitlist entries (open ones and those of the last week, newest first); staff with course_id and date: that day's line in join order",
        querystring: waitlistListQuery,
        response: { 200: z.array(waitlistEntry), ...errors },
      },
    },
    async (req) => {
      await settle(req.principal().organizationId);
      const { course_id, date } = req.query;
      return teeTx(req, (tx, c) =>
        course_id !== undefined && date !== undefined
          ? waitlist.day(tx, c, course_id, date)
          : waitlist.mine(tx, c),
      );
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: book,
      schema: {
        tags,
        summary:
          'Leave the waitlist (the member, or staff); places held by an open offer go to the next in line',
        params: idParam,
        response: { 200: waitlistEntry, ...errors },
      },
    },
    async (req) => {
      const { organizationId } = req.principal();
      await settle(organizationId);
      const { entry, freed } = await teeTx(req, (tx, c) => waitlist.leave(tx, c, req.params.id));
      if (freed.teeTimeIds.length > 0)
        await serveLine(app, organizationId, freed.teeTimeIds, freed.days);
      return entry;
    },
  );

  app.post(
    `${base}/:id/accept`,
    {
      config: book,
      schema: {
        tags,
        summary:
          'Accept an offer: the held places become the member\'s booking (the booking rules apply). 409 "This offer has expired" once its time is up',
        params: idParam,
        response: { 201: teeTimeBooking, ...errors },
      },
    },
    async (req, reply) => {
      const { organizationId } = req.principal();
      const answer = await teeTx(req, (tx, c) => waitlist.accept(tx, c, req.params.id));
      if (answer.booking === null) {
        await serveLine(app, organizationId, answer.freed.teeTimeIds, answer.freed.days);
        throw conflict(answer.problem);
      }
      await sheetChanged(req, answer.booking.course_id, [answer.booking.date]);
      await bookingNotice(req, 'booking_confirmed', answer.booking);
      return reply.status(201).send(answer.booking);
    },
  );

  app.post(
    `${base}/:id/decline`,
    {
      config: book,
      schema: {
        tags,
        summary: 'Decline an offer: the held places go to the next in line',
        params: idParam,
        response: { 200: waitlistEntry, ...errors },
      },
    },
    async (req) => {
      const { organizationId } = req.principal();
      await settle(organizationId);
      const { entry, freed } = await teeTx(req, (tx, c) => waitlist.decline(tx, c, req.params.id));
      await serveLine(app, organizationId, freed.teeTimeIds, freed.days);
      return entry;
    },
  );

  // ---- Calendar

  app.get(
    `${bookingsBase}/:id/calendar.ics`,
    {
      config: book,
      schema: {
        tags,
        summary:
          "A booking's calendar entry (text/calendar; a cancelled booking's is METHOD:CANCEL): its owner, a player on it, or staff",
        params: idParam,
        response: { 200: z.string().describe('text/calendar'), ...errors },
      },
    },
    async (req, reply) => {
      const { ics, date } = await teeTx(req, (tx, c) => bookingIcs(app, tx, c, req.params.id));
      return reply
        .header('content-type', ICS)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="tee-time-${date}.ics"`)
        .send(ics);
    },
  );

  app.get(
    `${bookingsBase}/calendar-feed`,
    {
      config: book,
      schema: {
        tags,
        summary: "The URL of the caller's personal calendar feed of bookings, or null",
        response: { 200: calendarFeed, ...errors },
      },
    },
    async (req) => teeTx(req, (tx, c) => currentFeed(app, tx, c)),
  );

  app.post(
    `${bookingsBase}/calendar-feed`,
    {
      config: book,
      schema: {
        tags,
        summary:
          'Make the personal calendar feed, or give it a new secret URL (the old one stops working); answers the URL',
        response: { 201: calendarFeed.unwrap(), ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await teeTx(req, (tx, c) => rotateFeed(app, tx, c))),
  );

  app.get(
    `${FEED_PATH}/:file`,
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "Addition: a member's calendar feed, signed out (the secret URL is the permission): their confirmed bookings for the next 90 days. 404 once the URL was replaced",
        params: calendarFeedParam,
        response: { 200: z.string().describe('text/calendar'), 404: errorResponse },
      },
    },
    async (req, reply) => {
      const ics = await feedIcs(app, req.params.file);
      return reply
        .header('content-type', ICS)
        .header('cache-control', 'private, max-age=300')
        .send(ics);
    },
  );
};
