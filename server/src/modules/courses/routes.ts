import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from './cart-routes';
import { courseCrudRoutes } from './course-routes';
import { holeRoutes } from './hole-routes';
import { hoursRoutes } from './hours-routes';
import { serviceRoutes } from './service-routes';

/** Course set-up under /api/settings: courses, holes, hours, closures, carts, on-course services. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(courseCrudRoutes);
  await app.register(holeRoutes);
  await app.register(hoursRoutes);
  await app.register(cartRoutes);
  await app.register(serviceRoutes);
};
