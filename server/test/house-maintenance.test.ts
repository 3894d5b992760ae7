import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@fairway/shared-api/contract';
import { rowsOf } from '../src/db/client';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

/*
 * Maintenance (docs/property.md, "Maintenance"): the office's jobs, types, statuses and their
 * moves, resolving with its one ledger charge, payments, a household's money views, interests and
 * activities; households raising and following their own requests within the sub-tenant
 * permissions; and the wall between households and between clubs.
 */

const M = '/api/settings/maintenances';
const I = '/api/settings/maintenance-interests';
const A = '/api/settings/maintenance-activities';

let t: TestApp;
let app: FastifyInstance;
let office: Agent;
let otherClub: Agent;
let member: Agent;
let clubId: number;

/** Household 1 (Seaview Cottage): its tenant and two sub-tenants. */
let h1: number;
let tenant1: Agent;
let tenant1Id: number;
let viewer: Agent; // sub-tenant: view_maintenance only
let helper: Agent; // sub-tenant: every permission
/** Household 2 (Pine Lodge). */
let h2: number;
let tenant2: Agent;
let seaview: number;
let pine: number;
let vacant: number;

const run = <T = Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
  app.withOrg(clubId, async (tx) => rowsOf<T>(await tx.execute(statement)));
const one = async (statement: ReturnType<typeof sql>) =>
  (await run<{ id: number }>(statement))[0]!.id;
const userIdOf = async (agent: Agent): Promise<number> =>
  (await agent.get('/api/user/current')).json().id;

async function household(name: string, tenant: Agent): Promise<number> {
  const userId = await userIdOf(tenant);
  const id = await one(
    sql`INSERT INTO tenants (organization_id, user_id, name) VALUES (${clubId}, ${userId}, ${name}) RETURNING id`,
  );
  await run(sql`UPDATE users SET tenant_id = ${id} WHERE id = ${userId}`);
  return id;
}

async function subTenant(email: string, tenantId: number, permissions: object): Promise<Agent> {
  const agent = await createUserAndSignIn(app, clubId, email, ['sub_tenant']);
  const userId = await userIdOf(agent);
  await run(sql`INSERT INTO sub_tenants (organization_id, tenant_id, user_id, permissions)
    VALUES (${clubId}, ${tenantId}, ${userId}, ${JSON.stringify(permissions)}::jsonb)`);
  await run(sql`UPDATE users SET tenant_id = ${tenantId} WHERE id = ${userId}`);
  return agent;
}

/** The household's maintenance rows of the ledger, summed in SQL. */
async function ledgerOf(tenantId: number) {
  const [row] = await run<{ charged: number; paid: number; credited: number }>(sql`
    SELECT coalesce(sum(amount) FILTER (WHERE entry = 'charge'), 0)::int AS charged,
           coalesce(sum(amount) FILTER (WHERE entry = 'payment'), 0)::int AS paid,
           coalesce(sum(amount) FILTER (WHERE entry = 'credit'), 0)::int AS credited
      FROM property_ledger WHERE tenant_id = ${tenantId} AND source = 'maintenance'`);
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  office = await signIn(app);
  clubId = (await office.get('/api/user/current')).json().organization_id;
  const other = await office.post('/api/settings/organizations', {
    name: 'Other Club',
    timezone: 'Europe/London',
  });
  expect(other.statusCode).toBe(201);
  otherClub = await createUserAndSignIn(app, other.json().id, 'admin@other.test', ['admin']);
  member = await createUserAndSignIn(app, clubId, 'member@maint.test', ['member']);

  tenant1 = await createUserAndSignIn(app, clubId, 'tenant1@maint.test', ['tenant']);
  tenant1Id = await userIdOf(tenant1);
  h1 = await household('The Shaws', tenant1);
  viewer = await subTenant('viewer@maint.test', h1, { view_maintenance: true });
  helper = await subTenant('helper@maint.test', h1, {
    request_maintenance: true,
    view_maintenance: true,
    view_finances: true,
  });
  tenant2 = await createUserAndSignIn(app, clubId, 'tenant2@maint.test', ['tenant']);
  h2 = await household('The Pines', tenant2);

  const type = await one(
    sql`INSERT INTO house_types (organization_id, name) VALUES (${clubId}, 'Cottage') RETURNING id`,
  );
  seaview = await one(sql`INSERT INTO houses (organization_id, name, house_type_id, tenant_id)
    VALUES (${clubId}, 'Seaview Cottage', ${type}, ${h1}) RETURNING id`);
  pine = await one(sql`INSERT INTO houses (organization_id, name, house_type_id, tenant_id)
    VALUES (${clubId}, 'Pine Lodge', ${type}, ${h2}) RETURNING id`);
  vacant = await one(sql`INSERT INTO houses (organization_id, name, house_type_id)
    VALUES (${clubId}, 'Empty Barn', ${type}) RETURNING id`);
}, 60_000);
afterAll(() => t.close());

const newJob = async (body: Record<string, unknown> = {}) => {
  const res = await office.post(M, { house_id: seaview, title: 'Leaking tap', ...body });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('statuses and types', () => {
  test('the six fixed statuses with their moves, for the office and households', async () => {
    const res = await tenant1.get(`${M}/statuses`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { name: string }) => s.name)).toEqual([
      'Reported',
      'Scheduled',
      'In progress',
      'On hold',
      'Completed',
      'Cancelled',
    ]);
    expect(res.json()[0]).toMatchObject({ id: 1, is_final: false, next_status_ids: [2, 3, 4, 6] });
    expect(res.json()[4]).toMatchObject({ id: 5, is_final: true, next_status_ids: [] });
    expect((await member.get(`${M}/statuses`)).statusCode).toBe(403);
  });

  test('types: create, list, read, change, delete; names unique ignoring case; in use stays', async () => {
    const created = await office.post(`${M}/types`, {
      name: ' Plumbing ',
      description: 'Pipes and taps',
      default_cost: 8000,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Plumbing',
      default_cost: 8000,
      is_active: true,
      job_count: 0,
    });
    const id = created.json().id;

    const again = await office.post(`${M}/types`, { name: 'PLUMBING' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A maintenance type named PLUMBING already exists');
    expect((await office.post(`${M}/types`, { name: '' })).statusCode).toBe(400);
    expect((await office.post(`${M}/types`, { name: 'X', default_cost: -5 })).statusCode).toBe(400);
    expect((await office.put(`${M}/types/${id}`, {})).statusCode).toBe(400);

    const changed = await office.put(`${M}/types/${id}`, { default_cost: 9000 });
    expect(changed.json()).toMatchObject({ name: 'Plumbing', default_cost: 9000 });
    expect((await office.get(`${M}/types/${id}`)).json().default_cost).toBe(9000);

    // A job estimated at the type's default cost, then the type cannot be deleted.
    const job = await newJob({ maintenance_type_id: id });
    expect(job).toMatchObject({ type_name: 'Plumbing', estimated_cost: 9000 });
    const inUse = await office.delete(`${M}/types/${id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Plumbing is used by 1 job; deactivate it instead');

    // Households see active types only.
    const spare = (await office.post(`${M}/types`, { name: 'Spare', is_active: false })).json();
    const seen = (await tenant1.get(`${M}/types`)).json().map((x: { name: string }) => x.name);
    expect(seen).toContain('Plumbing');
    expect(seen).not.toContain('Spare');
    expect((await tenant1.get(`${M}/types/${spare.id}`)).statusCode).toBe(404);
    expect((await tenant1.post(`${M}/types`, { name: 'Mine' })).statusCode).toBe(403);

    expect((await office.delete(`${M}/types/${spare.id}`)).statusCode).toBe(204);
    expect((await office.get(`${M}/types/${spare.id}`)).statusCode).toBe(404);
    expect((await otherClub.get(`${M}/types/${id}`)).statusCode).toBe(404);
  });
});

describe('jobs', () => {
  test('the office raises, lists, reads, changes and deletes a job with the names screens show', async () => {
    const staffId = await userIdOf(office);
    const job = await newJob({
      description: 'Kitchen tap drips',
      priority: 'high',
      assigned_to: staffId,
      scheduled_for: '2030-05-01',
      estimated_cost: 4500,
    });
    expect(job).toMatchObject({
      house_id: seaview,
      house_name: 'Seaview Cottage',
      tenant_id: h1,
      tenant_name: 'The Shaws',
      status_id: 1,
      status_name: 'Reported',
      next_status_ids: [2, 3, 4, 6],
      priority: 'high',
      assigned_to: staffId,
      reported_by: staffId,
      scheduled_for: '2030-05-01',
      estimated_cost: 4500,
      billable: false,
      charged: 0,
      outstanding: 0,
    });
    expect(job.assigned_to_name).toBeTruthy();
    expect(job.reported_by_name).toBe(job.assigned_to_name);

    const list = await office.get(`${M}?house_id=${seaview}&priority=high`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((j: { id: number }) => j.id)).toContain(job.id);
    expect(Number(list.headers['x-total-count'])).toBe(list.json().length);
    expect((await office.get(`${M}?house_id=${pine}`)).json()).toEqual([]);

    const changed = await office.put(`${M}/${job.id}`, { title: 'Tap replaced', cost: 5200 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Tap replaced', cost: 5200, priority: 'high' });
    const moved = await office.put(`${M}/${job.id}`, { house_id: pine });
    expect(moved.json()).toMatchObject({ house_name: 'Pine Lodge', tenant_id: h2 });

    expect((await office.delete(`${M}/${job.id}`)).statusCode).toBe(204);
    expect((await office.get(`${M}/${job.id}`)).statusCode).toBe(404);
  });

  test('bad input is a 400 and unknown references a 404, changing nothing', async () => {
    const before = Number((await office.get(M)).headers['x-total-count']);
    expect((await office.post(M, { house_id: seaview })).statusCode).toBe(400);
    expect((await office.post(M, { house_id: seaview, title: 'x', colour: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (await office.post(M, { house_id: seaview, title: 'x', priority: 'asap' })).statusCode,
    ).toBe(400);
    expect(
      (await office.post(M, { house_id: seaview, title: 'x', scheduled_for: '2030-02-30' }))
        .statusCode,
    ).toBe(400);
    expect((await office.post(M, { house_id: 999999, title: 'x' })).statusCode).toBe(404);
    expect(
      (await office.post(M, { house_id: seaview, title: 'x', maintenance_type_id: 999999 }))
        .statusCode,
    ).toBe(404);
    expect((await office.get(`${M}/abc`)).statusCode).toBe(400);
    expect((await office.get(`${M}/0`)).statusCode).toBe(400);
    expect((await office.get(`${M}?status_id=9`)).statusCode).toBe(400);
    expect(Number((await office.get(M)).headers['x-total-count'])).toBe(before);
  });

  test('a billable job needs a household to bill', async () => {
    const res = await office.post(M, { house_id: vacant, title: 'Roof', billable: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Empty Barn has no household to bill');
  });

  test('every status move the table allows is made, and every other is refused with words', async () => {
    const allowed: Record<number, number[]> = {
      1: [2, 3, 4, 6],
      2: [3, 4, 6],
      3: [4, 5, 6],
      4: [2, 3, 6],
      5: [],
      6: [],
    };
    const names = ['', 'Reported', 'Scheduled', 'In progress', 'On hold', 'Completed', 'Cancelled'];
    for (let from = 1; from <= 6; from++) {
      for (let to = 1; to <= 6; to++) {
        const job = await newJob({ title: `Move ${from} to ${to}` });
        await run(sql`UPDATE maintenances SET status_id = ${from},
          resolved_at = CASE WHEN ${from}::int = 5 THEN now() END WHERE id = ${job.id}`);
        const res = await office.put(`${M}/status/${job.id}`, { status_id: to });
        if (allowed[from]!.includes(to)) {
          expect([from, to, res.statusCode]).toEqual([from, to, 200]);
          expect(res.json().status_id).toBe(to);
          expect(res.json().status_name).toBe(names[to]);
        } else {
          expect([from, to, res.statusCode]).toEqual([from, to, 409]);
          expect(res.json().message).toBe(`A ${names[from]} job cannot become ${names[to]}`);
          expect((await office.get(`${M}/${job.id}`)).json().status_id).toBe(from);
        }
      }
    }
    const job = await newJob();
    expect((await office.put(`${M}/status/${job.id}`, { status_id: 7 })).statusCode).toBe(400);
    expect((await office.put(`${M}/status/${job.id}`, {})).statusCode).toBe(400);
    expect((await tenant1.put(`${M}/status/${job.id}`, { status_id: 2 })).statusCode).toBe(403);
  });
});

describe('resolving and paying', () => {
  test('resolving charges a billable cost to the household once; resolving again is 409', async () => {
    const job = await newJob({ title: 'Boiler repair', billable: true });
    const before = await ledgerOf(h1);

    const res = await office.post(`${M}/resolve/${job.id}`, {
      resolution_notes: 'New pump fitted',
      cost: 12500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_id: 5,
      status_name: 'Completed',
      cost: 12500,
      resolution_notes: 'New pump fitted',
      charged: 12500,
      paid: 0,
      outstanding: 12500,
      next_status_ids: [],
    });
    expect(res.json().resolved_at).toBeTruthy();
    expect((await ledgerOf(h1)).charged - before.charged).toBe(12500);
    const [row] = await run<{ description: string; n: number }>(sql`
      SELECT description, count(*) OVER ()::int AS n FROM property_ledger
       WHERE source = 'maintenance' AND source_id = ${job.id}`);
    expect(row).toEqual({ description: 'Boiler repair, Seaview Cottage', n: 1 });

    // The household's tenant is told, in the bell.
    const bell = await tenant1.get(`/api/settings/notifications/${tenant1Id}`);
    expect(bell.json()[0]).toMatchObject({
      notification_type_id: NOTIFICATION_TYPES.maintenance_resolved,
      title: 'Boiler repair at Seaview Cottage is done',
      body: 'Boiler repair at Seaview Cottage is resolved. It cost 125.00.',
      data: {
        maintenance_id: job.id,
        title: 'Boiler repair',
        house_name: 'Seaview Cottage',
        cost: 12500,
      },
    });

    const again = await office.post(`${M}/resolve/${job.id}`, { cost: 99 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A Completed job cannot be resolved');
    expect((await ledgerOf(h1)).charged - before.charged).toBe(12500);
    // … and no second notice.
    const notices = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM notifications
      WHERE notification_type_id = ${NOTIFICATION_TYPES.maintenance_resolved}
        AND (data->>'maintenance_id')::int = ${job.id}`);
    expect(notices[0]!.n).toBe(1);

    // A completed job keeps its money fields.
    const edit = await office.put(`${M}/${job.id}`, { cost: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("A Completed job's cost cannot change");
    // … and, having been charged, stays.
    expect((await office.delete(`${M}/${job.id}`)).statusCode).toBe(409);
  });

  test('resolving through the status move charges the same way', async () => {
    const job = await newJob({ title: 'Gutter', billable: true, estimated_cost: 100 });
    await office.put(`${M}/${job.id}`, { cost: 3000 });
    await office.put(`${M}/status/${job.id}`, { status_id: 3 });
    const done = await office.put(`${M}/status/${job.id}`, { status_id: 5 });
    expect(done.json()).toMatchObject({ status_id: 5, charged: 3000, outstanding: 3000 });
  });

  test('a job that is not billable, or cancelled, charges nothing', async () => {
    const before = await ledgerOf(h1);
    const free = await newJob({ title: 'Goodwill fix' });
    const res = await office.post(`${M}/resolve/${free.id}`, { cost: 4000 });
    expect(res.json()).toMatchObject({ status_id: 5, cost: 4000, charged: 0 });

    const cancelled = await newJob({ title: 'Not needed', billable: true });
    expect((await office.put(`${M}/status/${cancelled.id}`, { status_id: 6 })).statusCode).toBe(
      200,
    );
    const refused = await office.post(`${M}/resolve/${cancelled.id}`, { cost: 4000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A Cancelled job cannot be resolved');
    expect(await ledgerOf(h1)).toEqual(before);
  });

  test('payments are ledger rows, never more than is outstanding', async () => {
    const job = await newJob({ title: 'Fence', billable: true });
    await office.post(`${M}/resolve/${job.id}`, { cost: 12500 });

    const first = await office.put(`${M}/balances/${job.id}`, { amount: 5000, method: 'card' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      maintenance_id: job.id,
      house_name: 'Seaview Cottage',
      tenant_name: 'The Shaws',
      charged: 12500,
      paid: 5000,
      outstanding: 7500,
      payment_status: 'partial',
    });
    const over = await office.put(`${M}/balances/${job.id}`, { amount: 8000, method: 'cash' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 75.00 is outstanding');
    const rest = await office.put(`${M}/balances/${job.id}`, {
      amount: 7500,
      method: 'bank_transfer',
      note: 'Ref 42',
    });
    expect(rest.json()).toMatchObject({ paid: 12500, outstanding: 0, payment_status: 'paid' });
    const more = await office.put(`${M}/balances/${job.id}`, { amount: 1, method: 'cash' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Nothing is outstanding');

    expect(
      (await office.put(`${M}/balances/${job.id}`, { amount: 0, method: 'cash' })).statusCode,
    ).toBe(400);
    expect(
      (await office.put(`${M}/balances/${job.id}`, { amount: 5, method: 'cheque' })).statusCode,
    ).toBe(400);
    const open = await newJob({ title: 'Open', billable: true });
    const early = await office.put(`${M}/balances/${open.id}`, { amount: 5, method: 'cash' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Open has no charge to pay');
    expect(
      (await tenant1.put(`${M}/balances/${job.id}`, { amount: 5, method: 'cash' })).statusCode,
    ).toBe(403);

    // The balances lists: every completed billable job, or one household's, or by state.
    const all = (await office.get(`${M}/balances`)).json();
    expect(all.find((b: { maintenance_id: number }) => b.maintenance_id === job.id)).toMatchObject({
      payment_status: 'paid',
    });
    const unpaid = (await office.get(`${M}/balances?payment_status=paid`)).json();
    expect(unpaid.every((b: { payment_status: string }) => b.payment_status === 'paid')).toBe(true);
    const mine = await tenant1.get(`${M}/balances/completed/tenant/${h1}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().every((b: { tenant_id: number }) => b.tenant_id === h1)).toBe(true);
    expect((await tenant1.get(`${M}/balances`)).statusCode).toBe(403);
  });
});

describe("a household's money adds up to the ledger", () => {
  test('summary, breakdown and analytics agree with the ledger rows and with each other', async () => {
    const roof = (await office.post(`${M}/types`, { name: 'Roofing' })).json();
    const garden = (await office.post(`${M}/types`, { name: 'Garden' })).json();
    const costs = [
      { type: roof.id, cost: 20000, pay: 5000 },
      { type: roof.id, cost: 1550, pay: 1550 },
      { type: garden.id, cost: 7300, pay: 0 },
      { type: null, cost: 999, pay: 333 },
    ];
    for (const c of costs) {
      const job = (
        await office.post(M, {
          house_id: pine,
          title: `Job ${c.cost}`,
          maintenance_type_id: c.type,
          billable: true,
        })
      ).json();
      expect((await office.post(`${M}/resolve/${job.id}`, { cost: c.cost })).statusCode).toBe(200);
      if (c.pay)
        expect(
          (await office.put(`${M}/balances/${job.id}`, { amount: c.pay, method: 'cash' }))
            .statusCode,
        ).toBe(200);
    }
    // One open job, not billed yet.
    await office.post(M, { house_id: pine, title: 'Open one', maintenance_type_id: garden.id });

    const ledger = await ledgerOf(h2);
    const charged = costs.reduce((n, c) => n + c.cost, 0);
    const paid = costs.reduce((n, c) => n + c.pay, 0);
    expect(ledger).toEqual({ charged, paid, credited: 0 });

    const summary = (await office.get(`${M}/financial/summary/tenant/${h2}`)).json();
    expect(summary).toMatchObject({
      tenant_id: h2,
      tenant_name: 'The Pines',
      charged,
      paid,
      credited: 0,
      outstanding: charged - paid,
      jobs_total: 5,
      open_jobs: 1,
    });
    expect(summary.by_status.find((s: { status_id: number }) => s.status_id === 5)).toMatchObject({
      jobs: 4,
      cost: charged,
    });

    for (const period of ['current_month', 'current_quarter', 'current_year', 'all_time']) {
      const res = await office.get(`${M}/financial/breakdown/tenant/${h2}?period=${period}`);
      expect(res.statusCode).toBe(200);
      const b = res.json();
      expect([period, b.charged, b.paid, b.outstanding]).toEqual([
        period,
        charged,
        paid,
        charged - paid,
      ]);
      const sum = (k: 'charged' | 'paid' | 'jobs') =>
        b.by_type.reduce((n: number, x: Record<string, number>) => n + x[k]!, 0);
      expect([sum('charged'), sum('paid'), sum('jobs')]).toEqual([charged, paid, 4]);
      expect(b.by_type.map((x: { type_name: string | null }) => x.type_name)).toEqual([
        'Garden',
        'Roofing',
        null,
      ]);
    }
    const byDefault = (await office.get(`${M}/financial/breakdown/tenant/${h2}`)).json();
    expect(byDefault.period).toBe('current_month');
    expect(byDefault.from.slice(8)).toBe('01');
    const last = (
      await office.get(`${M}/financial/breakdown/tenant/${h2}?period=last_month`)
    ).json();
    expect([last.charged, last.paid, last.by_type]).toEqual([0, 0, []]);
    expect(
      (await office.get(`${M}/financial/breakdown/tenant/${h2}?period=next_year`)).statusCode,
    ).toBe(400);

    const a = (await office.get(`${M}/financial/analytics/tenant/${h2}`)).json();
    expect(a.months).toHaveLength(12);
    expect(a.months[11]).toMatchObject({ month: byDefault.from.slice(0, 7), charged, paid });
    expect(a.months.slice(0, 11).every((x: { charged: number }) => x.charged === 0)).toBe(true);
    expect([a.total_charged, a.total_paid]).toEqual([charged, paid]);
    expect(a.cost_by_type.reduce((n: number, x: { charged: number }) => n + x.charged, 0)).toBe(
      charged,
    );
    expect(
      a.cost_by_type.find((x: { type_name: string }) => x.type_name === 'Roofing'),
    ).toMatchObject({ jobs: 2, charged: 21550 });
  });

  test('only the office and the household (with view_finances) see it', async () => {
    expect((await tenant2.get(`${M}/financial/summary/tenant/${h2}`)).statusCode).toBe(200);
    for (const view of ['summary', 'breakdown', 'analytics']) {
      const url = `${M}/financial/${view}/tenant/${h2}`;
      expect((await tenant1.get(url)).statusCode).toBe(404);
      expect((await otherClub.get(url)).statusCode).toBe(404);
      expect((await member.get(url)).statusCode).toBe(403);
      const refused = await viewer.get(`${M}/financial/${view}/tenant/${h1}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        "Your household has not allowed you to see the household's finances",
      );
      expect((await helper.get(`${M}/financial/${view}/tenant/${h1}`)).statusCode).toBe(200);
    }
    expect((await office.get(`${M}/financial/summary/tenant/999999`)).statusCode).toBe(404);
  });
});

describe('households raise and follow their own requests', () => {
  test('a tenant raises a request for its house and sees it; billing fields are the office’s', async () => {
    const res = await tenant1.post(M, {
      house_id: seaview,
      title: 'Window stuck',
      priority: 'urgent',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status_id: 1,
      billable: false,
      tenant_id: h1,
      reported_by: tenant1Id,
      reported_by_name: 'Test User',
    });
    const id = res.json().id;
    expect((await tenant1.get(`${M}/${id}`)).statusCode).toBe(200);
    const mine = (await tenant1.get(M)).json();
    expect(mine.map((j: { id: number }) => j.id)).toContain(id);
    expect(mine.every((j: { tenant_id: number }) => j.tenant_id === h1)).toBe(true);
    const byTenant = await tenant1.get(`${M}/tenant/${h1}`);
    expect(byTenant.json().map((j: { id: number }) => j.id)).toContain(id);

    const billing = await tenant1.post(M, { house_id: seaview, title: 'x', billable: true });
    expect(billing.statusCode).toBe(403);
    expect(billing.json().message).toBe('Only the maintenance office can set billable');
    expect((await tenant1.put(`${M}/${id}`, { title: 'y' })).statusCode).toBe(403);
    expect((await tenant1.post(`${M}/resolve/${id}`, {})).statusCode).toBe(403);
  });

  test('a sub-tenant without request_maintenance gets 403; with it, the request is raised', async () => {
    const refused = await viewer.post(M, { house_id: seaview, title: 'Light out' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your household has not allowed you to request maintenance',
    );
    // view_maintenance is enough to follow the household's jobs.
    expect((await viewer.get(`${M}/tenant/${h1}`)).statusCode).toBe(200);
    const raised = await helper.post(M, { house_id: seaview, title: 'Light out' });
    expect(raised.statusCode).toBe(201);
    expect((await viewer.get(`${M}/${raised.json().id}`)).statusCode).toBe(200);

    // A deactivated sub-tenant holds none of the permissions the tenant gave.
    const gone = await subTenant('gone@maint.test', h1, {
      request_maintenance: true,
      view_maintenance: true,
      view_finances: true,
    });
    expect((await gone.get(`${M}/${raised.json().id}`)).statusCode).toBe(200);
    await run(sql`UPDATE sub_tenants SET is_active = false
      WHERE user_id = ${await userIdOf(gone)}`);
    expect((await gone.get(`${M}/${raised.json().id}`)).statusCode).toBe(403);
    expect((await gone.post(M, { house_id: seaview, title: 'Light out' })).statusCode).toBe(403);
    expect((await gone.get(`${M}/financial/summary/tenant/${h1}`)).statusCode).toBe(403);
  });

  test("another household's house and jobs answer 404; someone outside any gets 403 or 404", async () => {
    const theirs = await newJob({ house_id: pine, title: 'Their job' });
    expect((await tenant1.post(M, { house_id: pine, title: 'Not mine' })).statusCode).toBe(404);
    expect((await tenant1.get(`${M}/${theirs.id}`)).statusCode).toBe(404);
    expect((await tenant1.get(`${M}/tenant/${h2}`)).statusCode).toBe(404);
    expect((await tenant1.get(`${M}/balances/completed/tenant/${h2}`)).statusCode).toBe(404);
    expect((await tenant1.get(M)).json().map((j: { id: number }) => j.id)).not.toContain(theirs.id);
    expect((await member.get(M)).statusCode).toBe(403);
    expect((await member.post(M, { house_id: seaview, title: 'x' })).statusCode).toBe(403);
  });

  test("another club's office finds nothing of ours", async () => {
    const job = await newJob({ title: 'Ours alone', billable: true });
    expect((await otherClub.get(`${M}/${job.id}`)).statusCode).toBe(404);
    expect((await otherClub.put(`${M}/${job.id}`, { title: 'Taken' })).statusCode).toBe(404);
    expect((await otherClub.put(`${M}/status/${job.id}`, { status_id: 2 })).statusCode).toBe(404);
    expect((await otherClub.post(`${M}/resolve/${job.id}`, { cost: 10 })).statusCode).toBe(404);
    expect(
      (await otherClub.put(`${M}/balances/${job.id}`, { amount: 1, method: 'cash' })).statusCode,
    ).toBe(404);
    expect((await otherClub.delete(`${M}/${job.id}`)).statusCode).toBe(404);
    expect((await otherClub.get(`${M}/tenant/${h1}`)).statusCode).toBe(404);
    expect((await otherClub.post(M, { house_id: seaview, title: 'x' })).statusCode).toBe(404);
    expect((await otherClub.get(M)).json()).toEqual([]);
    expect((await office.get(`${M}/${job.id}`)).json()).toMatchObject({
      title: 'Ours alone',
      status_id: 1,
    });
  });
});

describe('activities and interests', () => {
  const staff = { resource_type: 'staff', name: 'Pool technician', quantity: 1 };
  const chlorine = { resource_type: 'material', name: 'Chlorine tablets', quantity: 3 };

  test('activities with their resource mapping, replaced whole', async () => {
    const created = await office.post(A, {
      name: 'Pool care',
      frequency: 'weekly',
      estimated_minutes: 45,
      price: 3500,
      resource_mapping: [staff, chlorine],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Pool care',
      frequency: 'weekly',
      price: 3500,
      is_active: true,
      resource_mapping: [staff, chlorine],
      open_interests: 0,
    });
    const id = created.json().id;
    const vacuum = { resource_type: 'equipment', name: 'Pool vacuum', quantity: 1 };
    const replaced = await office.put(`${A}/${id}/resource-mapping`, {
      resource_mapping: [vacuum],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().resource_mapping).toEqual([vacuum]);
    expect((await office.get(`${A}/${id}`)).json().resource_mapping).toEqual([vacuum]);
    const tooMany = await office.put(`${A}/${id}/resource-mapping`, {
      resource_mapping: Array.from({ length: 51 }, () => vacuum),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(
      (
        await office.put(`${A}/${id}/resource-mapping`, {
          resource_mapping: [{ ...vacuum, resource_type: 'robot' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await office.get(`${A}/${id}`)).json().resource_mapping).toEqual([vacuum]);
    expect(
      (await office.put(`${A}/${id}/resource-mapping`, { resource_mapping: [] })).json(),
    ).toMatchObject({ resource_mapping: [] });

    const renamed = await office.put(`${A}/${id}`, { price: 4000, description: 'Weekly clean' });
    expect(renamed.json()).toMatchObject({ name: 'Pool care', price: 4000 });
    expect((await office.post(A, { name: 'POOL CARE' })).statusCode).toBe(409);

    const hidden = (await office.post(A, { name: 'Chimney sweep', is_active: false })).json();
    const seen = (await tenant1.get(A)).json().map((x: { name: string }) => x.name);
    expect(seen).toContain('Pool care');
    expect(seen).not.toContain('Chimney sweep');
    expect((await tenant1.get(`${A}/${hidden.id}`)).statusCode).toBe(404);
    expect(
      (await office.get(`${A}?active=true`)).json().map((x: { id: number }) => x.id),
    ).not.toContain(hidden.id);
    expect((await tenant1.post(A, { name: 'Mine' })).statusCode).toBe(403);
    expect((await office.delete(`${A}/${hidden.id}`)).statusCode).toBe(204);
    expect((await otherClub.get(`${A}/${id}`)).statusCode).toBe(404);
  });

  test('households register interest; the office follows them by status, user and household', async () => {
    const pool = (await office.post(A, { name: 'Gutter clearing' })).json();
    const closed = (await office.post(A, { name: 'Snow clearing', is_active: false })).json();

    const mine = await tenant1.post(I, {
      maintenance_activity_id: pool.id,
      status: 'pending',
      created_at: '2020-01-01T00:00:00Z',
      notes: 'Before winter please',
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      maintenance_activity_id: pool.id,
      activity_name: 'Gutter clearing',
      tenant_id: h1,
      tenant_name: 'The Shaws',
      user_id: tenant1Id,
      status: 'pending',
    });
    expect(mine.json().created_at.startsWith('2020')).toBe(false);
    const twice = await tenant1.post(I, { maintenance_activity_id: pool.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'The Shaws has already registered interest in Gutter clearing',
    );
    const asStaff = await tenant1.post(I, { maintenance_activity_id: pool.id, status: 'accepted' });
    expect(asStaff.statusCode).toBe(403);
    expect((await tenant1.post(I, { maintenance_activity_id: closed.id })).statusCode).toBe(404);
    expect((await viewer.post(I, { maintenance_activity_id: pool.id })).statusCode).toBe(403);
    expect(
      (await tenant1.post(I, { maintenance_activity_id: pool.id, tenant_id: h2 })).statusCode,
    ).toBe(404);

    const theirs = await office.post(I, {
      maintenance_activity_id: pool.id,
      tenant_id: h2,
      status: 'contacted',
    });
    expect(theirs.statusCode).toBe(201);
    expect((await office.post(I, { maintenance_activity_id: pool.id })).statusCode).toBe(400);

    const ids = (res: { json: () => { id: number }[] }) => res.json().map((x) => x.id);
    expect(ids(await office.get(`${I}/status/pending`))).toContain(mine.json().id);
    expect(ids(await office.get(`${I}/status/pending`))).not.toContain(theirs.json().id);
    expect(ids(await office.get(`${I}/status/contacted`))).toEqual([theirs.json().id]);
    expect((await office.get(`${I}/status/maybe`)).statusCode).toBe(400);
    expect(ids(await office.get(`${I}?maintenance_activity_id=${pool.id}`))).toHaveLength(2);
    expect(ids(await office.get(`${I}/user/${tenant1Id}`))).toEqual([mine.json().id]);
    expect(ids(await tenant1.get(`${I}/user/${tenant1Id}`))).toEqual([mine.json().id]);
    expect((await tenant1.get(`${I}/user/${await userIdOf(tenant2)}`)).statusCode).toBe(404);
    expect(ids(await office.get(`${I}/tenant/${h1}`))).toEqual([mine.json().id]);
    expect(ids(await viewer.get(`${I}/tenant/${h1}`))).toEqual([mine.json().id]);
    expect((await tenant1.get(`${I}/tenant/${h2}`)).statusCode).toBe(404);
    expect((await tenant1.get(`${I}/${theirs.json().id}`)).statusCode).toBe(404);
    expect((await tenant1.get(I)).statusCode).toBe(403);
    expect((await tenant1.get(`${I}/status/pending`)).statusCode).toBe(403);

    const accepted = await office.put(`${I}/${mine.json().id}`, {
      status: 'accepted',
      created_at: '2020-01-01T00:00:00Z',
    });
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      created_at: mine.json().created_at,
    });
    expect((await tenant1.put(`${I}/${mine.json().id}`, { status: 'declined' })).statusCode).toBe(
      403,
    );
    expect((await office.get(`${I}/${mine.json().id}`)).json().status).toBe('accepted');
    expect((await office.get(`${A}/${pool.id}`)).json().open_interests).toBe(1);

    const inUse = await office.delete(`${A}/${pool.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      'Gutter clearing has interests from households; deactivate it instead',
    );

    expect((await tenant1.delete(`${I}/${theirs.json().id}`)).statusCode).toBe(404);
    expect((await tenant1.delete(`${I}/${mine.json().id}`)).statusCode).toBe(204);
    expect((await office.get(`${I}/${mine.json().id}`)).statusCode).toBe(404);
    expect((await office.delete(`${I}/${theirs.json().id}`)).statusCode).toBe(204);
    expect((await office.delete(`${A}/${pool.id}`)).statusCode).toBe(204);
    expect((await otherClub.get(`${I}/tenant/${h1}`)).statusCode).toBe(404);
  });
});
