import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The shop's analytics calls (docs/shop-and-rentals.md). */
export const analyticsRoutes: FastifyPluginAsyncZod = async () => {};
