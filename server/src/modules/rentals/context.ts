import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission } from '@fairway/shared-api/contract';
import { forbidden } from '../../lib/errors';
import { wallClock } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { readFlagged } from '../settings';

/** Who is calling a rentals route, as the services need it. */
export type RentalCaller = {
  userId: number;
  organizationId: number;
  /** rentals:read: sees every rental, not only their own. */
  canRead: boolean;
  /** rentals:write: the desk (confirm, pickup, return, money, rent for a member). */
  canWrite: boolean;
  now: Date;
  /** Today (YYYY-MM-DD) on the club's calendar. */
  today: string;
};

/**
 * Runs fn in the caller's organization transaction once the club's rental_management_enabled flag
 * is found on (403 "Equipment rentals are disabled" otherwise). The flag and the club's time zone
 * come in one statement. Every rentals route goes through it.
 */
export function rentalsTx<T>(
  req: FastifyRequest,
  fn: (tx: Tx, caller: RentalCaller) => Promise<T>,
): Promise<T> {
  const p = req.principal();
  const now = req.server.now();
  return req.tx(async (tx) => {
    const { features, timeZone } = await readFlagged(tx, p.organizationId, 'app');
    if (!features.rental_management_enabled) throw forbidden('Equipment rentals are disabled');
    return fn(tx, {
      userId: p.userId,
      organizationId: p.organizationId,
      canRead: hasPermission(p.permissions, PERMISSIONS.rentalsRead),
      canWrite: hasPermission(p.permissions, PERMISSIONS.rentalsWrite),
      now,
      today: wallClock(now, timeZone).date,
    });
  });
}
