/**
 * Maintenance jobs (docs/property.md, "Maintenance"): the office's board and a household's
 * requests, the fixed statuses and their moves, and resolving, which completes a job and charges
 * a billable cost to the household's ledger once.
 */
import {
  MAINTENANCE_FINAL_STATUS_IDS,
  MAINTENANCE_OFFICE_FIELDS,
  MAINTENANCE_STATUS_IDS,
  MAINTENANCE_STATUS_NAMES,
  MAINTENANCE_STATUS_TRANSITIONS,
  type MaintenanceJob,
  type MaintenanceJobInput,
  type MaintenanceJobListQuery,
  type MaintenanceJobUpdate,
  type MaintenanceResolveInput,
  type MaintenanceStatus,
  type MaintenanceStatusId,
  type MaintenanceStatusKey,
} from '@fairway/shared-api/contract';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import {
  ZERO_TOTALS,
  houseRefOf,
  householdOf,
  ledgerTotalsOf,
  postLedgerEntry,
  tenantFacts,
} from '../property';
import { userExists } from '../users';
import { householdCheck, ownHousehold, rowOfHousehold, type MaintenanceCaller } from './context';
import type { ResolvedNotice } from './notices';
import * as repo from './repository';

const statusName = (id: number) => MAINTENANCE_STATUS_NAMES[id as MaintenanceStatusId] ?? 'Unknown';
const nextOf = (id: number) => [
  ...(MAINTENANCE_STATUS_TRANSITIONS[id as MaintenanceStatusId] ?? []),
];
const isFinal = (id: number) => MAINTENANCE_FINAL_STATUS_IDS.includes(id as MaintenanceStatusId);

/** The fixed statuses with their moves (GET /maintenances/statuses). */
export function statuses(): MaintenanceStatus[] {
  return (
    Object.entries(MAINTENANCE_STATUS_IDS) as [MaintenanceStatusKey, MaintenanceStatusId][]
  ).map(([key, id]) => ({
    id,
    key,
    name: MAINTENANCE_STATUS_NAMES[id],
    is_final: isFinal(id),
    next_status_ids: nextOf(id),
  }));
}

/** Jobs as answered, with their money from the ledger (one grouped read for all of them). */
async function toJobs(tx: Tx, rows: repo.JobView[]): Promise<MaintenanceJob[]> {
  const totals = await ledgerTotalsOf(
    tx,
    'maintenance',
    rows.map((r) => r.id),
  );
  return rows.map(({ organization_id: _, ...r }) => {
    const money = totals.get(r.id) ?? ZERO_TOTALS;
    return {
      ...r,
      status_name: statusName(r.status_id),
      next_status_ids: nextOf(r.status_id),
      resolved_at: r.resolved_at?.toISOString() ?? null,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      charged: money.charged,
      paid: money.paid,
      outstanding: money.outstanding,
    };
  });
}

export async function jobView(tx: Tx, id: number): Promise<MaintenanceJob> {
  const row = await repo.findJob(tx, id);
  if (!row) throw notFound('Maintenance');
  return (await toJobs(tx, [row]))[0]!;
}

const filterOf = (q: MaintenanceJobListQuery): repo.JobFilter => ({
  statusId: q.status_id !== undefined ? Number(q.status_id) : undefined,
  houseId: q.house_id !== undefined ? Number(q.house_id) : undefined,
  tenantId: q.tenant_id !== undefined ? Number(q.tenant_id) : undefined,
  assignedTo: q.assigned_to !== undefined ? Number(q.assigned_to) : undefined,
  priority: q.priority,
});

export type JobPage = { rows: MaintenanceJob[]; total: number };

async function page(
  tx: Tx,
  f: repo.JobFilter,
  q: { limit: number; offset: number },
): Promise<JobPage> {
  const rows = await repo.listJobs(tx, f, q);
  const total = await repo.countJobs(tx, f);
  return { rows: await toJobs(tx, rows), total };
}

/** GET /maintenances: the office sees every job; a household member its household's. */
export async function list(
  tx: Tx,
  c: MaintenanceCaller,
  q: MaintenanceJobListQuery & { limit: number; offset: number },
): Promise<JobPage> {
  const f = filterOf(q);
  if (!c.canRead) f.tenantId = await ownHousehold(tx, c, 'view_maintenance');
  return page(tx, f, q);
}

/** GET /maintenances/tenant/{id}: one household's jobs. */
export async function listOfTenant(
  tx: Tx,
  c: MaintenanceCaller,
  tenantId: number,
  q: MaintenanceJobListQuery & { limit: number; offset: number },
): Promise<JobPage> {
  await householdCheck(tx, c, c.canRead, tenantId, 'view_maintenance');
  return page(tx, { ...filterOf(q), tenantId }, q);
}

export async function get(tx: Tx, c: MaintenanceCaller, id: number): Promise<MaintenanceJob> {
  const row = await repo.findJob(tx, id);
  if (!row) throw notFound('Maintenance');
  await rowOfHousehold(tx, c, c.canRead, row.tenant_id, 'view_maintenance', 'Maintenance');
  return (await toJobs(tx, [row]))[0]!;
}

async function houseOr404(tx: Tx, houseId: number) {
  const house = await houseRefOf(tx, houseId);
  if (!house) throw notFound('House');
  return house;
}

async function tenantOr404(tx: Tx, tenantId: number) {
  const tenant = await tenantFacts(tx, tenantId);
  if (!tenant) throw notFound('Tenant');
  return tenant;
}

async function activeTypeOr404(tx: Tx, typeId: number, requireActive: boolean) {
  const type = await repo.findType(tx, typeId);
  if (!type) throw notFound('Maintenance type');
  if (requireActive && !type.is_active) throw conflict(`${type.name} is no longer offered`);
  return type;
}

async function userOr404(tx: Tx, userId: number) {
  if (!(await userExists(tx, userId))) throw notFound('User');
}

const billableWithoutHousehold = (houseName: string) =>
  conflict(`${houseName} has no household to bill`);

/**
 * POST /maintenances. A household member raises a request for the household's own house
 * (request_maintenance): status Reported, not billable, reported by them. The office raises any
 * job, billed to the house's household unless it names another (or none).
 */
export async function create(
  tx: Tx,
  c: MaintenanceCaller,
  input: MaintenanceJobInput,
): Promise<MaintenanceJob> {
  const house = await houseOr404(tx, input.house_id);
  let tenantId = house.tenant_id;
  if (!c.canWrite) {
    const mine = await householdOf(tx, c.userId);
    if (!mine || house.tenant_id === null || mine.tenantId !== house.tenant_id)
      throw notFound('House');
    await householdCheck(tx, c, false, house.tenant_id, 'request_maintenance');
    const office = MAINTENANCE_OFFICE_FIELDS.filter((k) => input[k] !== undefined);
    if (office.length > 0)
      throw forbidden(`Only the maintenance office can set ${office.join(', ')}`);
  } else {
    if (input.tenant_id !== undefined) tenantId = input.tenant_id;
    if (tenantId !== null && tenantId !== house.tenant_id) await tenantOr404(tx, tenantId);
    if (input.assigned_to != null) await userOr404(tx, input.assigned_to);
    if (input.billable && tenantId === null) throw billableWithoutHousehold(house.name);
  }
  const type =
    input.maintenance_type_id != null
      ? await activeTypeOr404(tx, input.maintenance_type_id, true)
      : null;
  const id = await repo.insertJob(tx, {
    organization_id: c.organizationId,
    house_id: house.id,
    tenant_id: tenantId,
    maintenance_type_id: type?.id ?? null,
    title: input.title,
    description: input.description ?? null,
    priority: input.priority ?? 'normal',
    status_id: MAINTENANCE_STATUS_IDS.reported,
    reported_by: c.userId,
    assigned_to: input.assigned_to ?? null,
    scheduled_for: input.scheduled_for ?? null,
    estimated_cost:
      input.estimated_cost !== undefined ? input.estimated_cost : (type?.default_cost ?? null),
    billable: input.billable ?? false,
  });
  return jobView(tx, id);
}

async function lockedJob(tx: Tx, id: number): Promise<repo.JobRow> {
  const job = await repo.lockJob(tx, id);
  if (!job) throw notFound('Maintenance');
  return job;
}

/** What a completed or cancelled job keeps: the ledger already reflects them. */
const KEPT_WHEN_FINAL = ['house_id', 'tenant_id', 'cost', 'billable'] as const;

/** PUT /maintenances/{id} (the office): only the fields sent change. */
export async function update(
  tx: Tx,
  c: MaintenanceCaller,
  id: number,
  input: MaintenanceJobUpdate,
): Promise<MaintenanceJob> {
  const job = await lockedJob(tx, id);
  if (isFinal(job.status_id)) {
    const kept = KEPT_WHEN_FINAL.filter((k) => input[k] !== undefined && input[k] !== job[k]);
    if (kept.length > 0)
      throw conflict(`A ${statusName(job.status_id)} job's ${kept.join(', ')} cannot change`);
  }
  const values: Partial<repo.JobInsert> = {};
  let houseName: string | null = null;
  if (input.house_id !== undefined && input.house_id !== job.house_id) {
    const house = await houseOr404(tx, input.house_id);
    values.house_id = house.id;
    houseName = house.name;
    // A job moved to another house is billed to that house's household unless one is named.
    if (input.tenant_id === undefined) values.tenant_id = house.tenant_id;
  }
  if (input.tenant_id !== undefined) {
    if (input.tenant_id !== null && input.tenant_id !== job.tenant_id)
      await tenantOr404(tx, input.tenant_id);
    values.tenant_id = input.tenant_id;
  }
  if (input.maintenance_type_id !== undefined) {
    if (input.maintenance_type_id !== null && input.maintenance_type_id !== job.maintenance_type_id)
      await activeTypeOr404(tx, input.maintenance_type_id, true);
    values.maintenance_type_id = input.maintenance_type_id;
  }
  if (input.assigned_to != null && input.assigned_to !== job.assigned_to)
    await userOr404(tx, input.assigned_to);
  for (const k of [
    'title',
    'description',
    'priority',
    'assigned_to',
    'scheduled_for',
    'estimated_cost',
    'cost',
    'billable',
    'resolution_notes',
  ] as const)
    if (input[k] !== undefined) (values as Record<string, unknown>)[k] = input[k];
  const billable = values.billable ?? job.billable;
  const tenantId = values.tenant_id !== undefined ? values.tenant_id : job.tenant_id;
  if (billable && tenantId === null)
    throw billableWithoutHousehold(houseName ?? (await houseOr404(tx, job.house_id)).name);
  await repo.updateJob(tx, id, values);
  return jobView(tx, id);
}

/** DELETE /maintenances/{id}: a job with ledger rows stays (cancel it instead). */
export async function remove(tx: Tx, id: number): Promise<void> {
  const job = await lockedJob(tx, id);
  const money = (await ledgerTotalsOf(tx, 'maintenance', [id])).get(id) ?? ZERO_TOTALS;
  if (money.charged + money.paid + money.credited > 0)
    throw conflict(`${job.title} has been charged to the household; it cannot be deleted`);
  await repo.deleteJob(tx, id);
}

export type Resolution = { job: MaintenanceJob; notice: ResolvedNotice | null };

/**
 * Completes a locked job that is not final: status Completed, resolved now and by the caller, and
 * when billable with a cost above 0 the ledger charge to its household ("{title}, {house}").
 */
async function complete(
  tx: Tx,
  c: MaintenanceCaller,
  job: repo.JobRow,
  input: MaintenanceResolveInput,
): Promise<Resolution> {
  const cost = input.cost !== undefined ? input.cost : job.cost;
  const billable = input.billable ?? job.billable;
  const house = await houseOr404(tx, job.house_id);
  const charge = billable && cost !== null && cost > 0;
  if (charge && job.tenant_id === null) throw billableWithoutHousehold(house.name);
  await repo.updateJob(tx, job.id, {
    status_id: MAINTENANCE_STATUS_IDS.completed,
    resolved_at: c.now,
    resolved_by: c.userId,
    cost,
    billable,
    ...(input.resolution_notes !== undefined ? { resolution_notes: input.resolution_notes } : {}),
  });
  if (charge)
    await postLedgerEntry(tx, c.organizationId, {
      source: 'maintenance',
      sourceId: job.id,
      entry: 'charge',
      amount: cost,
      tenantId: job.tenant_id,
      description: `${job.title}, ${house.name}`,
      createdBy: c.userId,
    });
  const tenant = job.tenant_id !== null ? await tenantFacts(tx, job.tenant_id) : null;
  return {
    job: await jobView(tx, job.id),
    notice: tenant
      ? {
          organizationId: c.organizationId,
          userId: tenant.user_id,
          createdBy: c.userId,
          data: { maintenance_id: job.id, title: job.title, house_name: house.name, cost },
        }
      : null,
  };
}

/** POST /maintenances/resolve/{id}: only a job not yet completed or cancelled. */
export async function resolve(
  tx: Tx,
  c: MaintenanceCaller,
  id: number,
  input: MaintenanceResolveInput,
): Promise<Resolution> {
  const job = await lockedJob(tx, id);
  if (isFinal(job.status_id))
    throw conflict(`A ${statusName(job.status_id)} job cannot be resolved`);
  return complete(tx, c, job, input);
}

/**
 * PUT /maintenances/status/{id}: one of the allowed moves (409 "A Reported job cannot become
 * Completed" otherwise). Moving to Completed resolves the job, with its charge.
 */
export async function changeStatus(
  tx: Tx,
  c: MaintenanceCaller,
  id: number,
  statusId: MaintenanceStatusId,
): Promise<Resolution> {
  const job = await lockedJob(tx, id);
  if (!nextOf(job.status_id).includes(statusId))
    throw conflict(`A ${statusName(job.status_id)} job cannot become ${statusName(statusId)}`);
  if (statusId === MAINTENANCE_STATUS_IDS.completed) return complete(tx, c, job, {});
  await repo.updateJob(tx, id, { status_id: statusId });
  return { job: await jobView(tx, id), notice: null };
}
