// The waitlist (issue 12): members queue for a full time or a window; freed places are offered
// to the first in line. Public surface: the routes plugin, the job definitions and placesFreed.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Called by the booking routes after a change that freed places has committed (cancel, move,
 * fewer players, unblock): offers them to whoever waits for those tee times.
 */
export async function placesFreed(
  app: FastifyInstance,
  organizationId: number,
  teeTimeIds: readonly number[],
): Promise<void> {
  void app;
  void organizationId;
  void teeTimeIds;
}

export const waitlistRoutes: FastifyPluginAsyncZod = async () => {};
