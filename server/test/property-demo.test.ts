// The demo club's property: houses, households, stays, jobs and subscriptions whose money adds up,
// within the rules, seeded once.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { seedDemoProperty } from '../src/demo-property';
import { createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

const NOW = new Date('2026-11-24T08:00:00Z');

let t: TestApp;
afterAll(() => t.close());

test('the demo property is seeded once, its stays never overlap and a household’s money adds up', async () => {
  t = await createTestApp({ now: () => NOW });
  const app = t.app;
  const admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  const org = me.organization_id as number;
  const person = async (email: string, role: string) => {
    const agent = await createUserAndSignIn(app, org, email, [role]);
    const id = (await agent.get('/api/user/current')).json().id as number;
    return { agent, id };
  };
  const rosa = await person('rosa@demo.test', 'tenant');
  const ravi = await person('ravi@demo.test', 'sub_tenant');
  const owen = await person('owen@demo.test', 'tenant');
  const mia = await person('mia@demo.test', 'member');
  const max = await person('max@demo.test', 'member');
  const seed = () =>
    app.withOrg(org, (tx) =>
      seedDemoProperty(tx, {
        organizationId: org,
        timezone: 'Europe/London',
        now: NOW,
        officeUserId: me.id,
        tenantUserId: rosa.id,
        subTenantUserId: ravi.id,
        ownerUserId: owen.id,
        memberIds: [mia.id, max.id],
      }),
    );
  const first = await seed();
  expect(first).toEqual({
    houses: 4,
    bookings: 6,
    jobs: 7,
    subscriptions: 5,
    ledgerRows: expect.any(Number),
  });
  expect(await seed()).toEqual({
    houses: 0,
    bookings: 0,
    jobs: 0,
    subscriptions: 0,
    ledgerRows: 0,
  });

  const query = <T>(q: ReturnType<typeof sql>) =>
    app.withOrg(org, async (tx) => rowsOf<T>(await tx.execute(q)));
  // No two live stays of one house share a night.
  const overlaps = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM house_bookings a
    JOIN house_bookings b ON a.house_id = b.house_id AND a.id < b.id AND a.stay && b.stay
    WHERE a.status <> 'cancelled' AND b.status <> 'cancelled'`);
  expect(overlaps[0]!.n).toBe(0);
  const states = await query<{ status: string }>(
    sql`SELECT DISTINCT status FROM house_bookings ORDER BY 1`,
  );
  expect(states.map((s) => s.status)).toEqual([
    'cancelled',
    'checked_in',
    'completed',
    'confirmed',
    'pending',
  ]);
  // Nothing is ever paid past what was charged.
  const overpaid = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM (
      SELECT source, source_id FROM property_ledger GROUP BY source, source_id
      HAVING sum(amount) FILTER (WHERE entry <> 'charge') > sum(amount) FILTER (WHERE entry = 'charge')) x`);
  expect(overpaid[0]!.n).toBe(0);

  // Rosa's household: Ravi's stay (2 nights × 95.00 + 35.00), the tap (85.00, paid), two community
  // fees (one paid) and the gym (paid).
  const household = (await rosa.agent.get(`/api/settings/tenants/user/${rosa.id}`)).json().tenant;
  const overview = await rosa.agent.get(`/api/settings/financial/overview/${household.id}`);
  expect(overview.statusCode).toBe(200);
  expect(overview.json().totals).toEqual({
    charged: 22500 + 8500 + 9500 + 9500 + 3500,
    paid: 8500 + 9500 + 3500,
    credited: 0,
    outstanding: 22500 + 9500,
  });
  expect(overview.json().by_source.maintenance).toEqual({
    charged: 8500,
    paid: 8500,
    credited: 0,
    outstanding: 0,
  });
  // Ravi may book and report, but the money is not his to see.
  const refused = await ravi.agent.get(`/api/settings/financial/overview/${household.id}`);
  expect(refused.statusCode).toBe(403);
  // Another household's money is not Owen's to know about.
  expect(
    (await owen.agent.get(`/api/settings/financial/overview/${household.id}`)).statusCode,
  ).toBe(404);
});
