// The waitlist (issue 12): members queue for a full time or a window; freed places are offered
// to the first in line. Public surface: the routes plugin (with the expiry job) and placesFreed.
// Also here: a booking's .ics and the member's personal calendar feed.
import type { FastifyInstance } from 'fastify';
import { serveLine } from './announce';

export { waitlistRoutes } from './routes';
export { EXPIRE_JOB } from './announce';

/**
 * Called by the booking routes after a change that freed places has committed (cancel, move,
 * fewer players, unblock): offers them to whoever waits for those tee times. Never throws.
 */
export async function placesFreed(
  app: FastifyInstance,
  organizationId: number,
  teeTimeIds: readonly number[],
): Promise<void> {
  await serveLine(app, organizationId, teeTimeIds);
}
