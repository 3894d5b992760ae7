/**
 * No two live bookings of one house overlap, and payments never pass what is due, however many
 * requests come at once (docs/property.md, "House rentals"). PGlite runs one transaction at a
 * time, so this runs on PostgreSQL only: the suite's (TEST_DATABASE_URL), else the local server
 * when it answers (skipped when none does, unless REQUIRE_POSTGRES). A connection of the test's
 * holds a row every request needs (the period's, the booking's) while they all start, so they pile
 * up inside their transactions (seen in pg_stat_activity) before they race.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { Agent, signIn } from './helpers';
import {
  postgresAnswers as postgresReady,
  raceApp,
  rowLock,
  rushBehindBarrier,
} from './support/postgres-races';
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

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let orgId: number;
  let office: Agent;
  let racers: Agent[];

  beforeAll(async () => {
    const race = await raceApp('fairway_house_rentals', {
      needs: 'the house booking races',
      now: () => NOW,
    });
    ({ app: on, url, close } = race);
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

  test(`${RACERS} members book overlapping nights of one house at once: exactly one gets them`, async () => {
    const { listingId, periodId } = await seedListing('Seaview Cottage');
    const { outcomes, most } = await rushBehindBarrier(
      url,
      rowLock('house_rental_periods', periodId),
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
      { minOverlap: MIN_OVERLAP },
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
      url,
      rowLock('house_bookings', id),
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
      { minOverlap: MIN_OVERLAP },
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
