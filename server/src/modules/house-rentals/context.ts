import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission } from '@fairway/shared-api/contract';
import { forbidden } from '../../lib/errors';
import { wallClock } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { readFlagged } from '../settings';

/** Who is calling a house-rentals route, as the services need it. */
export type HouseRentalCaller = {
  userId: number;
  organizationId: number;
  /** house_rentals:read — sees every listing and booking. */
  canRead: boolean;
  /** house_rentals:write — the office: listings, periods, images, statuses, payments. */
  canWrite: boolean;
  now: Date;
  /** Today (YYYY-MM-DD) on the club's calendar. */
  today: string;
  /** For work after the transaction commits (notices). */
  app: FastifyInstance;
};

/** Staff: house_rentals:read or :write. */
export const isStaff = (c: HouseRentalCaller) => c.canRead || c.canWrite;

/**
 * Runs fn in the caller's organization transaction once the club's rental_management_enabled flag
 * is found on (403 "House rentals are disabled" otherwise). Every house-rentals route goes
 * through it.
 */
export function houseRentalsTx<T>(
  req: FastifyRequest,
  fn: (tx: Tx, caller: HouseRentalCaller) => Promise<T>,
): Promise<T> {
  const p = req.principal();
  const now = req.server.now();
  return req.tx(async (tx) => {
    const { features, timeZone } = await readFlagged(tx, p.organizationId, 'app');
    if (!features.rental_management_enabled) throw forbidden('House rentals are disabled');
    return fn(tx, {
      userId: p.userId,
      organizationId: p.organizationId,
      canRead: hasPermission(p.permissions, PERMISSIONS.houseRentalsRead),
      canWrite: hasPermission(p.permissions, PERMISSIONS.houseRentalsWrite),
      now,
      today: wallClock(now, timeZone).date,
      app: req.server,
    });
  });
}
