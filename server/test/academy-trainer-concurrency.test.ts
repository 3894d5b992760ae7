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
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { Agent, createTestApp, signIn } from './helpers';
import { ownDatabase, postgresAnswers as postgresReady } from './support/postgres-races';

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
type Overlap = { open: number; waiting: number };

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let orgId: number;
  let desk: Agent;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const suite = await createTestApp({ now: () => NOW });
      on = suite.app;
      close = suite.close;
    } else {
      const db = await ownDatabase('fairway_academy');
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
    if (database.kind !== 'postgres') throw new Error('the trainer races need PostgreSQL');
    url = database.url;
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

  /** Holds the trainer's row lock until MIN_OVERLAP attempts wait on it (or 20 s pass). */
  async function rushBehindBarrier(trainerId: number, attempts: (() => Promise<Outcome>)[]) {
    const blocker = await connect();
    const monitor = await connect();
    try {
      const { rows } = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM academy_trainers WHERE id = $1 FOR UPDATE', [trainerId]);
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

  const count = (outcomes: Outcome[], which: Outcome) => outcomes.filter((o) => o === which).length;

  /** Sessions of the trainer that are not cancelled, counted past the API. */
  const booked = (trainerId: number) =>
    one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM academy_sessions WHERE trainer_id = ${trainerId} AND status <> 'cancelled'`,
    ).then((r) => r.n);

  test(`${RACERS} overlapping sessions for one trainer at once: exactly 1 is booked`, async () => {
    const { trainerId, schedules } = await seed('Quinn', RACERS);
    const { outcomes, most } = await rushBehindBarrier(
      trainerId,
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
      trainerId,
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
    );
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(count(outcomes, 'won')).toBe(8);
    expect(await booked(trainerId)).toBe(8);
  }, 120_000);
});
