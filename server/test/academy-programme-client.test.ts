// The academy client's schedules, sessions and trainer schedule against the real server: every
// call's path, body and answer match the routes and the contract table.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createAcademyClient } from '../../shared-api/src/domains/academy/client';
import { ApiError } from '../../shared-api/src/http/errors';
import { rowsOf } from '../src/db/client';
import { httpOver } from './client-http';
import { createTestApp, signIn, type TestApp } from './helpers';

const NOW = new Date('2026-11-24T10:00:00Z');

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let planId: number;
let trainerId: number;

const insertId = (q: ReturnType<typeof sql>) =>
  app.withOrg(orgId, async (tx) => rowsOf<{ id: number }>(await tx.execute(q))[0]!.id);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  const admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  const typeId = await insertId(
    sql`INSERT INTO academy_training_types (organization_id, name) VALUES (${orgId}, 'Driving') RETURNING id`,
  );
  planId =
    await insertId(sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id)
    VALUES (${orgId}, 'Long game', ${typeId}) RETURNING id`);
  trainerId =
    await insertId(sql`INSERT INTO academy_trainers (organization_id, first_name, last_name)
    VALUES (${orgId}, 'Tess', 'Tee') RETURNING id`);
});
afterAll(() => t.close());

test('the office runs a schedule from draft to completed through the client', async () => {
  const api = createAcademyClient(httpOver(await signIn(app)));
  const made = await api.schedules.create({
    name: 'Driving range course',
    training_plan_id: planId,
    trainer_id: trainerId,
    start_date: '2026-12-01',
    end_date: '2026-12-31',
    max_participants: 6,
    total_sessions: 2,
    price: 8000,
    member_price: 6000,
  });
  expect(made).toMatchObject({ status: 'draft', trainer_name: 'Tess Tee' });
  expect(await api.schedules.update(made.id, { location: 'Range' })).toMatchObject({
    location: 'Range',
  });

  const first = await api.sessions.create({
    schedule_id: made.id,
    session_date: '2026-12-02',
    start_time: '09:00',
    end_time: '10:00',
  });
  const second = await api.sessions.create({
    schedule_id: made.id,
    session_date: '2026-12-09',
    start_time: '09:00',
    end_time: '10:00',
  });
  const spare = await api.sessions.create({
    schedule_id: made.id,
    session_date: '2026-12-16',
    start_time: '09:00',
    end_time: '10:00',
  });
  await api.sessions.remove(spare.id);
  expect(
    await api.sessions.update(second.id, { start_time: '10:00', end_time: '11:00' }),
  ).toMatchObject({ start_time: '10:00', session_number: 2 });

  expect((await api.schedules.publish(made.id)).status).toBe('published');
  expect((await api.schedules.active()).map((s) => s.id)).toContain(made.id);
  expect((await api.schedules.list()).map((s) => s.id)).toContain(made.id);
  expect((await api.schedules.byStatus('published')).map((s) => s.id)).toEqual([made.id]);
  expect((await api.schedules.byTrainer(trainerId)).map((s) => s.id)).toEqual([made.id]);
  expect((await api.schedules.byPlan(planId)).map((s) => s.id)).toEqual([made.id]);
  expect(
    (await api.schedules.inRange({ start_date: '2026-12-31', end_date: '2027-01-31' })).length,
  ).toBe(1);

  expect((await api.sessions.start(first.id)).status).toBe('in_progress');
  expect((await api.sessions.complete(first.id, 'Grip and stance')).notes).toBe('Grip and stance');
  expect((await api.sessions.cancel(second.id, 'Frost')).cancel_reason).toBe('Frost');
  // The last open session was cancelled after one was held: the course is over.
  expect((await api.schedules.get(made.id)).status).toBe('completed');

  expect((await api.schedules.sessions(made.id)).map((s) => s.status)).toEqual([
    'completed',
    'cancelled',
  ]);
  expect(await api.schedules.enrollments(made.id)).toEqual([]);
  expect(await api.schedules.summary(made.id)).toMatchObject({
    sessions: { planned: 2, completed: 1, cancelled: 1, scheduled: 0, in_progress: 0 },
  });
  expect((await api.sessions.list()).length).toBe(2);
  expect((await api.sessions.get(first.id)).session_date).toBe('2026-12-02');
  expect((await api.sessions.byStatus('completed')).map((s) => s.id)).toEqual([first.id]);
  expect((await api.sessions.byTrainer(trainerId)).length).toBe(2);
  expect((await api.sessions.onDate('2026-12-09')).map((s) => s.id)).toEqual([second.id]);
  expect(
    (await api.sessions.inRange({ start_date: '2026-12-01', end_date: '2026-12-05' })).map(
      (s) => s.id,
    ),
  ).toEqual([first.id]);
  expect(await api.sessions.attendance(first.id)).toEqual([]);
  const diary = await api.trainerSchedule(trainerId, {
    start_date: '2026-12-01',
    end_date: '2026-12-31',
  });
  expect(diary.sessions.map((s) => s.id)).toEqual([first.id, second.id]);
  expect((await api.trainerSchedule(trainerId)).start_date).toBe('2026-11-24');

  const draft = await api.schedules.create({
    name: 'Scrapped',
    training_plan_id: planId,
    trainer_id: trainerId,
    start_date: '2027-01-01',
    end_date: '2027-01-31',
    max_participants: 6,
    total_sessions: 1,
    price: 0,
    member_price: 0,
  });
  expect((await api.schedules.cancel(draft.id, 'Not enough interest')).status).toBe('cancelled');
  const refused = await api.schedules.remove(draft.id).then(
    () => null,
    (e: unknown) => e,
  );
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(409);
});
