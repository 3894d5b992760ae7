// Staff dashboard and tee-sheet reports (issue 12): public surface is the routes plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reportRoutes: FastifyPluginAsyncZod = async () => {};
