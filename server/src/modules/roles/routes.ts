import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Roles and role assignment under /api/settings/users/... */
export const roleRoutes: FastifyPluginAsyncZod = async () => {};
