/**
 * Who belongs to which household, and the one check every module makes before acting for one
 * (docs/property.md, "People and permissions").
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  SUB_TENANT_PERMISSIONS,
  SUB_TENANT_PERMISSION_LABELS,
  type SubTenantPermission,
  type SubTenantPermissions,
} from '@fairway/shared-api/contract';
import { forbidden, notFound } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { subTenants, tenants } from './tables';

/** The caller's place in a household: its tenant (all permissions) or an active sub-tenant. */
export type Household = {
  tenantId: number;
  role: 'tenant' | 'sub_tenant';
  /** The sub-tenant row, null for the tenant. */
  subTenantId: number | null;
  /** False for a deactivated sub-tenant (who then holds no permission). */
  active: boolean;
  permissions: SubTenantPermissions;
};

const ALL: SubTenantPermissions = Object.fromEntries(
  SUB_TENANT_PERMISSIONS.map((k) => [k, true]),
) as SubTenantPermissions;
const NONE: SubTenantPermissions = Object.fromEntries(
  SUB_TENANT_PERMISSIONS.map((k) => [k, false]),
) as SubTenantPermissions;

/** Every permission key present, unknown keys dropped (a row written before a key existed). */
export function normalisePermissions(stored: Record<string, unknown>): SubTenantPermissions {
  return Object.fromEntries(
    SUB_TENANT_PERMISSIONS.map((k) => [k, stored[k] === true]),
  ) as SubTenantPermissions;
}

/** The household an account belongs to: as its tenant, or as an active sub-tenant; else null. */
export async function householdOf(tx: Tx, userId: number): Promise<Household | null> {
  const [own] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.user_id, userId))
    .limit(1);
  if (own)
    return { tenantId: own.id, role: 'tenant', subTenantId: null, active: true, permissions: ALL };
  const [sub] = await tx
    .select({
      id: subTenants.id,
      tenantId: subTenants.tenant_id,
      permissions: subTenants.permissions,
      active: subTenants.is_active,
    })
    .from(subTenants)
    .where(eq(subTenants.user_id, userId))
    .limit(1);
  if (!sub) return null;
  return {
    tenantId: sub.tenantId,
    role: 'sub_tenant',
    subTenantId: sub.id,
    active: sub.active,
    permissions: sub.active ? normalisePermissions(sub.permissions) : NONE,
  };
}

/** Who is asking, as householdAccess needs it. */
export type HouseholdCaller = {
  userId: number;
  /** The caller's staff permission for the module asking (property:read, house_rentals:write …). */
  isManager: boolean;
};

/**
 * The one household check: a manager passes; the household's tenant passes; an active
 * sub-tenant passes when the tenant gave them `need`, and gets 403 otherwise; anyone else gets
 * 404 "Tenant not found", since the household is not theirs to know about. Returns the caller's
 * household (null for a manager outside it).
 */
export async function householdAccess(
  tx: Tx,
  caller: HouseholdCaller,
  tenantId: number,
  need: SubTenantPermission,
): Promise<Household | null> {
  const mine = await householdOf(tx, caller.userId);
  if (caller.isManager) {
    const [exists] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .limit(1);
    if (!exists) throw notFound('Tenant');
    return mine && mine.tenantId === tenantId ? mine : null;
  }
  if (!mine || mine.tenantId !== tenantId) throw notFound('Tenant');
  if (!mine.permissions[need])
    throw forbidden(`Your household has not allowed you to ${SUB_TENANT_PERMISSION_LABELS[need]}`);
  return mine;
}

/** Whether an account is a household's tenant or sub-tenant (any state). */
export async function isInHousehold(tx: Tx, userId: number, tenantId: number): Promise<boolean> {
  const [t] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.user_id, userId)))
    .limit(1);
  if (t) return true;
  const [s] = await tx
    .select({ id: subTenants.id })
    .from(subTenants)
    .where(and(eq(subTenants.tenant_id, tenantId), eq(subTenants.user_id, userId)))
    .limit(1);
  return Boolean(s);
}

/** The refusal a deactivated sub-tenant gets on their household's views. */
export const DEACTIVATED = 'Your household has deactivated your access';

/**
 * The check for what every member of a household may see (its houses, its members): a manager
 * passes; the tenant and an active sub-tenant pass; a deactivated sub-tenant gets 403; anyone
 * else gets 404 "Tenant not found".
 */
export async function householdMemberAccess(
  tx: Tx,
  caller: HouseholdCaller,
  tenantId: number,
): Promise<Household | null> {
  if (caller.isManager) {
    const [exists] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .limit(1);
    if (!exists) throw notFound('Tenant');
    return null;
  }
  const mine = await householdOf(tx, caller.userId);
  if (!mine || mine.tenantId !== tenantId) throw notFound('Tenant');
  if (!mine.active) throw forbidden(DEACTIVATED);
  return mine;
}

/** A household's name as an SQL expression, for answers' `tenant_name`; NULL for no household. */
export const tenantNameOf = (tenantId: SQL): SQL<string | null> =>
  sql<string | null>`(SELECT t.name FROM tenants t WHERE t.id = ${tenantId})`;
