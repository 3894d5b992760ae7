import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission } from '@fairway/shared-api/contract';
import { sealerFor, type Sealer } from '../../lib/secrets';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';

/** Who is calling a property route, as the services need it. */
export type PropertyCaller = {
  userId: number;
  organizationId: number;
  /** property:read — staff: every house, household and household's money. */
  canRead: boolean;
  /** property:write — staff: houses, types, households and their members. */
  canWrite: boolean;
  principal: Principal;
  now: Date;
  /** Seals and opens the temperature sensor keys. */
  sealer: Sealer;
};

/**
 * Runs fn in the caller's organization transaction. Houses, households and their money are
 * always on (no feature flag: docs/property.md, "Flags").
 */
export function propertyTx<T>(
  req: FastifyRequest,
  fn: (tx: Tx, caller: PropertyCaller) => Promise<T>,
): Promise<T> {
  const p = req.principal();
  const now = req.server.now();
  const sealer = sealerFor(req.server.config.secrets);
  return req.tx((tx) =>
    fn(tx, {
      userId: p.userId,
      organizationId: p.organizationId,
      canRead: hasPermission(p.permissions, PERMISSIONS.propertyRead),
      canWrite: hasPermission(p.permissions, PERMISSIONS.propertyWrite),
      principal: p,
      now,
      sealer,
    }),
  );
}

/** Staff who may see every household (property:read or property:write). */
export const isStaff = (c: PropertyCaller): boolean => c.canRead || c.canWrite;
