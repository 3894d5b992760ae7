import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  equipmentRentalCancel,
  equipmentRentalConfirm,
  equipmentRentalCreate,
  equipmentRentalDetails,
  equipmentRentalDetailsQuery,
  equipmentRentalListQuery,
  equipmentRentalPayment,
  equipmentRentalPickup,
  equipmentRentalRefund,
  equipmentRentalReturn,
  equipmentRentalRow,
  equipmentRentalStatusChange,
  errorResponse,
  idParam,
  rentalAvailability,
  rentalPool,
  rentalAvailabilityQuery,
  rentalInventoryParam,
  rentalStatistics,
  rentalStatisticsQuery,
} from '@fairway/shared-api/contract';
import { rentalsTx } from './context';
import * as service from './service';

const tags = ['Equipment rentals'];
/** Members: rent for themselves, see and cancel their own (the service keeps them to their own). */
const request = { permission: PERMISSIONS.rentalsRequest };
const read = { permission: PERMISSIONS.rentalsRead };
const write = { permission: PERMISSIONS.rentalsWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const base = '/api/settings/equipment-rentals';
const one = { 200: equipmentRentalDetails, ...errors };

/** /api/settings/equipment-rentals: equipment rentals (docs/shop-and-rentals.md). */
export const rentalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    base,
    {
      config: request,
      schema: {
        tags,
        summary:
          'Rent units of a rental inventory row for whole days (the caller, or a member with rentals:write); priced by the server; 409 when no unit is free',
        body: equipmentRentalCreate,
        response: { 201: equipmentRentalDetails, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await rentalsTx(req, (tx, c) => service.createRental(tx, c, req.body))),
  );

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Every rental, newest first, filtered by status, dates (from/to) and member; details=true adds the item and the member; X-Total-Count',
        querystring: equipmentRentalListQuery,
        response: { 200: z.array(equipmentRentalRow), ...errors },
      },
    },
    async (req, reply) => {
      const page = await rentalsTx(req, (tx) => service.listRentals(tx, req.query));
      void reply.header('x-total-count', String(page.total));
      return page.rows;
    },
  );

  app.get(
    `${base}/statistics`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Rentals starting in the range (default the last 30 days) by status and their money; units out, overdue, pickups and returns today',
        querystring: rentalStatisticsQuery,
        response: { 200: rentalStatistics, ...errors },
      },
    },
    async (req) => rentalsTx(req, (tx, c) => service.rentalStatistics(tx, c, req.query)),
  );

  app.get(
    `${base}/pools`,
    {
      config: request,
      schema: {
        tags,
        summary:
          'What can be rented: the rental stock of active items with a price per day and at least one unit, by name',
        response: { 200: z.array(rentalPool), ...errors },
      },
    },
    async (req) => rentalsTx(req, (tx) => service.rentalPools(tx)),
  );

  app.get(
    `${base}/availability/:inventoryId`,
    {
      config: request,
      schema: {
        tags,
        summary:
          'Units booked and free each day of [start_date, end_date], and whether a rental of the whole range would be accepted',
        params: rentalInventoryParam,
        querystring: rentalAvailabilityQuery,
        response: { 200: rentalAvailability, ...errors },
      },
    },
    async (req) =>
      rentalsTx(req, (tx) =>
        service.availability(tx, req.params.inventoryId, req.query.start_date, req.query.end_date),
      ),
  );

  app.get(
    `${base}/user/:id`,
    {
      config: request,
      schema: {
        tags,
        summary:
          "A member's rentals, newest first (a member: only their own); details=true adds the item",
        params: idParam,
        querystring: equipmentRentalDetailsQuery,
        response: { 200: z.array(equipmentRentalRow), ...errors },
      },
    },
    async (req) =>
      rentalsTx(req, (tx, c) => service.rentalsOfUser(tx, c, req.params.id, req.query.details)),
  );

  app.get(
    `${base}/:id`,
    {
      config: request,
      schema: {
        tags,
        summary: 'One rental with its item and member (a member: only their own)',
        params: idParam,
        response: one,
      },
    },
    async (req) => rentalsTx(req, (tx, c) => service.getRental(tx, c, req.params.id)),
  );

  app.put(
    `${base}/:id/confirm`,
    {
      config: write,
      schema: {
        tags,
        summary: 'pending → confirmed',
        params: idParam,
        body: equipmentRentalConfirm,
        response: one,
      },
    },
    async (req) => rentalsTx(req, (tx, c) => service.confirmRental(tx, c, req.params.id)),
  );

  app.put(
    `${base}/:id/pickup`,
    {
      config: write,
      schema: {
        tags,
        summary: 'confirmed → active: the member has the equipment',
        params: idParam,
        body: equipmentRentalPickup,
        response: one,
      },
    },
    async (req) => rentalsTx(req, (tx, c) => service.pickUpRental(tx, c, req.params.id)),
  );

  app.put(
    `${base}/:id/return`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'active or overdue → returned, with the damage found and its fee (owed, paid through payment)',
        params: idParam,
        body: equipmentRentalReturn,
        response: one,
      },
    },
    async (req) => rentalsTx(req, (tx, c) => service.returnRental(tx, c, req.params.id, req.body)),
  );

  app.put(
    `${base}/:id/cancel`,
    {
      config: request,
      schema: {
        tags,
        summary:
          "pending or confirmed → cancelled (default reason 'Cancelled by staff'); a member cancels their own pending rental",
        params: idParam,
        body: equipmentRentalCancel,
        response: one,
      },
    },
    async (req) =>
      rentalsTx(req, (tx, c) => service.cancelRental(tx, c, req.params.id, req.body.reason)),
  );

  app.put(
    `${base}/status`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Any allowed move: pending → confirmed | cancelled, confirmed → active | cancelled, active → overdue | returned, overdue → active | returned',
        body: equipmentRentalStatusChange,
        response: one,
      },
    },
    async (req) =>
      rentalsTx(req, (tx, c) =>
        service.changeStatus(tx, c, req.body.rental_id, req.body.new_status, req.body.notes),
      ),
  );

  app.post(
    `${base}/:id/payment`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Take a payment: never more than is due (409)',
        params: idParam,
        body: equipmentRentalPayment,
        response: one,
      },
    },
    async (req) => rentalsTx(req, (tx, c) => service.payRental(tx, c, req.params.id, req.body)),
  );

  app.post(
    `${base}/:id/refund`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Give money back: never more than paid minus refunded (409)',
        params: idParam,
        body: equipmentRentalRefund,
        response: one,
      },
    },
    async (req) => rentalsTx(req, (tx, c) => service.refundRental(tx, c, req.params.id, req.body)),
  );
};
