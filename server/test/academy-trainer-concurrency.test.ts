/**
 * A trainer is never booked into two sessions at once, however many requests arrive together
 * (docs/academy.md, "Sessions"). PGlite runs one transaction at a time, so this runs on
 * PostgreSQL only: the suite's (TEST_DATABASE_URL), else the local server when it answers
 * (skipped when none does, unless REQUIRE_POSTGRES). A connection of the test's holds the
 * trainer's row lock while every request starts, so they pile up inside their transactions (seen
 * in pg_stat_activity) before they race. Each request adds to a schedule of its own, so only the
 * trainer's lock stands between them.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { Agent, signIn } from './helpers';
import {
  postgresAnswers as postgresReady,
  raceApp,
  rowLock,
  rushBehindBarrier,
} from './support/postgres-races';

const NOW = new Date('2026-11-24T10:00:00Z');
const A = '/api/settings/academy';
const RACERS = 16;
/** Transactions that must be seen open, and waiting for the lock, at the same moment. */
const MIN_OVERLAP = 5;

const postgresAnswers = postgresReady(
  'the trainer booking races',
  (why) =>
    `Academy trainer race tests skipped: ${why}. PGlite runs one transaction at a time, so no two bookings can overlap there.`,
);

type Outcome = 'won' | 'refused';

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let orgId: number;
  let desk: Agent;

  beforeAll(async () => {
    const race = await raceApp('fairway_academy', {
      needs: 'the trainer races',
      now: () => NOW,
    });
    ({ app: on, url, close } = race);
    desk = await signIn(on);
    orgId = (await desk.get('/api/user/current')).json().organization_id;
  }, 120_000);
  afterAll(() => close());

  const one = async <T>(q: ReturnType<typeof sql>): Promise<T> =>
    on.withOrg(orgId, async (tx) => rowsOf<T>(await tx.execute(q))[0]!);

  /** A trainer and `n` draft schedules they teach, each answered by id. */
  async function seed(trainerName: string, n: number) {
    const type = await one<{ id: number }>(
      sql`INSERT INTO academy_training_types (organization_id, name) VALUES (${orgId}, ${`${trainerName} type`}) RETURNING id`,
    );
    const plan = await one<{
      id: number;
    }>(sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id)
      VALUES (${orgId}, ${`${trainerName} plan`}, ${type.id}) RETURNING id`);
    const trainer = await one<{
      id: number;
    }>(sql`INSERT INTO academy_trainers (organization_id, first_name, last_name)
      VALUES (${orgId}, ${trainerName}, 'Racer') RETURNING id`);
    const schedules: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await desk.post(`${A}/schedules`, {
        name: `${trainerName} course ${i + 1}`,
        training_plan_id: plan.id,
        trainer_id: trainer.id,
        start_date: '2027-03-01',
        end_date: '2027-03-31',
        max_participants: 4,
        total_sessions: 1,
        price: 1000,
        member_price: 800,
      });
      expect(res.statusCode).toBe(201);
      schedules.push(res.json().id);
    }
    return { trainerId: trainer.id, schedules };
  }

  const count = (outcomes: Outcome[], which: Outcome) => outcomes.filter((o) => o === which).length;

  /** Sessions of the trainer that are not cancelled, counted past the API. */
  const booked = (trainerId: number) =>
    one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM academy_sessions WHERE trainer_id = ${trainerId} AND status <> 'cancelled'`,
    ).then((r) => r.n);

  test(`${RACERS} overlapping sessions for one trainer at once: exactly 1 is booked`, async () => {
    const { trainerId, schedules } = await seed('Quinn', RACERS);
    const { outcomes, most } = await rushBehindBarrier(
      url,
      rowLock('academy_trainers', trainerId),
      schedules.map((scheduleId, i) => async (): Promise<Outcome> => {
        // 10:00–11:00, 10:15–11:15, 10:30–11:30 … every pair overlaps.
        const minutes = (i % 4) * 15;
        const mm = String(minutes).padStart(2, '0');
        const res = await desk.post(`${A}/sessions`, {
          schedule_id: scheduleId,
          session_date: '2027-03-10',
          start_time: `10:${mm}`,
          end_time: `11:${mm}`,
        });
        if (res.statusCode === 201) return 'won';
        if (
          res.statusCode === 409 &&
          /^Quinn Racer already teaches from \d\d:\d\d to \d\d:\d\d on 2027-03-10$/.test(
            res.json().message,
          )
        )
          return 'refused';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.open).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(count(outcomes, 'won')).toBe(1);
    expect(count(outcomes, 'refused')).toBe(RACERS - 1);
    expect(await booked(trainerId)).toBe(1);
  }, 120_000);

  test('back-to-back sessions at once all fit: touching ends do not overlap', async () => {
    const { trainerId, schedules } = await seed('Rory', 8);
    const { outcomes, most } = await rushBehindBarrier(
      url,
      rowLock('academy_trainers', trainerId),
      schedules.map((scheduleId, i) => async (): Promise<Outcome> => {
        const hh = (h: number) => String(h).padStart(2, '0');
        const res = await desk.post(`${A}/sessions`, {
          schedule_id: scheduleId,
          session_date: '2027-03-11',
          start_time: `${hh(8 + i)}:00`,
          end_time: `${hh(9 + i)}:00`,
        });
        if (res.statusCode === 201) return 'won';
        if (res.statusCode === 409) return 'refused';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(count(outcomes, 'won')).toBe(8);
    expect(await booked(trainerId)).toBe(8);
  }, 120_000);
});
