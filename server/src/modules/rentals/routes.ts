import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/settings/equipment-rentals: equipment rentals (docs/shop-and-rentals.md). */
export const rentalsRoutes: FastifyPluginAsyncZod = async () => {};
