/**
 * What maintenance tells people: the household's tenant learns that a job of its house was
 * resolved (maintenance.resolved: { maintenance_id, title, house_name, cost }). Called after the
 * change has committed; it never throws, since the change it tells of already stands.
 */
import type { FastifyInstance } from 'fastify';
import { notifyQuietly, type MaintenanceResolvedNotice } from '../notifications';

export type ResolvedNotice = {
  organizationId: number;
  /** The household's tenant (its primary account). */
  userId: number;
  /** Who resolved it. */
  createdBy: number;
  data: MaintenanceResolvedNotice;
};

export async function tellResolved(
  app: FastifyInstance,
  notice: ResolvedNotice | null,
): Promise<void> {
  if (!notice) return;
  await notifyQuietly(app, {
    organizationId: notice.organizationId,
    userIds: [notice.userId],
    kind: 'maintenance.resolved',
    data: notice.data,
    createdBy: notice.createdBy,
  });
}
