import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission } from '@fairway/shared-api/contract';
import { forbidden } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { readFlag } from '../settings';

/** Who is calling a shop route, as the services need it. */
export type ShopCaller = {
  userId: number;
  organizationId: number;
  /** May see and change every customer's baskets and orders (shop:read), not only their own. */
  isStaff: boolean;
  /** May run the counter and the catalogue (shop:write). */
  canWrite: boolean;
  now: Date;
};

export function shopCallerOf(req: FastifyRequest): ShopCaller {
  const p = req.principal();
  return {
    userId: p.userId,
    organizationId: p.organizationId,
    isStaff: hasPermission(p.permissions, PERMISSIONS.shopRead),
    canWrite: hasPermission(p.permissions, PERMISSIONS.shopWrite),
    now: req.server.now(),
  };
}

/**
 * Runs fn in the caller's organization transaction once the club's shop_management_enabled flag
 * is found on (403 "The shop is disabled" otherwise). Every shop route goes through it.
 */
export function shopTx<T>(req: FastifyRequest, fn: (tx: Tx, caller: ShopCaller) => Promise<T>) {
  const caller = shopCallerOf(req);
  return req.tx(async (tx) => {
    if (!(await readFlag(tx, 'shop_management_enabled'))) throw forbidden('The shop is disabled');
    return fn(tx, caller);
  });
}
