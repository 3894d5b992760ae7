/**
 * The academy's schedules (docs/academy.md, "Schedules"): every allowed and refused transition,
 * publish needing a session, the cancel cascade, places and dates, the summary's figures, who sees
 * what, and the club's flag. Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { writeFeatures } from '../src/modules/settings';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

// Tuesday 24 November 2026, 10:00 in London.
const NOW = new Date('2026-11-24T10:00:00Z');
const A = '/api/settings/academy';
const S = `${A}/schedules`;

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let member: Agent;
let orgId: number;
let members: Member[];
let trainerId: number;
let otherTrainerId: number;
let planId: number;
let otherPlanId: number;

type Schedule = {
  id: number;
  name: string;
  status: string;
  trainer_name: string;
  training_plan_name: string;
  training_type_name: string;
  start_date: string;
  end_date: string;
  max_participants: number;
  places_taken: number;
  places_left: number;
  session_count: number;
  cancel_reason: string | null;
  published_at: string | null;
  cancelled_at: string | null;
  completed_at: string | null;
};

const one = async <T>(q: ReturnType<typeof sql>): Promise<T> =>
  app.withOrg(orgId, async (tx) => rowsOf<T>(await tx.execute(q))[0]!);

const insertId = async (q: ReturnType<typeof sql>): Promise<number> =>
  (await one<{ id: number }>(q)).id;

/** A type, a plan, two trainers: the catalogue the schedules need, written directly. */
async function seedCatalogue() {
  const typeId = await insertId(
    sql`INSERT INTO academy_training_types (organization_id, name) VALUES (${orgId}, 'Putting') RETURNING id`,
  );
  planId =
    await insertId(sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id)
    VALUES (${orgId}, 'Putting basics', ${typeId}) RETURNING id`);
  otherPlanId =
    await insertId(sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id)
    VALUES (${orgId}, 'Green reading', ${typeId}) RETURNING id`);
  trainerId =
    await insertId(sql`INSERT INTO academy_trainers (organization_id, first_name, last_name)
    VALUES (${orgId}, 'Ann', 'Coach') RETURNING id`);
  otherTrainerId =
    await insertId(sql`INSERT INTO academy_trainers (organization_id, first_name, last_name)
    VALUES (${orgId}, 'Bob', 'Pro') RETURNING id`);
}

/** A candidate (with the member's account when given) and an enrolment in a status. */
async function enrol(
  scheduleId: number,
  status: 'pending' | 'approved' | 'withdrawn' | 'completed',
  price: number,
  userId: number | null = null,
  name = `Learner${Math.random().toString(36).slice(2, 7)}`,
): Promise<number> {
  const candidate =
    await insertId(sql`INSERT INTO academy_candidates (organization_id, user_id, first_name, last_name)
    VALUES (${orgId}, ${userId}, ${name}, 'Smith') RETURNING id`);
  return insertId(sql`INSERT INTO academy_enrollments (organization_id, schedule_id, candidate_id, status, price)
    VALUES (${orgId}, ${scheduleId}, ${candidate}, ${status}, ${price}) RETURNING id`);
}

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Putting for beginners',
  description: 'Six weeks on the green',
  training_plan_id: planId,
  trainer_id: trainerId,
  start_date: '2027-01-04',
  end_date: '2027-02-28',
  max_participants: 8,
  total_sessions: 6,
  price: 12000,
  member_price: 9000,
  location: 'Practice green',
  ...extra,
});

async function createSchedule(extra: Record<string, unknown> = {}): Promise<Schedule> {
  const res = await admin.post(S, body(extra));
  expect(res.statusCode).toBe(201);
  return res.json();
}

let day = 0;
/** A session on a new day of January 2027 (so no trainer clash), answers its id. */
async function addSession(scheduleId: number): Promise<number> {
  day += 1;
  const date = `2027-01-${String(4 + (day % 25)).padStart(2, '0')}`;
  const hour = 8 + Math.floor(day / 25);
  const res = await admin.post(`${A}/sessions`, {
    schedule_id: scheduleId,
    session_date: date,
    start_time: `${String(hour).padStart(2, '0')}:00`,
    end_time: `${String(hour).padStart(2, '0')}:30`,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

type Status = 'draft' | 'published' | 'completed' | 'cancelled';

/** A schedule brought to a status through the API. */
async function scheduleIn(status: Status): Promise<Schedule> {
  const s = await createSchedule();
  if (status === 'draft') return s;
  if (status === 'cancelled') {
    expect((await admin.post(`${S}/${s.id}/cancel`, { reason: 'Rain' })).statusCode).toBe(200);
  } else {
    const session = await addSession(s.id);
    expect((await admin.post(`${S}/${s.id}/publish`)).statusCode).toBe(200);
    if (status === 'completed') {
      expect((await admin.post(`${A}/sessions/${session}/start`)).statusCode).toBe(200);
      expect(
        (await admin.post(`${A}/sessions/${session}/complete`, { notes: 'Done' })).statusCode,
      ).toBe(200);
    }
  }
  const now = (await admin.get(`${S}/${s.id}`)).json();
  expect(now.status).toBe(status);
  return now;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'learner', 2);
  member = await signInMember(app, members[0]!);
  await seedCatalogue();
}, 60_000);
afterAll(() => t.close());

describe('creating and changing', () => {
  test('a new schedule is a draft with its names, places and no sessions', async () => {
    const s = await createSchedule();
    expect(s).toMatchObject({
      status: 'draft',
      trainer_name: 'Ann Coach',
      training_plan_name: 'Putting basics',
      training_type_name: 'Putting',
      start_date: '2027-01-04',
      end_date: '2027-02-28',
      places_taken: 0,
      places_left: 8,
      session_count: 0,
      published_at: null,
    });
  });

  test.each([
    [{ end_date: '2027-01-03' }, 'end_date must be on or after start_date'],
    [{ end_date: '2028-01-06' }, 'end_date must be at most 366 days after start_date'],
    [{ training_plan_id: 999_999 }, 'That training plan does not exist'],
    [{ trainer_id: 999_999 }, 'That trainer does not exist'],
  ])('%j is refused: %s', async (extra, message) => {
    const res = await admin.post(S, body(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  test('a schedule of 366 days apart is accepted', async () => {
    const res = await admin.post(S, body({ start_date: '2027-01-01', end_date: '2028-01-02' }));
    expect(res.statusCode).toBe(201);
  });

  test('an inactive plan or trainer is refused', async () => {
    const plan =
      await insertId(sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id, is_active)
      SELECT ${orgId}, 'Retired plan', training_type_id, false FROM academy_training_plans WHERE id = ${planId} RETURNING id`);
    const trainer =
      await insertId(sql`INSERT INTO academy_trainers (organization_id, first_name, last_name, is_active)
      VALUES (${orgId}, 'Gone', 'Away', false) RETURNING id`);
    const a = await admin.post(S, body({ training_plan_id: plan }));
    expect([a.statusCode, a.json().message]).toEqual([400, 'That training plan is not active']);
    const b = await admin.post(S, body({ trainer_id: trainer }));
    expect([b.statusCode, b.json().message]).toEqual([400, 'That trainer is not active']);
  });

  test('max_participants cannot go below the places taken', async () => {
    const s = await scheduleIn('published');
    await enrol(s.id, 'pending', 12000);
    await enrol(s.id, 'approved', 9000);
    await enrol(s.id, 'withdrawn', 9000);
    const low = await admin.put(`${S}/${s.id}`, { max_participants: 1 });
    expect(low.statusCode).toBe(409);
    expect(low.json().message).toBe('2 places are taken: max_participants cannot be below 2');
    const ok = await admin.put(`${S}/${s.id}`, { max_participants: 2, price: 15000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ max_participants: 2, places_taken: 2, places_left: 0 });
  });

  test('the dates cannot shrink past a session', async () => {
    const s = await createSchedule();
    await addSession(s.id);
    const res = await admin.put(`${S}/${s.id}`, { start_date: '2027-02-01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      '1 session lies outside 2027-02-01 to 2027-02-28: move or cancel it first',
    );
    const bad = await admin.put(`${S}/${s.id}`, { end_date: '2026-12-01' });
    expect(bad.statusCode).toBe(400);
  });

  test('an empty change is refused and nothing changes', async () => {
    const s = await createSchedule();
    const res = await admin.put(`${S}/${s.id}`, {});
    expect(res.statusCode).toBe(400);
    expect((await admin.get(`${S}/${s.id}`)).json().name).toBe(s.name);
  });
});

describe('the status machine', () => {
  const publish: [Status, number, string | null][] = [
    ['published', 409, 'A published schedule cannot be published'],
    ['completed', 409, 'A completed schedule cannot be published'],
    ['cancelled', 409, 'A cancelled schedule cannot be published'],
  ];
  test.each(publish)('publishing a %s schedule: %i', async (from, code, message) => {
    const s = await scheduleIn(from);
    const res = await admin.post(`${S}/${s.id}/publish`);
    expect([res.statusCode, res.json().message]).toEqual([code, message]);
    expect((await admin.get(`${S}/${s.id}`)).json().status).toBe(from);
  });

  test('a draft is published once it has a session that is not cancelled', async () => {
    const s = await createSchedule();
    const none = await admin.post(`${S}/${s.id}/publish`);
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      'Add at least one session before publishing',
    ]);
    const session = await addSession(s.id);
    await admin.post(`${A}/sessions/${session}/cancel`, {});
    const onlyCancelled = await admin.post(`${S}/${s.id}/publish`);
    expect(onlyCancelled.statusCode).toBe(409);
    await addSession(s.id);
    const res = await admin.post(`${S}/${s.id}/publish`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'published',
      published_at: NOW.toISOString(),
      session_count: 1,
    });
  });

  const cancel: [Status, number, string | null][] = [
    ['draft', 200, null],
    ['published', 200, null],
    ['completed', 409, 'A completed schedule cannot be cancelled'],
    ['cancelled', 409, 'A cancelled schedule cannot be cancelled'],
  ];
  test.each(cancel)('cancelling a %s schedule: %i', async (from, code, message) => {
    const s = await scheduleIn(from);
    const res = await admin.post(`${S}/${s.id}/cancel`, { schedule_id: s.id, reason: 'No coach' });
    expect(res.statusCode).toBe(code);
    if (message) expect(res.json().message).toBe(message);
    else
      expect(res.json()).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'No coach',
        cancelled_at: NOW.toISOString(),
      });
  });

  const change: [Status, number, string | null][] = [
    ['draft', 200, null],
    ['published', 200, null],
    ['completed', 409, 'A completed schedule cannot be changed'],
    ['cancelled', 409, 'A cancelled schedule cannot be changed'],
  ];
  test.each(change)('changing a %s schedule: %i', async (from, code, message) => {
    const s = await scheduleIn(from);
    const res = await admin.put(`${S}/${s.id}`, { name: 'Renamed' });
    expect(res.statusCode).toBe(code);
    if (message) expect(res.json().message).toBe(message);
    expect((await admin.get(`${S}/${s.id}`)).json().name).toBe(code === 200 ? 'Renamed' : s.name);
  });

  const remove: [Status, number][] = [
    ['draft', 204],
    ['published', 409],
    ['completed', 409],
    ['cancelled', 409],
  ];
  test.each(remove)('deleting a %s schedule: %i', async (from, code) => {
    const s = await scheduleIn(from);
    const res = await admin.delete(`${S}/${s.id}`);
    expect(res.statusCode).toBe(code);
    if (code === 409)
      expect(res.json().message).toBe('Only a draft schedule can be deleted; cancel it instead');
    expect((await admin.get(`${S}/${s.id}`)).statusCode).toBe(code === 204 ? 404 : 200);
  });

  test('deleting a draft takes its sessions with it', async () => {
    const s = await createSchedule();
    const session = await addSession(s.id);
    expect((await admin.delete(`${S}/${s.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${A}/sessions/${session}`)).statusCode).toBe(404);
  });

  test('cancel with another schedule_id in the body is refused', async () => {
    const s = await createSchedule();
    const res = await admin.post(`${S}/${s.id}/cancel`, { schedule_id: s.id + 1, reason: 'x' });
    expect(res.statusCode).toBe(400);
    expect((await admin.get(`${S}/${s.id}`)).json().status).toBe('draft');
    const noReason = await admin.post(`${S}/${s.id}/cancel`, { schedule_id: s.id });
    expect(noReason.statusCode).toBe(400);
  });

  test('cancelling cancels the open sessions and withdraws the live enrolments', async () => {
    const s = await createSchedule();
    const done = await addSession(s.id);
    const running = await addSession(s.id);
    const waiting = await addSession(s.id);
    await admin.post(`${S}/${s.id}/publish`);
    await admin.post(`${A}/sessions/${done}/start`);
    await admin.post(`${A}/sessions/${done}/complete`, {});
    await admin.post(`${A}/sessions/${running}/start`);
    const pending = await enrol(s.id, 'pending', 12000);
    const approved = await enrol(s.id, 'approved', 9000);
    const earlier = await enrol(s.id, 'withdrawn', 9000);
    await app.withOrg(orgId, (tx) =>
      tx.execute(
        sql`UPDATE academy_enrollments SET withdraw_reason = 'Moved away' WHERE id = ${earlier}`,
      ),
    );

    const res = await admin.post(`${S}/${s.id}/cancel`, { reason: 'Course closed' });
    expect(res.statusCode).toBe(200);
    // The completed session stays: it still counts.
    expect(res.json()).toMatchObject({ status: 'cancelled', places_taken: 0, session_count: 1 });

    const sessions = (await admin.get(`${S}/${s.id}/sessions`)).json();
    expect(
      sessions.map((x: { id: number; status: string; cancel_reason: string | null }) => [
        x.id,
        x.status,
        x.cancel_reason,
      ]),
    ).toEqual([
      [done, 'completed', null],
      [running, 'cancelled', 'Course closed'],
      [waiting, 'cancelled', 'Course closed'],
    ]);
    const enrolments = (await admin.get(`${S}/${s.id}/enrollments`)).json();
    const byId = new Map(enrolments.map((e: { id: number }) => [e.id, e]));
    expect(byId.get(pending)).toMatchObject({
      status: 'withdrawn',
      withdraw_reason: 'Course closed',
      withdrawn_at: NOW.toISOString(),
    });
    expect(byId.get(approved)).toMatchObject({
      status: 'withdrawn',
      withdraw_reason: 'Course closed',
    });
    expect(byId.get(earlier)).toMatchObject({ status: 'withdrawn', withdraw_reason: 'Moved away' });
  });
});

describe('summary', () => {
  test('counts, attendance rate, mean progress and revenue are figured from the rows', async () => {
    const s = await createSchedule({ max_participants: 10, total_sessions: 5 });
    const first = await addSession(s.id);
    const second = await addSession(s.id);
    await addSession(s.id);
    const dropped = await addSession(s.id);
    await admin.post(`${S}/${s.id}/publish`);
    await admin.post(`${A}/sessions/${first}/start`);
    await admin.post(`${A}/sessions/${first}/complete`, { notes: 'Good start' });
    await admin.post(`${A}/sessions/${second}/start`);
    await admin.post(`${A}/sessions/${dropped}/cancel`, { reason: 'Frost' });

    await enrol(s.id, 'pending', 12000);
    const ann = await enrol(s.id, 'approved', 9000);
    const ben = await enrol(s.id, 'approved', 12000);
    await enrol(s.id, 'withdrawn', 9000);
    const mark = (session: number, enrollment: number, status: string, rating: number | null) =>
      app.withOrg(orgId, (tx) =>
        tx.execute(sql`INSERT INTO academy_attendance (organization_id, session_id, enrollment_id, candidate_id, status, progress_rating)
          SELECT ${orgId}, ${session}, id, candidate_id, ${status}, ${rating} FROM academy_enrollments WHERE id = ${enrollment}`),
      );
    await mark(first, ann, 'present', 4);
    await mark(first, ben, 'late', 3);
    await mark(second, ann, 'absent', null);

    const res = await admin.get(`${S}/${s.id}/summary`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      schedule_id: s.id,
      status: 'published',
      max_participants: 10,
      places_taken: 3,
      places_left: 7,
      enrollments: { pending: 1, approved: 2, withdrawn: 1, completed: 0 },
      sessions: { planned: 5, scheduled: 1, in_progress: 1, completed: 1, cancelled: 1 },
      attendance_rate: 2 / 3,
      average_progress: 3.5,
      revenue: 21000,
    });

    // Each session row carries its own figures.
    const rows = (await admin.get(`${S}/${s.id}/sessions`)).json();
    const byId = new Map(rows.map((x: { id: number }) => [x.id, x]));
    expect(byId.get(first)).toMatchObject({
      expected_count: 2,
      attended_count: 2,
      marked_count: 2,
    });
    expect(byId.get(second)).toMatchObject({
      expected_count: 2,
      attended_count: 0,
      marked_count: 1,
    });

    const listed = (await admin.get(S)).json().find((x: Schedule) => x.id === s.id);
    expect(listed).toMatchObject({ places_taken: 3, places_left: 7, session_count: 3 });
  });

  test('a schedule without marks has no rate and no mean', async () => {
    const s = await createSchedule();
    const res = await admin.get(`${S}/${s.id}/summary`);
    expect(res.json()).toMatchObject({ attendance_rate: null, average_progress: null, revenue: 0 });
    expect((await admin.get(`${S}/999999/summary`)).statusCode).toBe(404);
  });
});

describe('lists and who sees what', () => {
  let draft: Schedule;
  let published: Schedule;
  let cancelled: Schedule;

  beforeAll(async () => {
    draft = await createSchedule({ name: 'Secret draft', trainer_id: otherTrainerId });
    published = await scheduleIn('published');
    await admin.put(`${S}/${published.id}`, {
      training_plan_id: otherPlanId,
      trainer_id: otherTrainerId,
    });
    cancelled = await scheduleIn('cancelled');
  });

  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  test('a member cannot see a draft or cancelled schedule: 404', async () => {
    for (const s of [draft, cancelled]) {
      expect((await member.get(`${S}/${s.id}`)).statusCode).toBe(404);
      expect((await member.get(`${S}/${s.id}/sessions`)).statusCode).toBe(404);
      expect((await member.get(`${S}/${s.id}/enrollments`)).statusCode).toBe(404);
    }
    const res = await member.get(`${S}/${published.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(published.name);
  });

  test('lists hold only published and completed schedules for a member, every one for staff', async () => {
    const mine = ids((await member.get(S)).json());
    expect(mine).toContain(published.id);
    expect(mine).not.toContain(draft.id);
    expect(mine).not.toContain(cancelled.id);
    const all = ids((await admin.get(S)).json());
    expect(all).toEqual(expect.arrayContaining([draft.id, published.id, cancelled.id]));

    expect((await member.get(`${S}/status?status=draft`)).json()).toEqual([]);
    expect(ids((await admin.get(`${S}/status?status=draft`)).json())).toContain(draft.id);
    expect(ids((await member.get(`${S}/trainer/${otherTrainerId}`)).json())).toEqual([
      published.id,
    ]);
    expect(ids((await admin.get(`${S}/trainer/${otherTrainerId}`)).json())).toEqual(
      expect.arrayContaining([draft.id, published.id]),
    );
    expect(ids((await member.get(`${S}/training-plan/${otherPlanId}`)).json())).toEqual([
      published.id,
    ]);
  });

  test('a member may not read the summary', async () => {
    expect((await member.get(`${S}/${published.id}/summary`)).statusCode).toBe(403);
  });

  test('lists are ordered by start_date, then id', async () => {
    const rows = (await admin.get(S)).json() as Schedule[];
    const keys = rows.map((r) => `${r.start_date}#${String(r.id).padStart(8, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  test('a bad status is refused', async () => {
    expect((await admin.get(`${S}/status?status=open`)).statusCode).toBe(400);
  });

  test('the enrolments of a schedule: all for staff, their own for a member', async () => {
    const s = await scheduleIn('published');
    const own = await enrol(s.id, 'pending', 9000, members[0]!.id, 'Learner');
    await enrol(s.id, 'approved', 12000, members[1]!.id, 'Other');
    await enrol(s.id, 'approved', 12000);
    expect((await admin.get(`${S}/${s.id}/enrollments`)).json()).toHaveLength(3);
    const seen = (await member.get(`${S}/${s.id}/enrollments`)).json();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      id: own,
      schedule_id: s.id,
      schedule_status: 'published',
      candidate_name: 'Learner Smith',
      candidate_user_id: members[0]!.id,
      trainer_name: 'Ann Coach',
      status: 'pending',
      price: 9000,
    });
  });
});

describe('date ranges and active schedules', () => {
  let winter: Schedule;
  let spring: Schedule;

  beforeAll(async () => {
    winter = await createSchedule({
      name: 'Winter',
      start_date: '2026-12-01',
      end_date: '2026-12-20',
    });
    spring = await createSchedule({
      name: 'Spring',
      start_date: '2027-03-01',
      end_date: '2027-03-31',
    });
  });

  const names = (rows: Schedule[]) => rows.map((r) => r.name);

  test('date-range answers the schedules overlapping the range', async () => {
    const a = (await admin.get(`${S}/date-range?start_date=2026-12-20&end_date=2027-01-03`)).json();
    expect(names(a)).toContain('Winter');
    expect(names(a)).not.toContain('Spring');
    const b = (await admin.get(`${S}/date-range?start_date=2027-03-31&end_date=2027-04-30`)).json();
    expect(names(b)).toContain('Spring');
    expect(names(b)).not.toContain('Winter');
  });

  test.each([
    ['2027-01-10', '2027-01-09', 'end_date must be on or after start_date'],
    ['2027-01-01', '2028-01-03', 'The range must be at most 366 days'],
  ])('%s to %s is refused', async (start, end, message) => {
    const res = await admin.get(`${S}/date-range?start_date=${start}&end_date=${end}`);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  test('active: published schedules that have not ended', async () => {
    const ended = await createSchedule({
      name: 'Autumn',
      start_date: '2026-10-01',
      end_date: '2026-11-23',
    });
    await app.withOrg(orgId, (tx) =>
      tx.execute(
        sql`UPDATE academy_schedules SET status = 'published' WHERE id IN (${ended.id}, ${winter.id})`,
      ),
    );
    const active = names((await member.get(`${S}/active`)).json());
    expect(active).toContain('Winter');
    expect(active).not.toContain('Autumn');
    expect(active).not.toContain('Spring');
    expect(spring.status).toBe('draft');
  });
});

test('the flag off answers 403 "The academy is disabled"', async () => {
  await app.withOrg(orgId, (tx) =>
    writeFeatures(tx, orgId, { training_management_enabled: false }),
  );
  try {
    for (const [agent, path] of [
      [admin, S],
      [member, `${S}/active`],
      [admin, `${A}/sessions`],
    ] as const) {
      const res = await agent.get(path);
      expect([res.statusCode, res.json().message]).toEqual([403, 'The academy is disabled']);
    }
    const made = await admin.post(S, body());
    expect(made.statusCode).toBe(403);
  } finally {
    await app.withOrg(orgId, (tx) =>
      writeFeatures(tx, orgId, { training_management_enabled: true }),
    );
  }
});

test("another club's staff never see or touch these schedules", async () => {
  const s = await createSchedule();
  const rivalOrg: number = (
    await admin.post('/api/settings/organizations', { name: 'Rival Academy' })
  ).json().id;
  const [rivalStaff] = await createMembers(app, rivalOrg, 'rivalcoach', 1, ['staff']);
  const rival = await signInMember(app, rivalStaff!);
  expect((await rival.get(`${S}/${s.id}`)).statusCode).toBe(404);
  expect((await rival.get(S)).json()).toEqual([]);
  expect((await rival.put(`${S}/${s.id}`, { name: 'Stolen' })).statusCode).toBe(404);
  expect((await rival.post(`${S}/${s.id}/cancel`, { reason: 'x' })).statusCode).toBe(404);
  expect((await admin.get(`${S}/${s.id}`)).json()).toMatchObject({ name: s.name, status: 'draft' });
});
