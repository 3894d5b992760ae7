import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SUB_TENANT_PERMISSIONS,
  type HouseholdMembership,
  type SubTenant,
  type SubTenantPermissions,
  type Tenant,
  type TenantEligibility,
  subTenantInput,
  subTenantUpdate,
  tenantInput,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { formatAmount } from '../../lib/money';
import type { Tx } from '../../plugins/platform/database';
import { assertCanGrant, findRoleByName, grantRolesNamed, revokeRole } from '../roles';
import {
  householdAccountOf,
  setHouseholdOf,
  userEmailOf,
  userNameOf,
  type HouseholdAccount,
} from '../users';
import { isStaff, type PropertyCaller } from './context';
import { DEACTIVATED, householdMemberAccess, householdOf, normalisePermissions } from './household';
import { inUseOr } from './houses';
import { householdTotals } from './ledger';
import { houses, subTenants, tenants } from './tables';

// Households (docs/property.md, "People and permissions"): a tenant is a household with its
// primary account; sub-tenants are the other accounts of it. Joining one sets users.tenant_id and
// grants the system role `tenant` or `sub_tenant`; leaving undoes both.

const iso = (d: Date | string): string => new Date(d).toISOString();
const TENANT_ROLE = 'tenant';
const SUB_TENANT_ROLE = 'sub_tenant';

const NO_PERMISSIONS = Object.fromEntries(
  SUB_TENANT_PERMISSIONS.map((k) => [k, false]),
) as SubTenantPermissions;
const ALL_PERMISSIONS = Object.fromEntries(
  SUB_TENANT_PERMISSIONS.map((k) => [k, true]),
) as SubTenantPermissions;

/**
 * One account joins or leaves a household at a time: parallel calls for the same account (made a
 * tenant here, a sub-tenant there) are taken one after another.
 */
async function lockAccount(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(2115, ${userId}::int)`);
}

async function grantSystemRole(tx: Tx, c: PropertyCaller, userId: number, role: string) {
  // A household's tenant adding a member may not hand out more than it holds itself (a club
  // could have widened the built-in sub_tenant role); staff give the built-in roles as they are.
  if (!isStaff(c)) {
    const row = await findRoleByName(tx, role);
    if (row) assertCanGrant(c.principal, row.permissions);
  }
  await grantRolesNamed(tx, c.organizationId, userId, [role]);
}

async function revokeSystemRole(tx: Tx, userId: number, role: string) {
  const row = await findRoleByName(tx, role);
  if (row) await revokeRole(tx, userId, row.id);
}

// --- Tenants --------------------------------------------------------------------------------

const tenantColumns = {
  id: tenants.id,
  user_id: tenants.user_id,
  user_name: userNameOf(sql.raw('"tenants"."user_id"')),
  user_email: userEmailOf(sql.raw('"tenants"."user_id"')),
  name: tenants.name,
  email: tenants.email,
  phone: tenants.phone,
  notes: tenants.notes,
  is_active: tenants.is_active,
  houses: sql<{ id: number; name: string }[]>`(SELECT coalesce(
      json_agg(json_build_object('id', h.id, 'name', h.name) ORDER BY lower(h.name), h.id),
      '[]'::json) FROM houses h WHERE h.tenant_id = "tenants"."id")`,
  sub_tenant_count: sql<number>`(SELECT count(*)::int FROM sub_tenants s WHERE s.tenant_id = "tenants"."id")`,
  created_at: tenants.created_at,
  updated_at: tenants.updated_at,
};

async function selectTenants(tx: Tx, where: SQL | undefined): Promise<Tenant[]> {
  const rows = await tx
    .select(tenantColumns)
    .from(tenants)
    .where(where)
    .orderBy(sql`lower(${tenants.name})`, asc(tenants.id));
  return rows.map((r) => ({
    ...r,
    user_name: r.user_name ?? '',
    houses: typeof r.houses === 'string' ? JSON.parse(r.houses) : r.houses,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
}

async function tenantById(tx: Tx, id: number): Promise<Tenant> {
  const [row] = await selectTenants(tx, eq(tenants.id, id));
  if (!row) throw notFound('Tenant');
  return row;
}

/** Staff: every household; a household's member: their own (none while deactivated). */
export async function listTenants(tx: Tx, c: PropertyCaller): Promise<Tenant[]> {
  if (isStaff(c)) return selectTenants(tx, undefined);
  const mine = await householdOf(tx, c.userId);
  if (!mine || !mine.active) return [];
  return selectTenants(tx, eq(tenants.id, mine.tenantId));
}

/** Why an account cannot join a household, or null when it can. */
async function whyNot(
  tx: Tx,
  account: HouseholdAccount,
): Promise<{
  reason: string | null;
  tenantId: number | null;
  role: 'tenant' | 'sub_tenant' | null;
}> {
  const own = await householdOf(tx, account.id);
  if (own) {
    const [t] = await tx
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, own.tenantId));
    const what = own.role === 'tenant' ? 'the tenant' : 'a sub-tenant';
    return {
      reason: `${account.name} is already ${what} of ${t?.name ?? 'a household'}`,
      tenantId: own.tenantId,
      role: own.role,
    };
  }
  if (account.status === 'suspended' || account.status === 'inactive')
    return { reason: `${account.name}'s account is ${account.status}`, tenantId: null, role: null };
  return { reason: null, tenantId: null, role: null };
}

/** The account, or 400 naming the field (a body's user_id). */
async function accountForBody(tx: Tx, userId: number): Promise<HouseholdAccount> {
  const account = await householdAccountOf(tx, userId);
  if (!account) throw badRequest('user_id: no such user');
  return account;
}

/**
 * GET /tenants/eligibility: whether an account (the caller, or `user_id` for staff) can become a
 * tenant or a sub-tenant, and why not. Someone else's account is not for a non-staff caller to
 * ask about (404).
 */
export async function eligibility(
  tx: Tx,
  c: PropertyCaller,
  userId: number | undefined,
): Promise<TenantEligibility> {
  const id = userId ?? c.userId;
  if (id !== c.userId && !isStaff(c)) throw notFound('User');
  const account = await householdAccountOf(tx, id);
  if (!account) throw notFound('User');
  const why = await whyNot(tx, account);
  return {
    user_id: id,
    can_become_tenant: why.reason === null,
    can_become_sub_tenant: why.reason === null,
    reason: why.reason,
    tenant_id: why.tenantId,
    role: why.role,
  };
}

export async function createTenant(
  tx: Tx,
  c: PropertyCaller,
  body: z.output<typeof tenantInput>,
): Promise<Tenant> {
  await lockAccount(tx, body.user_id);
  const account = await accountForBody(tx, body.user_id);
  const why = await whyNot(tx, account);
  if (why.reason) throw conflict(why.reason);
  const [row] = await tx
    .insert(tenants)
    .values({
      organization_id: c.organizationId,
      user_id: body.user_id,
      name: body.name,
      email: body.email ?? null,
      phone: body.phone ?? null,
      notes: body.notes ?? null,
    })
    .returning({ id: tenants.id });
  await setHouseholdOf(tx, body.user_id, row!.id);
  await grantSystemRole(tx, c, body.user_id, TENANT_ROLE);
  return tenantById(tx, row!.id);
}

/**
 * Ends a household: refused (409) while a house names it or it owes anything; otherwise every
 * member loses the household and their role, the sub-tenant rows go, and the ledger rows stay
 * (without the household).
 */
export async function deleteTenant(tx: Tx, id: number): Promise<void> {
  const [row] = await tx
    .select({ name: tenants.name, user_id: tenants.user_id })
    .from(tenants)
    .where(eq(tenants.id, id))
    .for('update');
  if (!row) throw notFound('Tenant');
  const named = await tx
    .select({ name: houses.name })
    .from(houses)
    .where(eq(houses.tenant_id, id))
    .orderBy(sql`lower(${houses.name})`)
    .limit(3);
  if (named.length > 0)
    throw conflict(
      `${row.name} is the household of ${named.map((h) => h.name).join(', ')}; give the house another household first`,
    );
  const { total } = await householdTotals(tx, id);
  if (total.outstanding > 0)
    throw conflict(`${row.name} still owes ${formatAmount(total.outstanding)}`);
  const subs = await tx
    .select({ user_id: subTenants.user_id })
    .from(subTenants)
    .where(eq(subTenants.tenant_id, id));
  for (const s of subs) {
    await setHouseholdOf(tx, s.user_id, null);
    await revokeSystemRole(tx, s.user_id, SUB_TENANT_ROLE);
  }
  await setHouseholdOf(tx, row.user_id, null);
  await revokeSystemRole(tx, row.user_id, TENANT_ROLE);
  await inUseOr(
    () => conflict(`${row.name} still has bookings, maintenance jobs or subscriptions`),
    () => tx.delete(tenants).where(eq(tenants.id, id)),
  );
}

/**
 * GET /tenants/user/{userId}: the household of an account and its place in it. A non-staff
 * caller may ask only about themselves (404 otherwise); 404 when the account has no household.
 */
export async function membershipOf(
  tx: Tx,
  c: PropertyCaller,
  userId: number,
): Promise<HouseholdMembership> {
  if (userId !== c.userId && !isStaff(c)) throw notFound('Tenant');
  const mine = await householdOf(tx, userId);
  if (!mine) throw notFound('Tenant');
  return {
    tenant: await tenantById(tx, mine.tenantId),
    role: mine.role,
    sub_tenant_id: mine.subTenantId,
    is_active: mine.active,
    permissions: mine.role === 'tenant' ? ALL_PERMISSIONS : mine.permissions,
  };
}

// --- Sub-tenants ----------------------------------------------------------------------------

const subTenantColumns = {
  id: subTenants.id,
  tenant_id: subTenants.tenant_id,
  tenant_name: sql<string>`(SELECT t.name FROM tenants t WHERE t.id = "sub_tenants"."tenant_id")`,
  user_id: subTenants.user_id,
  user_name: userNameOf(sql.raw('"sub_tenants"."user_id"')),
  user_email: userEmailOf(sql.raw('"sub_tenants"."user_id"')),
  relationship: subTenants.relationship,
  permissions: subTenants.permissions,
  is_active: subTenants.is_active,
  created_at: subTenants.created_at,
  updated_at: subTenants.updated_at,
};

async function selectSubTenants(tx: Tx, where: SQL | undefined): Promise<SubTenant[]> {
  const rows = await tx
    .select(subTenantColumns)
    .from(subTenants)
    .where(where)
    .orderBy(sql`lower(${userNameOf(sql.raw('"sub_tenants"."user_id"'))})`, asc(subTenants.id));
  return rows.map((r) => ({
    ...r,
    user_name: r.user_name ?? '',
    permissions: normalisePermissions(r.permissions),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
}

async function subTenantById(tx: Tx, id: number): Promise<SubTenant> {
  const [row] = await selectSubTenants(tx, eq(subTenants.id, id));
  if (!row) throw notFound('Sub-tenant');
  return row;
}

/**
 * Staff: every sub-tenant. The tenant and active sub-tenants: their household's. A deactivated
 * sub-tenant: their own row.
 */
export async function listSubTenants(tx: Tx, c: PropertyCaller): Promise<SubTenant[]> {
  if (isStaff(c)) return selectSubTenants(tx, undefined);
  const mine = await householdOf(tx, c.userId);
  if (!mine) return [];
  if (!mine.active) return selectSubTenants(tx, eq(subTenants.id, mine.subTenantId!));
  return selectSubTenants(tx, eq(subTenants.tenant_id, mine.tenantId));
}

/** The members of one household (staff, or a member of it); `activeOnly` leaves out deactivated ones. */
export async function subTenantsOf(
  tx: Tx,
  c: PropertyCaller,
  tenantId: number,
  activeOnly: boolean,
): Promise<SubTenant[]> {
  await householdMemberAccess(tx, { userId: c.userId, isManager: isStaff(c) }, tenantId);
  return selectSubTenants(
    tx,
    and(
      eq(subTenants.tenant_id, tenantId),
      activeOnly ? eq(subTenants.is_active, true) : undefined,
    ),
  );
}

/**
 * One sub-tenant: staff; the sub-tenant itself (even deactivated); the tenant and active
 * sub-tenants of its household. Anyone else: 404.
 */
export async function getSubTenant(tx: Tx, c: PropertyCaller, id: number): Promise<SubTenant> {
  const row = await subTenantById(tx, id);
  if (isStaff(c) || row.user_id === c.userId) return row;
  const mine = await householdOf(tx, c.userId);
  if (!mine || mine.tenantId !== row.tenant_id) throw notFound('Sub-tenant');
  if (!mine.active) throw forbidden(DEACTIVATED);
  return row;
}

/** The sub-tenant row of an account: staff any, anyone else only their own (404 otherwise). */
export async function subTenantOfUser(
  tx: Tx,
  c: PropertyCaller,
  userId: number,
): Promise<SubTenant> {
  if (userId !== c.userId && !isStaff(c)) throw notFound('Sub-tenant');
  const [row] = await selectSubTenants(tx, eq(subTenants.user_id, userId));
  if (!row) throw notFound('Sub-tenant');
  return row;
}

/**
 * Who may manage a household's members: property:write staff, and the household's tenant. A
 * sub-tenant of the household gets 403 (even for its own row); anyone else 404.
 */
async function assertManages(tx: Tx, c: PropertyCaller, tenantId: number, what: string) {
  if (c.canWrite) {
    const [t] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    if (!t) throw notFound('Tenant');
    return;
  }
  const mine = await householdOf(tx, c.userId);
  if (!mine || mine.tenantId !== tenantId) throw notFound(what);
  if (mine.role !== 'tenant') throw forbidden("Only the household's tenant can manage its members");
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}

export async function createSubTenant(
  tx: Tx,
  c: PropertyCaller,
  body: z.output<typeof subTenantInput>,
): Promise<SubTenant> {
  await assertManages(tx, c, body.tenant_id, 'Tenant');
  await lockAccount(tx, body.user_id);
  const account = await accountForBody(tx, body.user_id);
  const why = await whyNot(tx, account);
  if (why.reason) throw conflict(why.reason);
  const [row] = await tx
    .insert(subTenants)
    .values({
      organization_id: c.organizationId,
      tenant_id: body.tenant_id,
      user_id: body.user_id,
      relationship: body.relationship ?? null,
      permissions: body.permissions ?? NO_PERMISSIONS,
    })
    .returning({ id: subTenants.id });
  await setHouseholdOf(tx, body.user_id, body.tenant_id);
  await grantSystemRole(tx, c, body.user_id, SUB_TENANT_ROLE);
  return subTenantById(tx, row!.id);
}

/** The sub-tenant's row, locked, once the caller is found to manage its household. */
async function managedSubTenant(tx: Tx, c: PropertyCaller, id: number) {
  const [row] = await tx
    .select({ tenant_id: subTenants.tenant_id, user_id: subTenants.user_id })
    .from(subTenants)
    .where(eq(subTenants.id, id));
  if (!row) throw notFound('Sub-tenant');
  // Staff with read only, or a member of another household, must not learn the row exists.
  if (!c.canWrite && !(await isMemberOf(tx, c.userId, row.tenant_id))) throw notFound('Sub-tenant');
  await assertManages(tx, c, row.tenant_id, 'Sub-tenant');
  await tx
    .select({ id: subTenants.id })
    .from(subTenants)
    .where(eq(subTenants.id, id))
    .for('update');
  return row;
}

async function isMemberOf(tx: Tx, userId: number, tenantId: number): Promise<boolean> {
  const mine = await householdOf(tx, userId);
  return mine?.tenantId === tenantId;
}

export async function updateSubTenant(
  tx: Tx,
  c: PropertyCaller,
  id: number,
  body: z.output<typeof subTenantUpdate>,
): Promise<SubTenant> {
  await managedSubTenant(tx, c, id);
  await tx
    .update(subTenants)
    .set({
      ...(body.relationship !== undefined ? { relationship: body.relationship } : {}),
      ...(body.permissions !== undefined ? { permissions: body.permissions } : {}),
      updated_at: c.now,
    })
    .where(eq(subTenants.id, id));
  return subTenantById(tx, id);
}

export async function setSubTenantActive(
  tx: Tx,
  c: PropertyCaller,
  id: number,
  active: boolean,
): Promise<SubTenant> {
  await managedSubTenant(tx, c, id);
  await tx
    .update(subTenants)
    .set({ is_active: active, updated_at: c.now })
    .where(eq(subTenants.id, id));
  return subTenantById(tx, id);
}

/** Removes a sub-tenant: the row goes, the account loses the household and the role. */
export async function deleteSubTenant(tx: Tx, c: PropertyCaller, id: number): Promise<void> {
  const row = await managedSubTenant(tx, c, id);
  await tx.delete(subTenants).where(eq(subTenants.id, id));
  await setHouseholdOf(tx, row.user_id, null);
  await revokeSystemRole(tx, row.user_id, SUB_TENANT_ROLE);
}

/** The tenant's and every sub-tenant's account and place, for the household's money view. */
export async function membersOf(
  tx: Tx,
  tenantId: number,
): Promise<
  {
    user_id: number;
    name: string;
    role: 'tenant' | 'sub_tenant';
    sub_tenant_id: number | null;
    relationship: string | null;
    is_active: boolean;
  }[]
> {
  const t = await tenantById(tx, tenantId);
  const subs = await selectSubTenants(tx, eq(subTenants.tenant_id, tenantId));
  return [
    {
      user_id: t.user_id,
      name: t.user_name,
      role: 'tenant' as const,
      sub_tenant_id: null,
      relationship: null,
      is_active: true,
    },
    ...subs.map((s) => ({
      user_id: s.user_id,
      name: s.user_name,
      role: 'sub_tenant' as const,
      sub_tenant_id: s.id,
      relationship: s.relationship,
      is_active: s.is_active,
    })),
  ];
}

/** Names of households by id (the money views' headings). */
export async function tenantHeadings(
  tx: Tx,
  ids: number[],
): Promise<Map<number, { id: number; name: string; user_id: number; user_name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: tenants.id,
      name: tenants.name,
      user_id: tenants.user_id,
      user_name: userNameOf(sql.raw('"tenants"."user_id"')),
    })
    .from(tenants)
    .where(inArray(tenants.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, user_name: r.user_name ?? '' }]));
}
