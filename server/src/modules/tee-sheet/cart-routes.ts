import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, cartStatus, errorResponse, idParam } from '@fairway/shared-api/contract';
import { cartStatus as statusOf } from './cart-status';
import { callerOf } from './context';

/** GET /api/settings/cart/status/{id}: carts depend on bookings, so the tee sheet answers it. */
export const cartStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/cart/status/:id',
    {
      config: { permission: PERMISSIONS.coursesRead },
      schema: {
        tags: ['Carts'],
        summary:
          "Carts on a course (id is the course id) today in the club's time zone: fleet, reserved with confirmed bookings, out on a round now, available now",
        params: idParam,
        response: { 200: cartStatus, 403: errorResponse, 404: errorResponse },
      },
    },
    async (req) => req.tx((tx) => statusOf(tx, callerOf(req), req.params.id)),
  );
};
