import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../plugins/platform/database';
import { academyTx, type AcademyCaller } from '../context';

/** Work for after the change has committed: notices and jobs (docs/academy.md, "Notices"). */
export type Later = (effect: () => Promise<void>) => void;

/**
 * academyTx, plus `later`: effects recorded during the unit of work run once it has committed, in
 * order. A unit of work that runs again (a read that turned out to write) starts a fresh list.
 */
export async function programmeTx<T>(
  req: FastifyRequest,
  fn: (tx: Tx, caller: AcademyCaller, later: Later) => Promise<T>,
): Promise<T> {
  let effects: (() => Promise<void>)[] = [];
  const result = await academyTx(req, (tx, caller) => {
    effects = [];
    return fn(tx, caller, (effect) => effects.push(effect));
  });
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      // The change stands; a notice that could not go out is logged, not answered.
      req.log.error({ err }, 'academy: a post-commit notice failed');
    }
  }
  return result;
}
