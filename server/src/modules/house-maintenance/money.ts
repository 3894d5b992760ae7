/**
 * What maintenance costs households: balances of completed billable jobs, payments toward them
 * (under the job's row lock, never past what is outstanding) and a household's maintenance money
 * views. Every amount is a sum of ledger rows; nothing here stores a balance.
 */
import {
  MAINTENANCE_STATUS_IDS,
  MAINTENANCE_STATUS_NAMES,
  type MaintenanceBalance,
  type MaintenanceBalanceListQuery,
  type MaintenanceFinancialAnalytics,
  type MaintenanceFinancialBreakdown,
  type MaintenanceFinancialPeriod,
  type MaintenanceFinancialSummary,
  type MaintenancePaymentInput,
  type MaintenancePaymentStatus,
  type MaintenanceStatusId,
  type MaintenanceTypeMoney,
} from '@fairway/shared-api/contract';
import { instantOf, wallClock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import {
  ZERO_TOTALS,
  houseRefOf,
  householdTotals,
  ledgerTotalsOf,
  ledgerWindowByMonth,
  ledgerWindowBySource,
  payTowards,
  tenantFacts,
  type LedgerTotals,
  type LedgerWindowSums,
} from '../property';
import { readFlagged } from '../settings';
import { householdCheck, type MaintenanceCaller } from './context';
import * as repo from './repository';

const paymentStatusOf = (t: LedgerTotals): MaintenancePaymentStatus =>
  t.outstanding <= 0 ? 'paid' : t.paid > 0 ? 'partial' : 'unpaid';

async function toBalances(tx: Tx, rows: repo.JobView[]): Promise<MaintenanceBalance[]> {
  const totals = await ledgerTotalsOf(
    tx,
    'maintenance',
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const t = totals.get(r.id) ?? ZERO_TOTALS;
    return {
      maintenance_id: r.id,
      title: r.title,
      house_id: r.house_id,
      house_name: r.house_name,
      tenant_id: r.tenant_id,
      tenant_name: r.tenant_name,
      maintenance_type_id: r.maintenance_type_id,
      type_name: r.type_name,
      cost: r.cost,
      resolved_at: r.resolved_at?.toISOString() ?? null,
      ...t,
      payment_status: paymentStatusOf(t),
    };
  });
}

/** GET /maintenances/balances (the office): completed billable jobs with a cost. */
export async function balances(
  tx: Tx,
  q: MaintenanceBalanceListQuery,
): Promise<MaintenanceBalance[]> {
  const rows = await repo.listJobs(tx, {
    balancesOnly: true,
    tenantId: q.tenant_id !== undefined ? Number(q.tenant_id) : undefined,
  });
  const all = await toBalances(tx, rows);
  return q.payment_status ? all.filter((b) => b.payment_status === q.payment_status) : all;
}

/** GET /maintenances/balances/completed/tenant/{id}: one household's (view_finances). */
export async function balancesOfTenant(
  tx: Tx,
  c: MaintenanceCaller,
  tenantId: number,
): Promise<MaintenanceBalance[]> {
  await householdCheck(tx, c, c.canRead, tenantId, 'view_finances');
  return toBalances(tx, await repo.listJobs(tx, { balancesOnly: true, tenantId }));
}

async function balanceOf(tx: Tx, id: number): Promise<MaintenanceBalance> {
  const row = await repo.findJob(tx, id);
  if (!row) throw notFound('Maintenance');
  return (await toBalances(tx, [row]))[0]!;
}

/**
 * PUT /maintenances/balances/{id}: a payment toward job {id}. The job's row lock makes parallel
 * payments count one after another, so together they never pass what is outstanding.
 */
export async function pay(
  tx: Tx,
  c: MaintenanceCaller,
  id: number,
  input: MaintenancePaymentInput,
): Promise<MaintenanceBalance> {
  const job = await repo.lockJob(tx, id);
  if (!job) throw notFound('Maintenance');
  if (job.status_id !== MAINTENANCE_STATUS_IDS.completed || !job.billable || !job.cost)
    throw conflict(`${job.title} has no charge to pay`);
  const house = await houseRefOf(tx, job.house_id);
  const what = `Payment: ${job.title}, ${house?.name ?? 'house'}`;
  await payTowards(tx, c.organizationId, {
    source: 'maintenance',
    sourceId: job.id,
    amount: input.amount,
    method: input.method,
    tenantId: job.tenant_id,
    description: input.note ? `${what} (${input.note})` : what,
    createdBy: c.userId,
  });
  return balanceOf(tx, id);
}

// --- A household's maintenance money ---------------------------------------------------------

async function tenantNameOr404(tx: Tx, tenantId: number): Promise<string> {
  const tenant = await tenantFacts(tx, tenantId);
  if (!tenant) throw notFound('Tenant');
  return tenant.name;
}

/** GET /maintenances/financial/summary/tenant/{id}: all time, and the jobs by status. */
export async function summary(
  tx: Tx,
  c: MaintenanceCaller,
  tenantId: number,
): Promise<MaintenanceFinancialSummary> {
  await householdCheck(tx, c, c.canRead, tenantId, 'view_finances');
  const name = await tenantNameOr404(tx, tenantId);
  const money = (await householdTotals(tx, tenantId)).bySource.maintenance;
  const counted = new Map((await repo.jobsByStatus(tx, tenantId)).map((r) => [r.status_id, r]));
  const byStatus = (Object.values(MAINTENANCE_STATUS_IDS) as MaintenanceStatusId[]).map((id) => ({
    status_id: id,
    status_name: MAINTENANCE_STATUS_NAMES[id],
    jobs: counted.get(id)?.jobs ?? 0,
    cost: counted.get(id)?.cost ?? 0,
  }));
  return {
    tenant_id: tenantId,
    tenant_name: name,
    ...money,
    jobs_total: byStatus.reduce((n, s) => n + s.jobs, 0),
    open_jobs: byStatus.filter((s) => s.status_id <= 4).reduce((n, s) => n + s.jobs, 0),
    by_status: byStatus,
  };
}

// Calendar arithmetic on YYYY-MM-DD days of the club's calendar.
const pad = (n: number) => String(n).padStart(2, '0');
type Month = { y: number; m: number };
const monthOfDay = (day: string): Month => ({
  y: Number(day.slice(0, 4)),
  m: Number(day.slice(5, 7)),
});
const plusMonths = ({ y, m }: Month, k: number): Month => {
  const i = y * 12 + (m - 1) + k;
  return { y: Math.floor(i / 12), m: (i % 12) + 1 };
};
const firstDay = ({ y, m }: Month) => `${y}-${pad(m)}-01`;
const lastDay = ({ y, m }: Month) =>
  `${y}-${pad(m)}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
const monthKey = ({ y, m }: Month) => `${y}-${pad(m)}`;

/** The first and last day of a period around `today`; null for all_time. */
export function periodDays(
  period: MaintenanceFinancialPeriod,
  today: string,
): { from: string; to: string } | null {
  const month = monthOfDay(today);
  switch (period) {
    case 'current_month':
      return { from: firstDay(month), to: lastDay(month) };
    case 'last_month': {
      const last = plusMonths(month, -1);
      return { from: firstDay(last), to: lastDay(last) };
    }
    case 'current_quarter': {
      const start = { y: month.y, m: Math.floor((month.m - 1) / 3) * 3 + 1 };
      return { from: firstDay(start), to: lastDay(plusMonths(start, 2)) };
    }
    case 'current_year':
      return { from: `${month.y}-01-01`, to: `${month.y}-12-31` };
    case 'all_time':
      return null;
  }
}

/** The instants from the start of `from` to the end of `to`, on the club's calendar. */
function windowOf(days: { from: string; to: string }, timeZone: string) {
  const after = new Date(
    Date.UTC(+days.to.slice(0, 4), +days.to.slice(5, 7) - 1, +days.to.slice(8, 10) + 1),
  );
  return {
    from: instantOf(days.from, '00:00', timeZone),
    to: instantOf(after.toISOString().slice(0, 10), '00:00', timeZone),
  };
}

async function clubClock(tx: Tx, c: MaintenanceCaller) {
  const { timeZone } = await readFlagged(tx, c.organizationId, 'app');
  return { timeZone, today: wallClock(c.now, timeZone).date };
}

const withOutstanding = (s: LedgerWindowSums) => ({
  charged: s.charged,
  paid: s.paid,
  credited: s.credited,
  outstanding: s.charged - s.paid - s.credited,
});

/** Ledger sums per job, added up per the job's type (types by name, jobs without one last). */
async function byType(
  tx: Tx,
  perJob: (LedgerWindowSums & { source_id: number })[],
): Promise<MaintenanceTypeMoney[]> {
  const types = await repo.typesOfJobs(
    tx,
    perJob.map((r) => r.source_id),
  );
  const groups = new Map<string, MaintenanceTypeMoney>();
  for (const r of perJob) {
    const t = types.get(r.source_id) ?? { maintenance_type_id: null, type_name: null };
    const key = String(t.maintenance_type_id);
    const g = groups.get(key) ?? {
      maintenance_type_id: t.maintenance_type_id,
      type_name: t.type_name,
      jobs: 0,
      charged: 0,
      paid: 0,
      credited: 0,
      outstanding: 0,
    };
    g.jobs += 1;
    g.charged += r.charged;
    g.paid += r.paid;
    g.credited += r.credited;
    g.outstanding = g.charged - g.paid - g.credited;
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) =>
    a.type_name === null ? 1 : b.type_name === null ? -1 : a.type_name.localeCompare(b.type_name),
  );
}

const total = (rows: LedgerWindowSums[]) =>
  withOutstanding(
    rows.reduce(
      (s, r) => ({
        charged: s.charged + r.charged,
        paid: s.paid + r.paid,
        credited: s.credited + r.credited,
      }),
      { charged: 0, paid: 0, credited: 0 },
    ),
  );

/** GET /maintenances/financial/breakdown/tenant/{id}?period=: ledger rows dated in the period. */
export async function breakdown(
  tx: Tx,
  c: MaintenanceCaller,
  tenantId: number,
  period: MaintenanceFinancialPeriod,
): Promise<MaintenanceFinancialBreakdown> {
  await householdCheck(tx, c, c.canRead, tenantId, 'view_finances');
  const name = await tenantNameOr404(tx, tenantId);
  const { timeZone, today } = await clubClock(tx, c);
  const days = periodDays(period, today);
  const window = days ? windowOf(days, timeZone) : { from: null, to: null };
  const perJob = await ledgerWindowBySource(tx, { tenantId, source: 'maintenance', ...window });
  return {
    tenant_id: tenantId,
    tenant_name: name,
    period,
    from: days?.from ?? null,
    to: days?.to ?? null,
    ...total(perJob),
    by_type: await byType(tx, perJob),
  };
}

/** GET /maintenances/financial/analytics/tenant/{id}: the last 12 months on the club's calendar. */
export async function analytics(
  tx: Tx,
  c: MaintenanceCaller,
  tenantId: number,
): Promise<MaintenanceFinancialAnalytics> {
  await householdCheck(tx, c, c.canRead, tenantId, 'view_finances');
  const name = await tenantNameOr404(tx, tenantId);
  const { timeZone, today } = await clubClock(tx, c);
  const thisMonth = monthOfDay(today);
  const first = plusMonths(thisMonth, -11);
  const days = { from: firstDay(first), to: lastDay(thisMonth) };
  const window = { tenantId, source: 'maintenance' as const, ...windowOf(days, timeZone) };
  const perMonth = new Map(
    (await ledgerWindowByMonth(tx, window, timeZone)).map((r) => [r.month, r]),
  );
  const months = Array.from({ length: 12 }, (_, i) => {
    const key = monthKey(plusMonths(first, i));
    return {
      month: key,
      charged: perMonth.get(key)?.charged ?? 0,
      paid: perMonth.get(key)?.paid ?? 0,
    };
  });
  const types = await byType(tx, await ledgerWindowBySource(tx, window));
  return {
    tenant_id: tenantId,
    tenant_name: name,
    from: days.from,
    to: days.to,
    months,
    total_charged: months.reduce((n, m) => n + m.charged, 0),
    total_paid: months.reduce((n, m) => n + m.paid, 0),
    cost_by_type: types
      .filter((t) => t.charged > 0)
      .map((t) => ({
        maintenance_type_id: t.maintenance_type_id,
        type_name: t.type_name,
        jobs: t.jobs,
        charged: t.charged,
      })),
  };
}
