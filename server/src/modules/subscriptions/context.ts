import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission } from '@fairway/shared-api/contract';
import { forbidden } from '../../lib/errors';
import { wallClock } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { readFlagged } from '../settings';

/** Who is calling a subscriptions route, as the services need it. */
export type SubscriptionsCaller = {
  userId: number;
  organizationId: number;
  /** subscriptions:read (or :write) — sees every subscription, join and balance. */
  canRead: boolean;
  /** subscriptions:write — manages subscriptions, joins for anyone, balances. */
  canWrite: boolean;
  /** Today (YYYY-MM-DD) on the club's calendar: a balance is overdue after its due date. */
  today: string;
};

/**
 * Runs fn in the caller's organization transaction once the club's subscription_management_enabled
 * flag is found on (403 "Subscriptions are disabled" otherwise). Every subscriptions route goes
 * through it.
 */
export function subscriptionsTx<T>(
  req: FastifyRequest,
  fn: (tx: Tx, caller: SubscriptionsCaller) => Promise<T>,
): Promise<T> {
  const p = req.principal();
  const now = req.server.now();
  return req.tx(async (tx) => {
    const { features, timeZone } = await readFlagged(tx, p.organizationId, 'app');
    if (!features.subscription_management_enabled) throw forbidden('Subscriptions are disabled');
    const canWrite = hasPermission(p.permissions, PERMISSIONS.subscriptionsWrite);
    return fn(tx, {
      userId: p.userId,
      organizationId: p.organizationId,
      canRead: canWrite || hasPermission(p.permissions, PERMISSIONS.subscriptionsRead),
      canWrite,
      today: wallClock(now, timeZone).date,
    });
  });
}
