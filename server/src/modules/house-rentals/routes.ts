import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  houseAvailableDates,
  houseAvailableDatesParams,
  houseAvailableDatesQuery,
  houseBooking,
  houseBookingFeedback,
  houseBookingFeedbackInput,
  houseBookingFeedbackUpdate,
  houseBookingInput,
  houseBookingListQuery,
  houseBookingPaymentInput,
  houseBookingStatusInput,
  houseRental,
  houseRentalDetails,
  houseRentalImage,
  houseRentalImageInput,
  houseRentalImageParams,
  houseRentalInput,
  houseRentalListQuery,
  houseRentalPeriod,
  houseRentalPeriodInput,
  houseRentalPeriodUpdate,
  houseRentalUpdate,
  idParam,
} from '@fairway/shared-api/contract';
import * as bookings from './bookings';
import { houseRentalsTx } from './context';
import * as feedback from './feedback';
import * as listings from './listings';
import { tellGuest } from './notices';

const tags = ['House rentals'];
const { houseRentalsBook: BOOK, houseRentalsRead: READ, houseRentalsWrite: WRITE } = PERMISSIONS;
/** Members, guests and households browse active listings; the office sees everything. */
const browse = { permission: [BOOK, READ, WRITE] };
const read = { permission: [READ, WRITE] };
const write = { permission: WRITE };
/** Book, cancel one's own stay, give feedback; the office does it for anyone. */
const bookOrWrite = { permission: [BOOK, WRITE] };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const none = z.null();
const base = '/api/settings/house-rentals';

/** /api/settings/house-rentals: listings, periods, free nights, bookings, images, feedback. */
export const houseRentalsRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Listings -----------------------------------------------------------------------------

  app.get(
    base,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Listings by title (members: active ones; the office: all, or ?active=true)',
        querystring: houseRentalListQuery,
        response: { 200: z.array(houseRental), ...errors },
      },
    },
    async (req, reply) => {
      const rows = await houseRentalsTx(req, (tx, c) => listings.list(tx, c, req.query.active));
      void reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  app.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Put a house up for short stays (one listing per house)',
        body: houseRentalInput,
        response: { 201: houseRental, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await houseRentalsTx(req, (tx, c) => listings.create(tx, c, req.body))),
  );

  app.get(
    `${base}/with-details`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'Listings with their house, primary image, images, periods and feedback',
        querystring: houseRentalListQuery,
        response: { 200: z.array(houseRentalDetails), ...errors },
      },
    },
    async (req) => houseRentalsTx(req, (tx, c) => listings.withDetails(tx, c, req.query.active)),
  );

  app.get(
    `${base}/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'A listing',
        params: idParam,
        response: { 200: houseRental, ...errors },
      },
    },
    async (req) => houseRentalsTx(req, (tx, c) => listings.get(tx, c, req.params.id)),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a listing (only the fields sent change)',
        params: idParam,
        body: houseRentalUpdate,
        response: { 200: houseRental, ...errors },
      },
    },
    async (req) => houseRentalsTx(req, (tx, c) => listings.update(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a listing without bookings (409 otherwise: deactivate it instead)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await houseRentalsTx(req, (tx, c) => listings.remove(tx, c, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/:id/details`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'A listing with its house, primary image, images, periods and feedback',
        params: idParam,
        response: { 200: houseRentalDetails, ...errors },
      },
    },
    async (req) => houseRentalsTx(req, (tx, c) => listings.details(tx, c, req.params.id)),
  );

  app.get(
    `${base}/:id/bookings`,
    {
      config: read,
      schema: {
        tags,
        summary: "A listing's bookings, newest stays first (status, from, to narrow them)",
        params: idParam,
        querystring: houseBookingListQuery,
        response: { 200: z.array(houseBooking), ...errors },
      },
    },
    async (req) =>
      houseRentalsTx(req, (tx, c) => bookings.ofListing(tx, c, req.params.id, req.query)),
  );

  // --- Images -------------------------------------------------------------------------------

  app.get(
    `${base}/:id/images`,
    {
      config: browse,
      schema: {
        tags,
        summary: "A listing's images, the primary first, then by sort_order",
        params: idParam,
        response: { 200: z.array(houseRentalImage), ...errors },
      },
    },
    async (req) => houseRentalsTx(req, (tx, c) => listings.images(tx, c, req.params.id)),
  );

  app.post(
    `${base}/:id/images`,
    {
      config: write,
      schema: {
        tags,
        summary: "Add an image file of the club to a listing's gallery (the first is primary)",
        params: idParam,
        body: houseRentalImageInput,
        response: { 201: houseRentalImage, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await houseRentalsTx(req, (tx, c) => listings.addImage(tx, c, req.params.id, req.body)),
        ),
  );

  app.put(
    `${base}/:id/images/:imageId/set-primary`,
    {
      config: write,
      schema: {
        tags,
        summary: "Make an image the listing's primary one; answers the gallery",
        params: houseRentalImageParams,
        response: { 200: z.array(houseRentalImage), ...errors },
      },
    },
    async (req) =>
      houseRentalsTx(req, (tx, c) =>
        listings.setPrimaryImage(tx, c, req.params.id, req.params.imageId),
      ),
  );

  app.delete(
    `${base}/images/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove an image from its gallery (the next one becomes primary)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await houseRentalsTx(req, (tx, c) => listings.removeImage(tx, c, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Periods and free nights ----------------------------------------------------------------

  app.post(
    `${base}/periods`,
    {
      config: write,
      schema: {
        tags,
        summary: "Add a period with its nightly rate (periods of a listing don't overlap)",
        body: houseRentalPeriodInput,
        response: { 201: houseRentalPeriod, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await houseRentalsTx(req, (tx, c) => listings.createPeriod(tx, c, req.body))),
  );

  app.put(
    `${base}/periods/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a period (its bookings keep their price and must stay inside it)',
        params: idParam,
        body: houseRentalPeriodUpdate,
        response: { 200: houseRentalPeriod, ...errors },
      },
    },
    async (req) =>
      houseRentalsTx(req, (tx, c) => listings.updatePeriod(tx, c, req.params.id, req.body)),
  );

  app.get(
    `${base}/:id/periods/:periodId/available-dates`,
    {
      config: browse,
      schema: {
        tags,
        summary: "The period's free and taken nights in a window of at most 366 days",
        params: houseAvailableDatesParams,
        querystring: houseAvailableDatesQuery,
        response: { 200: houseAvailableDates, ...errors },
      },
    },
    async (req) =>
      houseRentalsTx(req, (tx, c) =>
        listings.availableDates(tx, c, req.params.id, req.params.periodId, req.query),
      ),
  );

  // --- Bookings -----------------------------------------------------------------------------

  app.post(
    `${base}/bookings`,
    {
      config: bookOrWrite,
      schema: {
        tags,
        summary: 'Book nights of a house (409 when any of them is taken); charges the stay',
        body: houseBookingInput,
        response: { 201: houseBooking, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await houseRentalsTx(req, (tx, c) => bookings.book(tx, c, req.body))),
  );

  app.put(
    `${base}/bookings/:id/status`,
    {
      config: bookOrWrite,
      schema: {
        tags,
        summary:
          'Move a booking on: confirm, check in, complete, cancel (guests: cancel their own)',
        params: idParam,
        body: houseBookingStatusInput,
        response: { 200: houseBooking, ...errors },
      },
    },
    async (req) => {
      const { booking, times } = await houseRentalsTx(req, (tx, c) =>
        bookings.changeStatus(tx, c, req.params.id, req.body),
      );
      // After the commit: the guest hears of a confirmation or a cancellation.
      if (booking.status === 'confirmed' || booking.status === 'cancelled') {
        const { organizationId, userId } = req.principal();
        await tellGuest(
          req.server,
          organizationId,
          booking.status === 'confirmed' ? 'house_booking.confirmed' : 'house_booking.cancelled',
          booking,
          times,
          userId,
        );
      }
      return booking;
    },
  );

  app.put(
    `${base}/bookings/:id/payment`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Record a payment towards a booking (never more than is due)',
        params: idParam,
        body: houseBookingPaymentInput,
        response: { 200: houseBooking, ...errors },
      },
    },
    async (req) => houseRentalsTx(req, (tx, c) => bookings.pay(tx, c, req.params.id, req.body)),
  );

  app.get(
    `${base}/bookings/user/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: "A person's stays (yourself, unless staff)",
        params: idParam,
        querystring: houseBookingListQuery,
        response: { 200: z.array(houseBooking), ...errors },
      },
    },
    async (req) => houseRentalsTx(req, (tx, c) => bookings.ofUser(tx, c, req.params.id, req.query)),
  );

  app.get(
    `${base}/bookings/tenant/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: "The stays booked in a household's name (household check view_bookings)",
        params: idParam,
        querystring: houseBookingListQuery,
        response: { 200: z.array(houseBooking), ...errors },
      },
    },
    async (req) =>
      houseRentalsTx(req, (tx, c) => bookings.ofTenant(tx, c, req.params.id, req.query)),
  );

  app.get(
    `${base}/bookings/property-owner/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: 'The stays in the houses of a household (household check view_bookings)',
        params: idParam,
        querystring: houseBookingListQuery,
        response: { 200: z.array(houseBooking), ...errors },
      },
    },
    async (req) =>
      houseRentalsTx(req, (tx, c) => bookings.ofPropertyOwner(tx, c, req.params.id, req.query)),
  );

  // --- Feedback -----------------------------------------------------------------------------

  app.post(
    `${base}/feedback`,
    {
      config: { permission: BOOK },
      schema: {
        tags,
        summary: 'Rate a stay once it has begun (one piece of feedback per booking, by its guest)',
        body: houseBookingFeedbackInput,
        response: { 201: houseBookingFeedback, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await houseRentalsTx(req, (tx, c) => feedback.create(tx, c, req.body))),
  );

  app.put(
    `${base}/feedback/:id`,
    {
      config: bookOrWrite,
      schema: {
        tags,
        summary: "Change feedback: the guest's rating and comment, the office's response",
        params: idParam,
        body: houseBookingFeedbackUpdate,
        response: { 200: houseBookingFeedback, ...errors },
      },
    },
    async (req) => houseRentalsTx(req, (tx, c) => feedback.update(tx, c, req.params.id, req.body)),
  );

  app.get(
    `${base}/feedback/booking/:id`,
    {
      config: browse,
      schema: {
        tags,
        summary: "A booking's feedback, or null when none was given",
        params: idParam,
        response: { 200: houseBookingFeedback.nullable(), ...errors },
      },
    },
    async (req) => houseRentalsTx(req, (tx, c) => feedback.ofBooking(tx, c, req.params.id)),
  );
};
