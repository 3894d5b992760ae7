import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * /api/settings/houses, /tenants, /sub-tenants and /financial (docs/property.md): houses and their
 * types, households and what they owe.
 */
export const propertyRoutes: FastifyPluginAsyncZod = async () => {};
