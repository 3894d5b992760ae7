import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  bookingCheckIn,
  bookingListQuery,
  bookingNoShow,
  bookingPayment,
  bookingPlayerOption,
  bookingRules,
  currentTeeTime,
  currentTeeTimeQuery,
  errorResponse,
  idParam,
  playerSearchQuery,
  teeTimeBooking,
  teeTimeBookingRequest,
  teeTimeBookingUpdate,
} from '@fairway/shared-api/contract';
import { bookingNotice, sheetChanged } from './announce';
import * as bookings from './booking-service';
import { teeTx } from './context';
import * as desk from './desk-service';
import { freedPlaces } from './freed';

const tags = ['Tee sheet'];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const base = '/api/settings/tee-time-bookings';
const book = { permission: PERMISSIONS.teeTimesBook };

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional()
    .describe('Retries of one booking attempt send the same key and book once'),
});

/** /api/settings/tee-time-bookings: book, change, cancel, and the booking lists. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${base}/book`,
    {
      config: book,
      schema: {
        tags,
        summary:
          'Book a tee time (409 "Selected tee time is not available" when it is full, blocked, past or not on the sheet). Idempotency-Key: a retry with the same key and body answers the first result',
        headers: idempotencyHeaders,
        body: teeTimeBookingRequest,
        response: { 201: teeTimeBooking, 422: errorResponse, ...errors },
      },
    },
    async (req, reply) => {
      const answer = await teeTx(req, (tx, c) =>
        bookings.book(tx, c, req.body, req.headers['idempotency-key'] ?? null),
      );
      if (!answer.replayed) {
        await sheetChanged(req, answer.body.course_id, [answer.body.date]);
        await bookingNotice(req, 'booking_confirmed', answer.body);
      }
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: book,
      schema: {
        tags,
        summary:
          'Change the players, carts or notes of a booking (owner or staff); staff may move it to another date or time',
        params: idParam,
        body: teeTimeBookingUpdate,
        response: { 200: teeTimeBooking, ...errors },
      },
    },
    async (req) => {
      const { booking, previous, freed } = await teeTx(req, (tx, c) =>
        bookings.update(tx, c, req.params.id, req.body),
      );
      await sheetChanged(req, booking.course_id, [previous.date, booking.date]);
      await freedPlaces(req, freed);
      const moved =
        previous.date !== booking.date ||
        previous.start_time !== booking.start_time ||
        previous.start_tee !== booking.start_tee;
      // Staff changing a member's booking, or any move, is news to the booking's members.
      if (moved || booking.user_id !== req.principal().userId)
        await bookingNotice(req, 'booking_changed', booking, previous);
      return booking;
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: book,
      schema: {
        tags,
        summary:
          "Cancel a booking (owner or staff); members only up to the club's cancellation cut-off before the start. Answers the cancelled booking",
        params: idParam,
        response: { 200: teeTimeBooking, ...errors },
      },
    },
    async (req) => {
      const booking = await teeTx(req, (tx, c) => bookings.cancel(tx, c, req.params.id));
      await sheetChanged(req, booking.course_id, [booking.date]);
      await bookingNotice(req, 'booking_cancelled', booking);
      await freedPlaces(req, [booking.tee_time_id]);
      return booking;
    },
  );

  const manage = { permission: PERMISSIONS.teeSheetManage };

  app.put(
    `${base}/:id/check-in`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Desk: check a booking in (from its day of play on; clears a no-show) or undo the check-in. Answers the booking',
        params: idParam,
        body: bookingCheckIn,
        response: { 200: teeTimeBooking, ...errors },
      },
    },
    async (req) => {
      const booking = await teeTx(req, (tx, c) =>
        desk.checkIn(tx, c, req.params.id, req.body.checked_in),
      );
      await sheetChanged(req, booking.course_id, [booking.date]);
      return booking;
    },
  );

  app.put(
    `${base}/:id/payment`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Desk: mark a booking paid (method cash, card or account) or not paid. Answers the booking',
        params: idParam,
        body: bookingPayment,
        response: { 200: teeTimeBooking, ...errors },
      },
    },
    async (req) => {
      const booking = await teeTx(req, (tx, c) => desk.payment(tx, c, req.params.id, req.body));
      await sheetChanged(req, booking.course_id, [booking.date]);
      return booking;
    },
  );

  app.put(
    `${base}/:id/no-show`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Desk: mark a booking a no-show (after its start time, not when checked in) or undo it. Answers the booking',
        params: idParam,
        body: bookingNoShow,
        response: { 200: teeTimeBooking, ...errors },
      },
    },
    async (req) => {
      const booking = await teeTx(req, (tx, c) =>
        desk.noShow(tx, c, req.params.id, req.body.no_show),
      );
      await sheetChanged(req, booking.course_id, [booking.date]);
      return booking;
    },
  );

  app.get(
    `${base}/current-tee-time`,
    {
      config: book,
      schema: {
        tags,
        summary:
          "The user's round under way today (started within the last 270 minutes) or next today, or null; the caller when user_id is absent",
        querystring: currentTeeTimeQuery,
        response: { 200: currentTeeTime, ...errors },
      },
    },
    async (req) => teeTx(req, (tx, c) => bookings.current(tx, c, req.query.user_id)),
  );

  app.get(
    `${base}/user/:id`,
    {
      config: book,
      schema: {
        tags,
        summary:
          "A user's bookings (owned or playing in): scope=upcoming (confirmed, from today; default) or all. Self, or staff",
        params: idParam,
        querystring: bookingListQuery,
        response: { 200: z.array(teeTimeBooking), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await teeTx(req, (tx, c) =>
        bookings.forUser(tx, c, req.params.id, req.query.scope),
      );
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.get(
    `${base}/players`,
    {
      config: book,
      schema: {
        tags,
        summary:
          'Other active members of the club whose first name, last name or "first last" contains q (case-insensitive, trimmed, 2–80 characters), by name, at most 20: whom a member may name as a player. Answers id and name only (our addition: members cannot list users)',
        querystring: playerSearchQuery,
        response: { 200: z.array(bookingPlayerOption), ...errors },
      },
    },
    async (req) => teeTx(req, (tx, c) => bookings.searchPlayers(tx, c, req.query.q)),
  );

  app.get(
    `${base}/rules`,
    {
      config: book,
      schema: {
        tags,
        summary:
          "The club's booking rules as they apply to the caller (our addition): the last bookable date, players per booking, guests, cancellation cut-off",
        response: { 200: bookingRules, ...errors },
      },
    },
    async (req) => teeTx(req, (tx, c) => bookings.rulesFor(tx, c)),
  );

  app.get(
    `${base}/tee-time/:id`,
    {
      config: { permission: PERMISSIONS.teeSheetManage },
      schema: {
        tags,
        summary: 'Confirmed bookings at a tee time',
        params: idParam,
        response: { 200: z.array(teeTimeBooking), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await teeTx(req, (tx) => bookings.forTeeTime(tx, req.params.id));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );
};
