// The academy's catalogue and basic-trainings clients against the real server: every call's path,
// body and answer match the routes and the contract table (client-http.ts checks each answer).
import type { FastifyInstance } from 'fastify';
import {
  createAcademyClient,
  createTrainingsClient,
} from '../../shared-api/src/domains/academy/client';
import { ApiError } from '../../shared-api/src/http/errors';
import { httpOver } from './client-http';
import { createTestApp, signIn, type TestApp } from './helpers';
import {
  OLD_COURSE,
  createMembers,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

const NOW = new Date('2026-11-24T10:00:00Z');

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let member: Member;
let courseId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  const admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  [member] = (await createMembers(app, orgId, 'academyclient', 1)) as [Member];
  courseId = await seedCourse(app, orgId, { name: 'Old Course', ...OLD_COURSE });
});
afterAll(() => t.close());

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

test('the office sets up trainers, types, plans, candidates and notes through the client', async () => {
  const office = createAcademyClient(httpOver(await signIn(app)));
  const mine = createAcademyClient(httpOver(await signInMember(app, member)));

  const coach = await office.trainers.create({
    first_name: 'Pia',
    last_name: 'Pro',
    specialty: 'Putting',
    user_id: member.id,
  });
  expect(coach.name).toBe('Pia Pro');
  expect(await office.trainers.get(coach.id)).toMatchObject({ specialty: 'Putting' });
  expect((await office.trainers.update(coach.id, { hourly_rate: 5000 })).hourly_rate).toBe(5000);
  expect((await office.trainers.list({ user_id: member.id })).map((x) => x.id)).toEqual([coach.id]);
  expect((await mine.trainers.active()).map((x) => x.id)).toEqual([coach.id]);
  expect((await mine.trainers.bySpecialty('putt')).map((x) => x.id)).toEqual([coach.id]);

  const type = await office.trainingTypes.create({ name: 'Putting' });
  expect(
    (await office.trainingTypes.update(type.id, { description: 'On the green' })).description,
  ).toBe('On the green');
  expect(await office.trainingTypes.get(type.id)).toMatchObject({ name: 'Putting' });
  expect((await mine.trainingTypes.list()).map((x) => x.id)).toEqual([type.id]);
  expect((await mine.trainingTypes.active()).map((x) => x.id)).toEqual([type.id]);
  const dup = await failure(office.trainingTypes.create({ name: 'PUTTING' }));
  expect([dup.status, dup.message]).toEqual([409, 'A training type named PUTTING already exists']);

  const plan = await office.trainingPlans.create({
    name: 'Lag putting',
    training_type_id: type.id,
  });
  expect(plan.training_type_name).toBe('Putting');
  expect((await office.trainingPlans.update(plan.id, { level: 'advanced' })).level).toBe(
    'advanced',
  );
  expect(await mine.trainingPlans.get(plan.id)).toMatchObject({ name: 'Lag putting' });
  expect((await mine.trainingPlans.list()).map((x) => x.id)).toEqual([plan.id]);
  expect((await mine.trainingPlans.active()).map((x) => x.id)).toEqual([plan.id]);

  const cand = await office.candidates.create({
    first_name: 'Cy',
    last_name: 'Candidate',
    handicap: 12.3,
    user_id: member.id,
  });
  expect(cand.handicap).toBe(12.3);
  expect((await office.candidates.update(cand.id, { goals: 'Fewer putts' })).goals).toBe(
    'Fewer putts',
  );
  expect((await mine.candidates.list({ user_id: member.id })).map((x) => x.id)).toEqual([cand.id]);
  expect((await office.candidates.list({ q: 'cand' })).map((x) => x.id)).toEqual([cand.id]);
  expect((await office.candidates.active()).map((x) => x.id)).toEqual([cand.id]);
  expect((await mine.candidates.get(cand.id)).name).toBe('Cy Candidate');

  const note = await office.candidates.addNote(cand.id, { note: 'Keen' });
  expect(note).toMatchObject({ candidate_name: 'Cy Candidate', trainer_id: null });
  expect((await office.candidates.updateNote(cand.id, note.id, { note: 'Very keen' })).note).toBe(
    'Very keen',
  );
  expect((await office.candidates.note(cand.id, note.id)).note).toBe('Very keen');
  expect((await office.candidates.notes(cand.id)).map((n) => n.id)).toEqual([note.id]);
  expect(await office.trainers.notes(coach.id)).toEqual([]);
  await office.candidates.removeNote(cand.id, note.id);
  expect(await office.candidates.notes(cand.id)).toEqual([]);

  const refused = await failure(mine.trainers.remove(coach.id));
  expect(refused.status).toBe(403);
  await office.trainingPlans.remove(plan.id);
  await office.trainingTypes.remove(type.id);
  await office.candidates.remove(cand.id);
  await office.trainers.remove(coach.id);
  expect(await office.trainers.list()).toEqual([]);
});

test('a member asks for a lesson and accepts the office’s proposal through the client', async () => {
  const office = createTrainingsClient(httpOver(await signIn(app)));
  const mine = createTrainingsClient(httpOver(await signInMember(app, member)));

  const lesson = await office.create({ course_id: courseId, name: 'Chipping lesson', price: 4000 });
  expect(lesson.course_name).toBe('Old Course');
  expect((await office.update(lesson.id, { duration_minutes: 30 })).duration_minutes).toBe(30);
  expect(await mine.get(lesson.id)).toMatchObject({ name: 'Chipping lesson' });
  expect((await mine.list()).map((x) => x.id)).toEqual([lesson.id]);
  expect((await mine.byCourse(courseId)).map((x) => x.id)).toEqual([lesson.id]);

  const asked = await mine.requests.create({
    training_id: lesson.id,
    preferred_date: '2026-12-02',
  });
  expect(asked).toMatchObject({ status: 'REQUESTED', user_id: member.id });
  const offered = await office.requests.propose(asked.id, '2026-12-02T09:00:00Z', 'Range at 9');
  expect(offered.proposed_date).toBe('2026-12-02T09:00:00.000Z');
  const accepted = await mine.requests.update(asked.id, { status_id: 2 });
  expect(accepted).toMatchObject({
    status: 'CONFIRMED',
    training_date: '2026-12-02T09:00:00.000Z',
  });
  expect((await office.requests.setDate(asked.id, '2026-12-03T09:00:00Z')).training_date).toBe(
    '2026-12-03T09:00:00.000Z',
  );
  expect((await mine.requests.get(asked.id)).status_name).toBe('Confirmed');
  expect((await mine.requests.list()).map((x) => x.id)).toEqual([asked.id]);
  expect((await office.requests.byCourse(courseId)).map((x) => x.id)).toEqual([asked.id]);

  const inUse = await failure(office.remove(lesson.id));
  expect([inUse.status, inUse.message]).toEqual([
    409,
    'Chipping lesson is used by 1 request; deactivate it instead',
  ]);
  const spare = await office.create({ course_id: courseId, name: 'Spare' });
  await office.remove(spare.id);
  expect((await office.list()).map((x) => x.id)).toEqual([lesson.id]);
});
