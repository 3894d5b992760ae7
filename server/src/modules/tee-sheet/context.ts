/** Who is calling and when, and the feature flag every tee-sheet call checks first. */
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission } from '@fairway/shared-api/contract';
import { forbidden } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { readFlag } from '../settings';

export type Caller = {
  userId: number;
  organizationId: number;
  roles: string[];
  /** tee_sheet:manage: books for others, moves, cancels inside the cut-off, blocks. */
  isStaff: boolean;
  now: Date;
};

export function callerOf(req: FastifyRequest): Caller {
  const p = req.principal();
  return {
    userId: p.userId,
    organizationId: p.organizationId,
    roles: p.roles,
    isStaff: hasPermission(p.permissions, PERMISSIONS.teeSheetManage),
    now: req.server.now(),
  };
}

/**
 * Runs fn in the caller's organization transaction once the club's tee_time_management_enabled
 * flag is found on (403 otherwise).
 */
export function teeTx<T>(req: FastifyRequest, fn: (tx: Tx, caller: Caller) => Promise<T>) {
  const caller = callerOf(req);
  return req.tx(async (tx) => {
    if (!(await readFlag(tx, caller.organizationId, 'tee_time_management_enabled')))
      throw forbidden('Tee time management is disabled');
    return fn(tx, caller);
  });
}
