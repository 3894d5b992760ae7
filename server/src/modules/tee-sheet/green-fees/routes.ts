import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  greenFeeQuote,
  greenFeeQuoteRequest,
  greenFeeRate,
  greenFeeRateInput,
  greenFeeRateList,
  idParam,
} from '@fairway/shared-api/contract';
import { clockTimeIn } from '../../../lib/clock';
import { teeTx } from '../context';
import * as service from './service';

const tags = ['Green fees'];
/** Members read the rates: they see what they will pay. */
const read = { permission: PERMISSIONS.teeTimesBook };
const write = { permission: PERMISSIONS.coursesWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const rates = '/api/settings/green-fees/rates';

/** /api/settings/green-fees: the club's rates and the quote of a booking (issue 12). */
export const greenFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    rates,
    {
      config: read,
      schema: {
        tags,
        summary: "The club's green-fee rates (active or not) and the currency of their prices",
        response: { 200: greenFeeRateList, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.listRates(tx)),
  );

  app.post(
    rates,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a rate: who (class or cart), holes, weekdays, time band, course, price',
        body: greenFeeRateInput,
        response: { 201: greenFeeRate, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await req.tx((tx) => service.createRate(tx, req.principal().organizationId, req.body)),
        ),
  );

  app.put(
    `${rates}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Replace a rate',
        params: idParam,
        body: greenFeeRateInput,
        response: { 200: greenFeeRate, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.updateRate(tx, req.params.id, req.body)),
  );

  app.delete(
    `${rates}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a rate (bookings keep the price they were given)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => service.deleteRate(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/settings/green-fees/quote',
    {
      config: read,
      schema: {
        tags,
        summary:
          "The price a booking would have under the club's rates: a line per player and per cart and the total; price is null when the club has no active rates",
        body: greenFeeQuoteRequest,
        response: { 200: greenFeeQuote, ...errors },
      },
    },
    async (req) =>
      teeTx(req, (tx, c) =>
        service.quote(tx, {
          ...req.body,
          start_time: clockTimeIn(req.body.start_time, c.club!.timeZone),
        }),
      ),
  );
};
