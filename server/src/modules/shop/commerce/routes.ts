import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The shop's commerce calls (docs/shop-and-rentals.md). */
export const commerceRoutes: FastifyPluginAsyncZod = async () => {};
