/**
 * The academy's sessions (docs/academy.md, "Sessions"): times on the club's clock, numbering,
 * every allowed and refused transition, the completion cascade, a trainer never booked twice,
 * moves, who may run a session, who sees what, the attendance of a session and the trainer
 * schedule. Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@fairway/shared-api/contract';
import { rowsOf } from '../src/db/client';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

// Tuesday 24 November 2026, 10:00 in London (UTC+0 until March; UTC+1 in summer).
const NOW = new Date('2026-11-24T10:00:00Z');
const A = '/api/settings/academy';
const S = `${A}/schedules`;
const X = `${A}/sessions`;

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let member: Agent;
let coach: Agent;
let otherCoach: Agent;
let orgId: number;
let people: Member[];
let planId: number;
/** Ann Coach signs in as `coach`; Bob Pro as `otherCoach`; Cy Spare has no account. */
let ann: number;
let bob: number;
let cy: number;

type Session = {
  id: number;
  schedule_id: number;
  schedule_status: string;
  trainer_id: number;
  trainer_name: string;
  session_number: number;
  title: string | null;
  session_date: string;
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
  status: string;
  notes: string | null;
  cancel_reason: string | null;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  expected_count: number;
  attended_count: number;
  marked_count: number;
};

const run = async <T>(q: ReturnType<typeof sql>): Promise<T[]> =>
  app.withOrg(orgId, async (tx) => rowsOf<T>(await tx.execute(q)));
const insertId = async (q: ReturnType<typeof sql>): Promise<number> =>
  (await run<{ id: number }>(q))[0]!.id;

async function seedCatalogue() {
  const typeId = await insertId(
    sql`INSERT INTO academy_training_types (organization_id, name) VALUES (${orgId}, 'Short game') RETURNING id`,
  );
  planId =
    await insertId(sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id)
    VALUES (${orgId}, 'Chipping', ${typeId}) RETURNING id`);
  ann =
    await insertId(sql`INSERT INTO academy_trainers (organization_id, user_id, first_name, last_name)
    VALUES (${orgId}, ${people[1]!.id}, 'Ann', 'Coach') RETURNING id`);
  bob =
    await insertId(sql`INSERT INTO academy_trainers (organization_id, user_id, first_name, last_name)
    VALUES (${orgId}, ${people[2]!.id}, 'Bob', 'Pro') RETURNING id`);
  cy = await insertId(sql`INSERT INTO academy_trainers (organization_id, first_name, last_name)
    VALUES (${orgId}, 'Cy', 'Spare') RETURNING id`);
}

async function enrol(
  scheduleId: number,
  status: 'pending' | 'approved' | 'withdrawn' | 'completed',
  userId: number | null = null,
): Promise<number> {
  // One candidate per account: reuse the member's when they have one.
  const [existing] =
    userId === null
      ? []
      : await run<{ id: number }>(sql`SELECT id FROM academy_candidates WHERE user_id = ${userId}`);
  const candidate =
    existing?.id ??
    (await insertId(sql`INSERT INTO academy_candidates (organization_id, user_id, first_name, last_name)
    VALUES (${orgId}, ${userId}, 'Lee', ${`Learner${Math.random().toString(36).slice(2, 6)}`}) RETURNING id`));
  return insertId(sql`INSERT INTO academy_enrollments (organization_id, schedule_id, candidate_id, status, price)
    VALUES (${orgId}, ${scheduleId}, ${candidate}, ${status}, 5000) RETURNING id`);
}

async function createSchedule(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post(S, {
    name: 'Chipping clinic',
    training_plan_id: planId,
    trainer_id: ann,
    start_date: '2027-06-01',
    end_date: '2027-06-30',
    max_participants: 6,
    total_sessions: 4,
    price: 5000,
    member_price: 4000,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const at = (scheduleId: number, date: string, start: string, end: string, extra = {}) => ({
  schedule_id: scheduleId,
  session_date: date,
  start_time: start,
  end_time: end,
  ...extra,
});

async function addSession(
  scheduleId: number,
  date: string,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
): Promise<Session> {
  const res = await admin.post(X, at(scheduleId, date, start, end, extra));
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** Each call a fresh hour of a fresh June day for a trainer nobody else uses here. */
let slot = 0;
function nextSlot(): { date: string; start: string; end: string } {
  slot += 1;
  const dayOfMonth = 1 + (slot % 28);
  const hour = 6 + Math.floor(slot / 28);
  const hh = (h: number) => String(h).padStart(2, '0');
  return { date: `2027-06-${hh(dayOfMonth)}`, start: `${hh(hour)}:00`, end: `${hh(hour)}:45` };
}

type Status = 'scheduled' | 'in_progress' | 'completed' | 'cancelled';

/** A session (Cy teaching, in a published schedule of its own) brought to a status. */
async function sessionIn(status: Status, publish = true): Promise<Session> {
  const schedule = await createSchedule({ trainer_id: cy });
  const s = nextSlot();
  const made = await addSession(schedule, s.date, s.start, s.end);
  // A second session keeps the schedule open when the first completes.
  const n = nextSlot();
  await addSession(schedule, n.date, n.start, n.end);
  if (publish) expect((await admin.post(`${S}/${schedule}/publish`)).statusCode).toBe(200);
  if (status === 'in_progress' || status === 'completed')
    expect((await admin.post(`${X}/${made.id}/start`)).statusCode).toBe(200);
  if (status === 'completed')
    expect((await admin.post(`${X}/${made.id}/complete`, {})).statusCode).toBe(200);
  if (status === 'cancelled')
    expect((await admin.post(`${X}/${made.id}/cancel`, {})).statusCode).toBe(200);
  const now = (await admin.get(`${X}/${made.id}`)).json();
  expect(now.status).toBe(status);
  return now;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  people = await createMembers(app, orgId, 'golfer', 1);
  people.push(...(await createMembers(app, orgId, 'coach', 2, ['trainer'])));
  member = await signInMember(app, people[0]!);
  coach = await signInMember(app, people[1]!);
  otherCoach = await signInMember(app, people[2]!);
  await seedCatalogue();
}, 60_000);
afterAll(() => t.close());

describe('creating', () => {
  test("times are the club's clock, answered both ways", async () => {
    const schedule = await createSchedule({ trainer_id: bob });
    // 10 June 2027: London is on summer time (UTC+1).
    const s = await addSession(schedule, '2027-06-10', '10:00', '11:30', {
      title: 'Bump and run',
      location: 'Short-game area',
    });
    expect(s).toMatchObject({
      schedule_id: schedule,
      schedule_status: 'draft',
      trainer_id: bob,
      trainer_name: 'Bob Pro',
      session_number: 1,
      title: 'Bump and run',
      session_date: '2027-06-10',
      start_time: '10:00',
      end_time: '11:30',
      starts_at: '2027-06-10T09:00:00.000Z',
      ends_at: '2027-06-10T10:30:00.000Z',
      status: 'scheduled',
      expected_count: 0,
      attended_count: 0,
      marked_count: 0,
    });
  });

  test('trainer_id defaults to the schedule trainer; another may be named', async () => {
    const schedule = await createSchedule({ trainer_id: cy });
    const s = nextSlot();
    expect((await addSession(schedule, s.date, s.start, s.end)).trainer_id).toBe(cy);
    const n = nextSlot();
    const sub = await addSession(schedule, n.date, n.start, n.end, { trainer_id: bob });
    expect(sub).toMatchObject({ trainer_id: bob, trainer_name: 'Bob Pro' });
  });

  test.each([
    [{ session_date: '2027-05-31' }, 'The session must be between 2027-06-01 and 2027-06-30'],
    [{ session_date: '2027-07-01' }, 'The session must be between 2027-06-01 and 2027-06-30'],
    [{ start_time: '11:00', end_time: '11:00' }, 'end_time must be after start_time'],
    [{ start_time: '11:00', end_time: '10:00' }, 'end_time must be after start_time'],
    [{ trainer_id: 999_999 }, 'That trainer does not exist'],
  ])('%j is refused with 400', async (change, message) => {
    const schedule = await createSchedule({ trainer_id: cy });
    const res = await admin.post(X, { ...at(schedule, '2027-06-15', '08:00', '09:00'), ...change });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect((await admin.get(`${S}/${schedule}/sessions`)).json()).toEqual([]);
  });

  test('a bad time is refused by the schema', async () => {
    const schedule = await createSchedule({ trainer_id: cy });
    const res = await admin.post(X, at(schedule, '2027-06-15', '25:00', '26:00'));
    expect(res.statusCode).toBe(400);
  });

  test('a completed or cancelled schedule takes no new session', async () => {
    const done = await sessionIn('scheduled');
    await admin.post(`${S}/${done.schedule_id}/cancel`, { reason: 'Closed' });
    const res = await admin.post(X, at(done.schedule_id, '2027-06-20', '06:00', '06:30'));
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'A cancelled schedule cannot take new sessions',
    ]);
    expect((await admin.post(X, at(999_999, '2027-06-20', '06:00', '06:30'))).statusCode).toBe(404);
  });

  test('session_number follows time order among sessions not cancelled', async () => {
    const schedule = await createSchedule({ trainer_id: bob, name: 'Numbered' });
    const third = await addSession(schedule, '2027-06-20', '09:00', '10:00');
    const first = await addSession(schedule, '2027-06-18', '09:00', '10:00');
    const second = await addSession(schedule, '2027-06-19', '09:00', '10:00');
    const numbers = async () =>
      ((await admin.get(`${S}/${schedule}/sessions`)).json() as Session[]).map((s) => [
        s.id,
        s.session_number,
      ]);
    expect(await numbers()).toEqual([
      [first.id, 1],
      [second.id, 2],
      [third.id, 3],
    ]);
    await admin.post(`${X}/${first.id}/cancel`, { reason: 'Wind' });
    // The cancelled one keeps the place it held; the others close up.
    expect(await numbers()).toEqual([
      [first.id, 1],
      [second.id, 1],
      [third.id, 2],
    ]);
  });
});

describe('the status machine', () => {
  const table: [Status, 'start' | 'complete' | 'cancel', number, string | null][] = [
    ['scheduled', 'start', 200, null],
    ['in_progress', 'start', 409, 'An in progress session cannot be started'],
    ['completed', 'start', 409, 'A completed session cannot be started'],
    ['cancelled', 'start', 409, 'A cancelled session cannot be started'],
    ['scheduled', 'complete', 409, 'A scheduled session cannot be completed'],
    ['in_progress', 'complete', 200, null],
    ['completed', 'complete', 409, 'A completed session cannot be completed'],
    ['cancelled', 'complete', 409, 'A cancelled session cannot be completed'],
    ['scheduled', 'cancel', 200, null],
    ['in_progress', 'cancel', 200, null],
    ['completed', 'cancel', 409, 'A completed session cannot be cancelled'],
    ['cancelled', 'cancel', 409, 'A cancelled session cannot be cancelled'],
  ];
  const after = { start: 'in_progress', complete: 'completed', cancel: 'cancelled' };

  test.each(table)('%s → %s: %i', async (from, action, code, message) => {
    const s = await sessionIn(from);
    const payload =
      action === 'complete'
        ? { notes: 'Worked on setup' }
        : action === 'cancel'
          ? { reason: 'Storm' }
          : undefined;
    const res = await admin.post(`${X}/${s.id}/${action}`, payload);
    expect(res.statusCode).toBe(code);
    const now = (await admin.get(`${X}/${s.id}`)).json() as Session;
    if (message) {
      expect(res.json().message).toBe(message);
      expect(now.status).toBe(from);
      return;
    }
    expect(now.status).toBe(after[action]);
    const stamp = { start: 'started_at', complete: 'completed_at', cancel: 'cancelled_at' }[action];
    expect(now[stamp as keyof Session]).toBe(NOW.toISOString());
    if (action === 'complete') expect(now.notes).toBe('Worked on setup');
    if (action === 'cancel') expect(now.cancel_reason).toBe('Storm');
  });

  test('a session of a draft schedule cannot start', async () => {
    const s = await sessionIn('scheduled', false);
    const res = await admin.post(`${X}/${s.id}/start`);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Publish the schedule before starting its sessions',
    ]);
  });

  test.each([
    ['scheduled', 200],
    ['in_progress', 409],
    ['completed', 409],
    ['cancelled', 409],
  ] as [Status, number][])('changing a %s session: %i', async (from, code) => {
    const s = await sessionIn(from);
    const res = await admin.put(`${X}/${s.id}`, { title: 'Renamed' });
    expect(res.statusCode).toBe(code);
    if (code === 409)
      expect(res.json().message).toBe(
        `${from === 'in_progress' ? 'An in progress' : `A ${from}`} session cannot be changed`,
      );
    expect((await admin.get(`${X}/${s.id}`)).json().title).toBe(code === 200 ? 'Renamed' : null);
  });

  test('only a scheduled session of a draft schedule can be deleted', async () => {
    const draft = await sessionIn('scheduled', false);
    expect((await admin.delete(`${X}/${draft.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${X}/${draft.id}`)).statusCode).toBe(404);
    for (const from of ['scheduled', 'in_progress', 'cancelled'] as Status[]) {
      const s = await sessionIn(from);
      const res = await admin.delete(`${X}/${s.id}`);
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        'Only a scheduled session of a draft schedule can be deleted; cancel it instead',
      ]);
    }
    const cancelledInDraft = await sessionIn('cancelled', false);
    expect((await admin.delete(`${X}/${cancelledInDraft.id}`)).statusCode).toBe(409);
  });
});

describe('the last session completes the schedule', () => {
  test('its approved enrolments complete with it; pending ones are withdrawn, withdrawn stay', async () => {
    const schedule = await createSchedule({ trainer_id: bob, name: 'Finishing' });
    const one = await addSession(schedule, '2027-06-21', '07:00', '08:00');
    const two = await addSession(schedule, '2027-06-22', '07:00', '08:00');
    const dropped = await addSession(schedule, '2027-06-23', '07:00', '08:00');
    await admin.post(`${S}/${schedule}/publish`);
    const approved = await enrol(schedule, 'approved');
    const pending = await enrol(schedule, 'pending');
    const withdrawn = await enrol(schedule, 'withdrawn');
    await admin.post(`${X}/${dropped.id}/cancel`, {});

    await admin.post(`${X}/${one.id}/start`);
    await admin.post(`${X}/${one.id}/complete`, {});
    expect((await admin.get(`${S}/${schedule}`)).json().status).toBe('published');

    await admin.post(`${X}/${two.id}/start`);
    const last = await admin.post(`${X}/${two.id}/complete`, { notes: 'All done' });
    expect(last.json()).toMatchObject({ status: 'completed', schedule_status: 'completed' });
    expect((await admin.get(`${S}/${schedule}`)).json()).toMatchObject({
      status: 'completed',
      completed_at: NOW.toISOString(),
    });
    const rows = await run<{
      id: number;
      status: string;
      completed_at: unknown;
      withdraw_reason: string | null;
    }>(
      sql`SELECT id, status, completed_at, withdraw_reason FROM academy_enrollments WHERE schedule_id = ${schedule}`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(approved)!.status).toBe('completed');
    expect(byId.get(approved)!.completed_at).not.toBeNull();
    expect(byId.get(pending)).toMatchObject({
      status: 'withdrawn',
      withdraw_reason: 'The course ended before the enrolment was approved',
    });
    expect(byId.get(withdrawn)!.status).toBe('withdrawn');
    // Too late to approve: the course is over.
    const late = await admin.post(`/api/settings/academy/enrollments/${pending}/approve`, {});
    expect(late.statusCode).toBe(409);
  });

  test('cancelling the last open session ends the course when one was held, not before', async () => {
    const schedule = await createSchedule({ trainer_id: bob, name: 'Rained off' });
    const one = await addSession(schedule, '2027-06-25', '07:00', '08:00');
    const two = await addSession(schedule, '2027-06-26', '07:00', '08:00');
    await admin.post(`${S}/${schedule}/publish`);
    // Every session cancelled before any was held: still published, for the office to cancel.
    const empty = await createSchedule({ trainer_id: bob, name: 'Never held' });
    const only = await addSession(empty, '2027-06-27', '07:00', '08:00');
    await admin.post(`${S}/${empty}/publish`);
    await admin.post(`${X}/${only.id}/cancel`, { reason: 'Frost' });
    expect((await admin.get(`${S}/${empty}`)).json().status).toBe('published');

    await admin.post(`${X}/${one.id}/start`);
    await admin.post(`${X}/${one.id}/complete`, {});
    const cancelled = await admin.post(`${X}/${two.id}/cancel`, { reason: 'Frost' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', schedule_status: 'completed' });
  });
});

describe('a trainer is never booked twice', () => {
  let first: number;
  let second: number;

  beforeAll(async () => {
    first = await createSchedule({ trainer_id: ann, name: 'Ann morning' });
    second = await createSchedule({ trainer_id: ann, name: 'Ann other course' });
    await addSession(first, '2027-06-14', '10:00', '11:00');
  });

  test('an overlap in any schedule of the trainer is refused', async () => {
    for (const [start, end] of [
      ['10:30', '11:30'],
      ['09:30', '10:01'],
      ['10:15', '10:45'],
      ['09:00', '12:00'],
    ]) {
      const res = await admin.post(X, at(second, '2027-06-14', start!, end!));
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        'Ann Coach already teaches from 10:00 to 11:00 on 2027-06-14',
      ]);
    }
    const mine = (await admin.get(`${X}/trainer/${ann}`)).json() as Session[];
    expect(mine.filter((s) => s.session_date === '2027-06-14')).toHaveLength(1);
  });

  test('touching ends, another trainer and a cancelled session do not block', async () => {
    expect((await admin.post(X, at(second, '2027-06-14', '11:00', '12:00'))).statusCode).toBe(201);
    expect((await admin.post(X, at(second, '2027-06-14', '09:00', '10:00'))).statusCode).toBe(201);
    const other = await admin.post(
      X,
      at(second, '2027-06-14', '10:00', '11:00', { trainer_id: bob }),
    );
    expect(other.statusCode).toBe(201);
    const gone = await addSession(first, '2027-06-16', '10:00', '11:00');
    await admin.post(`${X}/${gone.id}/cancel`, {});
    expect((await admin.post(X, at(second, '2027-06-16', '10:30', '11:30'))).statusCode).toBe(201);
  });

  test('moving a session or changing its trainer re-checks; staying put is no clash with itself', async () => {
    const s = await addSession(first, '2027-06-17', '10:00', '11:00');
    await addSession(second, '2027-06-17', '12:00', '13:00');
    const clash = await admin.put(`${X}/${s.id}`, { start_time: '11:30', end_time: '12:30' });
    expect([clash.statusCode, clash.json().message]).toEqual([
      409,
      'Ann Coach already teaches from 12:00 to 13:00 on 2027-06-17',
    ]);
    expect((await admin.get(`${X}/${s.id}`)).json().start_time).toBe('10:00');
    const same = await admin.put(`${X}/${s.id}`, { start_time: '10:00', title: 'Same time' });
    expect(same.statusCode).toBe(200);
    const shift = await admin.put(`${X}/${s.id}`, { start_time: '10:30', end_time: '11:30' });
    expect(shift.statusCode).toBe(200);
    // Bob teaches 10:00–11:00 on the 14th; moving this session to him then is refused.
    const moved = await admin.put(`${X}/${s.id}`, {
      session_date: '2027-06-14',
      start_time: '10:30',
      end_time: '11:00',
      trainer_id: bob,
    });
    expect([moved.statusCode, moved.json().message]).toEqual([
      409,
      'Bob Pro already teaches from 10:00 to 11:00 on 2027-06-14',
    ]);
  });
});

describe('moving', () => {
  test('a move clears the reminder sent; another change keeps it', async () => {
    const schedule = await createSchedule({ trainer_id: bob, name: 'Reminders' });
    const s = await addSession(schedule, '2027-06-24', '09:00', '10:00');
    const sent = () =>
      run<{ reminder_sent_at: unknown }>(
        sql`SELECT reminder_sent_at FROM academy_sessions WHERE id = ${s.id}`,
      ).then((r) => r[0]!.reminder_sent_at);
    await run(sql`UPDATE academy_sessions SET reminder_sent_at = now() WHERE id = ${s.id}`);
    expect((await admin.put(`${X}/${s.id}`, { location: 'Bunker' })).statusCode).toBe(200);
    expect(await sent()).not.toBeNull();
    const moved = await admin.put(`${X}/${s.id}`, { session_date: '2027-06-25' });
    expect(moved.json()).toMatchObject({
      session_date: '2027-06-25',
      start_time: '09:00',
      end_time: '10:00',
      location: 'Bunker',
      starts_at: '2027-06-25T08:00:00.000Z',
    });
    expect(await sent()).toBeNull();
    const outside = await admin.put(`${X}/${s.id}`, { session_date: '2027-07-02' });
    expect(outside.statusCode).toBe(400);
  });
});

describe('who may run a session', () => {
  let annSession: Session;
  let bobSession: Session;

  beforeAll(async () => {
    const schedule = await createSchedule({ trainer_id: ann, name: 'Permissions' });
    annSession = await addSession(schedule, '2027-06-26', '07:00', '08:00');
    bobSession = await addSession(schedule, '2027-06-26', '08:00', '09:00', { trainer_id: bob });
    await admin.post(`${S}/${schedule}/publish`);
  });

  test('the trainer starts and completes their own session', async () => {
    expect((await coach.post(`${X}/${annSession.id}/start`)).statusCode).toBe(200);
    const done = await coach.post(`${X}/${annSession.id}/complete`, { notes: 'Nice' });
    expect(done.json()).toMatchObject({ status: 'completed', notes: 'Nice' });
  });

  test("another trainer's session answers 403 and stays as it was", async () => {
    const res = await coach.post(`${X}/${bobSession.id}/start`);
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      "Only the session's trainer or the office can do this",
    ]);
    expect((await admin.get(`${X}/${bobSession.id}`)).json().status).toBe('scheduled');
    expect((await otherCoach.post(`${X}/${bobSession.id}/start`)).statusCode).toBe(200);
  });

  test('a trainer cannot cancel, create, change or delete sessions; a member cannot start one', async () => {
    expect((await coach.post(`${X}/${bobSession.id}/cancel`, {})).statusCode).toBe(403);
    expect((await coach.put(`${X}/${bobSession.id}`, { title: 'x' })).statusCode).toBe(403);
    expect((await coach.delete(`${X}/${bobSession.id}`)).statusCode).toBe(403);
    expect(
      (await coach.post(X, at(annSession.schedule_id, '2027-06-27', '07:00', '08:00'))).statusCode,
    ).toBe(403);
    expect((await member.post(`${X}/${bobSession.id}/complete`, {})).statusCode).toBe(403);
  });
});

describe('who sees what', () => {
  let hidden: Session;
  let shown: Session;

  beforeAll(async () => {
    hidden = await sessionIn('scheduled', false);
    shown = await sessionIn('scheduled');
  });

  const ids = (rows: Session[]) => rows.map((r) => r.id);

  test('a member: 404 on a session of a draft; sees those of published schedules', async () => {
    expect((await member.get(`${X}/${hidden.id}`)).statusCode).toBe(404);
    expect((await member.get(`${X}/${hidden.id}/attendance`)).statusCode).toBe(404);
    expect((await member.get(`${X}/${shown.id}`)).statusCode).toBe(200);
    for (const path of [X, `${X}/trainer/${cy}`, `${X}/status?status=scheduled`]) {
      const seen = ids((await member.get(path)).json());
      expect(seen).toContain(shown.id);
      expect(seen).not.toContain(hidden.id);
      expect(ids((await admin.get(path)).json())).toEqual(
        expect.arrayContaining([shown.id, hidden.id]),
      );
    }
  });

  test('date and date-range read days on the club clock', async () => {
    const schedule = await createSchedule({ trainer_id: bob, name: 'Late night' });
    // 00:30 on 12 June in London is 23:30 UTC on the 11th.
    const late = await addSession(schedule, '2027-06-12', '00:30', '01:30');
    expect(late.starts_at).toBe('2027-06-11T23:30:00.000Z');
    expect(ids((await admin.get(`${X}/date?date=2027-06-12`)).json())).toContain(late.id);
    expect(ids((await admin.get(`${X}/date?date=2027-06-11`)).json())).not.toContain(late.id);
    const range = (
      await admin.get(`${X}/date-range?start_date=2027-06-12&end_date=2027-06-13`)
    ).json();
    expect(ids(range)).toContain(late.id);
    const starts = (range as Session[]).map((s) => s.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(
      (await admin.get(`${X}/date-range?start_date=2027-06-13&end_date=2027-06-12`)).statusCode,
    ).toBe(400);
    const far = await admin.get(`${X}/date-range?start_date=2027-01-01&end_date=2028-01-03`);
    expect([far.statusCode, far.json().message]).toEqual([
      400,
      'The range must be at most 366 days',
    ]);
    expect((await admin.get(`${X}/date?date=2027-02-30`)).statusCode).toBe(400);
  });

  test('the attendance at a session: every mark for staff, their own for a member', async () => {
    const schedule = await createSchedule({ trainer_id: bob, name: 'Marked' });
    const s = await addSession(schedule, '2027-06-28', '15:00', '16:00');
    await admin.post(`${S}/${schedule}/publish`);
    await admin.post(`${X}/${s.id}/start`);
    const mine = await enrol(schedule, 'approved', people[0]!.id);
    const theirs = await enrol(schedule, 'approved');
    for (const [enrollment, status] of [
      [mine, 'present'],
      [theirs, 'absent'],
    ] as const)
      await run(sql`INSERT INTO academy_attendance (organization_id, session_id, enrollment_id, candidate_id, status, progress_rating)
        SELECT ${orgId}, ${s.id}, id, candidate_id, ${status}, 4 FROM academy_enrollments WHERE id = ${enrollment}`);
    const all = (await admin.get(`${X}/${s.id}/attendance`)).json();
    expect(all).toHaveLength(2);
    const own = (await member.get(`${X}/${s.id}/attendance`)).json();
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      session_id: s.id,
      session_date: '2027-06-28',
      start_time: '15:00',
      session_number: 1,
      schedule_id: schedule,
      schedule_name: 'Marked',
      enrollment_id: mine,
      status: 'present',
      progress_rating: 4,
    });
    expect((await admin.get(`${X}/${s.id}`)).json()).toMatchObject({
      expected_count: 2,
      attended_count: 1,
      marked_count: 2,
    });
  });
});

describe('the trainer schedule', () => {
  let soon: Session;
  let later: Session;
  let dropped: Session;

  beforeAll(async () => {
    const schedule = await createSchedule({
      trainer_id: ann,
      name: 'Winter clinic',
      start_date: '2026-11-20',
      end_date: '2027-01-31',
    });
    soon = await addSession(schedule, '2026-11-24', '14:00', '15:00');
    dropped = await addSession(schedule, '2026-12-01', '14:00', '15:00');
    later = await addSession(schedule, '2026-12-22', '14:00', '15:00');
    await admin.post(`${X}/${dropped.id}/cancel`, { reason: 'Snow' });
  });

  test('by default today and the 27 days after, cancelled sessions included', async () => {
    const res = await admin.get(`${A}/trainer-schedule/${ann}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      trainer_id: ann,
      trainer_name: 'Ann Coach',
      start_date: '2026-11-24',
      end_date: '2026-12-21',
    });
    expect(body.sessions.map((s: Session) => [s.id, s.status])).toEqual([
      [soon.id, 'scheduled'],
      [dropped.id, 'cancelled'],
    ]);
  });

  test('a range of the caller’s choosing', async () => {
    const res = await admin.get(
      `${A}/trainer-schedule/${ann}?start_date=2026-12-22&end_date=2026-12-22`,
    );
    expect(res.json().sessions.map((s: Session) => s.id)).toEqual([later.id]);
    const far = await admin.get(
      `${A}/trainer-schedule/${ann}?start_date=2026-01-01&end_date=2027-01-03`,
    );
    expect([far.statusCode, far.json().message]).toEqual([
      400,
      'The range must be at most 366 days',
    ]);
  });

  test('academy:read sees any trainer; a member not at all', async () => {
    expect((await coach.get(`${A}/trainer-schedule/${bob}`)).statusCode).toBe(200);
    expect((await member.get(`${A}/trainer-schedule/${ann}`)).statusCode).toBe(403);
    expect((await admin.get(`${A}/trainer-schedule/999999`)).statusCode).toBe(404);
  });

  test('academy:teach alone: their own trainer schedule, 404 for another; runs their own session', async () => {
    await run(sql`INSERT INTO roles (organization_id, name, permissions)
      VALUES (${orgId}, 'session runner', ARRAY['self:use', 'academy:teach'])`);
    const [solo] = await createMembers(app, orgId, 'runner', 1, ['session runner']);
    const dee =
      await insertId(sql`INSERT INTO academy_trainers (organization_id, user_id, first_name, last_name)
      VALUES (${orgId}, ${solo!.id}, 'Dee', 'Solo') RETURNING id`);
    const agent = await signInMember(app, solo!);
    const own = await agent.get(`${A}/trainer-schedule/${dee}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ trainer_name: 'Dee Solo', sessions: [] });
    expect((await agent.get(`${A}/trainer-schedule/${ann}`)).statusCode).toBe(404);

    const schedule = await createSchedule({ trainer_id: dee, name: 'Solo' });
    const s = await addSession(schedule, '2027-06-29', '10:00', '11:00');
    await admin.post(`${S}/${schedule}/publish`);
    expect((await agent.post(`${X}/${s.id}/start`)).statusCode).toBe(200);
    expect((await agent.post(`${X}/${s.id}/complete`, {})).json().schedule_status).toBe(
      'completed',
    );
    // Another trainer's session: 403 once visible (published), 404 while its schedule is a draft.
    const others = await createSchedule({ trainer_id: cy, name: 'Not Dee' });
    const theirs = await addSession(others, '2027-06-29', '10:00', '11:00');
    expect((await agent.post(`${X}/${theirs.id}/start`)).statusCode).toBe(404);
    await admin.post(`${S}/${others}/publish`);
    expect((await agent.post(`${X}/${theirs.id}/start`)).statusCode).toBe(403);
  });
});

describe('after the change commits', () => {
  /** The member's notices of a kind about the schedule. */
  const told = (kind: keyof typeof NOTIFICATION_TYPES, scheduleId: number) =>
    run<{ n: number }>(sql`SELECT count(*)::int AS n FROM notifications
      WHERE user_id = ${people[0]!.id} AND notification_type_id = ${NOTIFICATION_TYPES[kind]}
        AND (data->>'schedule_id')::int = ${scheduleId}`).then((r) => r[0]!.n);
  /** Reminder jobs waiting for the session, by the start they were queued for. */
  const reminders = (sessionId: number) =>
    run<{ starts_at: string }>(sql`SELECT data->>'starts_at' AS starts_at FROM jobs
      WHERE name = 'academy.session-reminder' AND state = 'waiting'
        AND (data->>'session_id')::int = ${sessionId} ORDER BY id`).then((r) =>
      r.map((x) => x.starts_at),
    );

  test('publish, create, move and cancel queue reminders and tell the enrolled', async () => {
    const schedule = await createSchedule({ trainer_id: bob, name: 'Told' });
    const first = await addSession(schedule, '2027-06-07', '12:00', '13:00');
    expect(await reminders(first.id)).toEqual([]);
    await admin.post(`${S}/${schedule}/publish`);
    expect(await reminders(first.id)).toEqual([first.starts_at]);
    const second = await addSession(schedule, '2027-06-08', '12:00', '13:00');
    expect(await reminders(second.id)).toEqual([second.starts_at]);
    await enrol(schedule, 'approved', people[0]!.id);

    const moved = (
      await admin.put(`${X}/${second.id}`, { start_time: '14:00', end_time: '15:00' })
    ).json();
    expect(await told('academy_session_moved', schedule)).toBe(1);
    expect(await reminders(second.id)).toContain(moved.starts_at);
    await admin.put(`${X}/${second.id}`, { title: 'Just a title' });
    expect(await told('academy_session_moved', schedule)).toBe(1);

    await admin.post(`${X}/${first.id}/cancel`, { reason: 'Storm' });
    expect(await told('academy_session_cancelled', schedule)).toBe(1);

    await admin.post(`${S}/${schedule}/cancel`, { reason: 'Coach ill' });
    expect(await told('academy_schedule_cancelled', schedule)).toBe(1);
  });
});
