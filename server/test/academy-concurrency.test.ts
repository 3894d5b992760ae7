/**
 * A schedule's places never run over, however many members enrol at once (docs/academy.md,
 * "Enrolments and attendance"). PGlite runs one transaction at a time, so this runs on PostgreSQL
 * only: the suite's (TEST_DATABASE_URL), else the local server when it answers (skipped when none
 * does, unless REQUIRE_POSTGRES). A connection of the test's holds the schedule's row lock while
 * every request starts, so they pile up inside their transactions (seen in pg_stat_activity)
 * before they race.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Agent, signIn } from './helpers';
import { run, seedOutsider, seedSchedule } from './support/academy-enrolment-fixtures';
import {
  postgresAnswers as postgresReady,
  raceApp,
  rowLock,
  rushBehindBarrier,
} from './support/postgres-races';
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

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let orgId: number;
  let office: Agent;
  let racers: Agent[];

  beforeAll(async () => {
    const race = await raceApp('fairway_academy', {
      needs: 'the enrolment races',
      now: () => NOW,
    });
    ({ app: on, url, close } = race);
    office = await signIn(on);
    orgId = (await office.get('/api/user/current')).json().organization_id;
    const people = await createMembers(on, orgId, 'racer', RACERS);
    racers = await Promise.all(people.map((m) => signInMember(on, m)));
  }, 120_000);
  afterAll(() => close());

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
      url,
      rowLock('academy_schedules', scheduleId),
      racers.map((agent) => async (): Promise<Outcome> => {
        const res = await agent.post(E, { schedule_id: scheduleId });
        if (res.statusCode === 201) return 'won';
        if (res.statusCode === 409 && res.json().message === 'Winter short game is full')
          return 'full';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
      { minOverlap: MIN_OVERLAP },
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
      url,
      rowLock('academy_schedules', scheduleId),
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
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(count(outcomes, 'won')).toBe(1);
    expect(await live(scheduleId)).toBe(1);
  }, 120_000);
});
