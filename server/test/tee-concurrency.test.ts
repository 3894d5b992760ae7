/**
 * The tee sheet never double-books. On PostgreSQL (TEST_DATABASE_URL) the requests below run in
 * parallel transactions over the app's connection pool, so this proves the conditional update
 * and the idempotency key's primary key, not just PGlite's serial execution.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@fairway/shared-api/contract';
import { PG_CHECK_VIOLATION, pgErrorCode } from '../src/lib/errors';
import { reservePlaces } from '../src/modules/tee-sheet/repository';
import { teeTimeBookings, teeTimes } from '../src/modules/tee-sheet/tables';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, seedCourse, signInMember, type Member } from './tee-sheet-fixtures';

const RACERS = 50;
const DATE = '2026-06-12';
const TB = '/api/settings/tee-time-bookings';

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let courseId: number;
let members: Member[];
let agents: Agent[];

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-06-10T08:00:00Z') });
  app = t.app;
  const admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  courseId = await seedCourse(app, orgId, {
    name: 'Race Course',
    hours: { open_time: '07:00', close_time: '09:00' },
  });
  members = await createMembers(app, orgId, 'racer', RACERS + 1);
  agents = await Promise.all(members.map((m) => signInMember(app, m)));
}, 120_000);
afterAll(() => t.close());

const confirmedAt = (teeTimeId: number) =>
  app.withOrg(orgId, async (tx) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(teeTimeBookings)
      .where(
        and(eq(teeTimeBookings.tee_time_id, teeTimeId), eq(teeTimeBookings.status, 'confirmed')),
      );
    return row!.n;
  });

test(`${RACERS} members race for the last 2 places: exactly 2 win, the rest are told it is not available`, async () => {
  // The first member takes 2 of the 4 places.
  const setup = await agents[0]!.post(`${TB}/book`, {
    course_id: courseId,
    date: DATE,
    start_time: '07:30',
    players: [{ user_id: members[0]!.id }, { guest_name: 'Early Guest' }],
  });
  expect(setup.statusCode).toBe(201);
  const teeTimeId = setup.json().tee_time_id as number;

  const racers = agents.slice(1);
  const answers = await Promise.all(
    racers.map((a) =>
      a.post(`${TB}/book`, { course_id: courseId, date: DATE, start_time: '07:30' }),
    ),
  );
  const codes = answers.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(2);
  expect(codes.filter((c) => c === 409)).toHaveLength(RACERS - 2);
  for (const r of answers.filter((x) => x.statusCode === 409))
    expect(r.json().message).toBe(BOOKING_MESSAGES.notAvailable);

  const tt = (await agents[0]!.get(`/api/settings/tee-times/${teeTimeId}`)).json();
  expect(tt).toMatchObject({ capacity: 4, booked_players: 4, places_left: 0, is_full: true });
  expect(await confirmedAt(teeTimeId)).toBe(1 + 2);
  const winners = answers.filter((r) => r.statusCode === 201).map((r) => r.json().user_id);
  expect(new Set(winners).size).toBe(2);
}, 120_000);

test('20 parallel requests with the same Idempotency-Key book once and all answer that booking', async () => {
  const me = agents[RACERS]!;
  const body = { course_id: courseId, date: DATE, start_time: '08:00' };
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      me.post(`${TB}/book`, body, { headers: { 'idempotency-key': 'double-click-1' } }),
    ),
  );
  expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
  const ids = new Set(answers.map((r) => r.json().id));
  expect(ids.size).toBe(1);
  const teeTimeId = answers[0]!.json().tee_time_id as number;
  expect(await confirmedAt(teeTimeId)).toBe(1);
  const tt = (await me.get(`/api/settings/tee-times/${teeTimeId}`)).json();
  expect(tt.booked_players).toBe(1);
}, 60_000);

/** Two transactions open at once need two connections: PostgreSQL only (PGlite runs one at a time). */
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres(
  'the conditional update: a second transaction waits on the first and then finds no place left',
  async () => {
    const setup = await agents[1]!.post(`${TB}/book`, {
      course_id: courseId,
      date: DATE,
      start_time: '08:30',
      players: [
        { user_id: members[1]!.id },
        { guest_name: 'Guest One' },
        { guest_name: 'Guest Two' },
      ],
    });
    expect(setup.statusCode).toBe(201);
    const id = setup.json().tee_time_id as number;

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let reserved!: () => void;
    const firstReserved = new Promise<void>((r) => (reserved = r));
    const first = app.withOrg(orgId, async (tx) => {
      const row = await reservePlaces(tx, id, 1);
      reserved();
      await held; // keep the transaction (and the row lock) open
      return row;
    });
    await firstReserved;
    const second = app.withOrg(orgId, (tx) => reservePlaces(tx, id, 1));
    const early = await Promise.race([
      second.then(() => 'finished'),
      new Promise((r) => setTimeout(() => r('waiting'), 300)),
    ]);
    expect(early).toBe('waiting');
    release();
    expect(await first).toMatchObject({ booked_players: 4 });
    expect(await second).toBeNull();
  },
);

test('the CHECK constraint is the last wall: no statement can put more players on a time than it holds', async () => {
  const error = await app
    .withOrg(orgId, (tx) =>
      tx.update(teeTimes).set({ booked_players: sql`${teeTimes.capacity} + 1` }),
    )
    .catch((e: unknown) => e);
  expect(pgErrorCode(error)).toBe(PG_CHECK_VIOLATION);
});
