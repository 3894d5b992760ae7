/**
 * Equipment rentals never hand out more units than the club has, and payments never take more
 * than is due, however many requests arrive at once. PGlite runs one transaction at a time, so
 * these run on PostgreSQL only: the suite's (TEST_DATABASE_URL), else the local server when it
 * answers (skipped when none does, unless REQUIRE_POSTGRES). A connection of the test's holds the
 * contended row's lock while every request starts, so they pile up inside their transactions
 * (seen in pg_stat_activity) before they race.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { shopInventory, shopItems } from '../src/modules/shop/tables';
import { Agent, signIn } from './helpers';
import {
  postgresAnswers as postgresReady,
  raceApp,
  rowLock,
  rushBehindBarrier,
} from './support/postgres-races';
import { createMembers, signInMember } from './tee-sheet-fixtures';

const NOW = new Date('2026-11-24T10:00:00Z');
const R = '/api/settings/equipment-rentals';
const RACERS = 20;
/** Transactions that must be seen open, and waiting for the lock, at the same moment. */
const MIN_OVERLAP = 5;

const postgresAnswers = postgresReady(
  'the rental races',
  (why) =>
    `Rental race tests skipped: ${why}. PGlite runs one transaction at a time, so no two rentals can overlap there.`,
);

type Outcome = 'won' | 'refused';

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let orgId: number;
  let desk: Agent;
  let racers: Agent[];
  let racerIds: number[];

  beforeAll(async () => {
    const race = await raceApp('fairway_rentals', {
      needs: 'the rental races',
      now: () => NOW,
    });
    ({ app: on, url, close } = race);
    desk = await signIn(on);
    orgId = (await desk.get('/api/user/current')).json().organization_id;
    const people = await createMembers(on, orgId, 'racer', RACERS);
    racers = await Promise.all(people.map((m) => signInMember(on, m)));
    racerIds = people.map((m) => m.id);
  }, 120_000);
  afterAll(() => close());

  async function seedPool(name: string, units: number): Promise<number> {
    return on.withOrg(orgId, async (tx) => {
      const [item] = await tx
        .insert(shopItems)
        .values({ organization_id: orgId, name, rental_price: 1000 })
        .returning({ id: shopItems.id });
      const [inv] = await tx
        .insert(shopInventory)
        .values({ organization_id: orgId, item_id: item!.id, purpose: 'rental', quantity: units })
        .returning({ id: shopInventory.id });
      return inv!.id;
    });
  }

  const count = (outcomes: Outcome[], which: Outcome) => outcomes.filter((o) => o === which).length;

  /** Rentals of the pool holding a unit, counted past row-level security. */
  const holding = (inventoryId: number) =>
    on.withOrg(orgId, async (tx) => {
      const res = await tx.execute(sql`SELECT count(*)::int AS n FROM equipment_rentals
        WHERE inventory_id = ${inventoryId} AND status IN ('pending', 'confirmed', 'active', 'overdue')`);
      return rowsOf<{ n: number }>(res)[0]!.n;
    });

  /** Each racer asks for the pool over overlapping days (Nov 25–27, 26–28, …). */
  const rentalRace = (inventoryId: number, name: string, agents: Agent[]) =>
    agents.map((agent, i) => async (): Promise<Outcome> => {
      const first = i % 2 === 0 ? '2026-11-25' : '2026-11-26';
      const last = i % 2 === 0 ? '2026-11-27' : '2026-11-28';
      const res = await agent.post(R, {
        inventory_id: inventoryId,
        rental_start_date: `${first}T00:00:00.000Z`,
        rental_end_date: `${last}T23:59:59.999Z`,
        daily_rate: 0,
      });
      if (res.statusCode === 201) return 'won';
      if (res.statusCode === 409 && res.json().message.startsWith(`${name} is not available from`))
        return 'refused';
      throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
    });

  test(`${RACERS} members rent the only unit over overlapping days at once: exactly 1 wins`, async () => {
    const pool = await seedPool('Electric trolley', 1);
    const { outcomes, most } = await rushBehindBarrier(
      url,
      rowLock('shop_inventory', pool),
      rentalRace(pool, 'Electric trolley', racers),
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.open).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(count(outcomes, 'won')).toBe(1);
    expect(count(outcomes, 'refused')).toBe(RACERS - 1);
    expect(await holding(pool)).toBe(1);
  }, 120_000);

  test('10 members rent a pool of 3 at once: exactly 3 win', async () => {
    const pool = await seedPool('Buggy', 3);
    const { outcomes, most } = await rushBehindBarrier(
      url,
      rowLock('shop_inventory', pool),
      rentalRace(pool, 'Buggy', racers.slice(0, 10)),
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(count(outcomes, 'won')).toBe(3);
    expect(count(outcomes, 'refused')).toBe(7);
    expect(await holding(pool)).toBe(3);
    const av = await desk.get(
      `${R}/availability/${pool}?start_date=2026-11-25&end_date=2026-11-28`,
    );
    expect(av.json().available).toBe(false);
    expect(Math.max(...av.json().days.map((d: { booked: number }) => d.booked))).toBe(3);
  }, 120_000);

  test('payments at once never take more than is due', async () => {
    const pool = await seedPool('Range bag', 1);
    const made = await desk.post(R, {
      user_id: racerIds[0],
      inventory_id: pool,
      rental_start_date: '2026-12-01',
      rental_end_date: '2026-12-03',
      daily_rate: 0,
    });
    expect(made.json().total_amount).toBe(3000);
    const id = made.json().id as number;
    const { outcomes, most } = await rushBehindBarrier(
      url,
      rowLock('equipment_rentals', id),
      Array.from({ length: 12 }, () => async (): Promise<Outcome> => {
        const res = await desk.post(`${R}/${id}/payment`, { payment_amount: 700 });
        if (res.statusCode === 200) return 'won';
        if (res.statusCode === 409) return 'refused';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    // 4 × 7.00 fit in 30.00; a fifth would make 35.00.
    expect(count(outcomes, 'won')).toBe(4);
    const after = (await desk.get(`${R}/${id}`)).json();
    expect(after).toMatchObject({ paid_amount: 2800, amount_due: 200 });
    const ledger = await on.withOrg(orgId, async (tx) =>
      rowsOf<{ n: number; total: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS total
          FROM shop_transactions WHERE rental_id = ${id} AND kind = 'rental_payment'`),
      ),
    );
    expect(ledger[0]).toEqual({ n: 4, total: 2800 });
  }, 120_000);
});
