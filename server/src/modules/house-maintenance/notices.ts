/**
 * What maintenance tells people: the household's tenant learns that a job of its house was
 * resolved (kind maintenance.resolved, { maintenance_id, title, house_name, cost }). Called after
 * the change has committed; never throws: the change it tells of already stands.
 */
import type { FastifyInstance } from 'fastify';
import { notify, type NotifyInput } from '../notifications';
import type { ResolvedNotice } from './jobs';

export const MAINTENANCE_RESOLVED = 'maintenance.resolved';

export async function tellResolved(
  app: FastifyInstance,
  notice: ResolvedNotice | null,
): Promise<void> {
  if (!notice) return;
  try {
    const input = {
      organizationId: notice.organizationId,
      userIds: [notice.userId],
      kind: MAINTENANCE_RESOLVED,
      data: notice.data,
      createdBy: null,
    } as const satisfies Omit<NotifyInput, 'kind' | 'data'> & { kind: string; data: object };
    await notify(app, input as unknown as NotifyInput);
  } catch (err) {
    app.log.error({ err }, 'maintenance notice failed: maintenance.resolved');
  }
}
