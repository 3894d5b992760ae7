import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Feature flags, registration-enabled and settings sections. */
export const settingsRoutes: FastifyPluginAsyncZod = async () => {};
