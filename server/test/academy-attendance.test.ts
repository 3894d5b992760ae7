/**
 * Attendance as the trainer, the office and the member meet it (docs/academy.md, "Enrolments and
 * attendance"): marks only at a started session, for approved enrolments of its schedule, by the
 * session's trainer or the office; ratings 1–5; the office's report; a member's own rows only.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { run, seedSchedule } from './support/academy-enrolment-fixtures';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

const E = '/api/settings/academy/enrollments';
const A = '/api/settings/academy/attendance';
const NOW = new Date('2026-12-01T10:30:00Z');

let t: TestApp;
let app: FastifyInstance;
let office: Agent;
let orgId: number;
let members: Member[];
let agents: Agent[];
let coaches: Member[];
let coachAgents: Agent[];

/** A published schedule taught by coaches[0] with three sessions on Tue 1, 8 and 15 Dec. */
let scheduleId: number;
let sessionIds: number[];
let otherScheduleId: number;
let otherSessionId: number;
/** Enrolments: [0] and [1] approved, [2] pending, [3] withdrawn (members 0..3). */
let enrolments: { id: number; candidate_id: number }[];
let otherEnrolment: { id: number; candidate_id: number };

const setSession = (id: number, status: string) =>
  run(app, orgId, sql`UPDATE academy_sessions SET status = ${status} WHERE id = ${id}`);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  office = await signIn(app);
  orgId = (await office.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'learner', 4);
  agents = await Promise.all(members.map((m) => signInMember(app, m)));
  coaches = await createMembers(app, orgId, 'teacher', 2, ['trainer']);
  coachAgents = await Promise.all(coaches.map((m) => signInMember(app, m)));

  const main = await seedSchedule(app, orgId, {
    name: 'Winter short game',
    trainer_user_id: coaches[0]!.id,
    sessions: [
      { starts_at: '2026-12-01T10:00:00Z', ends_at: '2026-12-01T11:00:00Z' },
      { starts_at: '2026-12-08T10:00:00Z', ends_at: '2026-12-08T11:00:00Z' },
      { starts_at: '2026-12-15T10:00:00Z', ends_at: '2026-12-15T11:00:00Z' },
    ],
  });
  scheduleId = main.scheduleId;
  sessionIds = main.sessionIds;
  // coaches[1] teaches another schedule.
  const other = await seedSchedule(app, orgId, {
    name: 'Putting lab',
    trainer_user_id: coaches[1]!.id,
    sessions: [{ starts_at: '2026-12-02T09:00:00Z', ends_at: '2026-12-02T10:00:00Z' }],
  });
  otherScheduleId = other.scheduleId;
  otherSessionId = other.sessionIds[0]!;

  enrolments = [];
  for (const agent of agents) {
    const res = await agent.post(E, { schedule_id: scheduleId });
    expect(res.statusCode).toBe(201);
    enrolments.push(res.json());
  }
  for (const e of enrolments.slice(0, 2)) await office.post(`${E}/${e.id}/approve`, {});
  await office.post(`${E}/${enrolments[3]!.id}/withdraw`, {});
  otherEnrolment = (await agents[0]!.post(E, { schedule_id: otherScheduleId })).json();
  await office.post(`${E}/${otherEnrolment.id}/approve`, {});
}, 60_000);
afterAll(() => t.close());

const mark = (agent: Agent, sessionId: number, enrollmentId: number, status = 'present') =>
  agent.post(`${A}/mark`, { session_id: sessionId, enrollment_id: enrollmentId, status });

describe('taking attendance', () => {
  test('not before the session starts', async () => {
    const res = await mark(coachAgents[0]!, sessionIds[0]!, enrolments[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Start the session before taking attendance');
    await setSession(sessionIds[2]!, 'cancelled');
    expect((await mark(office, sessionIds[2]!, enrolments[0]!.id)).statusCode).toBe(409);
  });

  test("the session's trainer marks with one tap; a second tap changes the same row", async () => {
    await setSession(sessionIds[0]!, 'in_progress');
    const first = await mark(coachAgents[0]!, sessionIds[0]!, enrolments[0]!.id, 'late');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      session_id: sessionIds[0],
      session_date: '2026-12-01',
      start_time: '10:00',
      session_number: 1,
      schedule_id: scheduleId,
      schedule_name: 'Winter short game',
      enrollment_id: enrolments[0]!.id,
      candidate_id: enrolments[0]!.candidate_id,
      candidate_name: 'Learner Player1',
      status: 'late',
      marked_by: coaches[0]!.id,
      marked_at: NOW.toISOString(),
    });
    const second = await mark(coachAgents[0]!, sessionIds[0]!, enrolments[0]!.id, 'present');
    expect(second.json()).toMatchObject({ id: first.json().id, status: 'present' });
    const rows = await run(
      app,
      orgId,
      sql`SELECT status FROM academy_attendance WHERE session_id = ${sessionIds[0]!} AND enrollment_id = ${enrolments[0]!.id}`,
    );
    expect(rows).toEqual([{ status: 'present' }]);
  });

  test('POST /attendance records once and answers 409 for a second', async () => {
    const made = await coachAgents[0]!.post(A, {
      session_id: sessionIds[0],
      enrollment_id: enrolments[1]!.id,
      status: 'absent',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().status).toBe('absent');
    const again = await office.post(A, {
      session_id: sessionIds[0],
      enrollment_id: enrolments[1]!.id,
      status: 'present',
    });
    expect(again.statusCode).toBe(409);
    expect((await office.get(`${A}/${made.json().id}`)).json().status).toBe('absent');
  });

  test("only approved or completed enrolments of the session's schedule", async () => {
    const pending = await mark(office, sessionIds[0]!, enrolments[2]!.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('A pending enrolment cannot be marked at a session');
    const withdrawn = await mark(office, sessionIds[0]!, enrolments[3]!.id);
    expect(withdrawn.statusCode).toBe(409);
    const elsewhere = await mark(office, sessionIds[0]!, otherEnrolment.id);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe("That enrolment is not in this session's schedule");
    expect((await mark(office, sessionIds[0]!, 999999)).statusCode).toBe(400);
    expect((await mark(office, 999999, enrolments[0]!.id)).statusCode).toBe(404);
    expect((await mark(office, sessionIds[0]!, enrolments[0]!.id, 'asleep')).statusCode).toBe(400);
  });

  test('another trainer may not mark; a member may not at all', async () => {
    const res = await mark(coachAgents[1]!, sessionIds[0]!, enrolments[0]!.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only the session's trainer or the office can do this");
    expect((await mark(agents[0]!, sessionIds[0]!, enrolments[0]!.id)).statusCode).toBe(403);
    // coaches[1] marks at their own session.
    await setSession(otherSessionId, 'completed');
    expect((await mark(coachAgents[1]!, otherSessionId, otherEnrolment.id)).statusCode).toBe(200);
  });

  test('participation and progress are rated 1 to 5, by the trainer or the office', async () => {
    const row = (await mark(office, sessionIds[0]!, enrolments[0]!.id)).json();
    const rated = await coachAgents[0]!.post(`${A}/${row.id}/participation`, {
      participation_level: 4,
      progress_rating: 5,
      trainer_notes: 'Good tempo',
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      participation_level: 4,
      progress_rating: 5,
      trainer_notes: 'Good tempo',
      status: 'present',
    });
    for (const bad of [
      { progress_rating: 6 },
      { participation_level: 0 },
      { progress_rating: 2.5 },
    ]) {
      expect((await office.post(`${A}/${row.id}/participation`, bad)).statusCode).toBe(400);
    }
    expect(
      (await coachAgents[1]!.post(`${A}/${row.id}/participation`, { progress_rating: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await office.get(`${A}/${row.id}`)).json().progress_rating).toBe(5);
    // Only the field sent changes.
    const partly = await office.post(`${A}/${row.id}/participation`, { participation_level: 3 });
    expect(partly.json()).toMatchObject({ participation_level: 3, progress_rating: 5 });
  });

  test('PUT changes the status or notes; DELETE removes a mark', async () => {
    const row = (await mark(office, sessionIds[0]!, enrolments[1]!.id, 'absent')).json();
    const put = await coachAgents[0]!.put(`${A}/${row.id}`, {
      status: 'excused',
      trainer_notes: 'Ill',
    });
    expect(put.json()).toMatchObject({ status: 'excused', trainer_notes: 'Ill' });
    expect((await coachAgents[1]!.put(`${A}/${row.id}`, { status: 'present' })).statusCode).toBe(
      403,
    );
    expect((await coachAgents[1]!.delete(`${A}/${row.id}`)).statusCode).toBe(403);
    expect((await coachAgents[0]!.delete(`${A}/${row.id}`)).statusCode).toBe(204);
    expect((await office.get(`${A}/${row.id}`)).statusCode).toBe(404);
    // Marked again for the report below.
    expect((await mark(office, sessionIds[0]!, enrolments[1]!.id, 'absent')).statusCode).toBe(200);
  });
});

describe('reading attendance', () => {
  beforeAll(async () => {
    await setSession(sessionIds[1]!, 'completed');
    await mark(office, sessionIds[1]!, enrolments[0]!.id, 'present');
    await mark(office, sessionIds[1]!, enrolments[1]!.id, 'late');
  });

  test("the office's report: newest session first, filtered, paged with X-Total-Count", async () => {
    const all = await office.get(`${A}?schedule_id=${scheduleId}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    const rows = all.json() as { session_id: number; session_number: number }[];
    expect(rows.map((r) => r.session_id)).toEqual([
      sessionIds[1],
      sessionIds[1],
      sessionIds[0],
      sessionIds[0],
    ]);
    expect(rows[0]!.session_number).toBe(2);

    const page = await office.get(`${A}?schedule_id=${scheduleId}&limit=3&offset=2`);
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json()).toHaveLength(2);

    const one = await office.get(
      `${A}?candidate_id=${enrolments[1]!.candidate_id}&session_id=${sessionIds[1]}`,
    );
    expect(one.json()).toMatchObject([{ status: 'late' }]);

    const dated = await office.get(`${A}?start_date=2026-12-08&end_date=2026-12-08`);
    expect(
      (dated.json() as { session_id: number }[]).every((r) => r.session_id === sessionIds[1]),
    ).toBe(true);
    expect(dated.headers['x-total-count']).toBe('2');

    const tooLong = await office.get(`${A}?start_date=2026-01-01&end_date=2027-01-03`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 366 days$/);
    expect((await office.get(`${A}?start_date=2026-12-09&end_date=2026-12-08`)).statusCode).toBe(
      400,
    );
    expect((await agents[0]!.get(A)).statusCode).toBe(403);
  });

  test('a member sees their own attendance only', async () => {
    const own = await agents[0]!.get(`${A}/candidate/${enrolments[0]!.candidate_id}`);
    expect(own.statusCode).toBe(200);
    // In time order, across schedules (Putting lab on 2 Dec).
    expect((own.json() as { session_id: number }[]).map((r) => r.session_id)).toEqual([
      sessionIds[0],
      otherSessionId,
      sessionIds[1],
    ]);
    const byEnrolment = await agents[0]!.get(`${A}/enrollment/${enrolments[0]!.id}`);
    expect(byEnrolment.json()).toHaveLength(2);
    expect((await agents[0]!.get(`${A}/${own.json()[0].id}`)).statusCode).toBe(200);

    const theirs = (await office.get(`${A}/enrollment/${enrolments[1]!.id}`)).json();
    expect(theirs).toHaveLength(2);
    expect((await agents[0]!.get(`${A}/candidate/${enrolments[1]!.candidate_id}`)).statusCode).toBe(
      404,
    );
    expect((await agents[0]!.get(`${A}/enrollment/${enrolments[1]!.id}`)).statusCode).toBe(404);
    expect((await agents[0]!.get(`${A}/${theirs[0].id}`)).statusCode).toBe(404);
  });
});
