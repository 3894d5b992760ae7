/**
 * Query-count guard: the busiest calls may not send more SQL statements to the database than the
 * table below says. A change that adds a query to one of them fails here; a domain that adds a busy
 * call adds a row (server/README.md). Counts, not timings: timings belong to bench/.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, seedCourse, signInMember, type Member } from './tee-sheet-fixtures';

// The club clock: Wednesday 10 June 2026, 09:00 in London; tomorrow's tee sheet is bookable.
const NOW = new Date('2026-06-10T08:00:00Z');
const TOMORROW = '2026-06-11';

/**
 * The most statements one call may send once its session is resolved (the principal cache holds
 * it for a few seconds): every statement counts, also when several travel in one message (BEGIN
 * with the organization). Resolving the session costs one more, once per cache period; sliding
 * its idle window one more, once a minute. On PostgreSQL a GET's reads go without BEGIN and
 * COMMIT, each statement with its organization in one round trip (db/scoped-reads.ts); PGlite
 * always uses a transaction, where its statements are cheapest.
 */
const MAX_STATEMENTS = {
  'sign-in check (GET /api/auth/status, signed in)': { pglite: 0, postgres: 0 },
  'current user (GET /api/user/current)': { pglite: 4, postgres: 2 },
  'users page (GET /api/settings/users?limit=20)': { pglite: 4, postgres: 2 },
  'tee-sheet availability (GET …/available-with-booking-info/{courseId}?date)': {
    pglite: 8,
    postgres: 10,
  },
  // Issue 12 added 4: the member-day lock and the check that no player is already on the time,
  // the club's green-fee rates, and the confirmation's calendar SEQUENCE (notify).
  'booking (POST /api/settings/tee-time-bookings/book)': { pglite: 22, postgres: 22 },
  'my bookings (GET /api/settings/tee-time-bookings/user/{id})': { pglite: 5, postgres: 4 },
  'staff sheet (GET /api/settings/tee-times/sheet/{courseId}?date)': { pglite: 9, postgres: 12 },
  'courses list (GET /api/settings/courses)': { pglite: 4, postgres: 2 },
  'settings features (GET /api/settings/features)': { pglite: 4, postgres: 2 },
  'rules for the caller (GET /api/settings/tee-time-bookings/rules)': { pglite: 4, postgres: 2 },
} as const;

type Call = keyof typeof MAX_STATEMENTS;

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let member: Agent;
let memberRow: Member;
let courseId: number;
const portal = mkdtempSync(join(tmpdir(), 'fairway-count-portal-'));
const times = ['07:00', '07:10', '07:20', '07:30', '07:40', '07:50'];

beforeAll(async () => {
  writeFileSync(join(portal, 'index.html'), '<!doctype html><title>Fairway</title>');
  writeFileSync(join(portal, 'main.0123456789abcdef.js'), 'console.log(1)');
  t = await createTestApp({ now: () => NOW, staticDir: portal });
  app = t.app;
  admin = await signIn(app);
  const orgId = (await admin.get('/api/user/current')).json().organization_id;
  await createMembers(app, orgId, 'listed', 25);
  memberRow = (await createMembers(app, orgId, 'member', 1))[0]!;
  member = await signInMember(app, memberRow);
  courseId = await seedCourse(app, orgId, {
    name: 'Counted Links',
    hours: { open_time: '07:00', close_time: '18:00' },
  });
  // The day is materialised and holds a booking, as on a normal morning.
  await member.get(
    `/api/settings/tee-times/available-with-booking-info/${courseId}?date=${TOMORROW}`,
  );
  await calls['booking (POST /api/settings/tee-time-bookings/book)']();
});
afterAll(async () => {
  await t.close();
  rmSync(portal, { recursive: true, force: true });
});

const calls: Record<Call, () => Promise<LightMyRequestResponse>> = {
  'sign-in check (GET /api/auth/status, signed in)': () => member.get('/api/auth/status'),
  'current user (GET /api/user/current)': () => member.get('/api/user/current'),
  'users page (GET /api/settings/users?limit=20)': () => admin.get('/api/settings/users?limit=20'),
  'tee-sheet availability (GET …/available-with-booking-info/{courseId}?date)': () =>
    member.get(`/api/settings/tee-times/available-with-booking-info/${courseId}?date=${TOMORROW}`),
  'booking (POST /api/settings/tee-time-bookings/book)': () =>
    member.post(
      '/api/settings/tee-time-bookings/book',
      { course_id: courseId, date: TOMORROW, start_time: times.shift() },
      { headers: { 'idempotency-key': `count-${times.length}` } },
    ),
  'my bookings (GET /api/settings/tee-time-bookings/user/{id})': () =>
    member.get(`/api/settings/tee-time-bookings/user/${memberRow.id}`),
  'staff sheet (GET /api/settings/tee-times/sheet/{courseId}?date)': () =>
    admin.get(`/api/settings/tee-times/sheet/${courseId}?date=${TOMORROW}`),
  'courses list (GET /api/settings/courses)': () => member.get('/api/settings/courses'),
  'settings features (GET /api/settings/features)': () => member.get('/api/settings/features'),
  'rules for the caller (GET /api/settings/tee-time-bookings/rules)': () =>
    member.get('/api/settings/tee-time-bookings/rules'),
};

async function statementsOf(call: () => Promise<LightMyRequestResponse>): Promise<number> {
  const before = app.database.statements.count;
  const res = await call();
  expect(res.statusCode).toBeLessThan(300);
  return app.database.statements.count - before;
}

describe('statements per request of the busiest calls', () => {
  it.each(Object.keys(MAX_STATEMENTS) as Call[])('%s', async (call) => {
    const max = MAX_STATEMENTS[call][app.database.kind];
    app.principals.clear();
    const cold = await statementsOf(calls[call]);
    const warm = await statementsOf(calls[call]);
    if (process.env.QUERY_COUNT_REPORT)
      console.log(`${app.database.kind}\t${warm}\t${cold}\t${call}`);
    expect(warm).toBeLessThanOrEqual(max);
    expect(cold).toBeLessThanOrEqual(max + 1);
  });

  it('a portal file costs no statement, with the session cookie or without', async () => {
    for (const get of [member.get, (url: string) => app.inject({ method: 'GET', url })]) {
      const before = app.database.statements.count;
      const res = await get('/main.0123456789abcdef.js');
      expect(res.statusCode).toBe(200);
      expect(app.database.statements.count - before).toBe(0);
    }
  });

  it('a document costs nothing signed out, and only its preloaded calls signed in', async () => {
    let before = app.database.statements.count;
    expect((await app.inject({ method: 'GET', url: '/members/profile' })).statusCode).toBe(200);
    expect(app.database.statements.count - before).toBe(0);
    // Signed in, the document carries GET /api/auth/session's answer (profile declares no more).
    before = app.database.statements.count;
    expect((await member.get('/members/profile')).statusCode).toBe(200);
    expect(app.database.statements.count - before).toBeLessThanOrEqual(6);
  });
});
