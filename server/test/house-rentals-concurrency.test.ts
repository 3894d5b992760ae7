/**
 * No two live bookings of one house overlap, and payments never pass what is due, however many
 * requests come at once (docs/property.md, "House rentals"). PGlite runs one transaction at a
 * time, so this runs on PostgreSQL only: the suite's (TEST_DATABASE_URL), else the local server
 * when it answers (skipped when none does, unless REQUIRE_POSTGRES). A connection of the test's
 * holds a row every request needs (the period's, the booking's) while they all start, so they pile
 * up inside their transactions (seen in pg_stat_activity) before they race.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { Agent, createTestApp, signIn } from './helpers';
import { ownDatabase, postgresAnswers as postgresReady } from './support/postgres-races';
import { createMembers, signInMember } from './tee-sheet-fixtures';

const NOW = new Date('2026-06-01T10:00:00Z');
const H = '/api/settings/house-rentals';
const RACERS = 20;
/** Transactions that must be seen open, and waiting for the lock, at the same moment. */
const MIN_OVERLAP = 5;

const postgresAnswers = postgresReady(
  'the house booking races',
  (why) =>
    `House booking race tests skipped: ${why}. PGlite runs one transaction at a time, so no two bookings can overlap there.`,
);

type Overlap = { open: number; waiting: number };

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let orgId: number;
  let office: Agent;
  let racers: Agent[];

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const suite = await createTestApp({ now: () => NOW });
      on = suite.app;
      close = suite.close;
    } else {
      const db = await ownDatabase('fairway_house_rentals');
      const own = await createTestApp({
        now: () => NOW,
        database: { kind: 'postgres', url: db.url },
      });
      on = own.app;
      close = async () => {
        await own.close();
        await db.drop();
      };
    }
    const database = on.config.database;
    if (database.kind !== 'postgres') throw new Error('the house booking races need PostgreSQL');
    url = database.url;
    office = await signIn(on);
    orgId = (await office.get('/api/user/current')).json().organization_id;
    const people = await createMembers(on, orgId, 'stayer', RACERS);
    racers = await Promise.all(people.map((m) => signInMember(on, m)));
  }, 120_000);
  afterAll(() => close());

  const run = <T>(q: SQL) => on.withOrg(orgId, async (tx) => rowsOf<T>(await tx.execute(q)));
  const one = async (q: SQL) => (await run<{ id: number }>(q))[0]!.id;

  /** A house with a listing (cleaning fee 50.00) and a summer period at 200.00 a night. */
  async function seedListing(name: string): Promise<{ listingId: number; periodId: number }> {
    const type = await one(sql`INSERT INTO house_types (organization_id, name)
      VALUES (${orgId}, ${`${name} type`}) RETURNING id`);
    const house = await one(sql`INSERT INTO houses (organization_id, name, house_type_id)
      VALUES (${orgId}, ${name}, ${type}) RETURNING id`);
    const listing = await office.post(H, {
      house_id: house,
      title: name,
      max_guests: 6,
      cleaning_fee: 5000,
    });
    expect(listing.statusCode).toBe(201);
    const period = await office.post(`${H}/periods`, {
      house_rental_id: listing.json().id,
      name: 'Summer',
      start_date: '2026-06-01',
      end_date: '2026-08-31',
      nightly_rate: 20000,
    });
    expect(period.statusCode).toBe(201);
    return { listingId: listing.json().id, periodId: period.json().id };
  }

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return c;
  };

  async function overlapNow(monitor: pg.Client, ignore: number): Promise<Overlap> {
    const { rows } = await monitor.query<Overlap>(
      `SELECT count(*)::int AS open, (count(*) FILTER (WHERE wait_event_type = 'Lock'))::int AS waiting
         FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend'
          AND xact_start IS NOT NULL AND pid <> pg_backend_pid() AND pid <> $1`,
      [ignore],
    );
    return rows[0]!;
  }

  /**
   * Holds `lock` (a SELECT … FOR UPDATE) while every attempt starts; once MIN_OVERLAP are seen
   * open and waiting together (or 20 s pass) the lock goes and they race.
   */
  async function rushBehindBarrier<T>(
    lock: { text: string; values: unknown[] },
    attempts: (() => Promise<T>)[],
  ) {
    const blocker = await connect();
    const monitor = await connect();
    try {
      const { rows } = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await blocker.query('BEGIN');
      await blocker.query(lock.text, lock.values);
      const running = Promise.allSettled(attempts.map((attempt) => attempt()));
      const most: Overlap = { open: 0, waiting: 0 };
      const deadline = Date.now() + 20_000;
      while (Math.min(most.open, most.waiting) < MIN_OVERLAP && Date.now() < deadline) {
        const now = await overlapNow(monitor, rows[0]!.pid);
        most.open = Math.max(most.open, now.open);
        most.waiting = Math.max(most.waiting, now.waiting);
        await new Promise((r) => setTimeout(r, 10));
      }
      await blocker.query('COMMIT');
      const outcomes = (await running).map((s) => {
        if (s.status === 'rejected') throw s.reason;
        return s.value;
      });
      return { outcomes, most };
    } finally {
      await blocker.end();
      await monitor.end();
    }
  }

  test(`${RACERS} members book overlapping nights of one house at once: exactly one gets them`, async () => {
    const { listingId, periodId } = await seedListing('Seaview Cottage');
    const { outcomes, most } = await rushBehindBarrier(
      {
        text: 'SELECT 1 FROM house_rental_periods WHERE id = $1 FOR UPDATE',
        values: [periodId],
      },
      racers.map((agent, i) => async (): Promise<'booked' | 'taken'> => {
        // Stays of 3 nights starting on the 10th, 11th or 12th: every two share a night.
        const start = 10 + (i % 3);
        const res = await agent.post(`${H}/bookings`, {
          house_rental_id: listingId,
          check_in: `2026-06-${start}`,
          check_out: `2026-06-${start + 3}`,
          guests: 2,
        });
        if (res.statusCode === 201) return 'booked';
        if (
          res.statusCode === 409 &&
          res.json().message === 'Seaview Cottage is already booked for some of those nights'
        )
          return 'taken';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
    );
    expect(most.open).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(RACERS - 1);

    // The database holds exactly one live booking for those nights, and one charge for it.
    const live = await run<{ id: number }>(
      sql`SELECT id FROM house_bookings WHERE house_rental_id = ${listingId}
            AND status <> 'cancelled' AND stay && daterange('2026-06-10', '2026-06-15')`,
    );
    expect(live).toHaveLength(1);
    const charges = await run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM property_ledger WHERE source = 'house_booking'
            AND entry = 'charge' AND source_id IN (SELECT id FROM house_bookings WHERE house_rental_id = ${listingId})`,
    );
    expect(charges[0]!.n).toBe(1);
    // And the free nights agree.
    const free = (
      await racers[0]!.get(
        `${H}/${listingId}/periods/${periodId}/available-dates?start_date=2026-06-09&end_date=2026-06-15`,
      )
    ).json();
    expect(free.booked_dates).toHaveLength(3);
    expect(free.available_dates).toHaveLength(4);
  }, 120_000);

  test('parallel payments towards one booking never pass what is due', async () => {
    const { listingId } = await seedListing('Pine Lodge');
    const booked = await racers[0]!.post(`${H}/bookings`, {
      house_rental_id: listingId,
      check_in: '2026-07-01',
      check_out: '2026-07-03',
      guests: 2,
    });
    expect(booked.statusCode).toBe(201);
    const { id, total_amount: total } = booked.json() as { id: number; total_amount: number };
    expect(total).toBe(45000);
    const { outcomes, most } = await rushBehindBarrier(
      { text: 'SELECT 1 FROM house_bookings WHERE id = $1 FOR UPDATE', values: [id] },
      Array.from({ length: RACERS }, () => async (): Promise<'paid' | 'refused'> => {
        const res = await office.put(`${H}/bookings/${id}/payment`, {
          amount: 10000,
          method: 'card',
        });
        if (res.statusCode === 200) return 'paid';
        if (res.statusCode === 409 && res.json().message === 'Only 50.00 is outstanding')
          return 'refused';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
    );
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(4);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(RACERS - 4);
    const after = (await office.get(`${H}/bookings/user/${booked.json().user_id}`)).json() as {
      id: number;
      amount_paid: number;
      amount_due: number;
    }[];
    expect(after.find((b) => b.id === id)).toMatchObject({ amount_paid: 40000, amount_due: 5000 });
    const paid = await run<{ sum: number }>(
      sql`SELECT coalesce(sum(amount), 0)::int AS sum FROM property_ledger
           WHERE source = 'house_booking' AND source_id = ${id} AND entry = 'payment'`,
    );
    expect(paid[0]!.sum).toBe(40000);
  }, 120_000);
});
