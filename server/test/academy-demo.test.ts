// The demo club's academy: every state on show, within its rules, seeded once.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { seedDemoAcademy } from '../src/demo-academy';
import { createTestApp, signIn, type TestApp } from './helpers';
import { createMembers } from './tee-sheet-fixtures';

const NOW = new Date('2026-11-24T08:00:00Z');

let t: TestApp;
let app: FastifyInstance;
afterAll(() => t.close());

test('the demo academy has schedules in every state, keeps its rules, and is seeded once', async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  const admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  const org = me.organization_id as number;
  const [trainer, ...members] = await createMembers(app, org, 'academy-demo', 3);
  const query = <T>(q: ReturnType<typeof sql>) =>
    app.withOrg(org, async (tx) => rowsOf<T>(await tx.execute(q)));
  const [course] = await query<{ id: number }>(
    sql`INSERT INTO courses (organization_id, name) VALUES (${org}, 'Demo Links') RETURNING id`,
  );
  const seed = () =>
    app.withOrg(org, (tx) =>
      seedDemoAcademy(tx, {
        organizationId: org,
        timezone: 'Europe/London',
        now: NOW,
        trainerUserId: trainer!.id,
        officeUserId: me.id,
        memberIds: members.map((m) => m.id),
        courseId: course!.id,
      }),
    );
  const first = await seed();
  expect(first).toEqual({
    schedules: 5,
    sessions: 16,
    enrollments: 12,
    attendance: expect.any(Number),
    lessons: 4,
  });
  expect(first.attendance).toBeGreaterThan(10);
  expect(await seed()).toEqual({
    schedules: 0,
    sessions: 0,
    enrollments: 0,
    attendance: 0,
    lessons: 0,
  });

  const statuses = await query<{ status: string }>(
    sql`SELECT DISTINCT status FROM academy_schedules ORDER BY 1`,
  );
  expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'completed', 'draft', 'published']);

  // Places: live enrolments never above the maximum.
  const over = await query<{ id: number }>(sql`SELECT s.id FROM academy_schedules s
    WHERE (SELECT count(*) FROM academy_enrollments e WHERE e.schedule_id = s.id
      AND e.status IN ('pending', 'approved')) > s.max_participants`);
  expect(over).toEqual([]);

  // A trainer never teaches two sessions at once.
  const clashes = await query<{ a: number }>(sql`SELECT a.id AS a FROM academy_sessions a
    JOIN academy_sessions b ON a.trainer_id = b.trainer_id AND a.id < b.id
      AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at
    WHERE a.status <> 'cancelled' AND b.status <> 'cancelled'`);
  expect(clashes).toEqual([]);

  // Attendance only for approved or completed enrolments, at sessions held, of their schedule.
  const stray = await query<{ id: number }>(sql`SELECT a.id FROM academy_attendance a
    JOIN academy_sessions s ON s.id = a.session_id
    JOIN academy_enrollments e ON e.id = a.enrollment_id
    WHERE e.schedule_id <> s.schedule_id OR s.status <> 'completed'
      OR e.status NOT IN ('approved', 'completed') OR e.candidate_id <> a.candidate_id`);
  expect(stray).toEqual([]);

  // The trainer's account has a session to run today (10:00 on the club's clock).
  const today = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM academy_sessions s
    JOIN academy_trainers tr ON tr.id = s.trainer_id
    WHERE tr.user_id = ${trainer!.id} AND s.status = 'scheduled'
      AND (s.starts_at AT TIME ZONE 'Europe/London')::date = '2026-11-24'`);
  expect(today[0]!.n).toBe(1);

  // Members pay the member price; each member is their own candidate with some progress.
  const prices = await query<{
    member: boolean;
    ok: boolean;
  }>(sql`SELECT c.user_id IS NOT NULL AS member,
      bool_and(e.price = CASE WHEN c.user_id IS NULL THEN s.price ELSE s.member_price END) AS ok
    FROM academy_enrollments e JOIN academy_candidates c ON c.id = e.candidate_id
    JOIN academy_schedules s ON s.id = e.schedule_id GROUP BY 1 ORDER BY 1`);
  expect(prices).toEqual([
    { member: false, ok: true },
    { member: true, ok: true },
  ]);
  const ratings = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM academy_attendance a
    JOIN academy_candidates c ON c.id = a.candidate_id
    WHERE c.user_id = ${members[0]!.id} AND a.progress_rating IS NOT NULL`);
  expect(ratings[0]!.n).toBeGreaterThanOrEqual(4);
});
