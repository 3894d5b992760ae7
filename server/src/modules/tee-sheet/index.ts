// Public surface of the tee sheet.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRoutes } from './booking-routes';
import { cartStatusRoutes } from './cart-routes';
import { BOOKING_SCREEN_PATH, bookingScreenPreload } from './document-preload';
import { greenFeeRoutes } from './green-fees';
import { reportRoutes } from './reports';
import { teeTimeRoutes } from './tee-time-routes';
import { waitlistRoutes } from './waitlist';

export const teeSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.registerDocumentPreload(BOOKING_SCREEN_PATH, bookingScreenPreload);
  await app.register(teeTimeRoutes);
  await app.register(bookingRoutes);
  await app.register(cartStatusRoutes);
  await app.register(greenFeeRoutes);
  await app.register(waitlistRoutes);
  await app.register(reportRoutes);
};

export { priceBooking, seedDemoRates, type PriceQuery } from './green-fees';
export type { Caller } from './context';
