import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/settings/users/..., profiles, golf preferences. */
export const userRoutes: FastifyPluginAsyncZod = async () => {};
