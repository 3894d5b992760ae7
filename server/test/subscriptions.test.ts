/**
 * Subscriptions (docs/property.md, "Subscriptions"): types, subscriptions, mandatory and optional
 * ones, joining and leaving for oneself and for a household, who joined, and subscription
 * balances over the property ledger; who may see and do what; the club's flag and the wall
 * between clubs. Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { writeFeatures } from '../src/modules/settings';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

// 2026-11-24 on the club's calendar.
const NOW = new Date('2026-11-24T10:00:00Z');
const S = '/api/settings/subscriptions';
const B = '/api/settings/subscription-balances';
const HOUSEHOLD_REFUSAL =
  "Your household has not allowed you to manage the household's subscriptions";

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let otherClubAdmin: Agent;
let members: Member[];
let member: Agent;
let otherMember: Agent;
/** Household H: tenant (not a member), a sub-tenant without manage_subscriptions, one with it. */
let tenant: Member;
let tenantAgent: Agent;
let viewer: Member;
let viewerAgent: Agent;
let manager: Member;
let managerAgent: Agent;
let householdId: number;
/** Household H2 and its tenant. */
let otherTenant: Member;
let otherTenantAgent: Agent;
let otherHouseholdId: number;

type Row = Record<string, unknown> & { id: number };

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> =>
  app.withOrg(orgId, async (tx) => rowsOf<{ v: T }>(await tx.execute(query))[0]!.v);

/** A household of `head` (straight into property's tables: the property calls are not ours). */
async function seedHousehold(head: Member, name: string): Promise<number> {
  const id = await one<number>(
    sql`INSERT INTO tenants (organization_id, user_id, name) VALUES (${orgId}, ${head.id}, ${name}) RETURNING id AS v`,
  );
  await app.withOrg(orgId, (tx) =>
    tx.execute(sql`UPDATE users SET tenant_id = ${id} WHERE id = ${head.id}`),
  );
  return id;
}

async function seedSubTenant(
  household: number,
  who: Member,
  permissions: Record<string, boolean>,
): Promise<void> {
  await app.withOrg(orgId, async (tx) => {
    await tx.execute(sql`INSERT INTO sub_tenants (organization_id, tenant_id, user_id, permissions)
      VALUES (${orgId}, ${household}, ${who.id}, ${JSON.stringify(permissions)}::jsonb)`);
    await tx.execute(sql`UPDATE users SET tenant_id = ${household} WHERE id = ${who.id}`);
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  const other = await admin.post('/api/settings/organizations', {
    name: 'Other Club',
    timezone: 'Europe/London',
  });
  expect(other.statusCode).toBe(201);
  otherClubAdmin = await createUserAndSignIn(app, other.json().id, 'admin@other.test', ['admin']);

  members = await createMembers(app, orgId, 'member', 2);
  member = await signInMember(app, members[0]!);
  otherMember = await signInMember(app, members[1]!);
  const tenants = await createMembers(app, orgId, 'tenant', 2, ['tenant']);
  tenant = tenants[0]!;
  otherTenant = tenants[1]!;
  const residents = await createMembers(app, orgId, 'resident', 2, ['sub_tenant']);
  viewer = residents[0]!;
  manager = residents[1]!;
  householdId = await seedHousehold(tenant, 'Seaview household');
  otherHouseholdId = await seedHousehold(otherTenant, 'Hilltop household');
  await seedSubTenant(householdId, viewer, { view_finances: true });
  await seedSubTenant(householdId, manager, { view_finances: true, manage_subscriptions: true });
  tenantAgent = await signInMember(app, tenant);
  otherTenantAgent = await signInMember(app, otherTenant);
  viewerAgent = await signInMember(app, viewer);
  managerAgent = await signInMember(app, manager);
}, 120_000);
afterAll(() => t.close());

const status = (res: { statusCode: number; json: () => { message?: string } }) => [
  res.statusCode,
  res.json().message,
];

async function made(who: Agent, path: string, body: object): Promise<Row> {
  const res = await who.post(path, body);
  expect([res.statusCode, res.json().message]).toEqual([201, undefined]);
  return res.json() as Row;
}

const names = (rows: { name?: unknown; subscription_name?: unknown }[]) =>
  rows.map((r) => r.name ?? r.subscription_name);

let typeId: number;
const subs: Record<string, number> = {};

describe('types', () => {
  test('create, read, rename, list with their use; names unique ignoring case; a type in use stays', async () => {
    const fees = await made(admin, `${S}/types`, { name: ' Fees ', description: 'Club fees' });
    expect(fees).toMatchObject({ name: 'Fees', description: 'Club fees', subscription_count: 0 });
    typeId = fees.id;
    expect(status(await admin.post(`${S}/types`, { name: 'FEES' }))).toEqual([
      409,
      'A subscription type named FEES already exists',
    ]);
    const leisure = await made(admin, `${S}/types`, { name: 'Leisure' });
    const renamed = await admin.put(`${S}/types/${leisure.id}`, { name: 'Sport' });
    expect(renamed.json()).toMatchObject({ name: 'Sport', description: null });
    expect((await admin.get(`${S}/types/${leisure.id}`)).json().name).toBe('Sport');

    await made(admin, S, { subscription_type_id: typeId, name: 'Probe', amount: 100 });
    const list = (await admin.get(`${S}/types`)).json() as Row[];
    expect(list.map((r) => [r.name, r.subscription_count])).toEqual([
      ['Fees', 1],
      ['Sport', 0],
    ]);
    expect(status(await admin.delete(`${S}/types/${typeId}`))).toEqual([
      409,
      'Fees is the type of 1 subscription: change or delete them first',
    ]);
    expect((await admin.delete(`${S}/types/${leisure.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${S}/types/${leisure.id}`)).statusCode).toBe(404);
    // Members do not manage types.
    expect((await member.get(`${S}/types`)).statusCode).toBe(403);
    expect((await member.post(`${S}/types`, { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('subscriptions', () => {
  test('create with defaults, read, change, delete; 400 and 409 change nothing', async () => {
    const probe = ((await admin.get(S)).json() as Row[]).find((r) => r.name === 'Probe')!;
    expect(probe).toMatchObject({
      subscription_type_id: typeId,
      subscription_type_name: 'Fees',
      amount: 100,
      billing_period: 'monthly',
      audience: 'member',
      is_mandatory: false,
      is_active: true,
      joined_count: 0,
    });
    expect(
      status(await admin.post(S, { subscription_type_id: 999999, name: 'X', amount: 1 })),
    ).toEqual([400, 'subscription_type_id: no such subscription type']);
    expect(
      (await admin.post(S, { subscription_type_id: typeId, name: 'X', amount: -1 })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post(S, { subscription_type_id: typeId, name: 'X', amount: 1, audience: 'all' }))
        .statusCode,
    ).toBe(400);
    expect(
      status(await admin.post(S, { subscription_type_id: typeId, name: 'probe', amount: 1 })),
    ).toEqual([409, 'A subscription named probe already exists']);
    const changed = await admin.put(`${S}/${probe.id}`, { amount: 250, billing_period: 'yearly' });
    expect(changed.json()).toMatchObject({ name: 'Probe', amount: 250, billing_period: 'yearly' });
    expect((await admin.put(`${S}/${probe.id}`, {})).statusCode).toBe(400);
    expect((await admin.delete(`${S}/${probe.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${S}/${probe.id}`)).statusCode).toBe(404);
    expect(((await admin.get(S)).json() as Row[]).length).toBe(0);
  });

  test('the literal paths are not taken for an id, and an id must be a positive integer', async () => {
    expect((await admin.get(`${S}/types`)).statusCode).toBe(200);
    expect((await admin.get(`${S}/users-map`)).statusCode).toBe(200);
    expect((await admin.get(`${S}/mandatory`)).statusCode).toBe(200);
    expect((await admin.get(`${S}/abc`)).statusCode).toBe(400);
    expect((await admin.get(`${S}/0`)).statusCode).toBe(400);
    expect((await admin.get(`${S}/1.5`)).statusCode).toBe(400);
    expect((await admin.get(`${S}/99999999999`)).statusCode).toBe(400);
  });

  test('the offer: mandatory and optional, for members, households or both', async () => {
    const add = async (name: string, body: object) =>
      (subs[name] = (
        await made(admin, S, { subscription_type_id: typeId, name, amount: 5000, ...body })
      ).id);
    await add('Club fee', { is_mandatory: true, audience: 'member', billing_period: 'yearly' });
    await add('Estate fee', { is_mandatory: true, audience: 'tenant' });
    await add('Gym', { audience: 'member', amount: 2500 });
    await add('Pool', { audience: 'both' });
    await add('Beach club', { audience: 'tenant' });
    await add('Old sauna', { audience: 'both', is_active: false });
    await add('Free walks', { audience: 'member', amount: 0 });

    expect(names((await admin.get(S)).json())).toEqual([
      'Beach club',
      'Club fee',
      'Estate fee',
      'Free walks',
      'Gym',
      'Old sauna',
      'Pool',
    ]);
    expect(names((await admin.get(`${S}?is_active=false`)).json())).toEqual(['Old sauna']);
    expect(names((await admin.get(`${S}?audience=tenant&is_mandatory=false`)).json())).toEqual([
      'Beach club',
    ]);
    // Members see active ones only, whatever they ask.
    expect(names((await member.get(S)).json())).not.toContain('Old sauna');
    expect((await member.get(`${S}?is_active=false`)).json()).toEqual([]);
    expect((await member.get(`${S}/${subs['Old sauna']}`)).statusCode).toBe(404);
    expect((await member.get(`${S}/${subs.Gym}`)).json()).toMatchObject({ name: 'Gym' });
    expect(
      (await member.post(S, { subscription_type_id: typeId, name: 'M', amount: 1 })).statusCode,
    ).toBe(403);
    expect((await member.put(`${S}/${subs.Gym}`, { amount: 1 })).statusCode).toBe(403);
    expect(names((await member.get(`${S}/mandatory`)).json())).toEqual(['Club fee', 'Estate fee']);
  });
});

describe('mandatory and optional, for a member', () => {
  test('what applies: mandatory ones for members reach people holding the member role only', async () => {
    expect(names((await member.get(`${S}/mandatory/member/${members[0]!.id}`)).json())).toEqual([
      'Club fee',
    ]);
    // The tenant holds the tenant role, not the member role.
    expect((await tenantAgent.get(`${S}/mandatory/member/${tenant.id}`)).json()).toEqual([]);
    expect(names((await admin.get(`${S}/mandatory/member/${members[1]!.id}`)).json())).toEqual([
      'Club fee',
    ]);
  });

  test('join, see it joined and no longer available, join twice is 409, leave', async () => {
    const me = members[0]!.id;
    expect(names((await member.get(`${S}/optional/available/member/${me}`)).json())).toEqual([
      'Free walks',
      'Gym',
      'Pool',
    ]);
    const joined = await member.post(`${S}/user/${me}/${subs.Gym}`);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      user_id: me,
      user_name: 'Member Player1',
      subscription_id: subs.Gym,
      subscription_name: 'Gym',
      subscription_type_name: 'Fees',
      amount: 2500,
      tenant_id: null,
      tenant_name: null,
      created_by: me,
    });
    expect(status(await member.post(`${S}/user/${me}/${subs.Gym}`))).toEqual([
      409,
      'You have already joined Gym',
    ]);
    expect(names((await member.get(`${S}/optional/available/member/${me}`)).json())).toEqual([
      'Free walks',
      'Pool',
    ]);
    expect(names((await member.get(`${S}/optional/member/${me}`)).json())).toEqual(['Gym']);
    expect(names((await member.get(`${S}/user/${me}`)).json())).toEqual(['Gym']);
    expect((await admin.get(`${S}/${subs.Gym}`)).json().joined_count).toBe(1);

    expect((await member.delete(`${S}/user/${me}/${subs.Gym}`)).statusCode).toBe(204);
    expect((await member.get(`${S}/optional/member/${me}`)).json()).toEqual([]);
    expect(status(await member.delete(`${S}/user/${me}/${subs.Gym}`))).toEqual([
      404,
      'Subscription membership not found',
    ]);
    expect((await member.post(`${S}/user/${me}/${subs.Gym}`)).statusCode).toBe(201);
  });

  test('mandatory ones are neither joined nor left; household and withdrawn ones are not joined alone', async () => {
    const me = members[0]!.id;
    expect(status(await member.post(`${S}/user/${me}/${subs['Club fee']}`))).toEqual([
      409,
      'Club fee is mandatory: it applies without joining',
    ]);
    expect(status(await member.delete(`${S}/user/${me}/${subs['Club fee']}`))).toEqual([
      409,
      'Club fee is mandatory and cannot be left',
    ]);
    expect(status(await member.post(`${S}/user/${me}/${subs['Beach club']}`))).toEqual([
      409,
      "Beach club is for households: join it in the household's name",
    ]);
    // A withdrawn one is invisible to members, and refused to staff.
    expect((await member.post(`${S}/user/${me}/${subs['Old sauna']}`)).statusCode).toBe(404);
    expect(status(await admin.post(`${S}/user/${me}/${subs['Old sauna']}`))).toEqual([
      409,
      'Old sauna is no longer offered',
    ]);
    expect((await member.post(`${S}/user/${me}/999999`)).statusCode).toBe(404);
  });

  test("a member cannot see or change another member's subscriptions (404)", async () => {
    const them = members[1]!.id;
    for (const path of [
      `${S}/mandatory/member/${them}`,
      `${S}/optional/member/${them}`,
      `${S}/optional/available/member/${them}`,
      `${S}/user/${them}`,
      `${B}/member/${them}`,
    ])
      expect([path, ...status(await member.get(path))]).toEqual([path, 404, 'User not found']);
    expect(status(await member.post(`${S}/user/${them}/${subs.Pool}`))).toEqual([
      404,
      'User not found',
    ]);
    expect((await member.delete(`${S}/user/${them}/${subs.Pool}`)).statusCode).toBe(404);
    // Nothing was joined for them.
    expect((await otherMember.get(`${S}/optional/member/${them}`)).json()).toEqual([]);
    // Members do not read who joined what.
    expect((await member.get(`${S}/users`)).statusCode).toBe(403);
    expect((await member.get(`${S}/users-map`)).statusCode).toBe(403);
  });

  test('staff join for a member; a person who is not of the club is 404', async () => {
    const them = members[1]!.id;
    const res = await admin.post(`${S}/user/${them}/${subs.Pool}`);
    expect(res.statusCode).toBe(201);
    expect(status(await admin.post(`${S}/user/${them}/${subs.Pool}`))).toEqual([
      409,
      'This member has already joined Pool',
    ]);
    expect(names((await otherMember.get(`${S}/optional/member/${them}`)).json())).toEqual(['Pool']);
    expect((await admin.post(`${S}/user/999999/${subs.Pool}`)).statusCode).toBe(404);
  });
});

describe('for a household', () => {
  test('a sub-tenant without manage_subscriptions gets 403; one with it joins; the household joins once', async () => {
    expect(
      status(
        await viewerAgent.post(`${S}/user/${viewer.id}/${subs.Pool}?tenant_id=${householdId}`),
      ),
    ).toEqual([403, HOUSEHOLD_REFUSAL]);
    expect(
      status(
        await viewerAgent.delete(`${S}/user/${viewer.id}/${subs.Pool}?tenant_id=${householdId}`),
      ),
    ).toEqual([403, HOUSEHOLD_REFUSAL]);
    const joined = await managerAgent.post(
      `${S}/user/${manager.id}/${subs.Pool}?tenant_id=${householdId}`,
    );
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      user_id: manager.id,
      subscription_name: 'Pool',
      tenant_id: householdId,
      tenant_name: 'Seaview household',
    });
    expect(
      status(
        await tenantAgent.post(`${S}/user/${tenant.id}/${subs.Pool}?tenant_id=${householdId}`),
      ),
    ).toEqual([409, 'The household has already joined Pool']);
    expect(
      status(await tenantAgent.post(`${S}/user/${tenant.id}/${subs.Gym}?tenant_id=${householdId}`)),
    ).toEqual([409, 'Gym is for members, not households']);
    // The viewer (view_finances) sees what the household joined and what it could join.
    expect(names((await viewerAgent.get(`${S}/optional/tenant/${householdId}`)).json())).toEqual([
      'Pool',
    ]);
    expect(
      names((await viewerAgent.get(`${S}/optional/available/tenant/${householdId}`)).json()),
    ).toEqual(['Beach club']);
    expect(names((await viewerAgent.get(`${S}/mandatory/tenant/${householdId}`)).json())).toEqual([
      'Estate fee',
    ]);
    // The tenant leaves the household's join that the sub-tenant made.
    expect(
      (await tenantAgent.delete(`${S}/user/${tenant.id}/${subs.Pool}?tenant_id=${householdId}`))
        .statusCode,
    ).toBe(204);
    expect((await tenantAgent.get(`${S}/optional/tenant/${householdId}`)).json()).toEqual([]);
    expect(
      (
        await tenantAgent.post(
          `${S}/user/${tenant.id}/${subs['Beach club']}?tenant_id=${householdId}`,
        )
      ).statusCode,
    ).toBe(201);
  });

  test("another household's and a stranger's views and joins answer 404", async () => {
    for (const path of [
      `${S}/mandatory/tenant/${householdId}`,
      `${S}/optional/tenant/${householdId}`,
      `${S}/optional/available/tenant/${householdId}`,
    ]) {
      expect([path, ...status(await otherTenantAgent.get(path))]).toEqual([
        path,
        404,
        'Tenant not found',
      ]);
      expect((await member.get(path)).statusCode).toBe(404);
    }
    expect(
      (
        await otherTenantAgent.post(
          `${S}/user/${otherTenant.id}/${subs.Pool}?tenant_id=${householdId}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await member.post(`${S}/user/${members[0]!.id}/${subs.Pool}?tenant_id=${householdId}`))
        .statusCode,
    ).toBe(404);
    expect((await admin.get(`${S}/optional/tenant/999999`)).statusCode).toBe(404);
    // Staff act for a household only through one of its people.
    expect(
      status(
        await admin.post(`${S}/user/${members[0]!.id}/${subs.Pool}?tenant_id=${otherHouseholdId}`),
      ),
    ).toEqual([400, 'That person is not in this household']);
    expect(
      (await admin.post(`${S}/user/${otherTenant.id}/${subs.Pool}?tenant_id=${otherHouseholdId}`))
        .statusCode,
    ).toBe(201);
  });
});

describe('who joined', () => {
  test('/users pages every join with names and a total; /users-map lists user ids per subscription', async () => {
    const all = await admin.get(`${S}/users`);
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-total-count']);
    const rows = all.json() as Row[];
    expect(rows.length).toBe(total);
    expect(
      rows
        .map(
          (r) =>
            `${String(r.user_name)}: ${String(r.subscription_name)}${r.tenant_name ? ` (${String(r.tenant_name)})` : ''}`,
        )
        .sort(),
    ).toEqual([
      'Member Player1: Gym',
      'Member Player2: Pool',
      'Tenant Player1: Beach club (Seaview household)',
      'Tenant Player2: Pool (Hilltop household)',
    ]);
    const page = await admin.get(`${S}/users?limit=2&offset=1`);
    expect(page.headers['x-total-count']).toBe('4');
    expect((page.json() as Row[]).map((r) => r.id)).toEqual(rows.slice(1, 3).map((r) => r.id));
    const pool = await admin.get(`${S}/users?subscription_id=${subs.Pool}`);
    expect(pool.headers['x-total-count']).toBe('2');
    expect((await admin.get(`${S}/users?limit=501`)).statusCode).toBe(400);

    const map = (await admin.get(`${S}/users-map`)).json() as Record<string, number[]>;
    expect(map[String(subs.Pool)]).toEqual([members[1]!.id, otherTenant.id].sort((a, b) => a - b));
    expect(map[String(subs.Gym)]).toEqual([members[0]!.id]);
    expect(map[String(subs['Club fee'])]).toEqual([]);
    expect(Object.keys(map).length).toBe(Object.keys(subs).length);

    expect(names((await admin.get(`${S}/user/${tenant.id}`)).json())).toEqual(['Beach club']);
  });

  test('a subscription with joins cannot be deleted, become mandatory or drop its audience', async () => {
    expect(status(await admin.delete(`${S}/${subs.Gym}`))).toEqual([
      409,
      'Gym has members or balances: deactivate it instead',
    ]);
    expect(status(await admin.put(`${S}/${subs.Gym}`, { is_mandatory: true }))).toEqual([
      409,
      'Gym has 1 join: it cannot become mandatory',
    ]);
    expect(status(await admin.put(`${S}/${subs.Pool}`, { audience: 'member' }))).toEqual([
      409,
      'Households joined Pool: it must stay open to households',
    ]);
    expect((await admin.get(`${S}/${subs.Gym}`)).json()).toMatchObject({ is_mandatory: false });
    expect((await admin.put(`${S}/${subs.Gym}`, { is_active: false })).statusCode).toBe(200);
    expect((await admin.put(`${S}/${subs.Gym}`, { is_active: true })).statusCode).toBe(200);
  });
});

describe('balances', () => {
  const period = { period_start: '2026-11-01', period_end: '2026-11-30' };

  test('a charge with the subscription amount, paid in parts, never past what is outstanding', async () => {
    const me = members[0]!.id;
    const created = await made(admin, B, {
      user_id: me,
      subscription_id: subs.Gym,
      ...period,
      due_date: '2026-12-10',
      notes: 'November',
    });
    expect(created).toMatchObject({
      user_id: me,
      user_name: 'Member Player1',
      subscription_name: 'Gym',
      subscription_type_name: 'Fees',
      billing_period: 'monthly',
      tenant_id: null,
      amount: 2500,
      paid: 0,
      credited: 0,
      outstanding: 2500,
      status: 'open',
      notes: 'November',
      voided_at: null,
    });
    const pay = (amount: number) =>
      admin.put(`${B}/${created.id}`, { payment: { amount, method: 'card' } });
    const part = await pay(1000);
    expect(part.json()).toMatchObject({ paid: 1000, outstanding: 1500, status: 'open' });
    expect(status(await pay(1501))).toEqual([409, 'Only 15.00 is outstanding']);
    expect((await pay(1500)).json()).toMatchObject({ paid: 2500, outstanding: 0, status: 'paid' });
    expect(status(await pay(1))).toEqual([409, 'Nothing is outstanding']);
    expect(status(await admin.delete(`${B}/${created.id}`))).toEqual([
      409,
      '25.00 was paid towards this balance: it cannot be voided',
    ]);
    // The member sees their own balance, as it is.
    const mine = await member.get(`${B}/member/${me}`);
    expect(mine.headers['x-total-count']).toBe('1');
    expect((mine.json() as Row[])[0]).toMatchObject({ id: created.id, status: 'paid', paid: 2500 });
    // Members neither charge nor pay.
    expect((await member.put(`${B}/${created.id}`, { notes: 'x' })).statusCode).toBe(403);
    expect((await member.get(B)).statusCode).toBe(403);
  });

  test('overdue after its due date on the club calendar; a new due date makes it open again', async () => {
    const them = members[1]!.id;
    const late = await made(admin, B, {
      user_id: them,
      subscription_id: subs.Pool,
      ...period,
      due_date: '2026-11-23',
      amount: 4000,
    });
    expect(late).toMatchObject({ amount: 4000, outstanding: 4000, status: 'overdue' });
    const dueToday = await made(admin, B, {
      user_id: them,
      subscription_id: subs.Pool,
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      due_date: '2026-11-24',
    });
    expect(dueToday).toMatchObject({ amount: 5000, status: 'open' });
    const moved = await admin.put(`${B}/${late.id}`, { due_date: '2026-12-01', notes: null });
    expect(moved.json()).toMatchObject({ due_date: '2026-12-01', status: 'open' });
    const list = await admin.get(`${B}?user_id=${them}`);
    expect(list.headers['x-total-count']).toBe('2');
    expect((list.json() as Row[]).map((r) => r.due_date)).toEqual(['2026-12-01', '2026-11-24']);
  });

  test('voiding credits what is unpaid; a void balance is kept, shown void and changes no more', async () => {
    const me = members[0]!.id;
    const b = await made(admin, B, {
      user_id: me,
      subscription_id: subs['Club fee'],
      period_start: '2026-01-01',
      period_end: '2026-12-31',
      due_date: '2026-01-31',
    });
    expect(b).toMatchObject({ amount: 5000, status: 'overdue', billing_period: 'yearly' });
    expect((await admin.delete(`${B}/${b.id}`)).statusCode).toBe(204);
    const after = ((await member.get(`${B}/member/${me}`)).json() as Row[]).find(
      (r) => r.id === b.id,
    )!;
    expect(after).toMatchObject({ status: 'void', paid: 0, credited: 5000, outstanding: 0 });
    expect(after.voided_at).toEqual(expect.any(String));
    expect(status(await admin.delete(`${B}/${b.id}`))).toEqual([
      409,
      'This balance is already void',
    ]);
    expect(
      status(await admin.put(`${B}/${b.id}`, { payment: { amount: 100, method: 'cash' } })),
    ).toEqual([409, 'This balance is void']);
    // The ledger holds the charge and the credit, nothing was deleted.
    const ledger = await app.withOrg(orgId, async (tx) =>
      rowsOf<{ entry: string; amount: number }>(
        await tx.execute(sql`SELECT entry, amount FROM property_ledger
          WHERE source = 'subscription' AND source_id = ${b.id} ORDER BY id`),
      ),
    );
    expect(ledger).toEqual([
      { entry: 'charge', amount: 5000 },
      { entry: 'credit', amount: 5000 },
    ]);
  });

  test("a household's charge names it; the person must be of it; a free subscription needs an amount", async () => {
    const b = await made(admin, B, {
      user_id: tenant.id,
      subscription_id: subs['Estate fee'],
      tenant_id: householdId,
      ...period,
      due_date: '2026-12-15',
    });
    expect(b).toMatchObject({ tenant_id: householdId, tenant_name: 'Seaview household' });
    expect((await admin.get(`${B}?tenant_id=${householdId}`)).headers['x-total-count']).toBe('1');
    expect(
      status(
        await admin.post(B, {
          user_id: members[0]!.id,
          subscription_id: subs['Estate fee'],
          tenant_id: householdId,
          ...period,
          due_date: '2026-12-15',
        }),
      ),
    ).toEqual([400, 'That person is not in this household']);
    expect(
      status(
        await admin.post(B, {
          user_id: members[0]!.id,
          subscription_id: subs['Free walks'],
          ...period,
          due_date: '2026-12-15',
        }),
      ),
    ).toEqual([400, 'Free walks is free: send the amount to charge']);
    expect(
      (
        await admin.post(B, {
          user_id: members[0]!.id,
          subscription_id: subs.Gym,
          period_start: '2026-11-30',
          period_end: '2026-11-01',
          due_date: '2026-12-15',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await admin.post(B, {
          user_id: 999999,
          subscription_id: subs.Gym,
          ...period,
          due_date: '2026-12-15',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await admin.put(`${B}/${b.id}`, { payment: { amount: 100, method: 'cheque' } })).statusCode,
    ).toBe(400);
    expect((await admin.put(`${B}/999999`, { notes: 'x' })).statusCode).toBe(404);
    // The tenant's own balances: theirs to read; another's is 404.
    expect((await tenantAgent.get(`${B}/member/${tenant.id}`)).json()).toHaveLength(1);
    expect((await otherTenantAgent.get(`${B}/member/${tenant.id}`)).statusCode).toBe(404);
  });
});

describe('the flag and the wall', () => {
  test('the flag off answers 403 "Subscriptions are disabled" to every call', async () => {
    await app.withOrg(orgId, (tx) =>
      writeFeatures(tx, orgId, { subscription_management_enabled: false }),
    );
    try {
      for (const res of [
        await admin.get(S),
        await admin.get(`${S}/types`),
        await admin.get(B),
        await member.get(`${S}/optional/available/member/${members[0]!.id}`),
        await member.post(`${S}/user/${members[0]!.id}/${subs.Pool}`),
      ])
        expect(status(res)).toEqual([403, 'Subscriptions are disabled']);
    } finally {
      await app.withOrg(orgId, (tx) =>
        writeFeatures(tx, orgId, { subscription_management_enabled: true }),
      );
    }
    expect((await admin.get(S)).statusCode).toBe(200);
  });

  test("another club's subscriptions, types, joins and balances are invisible", async () => {
    const balance = ((await admin.get(B)).json() as Row[])[0]!;
    for (const path of [
      `${S}/${subs.Gym}`,
      `${S}/types/${typeId}`,
      `${S}/user/${members[0]!.id}`,
      `${B}/member/${members[0]!.id}`,
    ])
      expect([path, (await otherClubAdmin.get(path)).statusCode]).toEqual([path, 404]);
    expect((await otherClubAdmin.get(S)).json()).toEqual([]);
    expect((await otherClubAdmin.get(`${S}/users`)).json()).toEqual([]);
    expect((await otherClubAdmin.get(`${S}/users-map`)).json()).toEqual({});
    expect((await otherClubAdmin.put(`${B}/${balance.id}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await otherClubAdmin.delete(`${B}/${balance.id}`)).statusCode).toBe(404);
    expect((await otherClubAdmin.delete(`${S}/${subs.Gym}`)).statusCode).toBe(404);
    expect((await otherClubAdmin.post(`${S}/user/${members[0]!.id}/${subs.Gym}`)).statusCode).toBe(
      404,
    );
  });
});
