// The demo club's rentals: a desk at work today, never more out than a pool holds, seeded once.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { seedDemoRentals } from '../src/demo-rentals';
import { seedDemoShop } from '../src/demo-shop';
import { createTestApp, signIn, type TestApp } from './helpers';
import { createMembers } from './tee-sheet-fixtures';

const NOW = new Date('2026-11-24T10:00:00Z');
const R = '/api/settings/equipment-rentals';

let t: TestApp;
let app: FastifyInstance;
afterAll(() => t.close());

test('the demo desk has rentals in every state, within the pools, once', async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  const admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  const org = me.organization_id as number;
  const members = await createMembers(app, org, 'demo', 8);
  const seed = () =>
    app.withOrg(org, async (tx) => {
      await seedDemoShop(tx, org, me.id);
      return seedDemoRentals(tx, {
        organizationId: org,
        timezone: 'Europe/London',
        now: NOW,
        deskUserId: me.id,
        memberIds: members.map((m) => m.id),
      });
    });
  const first = await seed();
  expect(first.rentals).toBeGreaterThanOrEqual(10);
  expect(await seed()).toEqual({ rentals: 0, payments: 0 });

  const stats = (
    await admin.get(`${R}/statistics?start_date=2026-11-20&end_date=2026-11-30`)
  ).json();
  expect(stats.total).toBe(first.rentals);
  for (const s of ['pending', 'confirmed', 'active', 'overdue', 'returned', 'cancelled'])
    expect(stats.by_status[s]).toBeGreaterThan(0);
  expect(stats.pickups_today).toBeGreaterThan(0);
  expect(stats.returns_today).toBeGreaterThan(0);
  expect(stats.revenue).toBeGreaterThan(0);
  expect(stats.damage_fees).toBe(2000);

  const pools = await app.withOrg(org, async (tx) =>
    rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM shop_inventory WHERE purpose = 'rental'`),
    ),
  );
  for (const { id } of pools) {
    const av = (
      await admin.get(`${R}/availability/${id}?start_date=2026-11-22&end_date=2026-11-30`)
    ).json();
    for (const d of av.days) expect(d.booked).toBeLessThanOrEqual(av.quantity);
  }
  const list = await admin.get(`${R}?details=true&limit=100`);
  expect(list.json().every((r: { item_name: string }) => !r.item_name.startsWith('Item #'))).toBe(
    true,
  );
});
