import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission, type SubTenantPermission } from '@fairway/shared-api/contract';
import { notFound } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { householdAccess, householdOf, type Household } from '../property';

/** Who is calling a maintenance route, as the services need it. */
export type MaintenanceCaller = {
  userId: number;
  organizationId: number;
  /** house_maintenance:read (or :write): every job, type, activity, interest and balance. */
  canRead: boolean;
  /** house_maintenance:write: the office's changes. */
  canWrite: boolean;
  now: Date;
  /** For work after the transaction commits (notices). */
  app: FastifyInstance;
};

export function callerOf(req: FastifyRequest): MaintenanceCaller {
  const p = req.principal();
  const canWrite = hasPermission(p.permissions, PERMISSIONS.houseMaintenanceWrite);
  return {
    userId: p.userId,
    organizationId: p.organizationId,
    canRead: canWrite || hasPermission(p.permissions, PERMISSIONS.houseMaintenanceRead),
    canWrite,
    now: req.server.now(),
    app: req.server,
  };
}

/** Runs fn in the caller's organization transaction (maintenance has no feature flag). */
export function maintenanceTx<T>(
  req: FastifyRequest,
  fn: (tx: Tx, caller: MaintenanceCaller) => Promise<T>,
): Promise<T> {
  const caller = callerOf(req);
  return req.tx((tx) => fn(tx, caller));
}

/**
 * The household check for one household's data (docs/property.md): the office (`staff`: the
 * staff permission the call needs) passes; the household's tenant passes; a sub-tenant passes
 * with `need`, else 403 with the reason; anyone else gets 404 "Tenant not found".
 */
export function householdCheck(
  tx: Tx,
  c: MaintenanceCaller,
  staff: boolean,
  tenantId: number,
  need: SubTenantPermission,
): Promise<Household | null> {
  return householdAccess(tx, { userId: c.userId, isManager: staff }, tenantId, need);
}

/**
 * The same check for a row of a household (a job, an interest): a caller outside the row's
 * household learns nothing about it (404 `what` not found), a sub-tenant without `need` gets 403.
 */
export async function rowOfHousehold(
  tx: Tx,
  c: MaintenanceCaller,
  staff: boolean,
  tenantId: number | null,
  need: SubTenantPermission,
  what: string,
): Promise<void> {
  if (staff) return;
  const mine = await householdOf(tx, c.userId);
  if (!mine || tenantId === null || mine.tenantId !== tenantId) throw notFound(what);
  await householdCheck(tx, c, false, tenantId, need);
}

/** The caller's own household for a list of "mine"; 404 when they belong to none. */
export async function ownHousehold(
  tx: Tx,
  c: MaintenanceCaller,
  need: SubTenantPermission,
): Promise<number> {
  const mine = await householdOf(tx, c.userId);
  if (!mine) throw notFound('Household');
  await householdCheck(tx, c, false, mine.tenantId, need);
  return mine.tenantId;
}
