/**
 * The academy's notices (docs/academy.md, "Notices"): who is told of an approval, a cancelled or
 * moved session and a cancelled schedule, and the reminder job the day before, which sends once
 * and nothing for a session moved or cancelled since it was queued. Sessions are switched by SQL
 * and the notices called as the programme's routes call them once their change has committed.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@fairway/shared-api/contract';
import type { MailMessage } from '../src/plugins/platform/mail';
import { deliverEmail } from '../src/modules/notifications';
import {
  REMINDER_JOB,
  queueSessionReminder,
  tellScheduleCancelled,
  tellSessionCancelled,
  tellSessionMoved,
  type ReminderJob,
} from '../src/modules/academy/notices';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { run, seedOutsider, seedSchedule } from './support/academy-enrolment-fixtures';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

const E = '/api/settings/academy/enrollments';
// Friday 20 November 2026, 10:00 in London (GMT, so the club's clock reads UTC).
const START = new Date('2026-11-20T10:00:00Z');

let clock = START;
let t: TestApp;
let app: FastifyInstance;
let office: Agent;
let orgId: number;
let members: Member[];
let agents: Agent[];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  app = t.app;
  office = await signIn(app);
  orgId = (await office.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'pupil', 4);
  agents = await Promise.all(members.map((m) => signInMember(app, m)));
}, 60_000);
afterAll(() => t.close());
afterEach(() => {
  clock = START;
});

type Told = { user_id: number; title: string; body: string; link: string | null };

/** Notices of a kind about one schedule, by user. */
const told = (typeId: number, scheduleId: number) =>
  run<Told>(
    app,
    orgId,
    sql`SELECT user_id, title, body, link FROM notifications
         WHERE notification_type_id = ${typeId} AND (data->>'schedule_id')::int = ${scheduleId}
         ORDER BY user_id, id`,
  );
const whom = async (typeId: number, scheduleId: number) =>
  (await told(typeId, scheduleId)).map((n) => n.user_id);

/**
 * A schedule with sessions on Tue 1 Dec and Tue 8 Dec at 10:00: members 0 and 1 approved, member
 * 2 pending, member 3 withdrawn, and someone without an account approved.
 */
async function course(name: string) {
  const seeded = await seedSchedule(app, orgId, {
    name,
    sessions: [
      { starts_at: '2026-12-01T10:00:00Z', ends_at: '2026-12-01T11:00:00Z' },
      { starts_at: '2026-12-08T10:00:00Z', ends_at: '2026-12-08T11:30:00Z' },
    ],
  });
  const ids: number[] = [];
  for (const agent of agents) {
    const res = await agent.post(E, { schedule_id: seeded.scheduleId });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
  for (const id of ids.slice(0, 2)) await office.post(`${E}/${id}/approve`, {});
  await agents[3]!.post(`${E}/${ids[3]}/withdraw`, {});
  const outsider = await seedOutsider(app, orgId, 'No', 'Account');
  const out = await office.post(E, { schedule_id: seeded.scheduleId, candidate_id: outsider });
  await office.post(`${E}/${out.json().id}/approve`, {});
  return { ...seeded, enrolmentIds: ids };
}

const T = NOTIFICATION_TYPES;
const ids = (...i: number[]) => i.map((n) => members[n]!.id).sort((a, b) => a - b);

test('approving an enrolment tells that member, naming the schedule and the first session', async () => {
  const { scheduleId } = await course('Winter short game');
  expect(await whom(T.academy_enrollment_approved, scheduleId)).toEqual(ids(0, 1));
  const bell = await agents[0]!.get(`/api/settings/notifications/${members[0]!.id}`);
  expect(bell.statusCode).toBe(200);
  expect(bell.json()[0]).toMatchObject({
    notification_type_id: T.academy_enrollment_approved,
    title: 'Your place in Winter short game is confirmed',
    body: 'Winter short game runs from Tue 1 Dec to Thu 31 Dec. Your first session is on Tue 1 Dec at 10:00.',
    link: '/academy/mine',
    data: { schedule_id: scheduleId, session_number: 1, date: '2026-12-01', start_time: '10:00' },
  });
});

test('a cancelled session tells the approved members, with the reason', async () => {
  const { scheduleId, sessionIds } = await course('Cancel a session');
  await run(
    app,
    orgId,
    sql`UPDATE academy_sessions SET status = 'cancelled', cancel_reason = 'Storm', cancelled_at = now()
         WHERE id = ${sessionIds[0]!}`,
  );
  await tellSessionCancelled(app, orgId, sessionIds[0]!);
  const notices = await told(T.academy_session_cancelled, scheduleId);
  expect(notices.map((n) => n.user_id)).toEqual(ids(0, 1));
  expect(notices[0]).toMatchObject({
    title: 'Session 1 of Cancel a session on Tue 1 Dec at 10:00 is cancelled',
    body: 'Session 1 of Cancel a session on Tue 1 Dec at 10:00 will not take place. Reason: Storm.',
    link: '/academy/mine',
  });

  // Its e-mail, as the e-mail job renders it.
  const [row] = await run<{ id: number }>(
    app,
    orgId,
    sql`SELECT id FROM notifications WHERE user_id = ${members[0]!.id}
         AND notification_type_id = ${T.academy_session_cancelled} ORDER BY id DESC LIMIT 1`,
  );
  const sent: MailMessage[] = [];
  const send = jest.spyOn(app.mail, 'send').mockImplementation(async (m: MailMessage) => {
    sent.push(m);
  });
  try {
    expect(await deliverEmail(app, { notification_id: row!.id }, orgId)).toEqual({ sent: true });
  } finally {
    send.mockRestore();
  }
  expect(sent[0]).toMatchObject({
    to: members[0]!.email,
    subject: 'Cancelled: Session 1 of Cancel a session on Tue 1 Dec at 10:00',
  });
  expect(sent[0]!.text).toContain('Reason: Storm.');
  expect(sent[0]!.text).toContain('Date: Tuesday 1 December 2026');
  expect(sent[0]!.text).toContain('/academy/mine');
});

test('a moved session tells the pending and approved members its new time', async () => {
  const { scheduleId, sessionIds } = await course('Move a session');
  await run(
    app,
    orgId,
    sql`UPDATE academy_sessions SET starts_at = '2026-12-09T14:00:00Z', ends_at = '2026-12-09T15:00:00Z'
         WHERE id = ${sessionIds[1]!}`,
  );
  await tellSessionMoved(app, orgId, sessionIds[1]!);
  const notices = await told(T.academy_session_moved, scheduleId);
  expect(notices.map((n) => n.user_id)).toEqual(ids(0, 1, 2));
  expect(notices[0]).toMatchObject({
    title: 'Session 2 of Move a session has moved',
    body: 'Session 2 of Move a session is now on Wed 9 Dec at 14:00 until 15:00.',
  });
});

test('a cancelled schedule tells those it withdrew, not those who had left before', async () => {
  const { scheduleId } = await course('Cancel a course');
  await run(
    app,
    orgId,
    sql`WITH s AS (UPDATE academy_schedules SET status = 'cancelled', cancel_reason = 'Coach ill',
                     cancelled_at = '2026-11-21T09:00:00Z' WHERE id = ${scheduleId} RETURNING id)
        UPDATE academy_enrollments SET status = 'withdrawn', withdraw_reason = 'Coach ill',
               withdrawn_at = '2026-11-21T09:00:00Z'
         WHERE schedule_id = ${scheduleId} AND status IN ('pending', 'approved')`,
  );
  await tellScheduleCancelled(app, orgId, scheduleId);
  const notices = await told(T.academy_schedule_cancelled, scheduleId);
  expect(notices.map((n) => n.user_id)).toEqual(ids(0, 1, 2));
  expect(notices[0]).toMatchObject({
    title: 'Cancel a course is cancelled',
    body: 'Cancel a course (from Tue 1 Dec to Thu 31 Dec) is cancelled and your enrolment is withdrawn. Reason: Coach ill.',
  });
});

describe('the reminder the day before', () => {
  async function runJob(data: ReminderJob) {
    const id = await app.jobs.enqueue(REMINDER_JOB, data, { organizationId: orgId });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const status = await app.jobs.status(id, orgId);
      if (status?.state === 'completed' || status?.state === 'failed') return status;
      if (Date.now() > deadline) throw new Error('the reminder job did not finish');
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const job = (sessionId: number, startsAt: string): ReminderJob => ({
    session_id: sessionId,
    starts_at: startsAt,
  });

  test('sends once to the approved members, 24 hours before', async () => {
    const { scheduleId, sessionIds } = await course('Remind me');
    clock = new Date('2026-12-07T10:00:00Z');
    const first = await runJob(job(sessionIds[1]!, '2026-12-08T10:00:00.000Z'));
    expect(first).toMatchObject({ state: 'completed', result: { sent: 2 } });
    const notices = await told(T.academy_session_reminder, scheduleId);
    expect(notices.map((n) => n.user_id)).toEqual(ids(0, 1));
    expect(notices[0]).toMatchObject({
      title: 'Reminder: Session 2 of Remind me tomorrow at 10:00',
      body: expect.stringContaining('Session 2 of Remind me is on Tue 8 Dec at 10:00'),
      link: '/academy/mine',
    });
    const [session] = await run<{ reminder_sent_at: string | null }>(
      app,
      orgId,
      sql`SELECT reminder_sent_at FROM academy_sessions WHERE id = ${sessionIds[1]!}`,
    );
    expect(session!.reminder_sent_at).not.toBeNull();

    // A second job for the same session (queued twice) sends nothing more.
    const second = await runJob(job(sessionIds[1]!, '2026-12-08T10:00:00.000Z'));
    expect(second!.result).toMatchObject({ sent: 0 });
    expect(await told(T.academy_session_reminder, scheduleId)).toHaveLength(2);
  });

  test('nothing for a session moved or cancelled since the job was queued', async () => {
    const { scheduleId, sessionIds } = await course('Remind moved');
    clock = new Date('2026-12-07T12:00:00Z');
    await run(
      app,
      orgId,
      sql`UPDATE academy_sessions SET starts_at = '2026-12-09T10:00:00Z', ends_at = '2026-12-09T11:00:00Z'
           WHERE id = ${sessionIds[1]!}`,
    );
    const moved = await runJob(job(sessionIds[1]!, '2026-12-08T10:00:00.000Z'));
    expect(moved!.result).toMatchObject({ sent: 0 });

    clock = new Date('2026-11-30T12:00:00Z');
    await run(
      app,
      orgId,
      sql`UPDATE academy_sessions SET status = 'cancelled' WHERE id = ${sessionIds[0]!}`,
    );
    const cancelled = await runJob(job(sessionIds[0]!, '2026-12-01T10:00:00.000Z'));
    expect(cancelled!.result).toMatchObject({ sent: 0 });
    expect(await told(T.academy_session_reminder, scheduleId)).toEqual([]);

    // The moved session's own reminder (queued at the move) still goes out.
    clock = new Date('2026-12-08T12:00:00Z');
    const ok = await runJob(job(sessionIds[1]!, '2026-12-09T10:00:00.000Z'));
    expect(ok!.result).toMatchObject({ sent: 2 });
  });

  test('too early: sends nothing and queues itself again for the day before', async () => {
    const { scheduleId, sessionIds } = await course('Remind later');
    const early = await runJob(job(sessionIds[0]!, '2026-12-01T10:00:00.000Z'));
    expect(early!.result).toMatchObject({ sent: 0, reason: 'Not due yet: queued again' });
    expect(await told(T.academy_session_reminder, scheduleId)).toEqual([]);
    const waiting = await run<{ n: number }>(
      app,
      orgId,
      sql`SELECT count(*)::int AS n FROM jobs WHERE name = ${REMINDER_JOB} AND state = 'waiting'
           AND (data->>'session_id')::int = ${sessionIds[0]!}`,
    );
    expect(waiting[0]!.n).toBe(1);
  });

  test('queueing a session reminder queues one delayed job; none for a session not scheduled', async () => {
    const { sessionIds } = await course('Queue me');
    await queueSessionReminder(app, orgId, sessionIds[1]!);
    await run(
      app,
      orgId,
      sql`UPDATE academy_sessions SET status = 'in_progress' WHERE id = ${sessionIds[0]!}`,
    );
    await queueSessionReminder(app, orgId, sessionIds[0]!);
    const queued = await run<{ session_id: number; starts_at: string }>(
      app,
      orgId,
      sql`SELECT (data->>'session_id')::int AS session_id, data->>'starts_at' AS starts_at
            FROM jobs WHERE name = ${REMINDER_JOB} AND state = 'waiting'
             AND (data->>'session_id')::int IN (${sessionIds[0]!}, ${sessionIds[1]!})`,
    );
    expect(queued).toEqual([{ session_id: sessionIds[1], starts_at: '2026-12-08T10:00:00.000Z' }]);
  });
});
