/**
 * A schedule's places never run over, however many members enrol at once (docs/academy.md,
 * "Enrolments and attendance"). PGlite runs one transaction at a time, so this runs on PostgreSQL
 * only: the suite's (TEST_DATABASE_URL), else the local server when it answers (skipped when none
 * does, unless REQUIRE_POSTGRES). A connection of the test's holds the schedule's row lock while
 * every request starts, so they pile up inside their transactions (seen in pg_stat_activity)
 * before they race.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { Agent, createTestApp, signIn } from './helpers';
import { run, seedOutsider, seedSchedule } from './support/academy-enrolment-fixtures';
import { ownDatabase, postgresAnswers as postgresReady } from './support/postgres-races';
import { createMembers, signInMember } from './tee-sheet-fixtures';

const NOW = new Date('2026-11-20T10:00:00Z');
const E = '/api/settings/academy/enrollments';
const RACERS = 30;
/** Transactions that must be seen open, and waiting for the lock, at the same moment. */
const MIN_OVERLAP = 5;

const postgresAnswers = postgresReady(
  'the enrolment races',
  (why) =>
    `Enrolment race tests skipped: ${why}. PGlite runs one transaction at a time, so no two enrolments can overlap there.`,
);

type Outcome = 'won' | 'full';
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
    if (database.kind !== 'postgres') throw new Error('the enrolment races need PostgreSQL');
    url = database.url;
    office = await signIn(on);
    orgId = (await office.get('/api/user/current')).json().organization_id;
    const people = await createMembers(on, orgId, 'racer', RACERS);
    racers = await Promise.all(people.map((m) => signInMember(on, m)));
  }, 120_000);
  afterAll(() => close());

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
   * Holds the schedule's row lock while every attempt starts; once MIN_OVERLAP are seen open and
   * waiting together (or 20 s pass) the lock goes and they race.
   */
  async function rushBehindBarrier(scheduleId: number, attempts: (() => Promise<Outcome>)[]) {
    const blocker = await connect();
    const monitor = await connect();
    try {
      const { rows } = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM academy_schedules WHERE id = $1 FOR UPDATE', [scheduleId]);
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

  /** Enrolments of the schedule holding a place, counted past row-level security. */
  const live = async (scheduleId: number) =>
    (
      await run<{ n: number }>(
        on,
        orgId,
        sql`SELECT count(*)::int AS n FROM academy_enrollments
             WHERE schedule_id = ${scheduleId} AND status IN ('pending', 'approved')`,
      )
    )[0]!.n;

  test(`${RACERS} members enrol at once for the last 3 places: exactly 3 get one`, async () => {
    const { scheduleId } = await seedSchedule(on, orgId, {
      name: 'Winter short game',
      max_participants: 10,
    });
    // 7 of the 10 places are taken by people from outside the club.
    for (let i = 1; i <= 7; i++) {
      const candidate = await seedOutsider(on, orgId, 'Guest', `Number${i}`);
      const res = await office.post(E, { schedule_id: scheduleId, candidate_id: candidate });
      expect(res.statusCode).toBe(201);
    }
    const { outcomes, most } = await rushBehindBarrier(
      scheduleId,
      racers.map((agent) => async (): Promise<Outcome> => {
        const res = await agent.post(E, { schedule_id: scheduleId });
        if (res.statusCode === 201) return 'won';
        if (res.statusCode === 409 && res.json().message === 'Winter short game is full')
          return 'full';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
    );
    expect(most.open).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(count(outcomes, 'won')).toBe(3);
    expect(count(outcomes, 'full')).toBe(RACERS - 3);
    expect(await live(scheduleId)).toBe(10);
  }, 120_000);

  test('one member enrolling twice at once holds one place', async () => {
    const { scheduleId } = await seedSchedule(on, orgId, {
      name: 'Putting lab',
      max_participants: 5,
    });
    const twice = racers[0]!;
    const { outcomes, most } = await rushBehindBarrier(
      scheduleId,
      Array.from({ length: 8 }, () => async (): Promise<Outcome> => {
        const res = await twice.post(E, { schedule_id: scheduleId });
        if (res.statusCode === 201) return 'won';
        if (
          res.statusCode === 409 &&
          res.json().message === 'Racer Player1 is already enrolled in Putting lab'
        )
          return 'full';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
    );
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(count(outcomes, 'won')).toBe(1);
    expect(await live(scheduleId)).toBe(1);
  }, 120_000);
});
