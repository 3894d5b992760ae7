import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, errorResponse, jobIdParam, jobStatus } from '@fairway/shared-api/contract';
import { notFound } from '../../../lib/errors';

/** GET /api/jobs/:id: a job the caller queued (another's, or another club's, is not found). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/:id',
    {
      config: { permission: PERMISSIONS.selfService },
      schema: {
        tags: ['Jobs'],
        summary:
          'Addition: the state of a background job the caller queued (an export, an import, a bulk change): waiting, active, completed or failed, its progress (0–100), result or error',
        params: jobIdParam,
        response: { 200: jobStatus, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
      const caller = req.principal();
      const status = await app.jobs.status(req.params.id, caller.organizationId);
      if (!status || status.user_id !== caller.userId) throw notFound('Job');
      return status;
    },
  );
};
