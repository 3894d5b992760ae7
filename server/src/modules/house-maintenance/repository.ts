import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { MaintenanceInterestStatus } from '@fairway/shared-api/contract';
import type { Tx } from '../../plugins/platform/database';
import { userNameOf } from '../users';
import { houseNameOf, tenantNameOf } from '../property';
import {
  maintenanceActivities,
  maintenanceActivityResources,
  maintenanceInterests,
  maintenances,
  maintenanceTypes,
} from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

export type JobRow = typeof maintenances.$inferSelect;
export type JobInsert = typeof maintenances.$inferInsert;
export type TypeRow = typeof maintenanceTypes.$inferSelect;
export type ActivityRow = typeof maintenanceActivities.$inferSelect;
export type ResourceRow = typeof maintenanceActivityResources.$inferSelect;
export type InterestRow = typeof maintenanceInterests.$inferSelect;

// --- Jobs -----------------------------------------------------------------------------------

const jobColumns = {
  ...getTableColumns(maintenances),
  house_name: houseNameOf(sql.raw('"maintenances"."house_id"')),
  tenant_name: tenantNameOf(sql.raw('"maintenances"."tenant_id"')),
  type_name: maintenanceTypes.name,
  reported_by_name: userNameOf(sql.raw('"maintenances"."reported_by"')),
  assigned_to_name: userNameOf(sql.raw('"maintenances"."assigned_to"')),
};

/** A job with the names a screen shows. */
export type JobView = JobRow & {
  house_name: string;
  tenant_name: string | null;
  type_name: string | null;
  reported_by_name: string | null;
  assigned_to_name: string | null;
};

const jobsWithNames = (tx: Tx) =>
  tx
    .select(jobColumns)
    .from(maintenances)
    .leftJoin(maintenanceTypes, eq(maintenanceTypes.id, maintenances.maintenance_type_id));

export type JobFilter = {
  statusId?: number;
  houseId?: number;
  tenantId?: number;
  assignedTo?: number;
  priority?: string;
  /** Completed, billable jobs with a cost: the ones that owe money. */
  balancesOnly?: boolean;
};

function jobWhere(f: JobFilter): SQL | undefined {
  return and(
    f.statusId !== undefined ? eq(maintenances.status_id, f.statusId) : undefined,
    f.houseId !== undefined ? eq(maintenances.house_id, f.houseId) : undefined,
    f.tenantId !== undefined ? eq(maintenances.tenant_id, f.tenantId) : undefined,
    f.assignedTo !== undefined ? eq(maintenances.assigned_to, f.assignedTo) : undefined,
    f.priority !== undefined ? sql`${maintenances.priority} = ${f.priority}` : undefined,
    f.balancesOnly
      ? sql`${maintenances.status_id} = 5 AND ${maintenances.billable} AND ${maintenances.cost} > 0`
      : undefined,
  );
}

/** Newest first; `page` limits the rows (the total comes from countJobs). */
export async function listJobs(
  tx: Tx,
  f: JobFilter,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
): Promise<JobView[]> {
  return (await jobsWithNames(tx)
    .where(jobWhere(f))
    .orderBy(desc(maintenances.created_at), desc(maintenances.id))
    .limit(page.limit)
    .offset(page.offset)) as JobView[];
}

export async function countJobs(tx: Tx, f: JobFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(maintenances).where(jobWhere(f));
  return row?.n ?? 0;
}

export async function findJob(tx: Tx, id: number): Promise<JobView | null> {
  const [row] = await jobsWithNames(tx).where(eq(maintenances.id, id));
  return (row as JobView | undefined) ?? null;
}

/** The job's row under a row lock (FOR UPDATE): changes and payments of one job go one by one. */
export async function lockJob(tx: Tx, id: number): Promise<JobRow | null> {
  const [row] = await tx.select().from(maintenances).where(eq(maintenances.id, id)).for('update');
  return row ?? null;
}

export async function insertJob(tx: Tx, values: JobInsert): Promise<number> {
  const [row] = await tx.insert(maintenances).values(values).returning({ id: maintenances.id });
  return row!.id;
}

export async function updateJob(tx: Tx, id: number, values: Partial<JobInsert>): Promise<void> {
  await tx
    .update(maintenances)
    .set({ ...values, updated_at: new Date() })
    .where(eq(maintenances.id, id));
}

export async function deleteJob(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(maintenances)
    .where(eq(maintenances.id, id))
    .returning({ id: maintenances.id });
  return rows.length > 0;
}

/** A household's jobs per status: how many and their cost. */
export async function jobsByStatus(
  tx: Tx,
  tenantId: number,
): Promise<{ status_id: number; jobs: number; cost: number }[]> {
  return tx
    .select({
      status_id: maintenances.status_id,
      jobs: count(),
      cost: sql<number>`coalesce(sum(${maintenances.cost}), 0)::int`,
    })
    .from(maintenances)
    .where(eq(maintenances.tenant_id, tenantId))
    .groupBy(maintenances.status_id)
    .orderBy(asc(maintenances.status_id));
}

/** The type (id and name) of each of `ids`. */
export async function typesOfJobs(
  tx: Tx,
  ids: number[],
): Promise<Map<number, { maintenance_type_id: number | null; type_name: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: maintenances.id,
      maintenance_type_id: maintenances.maintenance_type_id,
      type_name: maintenanceTypes.name,
    })
    .from(maintenances)
    .leftJoin(maintenanceTypes, eq(maintenanceTypes.id, maintenances.maintenance_type_id))
    .where(inArray(maintenances.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

// --- Types ----------------------------------------------------------------------------------

// Drizzle leaves the table off a column of a one-table select; inside a correlated subquery the
// bare name would bind to the subquery's own table, so these name the outer column in full.
const typeIdColumn = sql.raw('"maintenance_types"."id"');
const activityIdColumn = sql.raw('"maintenance_activities"."id"');

const typeColumns = {
  ...getTableColumns(maintenanceTypes),
  job_count: sql<number>`(SELECT count(*)::int FROM maintenances m WHERE m.maintenance_type_id = ${typeIdColumn})`,
};
export type TypeView = TypeRow & { job_count: number };

export function listTypes(tx: Tx, activeOnly: boolean): Promise<TypeView[]> {
  return tx
    .select(typeColumns)
    .from(maintenanceTypes)
    .where(activeOnly ? eq(maintenanceTypes.is_active, true) : undefined)
    .orderBy(asc(sql`lower(${maintenanceTypes.name})`), asc(maintenanceTypes.id));
}

export async function findType(tx: Tx, id: number): Promise<TypeView | null> {
  const [row] = await tx
    .select(typeColumns)
    .from(maintenanceTypes)
    .where(eq(maintenanceTypes.id, id));
  return row ?? null;
}

export async function insertType(
  tx: Tx,
  values: typeof maintenanceTypes.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(maintenanceTypes)
    .values(values)
    .returning({ id: maintenanceTypes.id });
  return row!.id;
}

export async function updateType(
  tx: Tx,
  id: number,
  values: Partial<typeof maintenanceTypes.$inferInsert>,
): Promise<void> {
  await tx
    .update(maintenanceTypes)
    .set({ ...values, updated_at: new Date() })
    .where(eq(maintenanceTypes.id, id));
}

export async function deleteType(tx: Tx, id: number): Promise<void> {
  await tx.delete(maintenanceTypes).where(eq(maintenanceTypes.id, id));
}

// --- Activities -----------------------------------------------------------------------------

const activityColumns = {
  ...getTableColumns(maintenanceActivities),
  open_interests: sql<number>`(SELECT count(*)::int FROM maintenance_interests i
    WHERE i.maintenance_activity_id = ${activityIdColumn} AND i.status IN ('pending', 'contacted'))`,
  interests: sql<number>`(SELECT count(*)::int FROM maintenance_interests i
    WHERE i.maintenance_activity_id = ${activityIdColumn})`,
};
export type ActivityView = ActivityRow & { open_interests: number; interests: number };

export function listActivities(tx: Tx, activeOnly: boolean): Promise<ActivityView[]> {
  return tx
    .select(activityColumns)
    .from(maintenanceActivities)
    .where(activeOnly ? eq(maintenanceActivities.is_active, true) : undefined)
    .orderBy(asc(sql`lower(${maintenanceActivities.name})`), asc(maintenanceActivities.id));
}

export async function findActivity(tx: Tx, id: number): Promise<ActivityView | null> {
  const [row] = await tx
    .select(activityColumns)
    .from(maintenanceActivities)
    .where(eq(maintenanceActivities.id, id));
  return row ?? null;
}

/** The activity's row under a row lock: its resource mapping is replaced one writer at a time. */
export async function lockActivity(tx: Tx, id: number): Promise<ActivityRow | null> {
  const [row] = await tx
    .select()
    .from(maintenanceActivities)
    .where(eq(maintenanceActivities.id, id))
    .for('update');
  return row ?? null;
}

export async function insertActivity(
  tx: Tx,
  values: typeof maintenanceActivities.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(maintenanceActivities)
    .values(values)
    .returning({ id: maintenanceActivities.id });
  return row!.id;
}

export async function updateActivity(
  tx: Tx,
  id: number,
  values: Partial<typeof maintenanceActivities.$inferInsert>,
): Promise<void> {
  await tx
    .update(maintenanceActivities)
    .set({ ...values, updated_at: new Date() })
    .where(eq(maintenanceActivities.id, id));
}

export async function deleteActivity(tx: Tx, id: number): Promise<void> {
  await tx.delete(maintenanceActivities).where(eq(maintenanceActivities.id, id));
}

/** Each activity's resources, in their order. */
export async function resourcesOf(
  tx: Tx,
  activityIds: number[],
): Promise<Map<number, ResourceRow[]>> {
  const out = new Map<number, ResourceRow[]>(activityIds.map((id) => [id, []]));
  if (activityIds.length === 0) return out;
  const rows = await tx
    .select()
    .from(maintenanceActivityResources)
    .where(inArray(maintenanceActivityResources.maintenance_activity_id, activityIds))
    .orderBy(
      asc(maintenanceActivityResources.maintenance_activity_id),
      asc(maintenanceActivityResources.position),
    );
  for (const r of rows) out.get(r.maintenance_activity_id)?.push(r);
  return out;
}

/** Replaces the activity's whole resource mapping. */
export async function replaceResources(
  tx: Tx,
  organizationId: number,
  activityId: number,
  resources: readonly {
    resource_type: ResourceRow['resource_type'];
    name: string;
    quantity: number;
  }[],
): Promise<void> {
  await tx
    .delete(maintenanceActivityResources)
    .where(eq(maintenanceActivityResources.maintenance_activity_id, activityId));
  if (resources.length === 0) return;
  await tx.insert(maintenanceActivityResources).values(
    resources.map((r, position) => ({
      organization_id: organizationId,
      maintenance_activity_id: activityId,
      position,
      resource_type: r.resource_type,
      name: r.name,
      quantity: r.quantity,
    })),
  );
}

// --- Interests ------------------------------------------------------------------------------

/** An interests list answers at most this many rows (newest first). */
export const MAX_INTEREST_ROWS = 1000;

const interestColumns = {
  ...getTableColumns(maintenanceInterests),
  activity_name: maintenanceActivities.name,
  tenant_name: tenantNameOf(sql.raw('"maintenance_interests"."tenant_id"')),
  user_name: userNameOf(sql.raw('"maintenance_interests"."user_id"')),
};
export type InterestView = InterestRow & {
  activity_name: string;
  tenant_name: string | null;
  user_name: string | null;
};

export type InterestFilter = {
  status?: MaintenanceInterestStatus;
  activityId?: number;
  tenantId?: number;
  userId?: number;
  id?: number;
};

export async function listInterests(tx: Tx, f: InterestFilter): Promise<InterestView[]> {
  return (await tx
    .select(interestColumns)
    .from(maintenanceInterests)
    .innerJoin(
      maintenanceActivities,
      eq(maintenanceActivities.id, maintenanceInterests.maintenance_activity_id),
    )
    .where(
      and(
        f.id !== undefined ? eq(maintenanceInterests.id, f.id) : undefined,
        f.status !== undefined ? eq(maintenanceInterests.status, f.status) : undefined,
        f.activityId !== undefined
          ? eq(maintenanceInterests.maintenance_activity_id, f.activityId)
          : undefined,
        f.tenantId !== undefined ? eq(maintenanceInterests.tenant_id, f.tenantId) : undefined,
        f.userId !== undefined ? eq(maintenanceInterests.user_id, f.userId) : undefined,
      ),
    )
    .orderBy(desc(maintenanceInterests.created_at), desc(maintenanceInterests.id))
    .limit(MAX_INTEREST_ROWS)) as InterestView[];
}

export async function findInterest(tx: Tx, id: number): Promise<InterestView | null> {
  return (await listInterests(tx, { id }))[0] ?? null;
}

export async function insertInterest(
  tx: Tx,
  values: typeof maintenanceInterests.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(maintenanceInterests)
    .values(values)
    .returning({ id: maintenanceInterests.id });
  return row!.id;
}

export async function updateInterest(
  tx: Tx,
  id: number,
  values: Partial<typeof maintenanceInterests.$inferInsert>,
): Promise<void> {
  await tx
    .update(maintenanceInterests)
    .set({ ...values, updated_at: new Date() })
    .where(eq(maintenanceInterests.id, id));
}

export async function deleteInterest(tx: Tx, id: number): Promise<void> {
  await tx.delete(maintenanceInterests).where(eq(maintenanceInterests.id, id));
}
