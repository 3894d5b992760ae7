/**
 * Maintenance types, activities with their resource mapping, and households' interests in
 * activities (docs/property.md, "Maintenance").
 */
import type {
  MaintenanceActivity,
  MaintenanceActivityInput,
  MaintenanceActivityUpdate,
  MaintenanceInterest,
  MaintenanceInterestInput,
  MaintenanceInterestListQuery,
  MaintenanceInterestStatus,
  MaintenanceInterestUpdate,
  MaintenanceResource,
  MaintenanceType,
  MaintenanceTypeInput,
  MaintenanceTypeUpdate,
} from '@fairway/shared-api/contract';
import {
  PG_UNIQUE_VIOLATION,
  badRequest,
  conflict,
  forbidden,
  notFound,
  pgErrorCode,
} from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { householdOf, tenantFacts } from '../property';
import { userExists } from '../users';
import { householdCheck, rowOfHousehold, type MaintenanceCaller } from './context';
import * as repo from './repository';

/** Runs a write and answers 409 `message` when a unique index refuses it (races included). */
async function unique<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict(message);
    throw err;
  }
}

const iso = (d: Date) => d.toISOString();

// --- Types ----------------------------------------------------------------------------------

const toType = ({ organization_id: _, ...r }: repo.TypeView): MaintenanceType => ({
  ...r,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** The office sees every type; a household the active ones (to pick one for a request). */
export async function listTypes(tx: Tx, c: MaintenanceCaller): Promise<MaintenanceType[]> {
  return (await repo.listTypes(tx, !c.canRead)).map(toType);
}

export async function getType(tx: Tx, c: MaintenanceCaller, id: number): Promise<MaintenanceType> {
  const row = await repo.findType(tx, id);
  if (!row || (!c.canRead && !row.is_active)) throw notFound('Maintenance type');
  return toType(row);
}

const typeTaken = (name: string) => `A maintenance type named ${name} already exists`;

export async function createType(
  tx: Tx,
  c: MaintenanceCaller,
  input: MaintenanceTypeInput,
): Promise<MaintenanceType> {
  const id = await unique(typeTaken(input.name), () =>
    repo.insertType(tx, {
      organization_id: c.organizationId,
      name: input.name,
      description: input.description ?? null,
      default_cost: input.default_cost ?? null,
      is_active: input.is_active ?? true,
    }),
  );
  return getType(tx, c, id);
}

export async function updateType(
  tx: Tx,
  c: MaintenanceCaller,
  id: number,
  input: MaintenanceTypeUpdate,
): Promise<MaintenanceType> {
  if (!(await repo.findType(tx, id))) throw notFound('Maintenance type');
  await unique(typeTaken(input.name ?? ''), () => repo.updateType(tx, id, input));
  return getType(tx, c, id);
}

/** A type with jobs stays (their history names it): deactivate it instead. */
export async function deleteType(tx: Tx, id: number): Promise<void> {
  const row = await repo.findType(tx, id);
  if (!row) throw notFound('Maintenance type');
  if (row.job_count > 0)
    throw conflict(
      `${row.name} is used by ${row.job_count} job${row.job_count === 1 ? '' : 's'}; deactivate it instead`,
    );
  await repo.deleteType(tx, id);
}

// --- Activities -----------------------------------------------------------------------------

async function toActivities(tx: Tx, rows: repo.ActivityView[]): Promise<MaintenanceActivity[]> {
  const resources = await repo.resourcesOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map(({ organization_id: _, interests: __, ...r }) => ({
    ...r,
    resource_mapping: (resources.get(r.id) ?? []).map((x) => ({
      resource_type: x.resource_type,
      name: x.name,
      quantity: x.quantity,
    })),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
}

/** The office sees every activity (`active` narrows); a household the active ones. */
export async function listActivities(
  tx: Tx,
  c: MaintenanceCaller,
  active: boolean | undefined,
): Promise<MaintenanceActivity[]> {
  return toActivities(tx, await repo.listActivities(tx, !c.canRead || active === true));
}

export async function getActivity(
  tx: Tx,
  c: MaintenanceCaller,
  id: number,
): Promise<MaintenanceActivity> {
  const row = await repo.findActivity(tx, id);
  if (!row || (!c.canRead && !row.is_active)) throw notFound('Maintenance activity');
  return (await toActivities(tx, [row]))[0]!;
}

const activityTaken = (name: string) => `A maintenance activity named ${name} already exists`;

export async function createActivity(
  tx: Tx,
  c: MaintenanceCaller,
  input: MaintenanceActivityInput,
): Promise<MaintenanceActivity> {
  const id = await unique(activityTaken(input.name), () =>
    repo.insertActivity(tx, {
      organization_id: c.organizationId,
      name: input.name,
      description: input.description ?? null,
      frequency: input.frequency ?? 'once',
      estimated_minutes: input.estimated_minutes ?? null,
      price: input.price ?? null,
      is_active: input.is_active ?? true,
    }),
  );
  if (input.resource_mapping)
    await repo.replaceResources(tx, c.organizationId, id, input.resource_mapping);
  return getActivity(tx, c, id);
}

export async function updateActivity(
  tx: Tx,
  c: MaintenanceCaller,
  id: number,
  input: MaintenanceActivityUpdate,
): Promise<MaintenanceActivity> {
  if (!(await repo.lockActivity(tx, id))) throw notFound('Maintenance activity');
  const { resource_mapping: resources, ...fields } = input;
  if (Object.values(fields).some((v) => v !== undefined))
    await unique(activityTaken(fields.name ?? ''), () => repo.updateActivity(tx, id, fields));
  if (resources) await repo.replaceResources(tx, c.organizationId, id, resources);
  return getActivity(tx, c, id);
}

/** PUT /maintenance-activities/{id}/resource-mapping: the whole list, replaced. */
export async function setResources(
  tx: Tx,
  c: MaintenanceCaller,
  id: number,
  resources: readonly MaintenanceResource[],
): Promise<MaintenanceActivity> {
  if (!(await repo.lockActivity(tx, id))) throw notFound('Maintenance activity');
  await repo.replaceResources(tx, c.organizationId, id, resources);
  await repo.updateActivity(tx, id, {});
  return getActivity(tx, c, id);
}

/** An activity households showed interest in stays: deactivate it instead. */
export async function deleteActivity(tx: Tx, id: number): Promise<void> {
  const row = await repo.findActivity(tx, id);
  if (!row) throw notFound('Maintenance activity');
  if (row.interests > 0)
    throw conflict(`${row.name} has interests from households; deactivate it instead`);
  await repo.deleteActivity(tx, id);
}

// --- Interests ------------------------------------------------------------------------------

const toInterest = ({ organization_id: _, ...r }: repo.InterestView): MaintenanceInterest => ({
  ...r,
  tenant_name: r.tenant_name ?? '',
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

async function interestOr404(tx: Tx, id: number): Promise<repo.InterestView> {
  const row = await repo.findInterest(tx, id);
  if (!row) throw notFound('Maintenance interest');
  return row;
}

/** GET /maintenance-interests (the office): by status or activity, newest first. */
export async function listInterests(
  tx: Tx,
  q: MaintenanceInterestListQuery,
): Promise<MaintenanceInterest[]> {
  return (
    await repo.listInterests(tx, {
      status: q.status,
      activityId:
        q.maintenance_activity_id !== undefined ? Number(q.maintenance_activity_id) : undefined,
    })
  ).map(toInterest);
}

export async function interestsWithStatus(
  tx: Tx,
  status: MaintenanceInterestStatus,
): Promise<MaintenanceInterest[]> {
  return (await repo.listInterests(tx, { status })).map(toInterest);
}

/** GET /maintenance-interests/tenant/{id}: the office, or the household (view_maintenance). */
export async function interestsOfTenant(
  tx: Tx,
  c: MaintenanceCaller,
  tenantId: number,
): Promise<MaintenanceInterest[]> {
  await householdCheck(tx, c, c.canRead, tenantId, 'view_maintenance');
  return (await repo.listInterests(tx, { tenantId })).map(toInterest);
}

/** GET /maintenance-interests/user/{id}: the office, or the caller themselves. */
export async function interestsOfUser(
  tx: Tx,
  c: MaintenanceCaller,
  userId: number,
): Promise<MaintenanceInterest[]> {
  if (!c.canRead && userId !== c.userId) throw notFound('User');
  if (c.canRead && !(await userExists(tx, userId))) throw notFound('User');
  return (await repo.listInterests(tx, { userId })).map(toInterest);
}

export async function getInterest(
  tx: Tx,
  c: MaintenanceCaller,
  id: number,
): Promise<MaintenanceInterest> {
  const row = await interestOr404(tx, id);
  await rowOfHousehold(tx, c, c.canRead, row.tenant_id, 'view_maintenance', 'Maintenance interest');
  return toInterest(row);
}

async function activityOpenTo(tx: Tx, c: MaintenanceCaller, id: number) {
  const activity = await repo.findActivity(tx, id);
  if (!activity || (!c.canWrite && !activity.is_active)) throw notFound('Maintenance activity');
  if (!activity.is_active) throw conflict(`${activity.name} is not offered at the moment`);
  return activity;
}

const interestTaken = (household: string, activity: string) =>
  `${household} has already registered interest in ${activity}`;

/**
 * POST /maintenance-interests. A household member registers the household's interest
 * (request_maintenance) as themselves, pending. The office names the household (and may name
 * who asked and the status).
 */
export async function createInterest(
  tx: Tx,
  c: MaintenanceCaller,
  input: MaintenanceInterestInput,
): Promise<MaintenanceInterest> {
  let tenantId: number;
  let userId: number | null;
  if (c.canWrite) {
    if (input.tenant_id === undefined) throw badRequest('tenant_id is required');
    tenantId = input.tenant_id;
    userId = input.user_id ?? null;
    if (userId !== null && !(await userExists(tx, userId))) throw notFound('User');
  } else {
    const mine = await householdOf(tx, c.userId);
    if (!mine) throw notFound('Household');
    tenantId = input.tenant_id ?? mine.tenantId;
    await householdCheck(tx, c, false, tenantId, 'request_maintenance');
    if (input.user_id != null && input.user_id !== c.userId)
      throw forbidden('You can register interest only as yourself');
    if (input.status !== undefined && input.status !== 'pending')
      throw forbidden('Only the maintenance office can set the status');
    userId = c.userId;
  }
  const tenant = await tenantFacts(tx, tenantId);
  if (!tenant) throw notFound('Tenant');
  const activity = await activityOpenTo(tx, c, input.maintenance_activity_id);
  const id = await unique(interestTaken(tenant.name, activity.name), () =>
    repo.insertInterest(tx, {
      organization_id: c.organizationId,
      maintenance_activity_id: activity.id,
      tenant_id: tenantId,
      user_id: userId,
      status: input.status ?? 'pending',
      notes: input.notes ?? null,
    }),
  );
  return toInterest(await interestOr404(tx, id));
}

/** PUT /maintenance-interests/{id} (the office): status, notes, household. */
export async function updateInterest(
  tx: Tx,
  id: number,
  input: MaintenanceInterestUpdate,
): Promise<MaintenanceInterest> {
  const row = await interestOr404(tx, id);
  const values: Parameters<typeof repo.updateInterest>[2] = {};
  if (input.status !== undefined) values.status = input.status;
  if (input.notes !== undefined) values.notes = input.notes;
  let household = row.tenant_name ?? '';
  if (input.tenant_id !== undefined && input.tenant_id !== row.tenant_id) {
    const tenant = await tenantFacts(tx, input.tenant_id);
    if (!tenant) throw notFound('Tenant');
    values.tenant_id = tenant.id;
    household = tenant.name;
  }
  // created_at, which the spec's client sends back, is not changed.
  if (Object.keys(values).length > 0)
    await unique(interestTaken(household, row.activity_name), () =>
      repo.updateInterest(tx, id, values),
    );
  return toInterest(await interestOr404(tx, id));
}

/** DELETE /maintenance-interests/{id}: the office, or the household withdrawing its own. */
export async function deleteInterest(tx: Tx, c: MaintenanceCaller, id: number): Promise<void> {
  const row = await interestOr404(tx, id);
  await rowOfHousehold(
    tx,
    c,
    c.canWrite,
    row.tenant_id,
    'request_maintenance',
    'Maintenance interest',
  );
  await repo.deleteInterest(tx, id);
}
