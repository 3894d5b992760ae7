import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The shop's catalogue calls (docs/shop-and-rentals.md). */
export const catalogueRoutes: FastifyPluginAsyncZod = async () => {};
