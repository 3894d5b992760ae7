/** After a change that freed places has committed: the waitlist offers them (issue 12). */
import type { FastifyRequest } from 'fastify';
import { placesFreed } from './waitlist';

/**
 * Tells the waitlist which tee times have places free now. A failure is logged: the change that
 * freed them already stands.
 */
export async function freedPlaces(
  req: FastifyRequest,
  teeTimeIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(teeTimeIds)];
  if (ids.length === 0) return;
  await placesFreed(req.server, req.principal().organizationId, ids).catch((err: unknown) =>
    req.log.warn({ err }, 'the waitlist was not told of freed places'),
  );
}
