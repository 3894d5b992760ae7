/**
 * Basic trainings (docs/academy.md, "Basic trainings"): a course's lessons, the requests members
 * make, every allowed and refused move of a request's status, who may see and do what, and the
 * club's flag. Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { writeFeatures } from '../src/modules/settings';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  OLD_COURSE,
  createMembers,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

const NOW = new Date('2026-11-24T10:00:00Z');
const T = '/api/settings/trainings';
const U = `${T}/users`;

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let members: Member[];
let member: Agent;
let other: Agent;
let coach: Agent;
let courseId: number;
let secondCourseId: number;
let trainerId: number;
let lesson: Row;

type Row = Record<string, unknown> & { id: number };
type Res = { statusCode: number; json: () => Record<string, unknown> };
const status = (res: Res) => [res.statusCode, res.json().message];

async function made(who: Agent, path: string, body: object): Promise<Row> {
  const res = await who.post(path, body);
  expect([res.statusCode, res.json().message]).toEqual([201, undefined]);
  return res.json() as Row;
}

const requestCount = () =>
  app.withOrg(orgId, async (tx) =>
    Number(
      rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM training_users`),
      )[0]!.n,
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'pupil', 2);
  member = await signInMember(app, members[0]!);
  other = await signInMember(app, members[1]!);
  const [trainerAccount] = await createMembers(app, orgId, 'teacher', 1, ['trainer']);
  coach = await signInMember(app, trainerAccount!);
  courseId = await seedCourse(app, orgId, { name: 'Old Course', ...OLD_COURSE });
  secondCourseId = await seedCourse(app, orgId, { name: 'New Course', ...OLD_COURSE });
  trainerId = (
    await made(admin, '/api/settings/academy/trainers', { first_name: 'Tia', last_name: 'Teach' })
  ).id;
  lesson = await made(admin, T, { course_id: courseId, name: 'First lesson', price: 2500 });
}, 60_000);
afterAll(() => t.close());

describe('trainings', () => {
  test('create, read, change and list them, by course; members see the active ones', async () => {
    const putting = await made(admin, T, {
      course_id: courseId,
      name: 'Putting basics',
      description: 'Read the green',
      trainer_id: trainerId,
      duration_minutes: 45,
      price: 3000,
      max_participants: 4,
    });
    expect(putting).toMatchObject({
      course_id: courseId,
      course_name: 'Old Course',
      name: 'Putting basics',
      description: 'Read the green',
      trainer_id: trainerId,
      trainer_name: 'Tia Teach',
      duration_minutes: 45,
      price: 3000,
      max_participants: 4,
      is_active: true,
    });
    expect(lesson).toMatchObject({
      trainer_id: null,
      trainer_name: null,
      duration_minutes: 60,
      max_participants: 1,
    });
    const elsewhere = await made(admin, T, { course_id: secondCourseId, name: 'Range session' });
    const retired = await made(admin, T, {
      course_id: courseId,
      name: 'Old drill',
      is_active: false,
    });

    const changed = await admin.put(`${T}/${putting.id}`, { price: 3500, trainer_id: null });
    expect(changed.json()).toMatchObject({
      price: 3500,
      trainer_id: null,
      trainer_name: null,
      name: 'Putting basics',
    });
    const moved = await admin.put(`${T}/${elsewhere.id}`, { course_id: courseId });
    expect(moved.json()).toMatchObject({ course_id: courseId, course_name: 'Old Course' });
    await admin.put(`${T}/${elsewhere.id}`, { course_id: secondCourseId });

    const names = (res: { json: () => Row[] }) => res.json().map((r) => r.name);
    expect(names(await admin.get(T))).toEqual([
      'First lesson',
      'Old drill',
      'Putting basics',
      'Range session',
    ]);
    expect(names(await admin.get(`${T}/course/${courseId}`))).toEqual([
      'First lesson',
      'Old drill',
      'Putting basics',
    ]);
    expect(names(await member.get(`${T}/course/${courseId}`))).toEqual([
      'First lesson',
      'Putting basics',
    ]);
    expect(names(await member.get(T))).toEqual(['First lesson', 'Putting basics', 'Range session']);
    expect((await member.get(`${T}/${retired.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${T}/${retired.id}`)).json().name).toBe('Old drill');
    expect(status(await admin.get(`${T}/course/999999`))).toEqual([404, 'Course not found']);
  });

  test('the course and trainer must exist; nothing changes on refusal; members cannot manage', async () => {
    const before = (await admin.get(T)).json();
    expect(status(await admin.post(T, { course_id: 999_999, name: 'Nowhere' }))).toEqual([
      400,
      'course_id: no such course',
    ]);
    expect(
      status(await admin.post(T, { course_id: courseId, name: 'Ghost', trainer_id: 999_999 })),
    ).toEqual([400, 'trainer_id: no such trainer']);
    expect(status(await admin.put(`${T}/${lesson.id}`, { course_id: 999_999 }))).toEqual([
      400,
      'course_id: no such course',
    ]);
    expect(status(await admin.post(T, { course_id: courseId, name: 'Free', price: -1 }))).toEqual([
      400,
      'body.price: price cannot be negative',
    ]);
    expect(status(await admin.put(`${T}/${lesson.id}`, {}))[0]).toBe(400);
    expect((await member.post(T, { course_id: courseId, name: 'Mine' })).statusCode).toBe(403);
    expect((await member.put(`${T}/${lesson.id}`, { price: 0 })).statusCode).toBe(403);
    expect((await coach.delete(`${T}/${lesson.id}`)).statusCode).toBe(403);
    expect((await admin.get(T)).json()).toEqual(before);
  });

  test('a training with requests is not deleted; one without is', async () => {
    const asked = await made(admin, T, { course_id: courseId, name: 'Asked for' });
    await made(member, U, { training_id: asked.id });
    await made(other, U, { training_id: asked.id });
    expect(status(await admin.delete(`${T}/${asked.id}`))).toEqual([
      409,
      'Asked for is used by 2 requests; deactivate it instead',
    ]);
    const unused = await made(admin, T, { course_id: courseId, name: 'Unused' });
    expect((await admin.delete(`${T}/${unused.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${T}/${unused.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${T}/${unused.id}`)).statusCode).toBe(404);
  });
});

describe('requests', () => {
  test('a member requests for themselves; the office for anyone', async () => {
    const mine = await made(member, U, {
      training_id: lesson.id,
      preferred_date: '2026-12-03',
      notes: 'Mornings please',
    });
    expect(mine).toMatchObject({
      training_id: lesson.id,
      training_name: 'First lesson',
      course_id: courseId,
      course_name: 'Old Course',
      user_id: members[0]!.id,
      user_name: 'Pupil Player1',
      status_id: 1,
      status: 'REQUESTED',
      status_name: 'Requested',
      preferred_date: '2026-12-03',
      training_date: null,
      proposed_date: null,
      proposal_note: null,
      notes: 'Mornings please',
    });
    const forOther = await made(admin, U, { training_id: lesson.id, user_id: members[1]!.id });
    expect(forOther).toMatchObject({
      user_id: members[1]!.id,
      user_name: 'Pupil Player2',
      status: 'REQUESTED',
    });

    const before = await requestCount();
    expect(
      status(await member.post(U, { training_id: lesson.id, user_id: members[1]!.id })),
    ).toEqual([403, 'Only the office can request a training for someone else']);
    expect(status(await admin.post(U, { training_id: lesson.id, user_id: 999_999 }))).toEqual([
      400,
      'user_id: no such user',
    ]);
    expect(status(await member.post(U, { training_id: 999_999 }))).toEqual([
      400,
      'training_id: no such training',
    ]);
    const retired = await made(admin, T, {
      course_id: courseId,
      name: 'Retired',
      is_active: false,
    });
    expect(status(await member.post(U, { training_id: retired.id }))).toEqual([
      400,
      'That training is not active',
    ]);
    expect(
      status(await member.post(U, { training_id: lesson.id, preferred_date: '2026-02-30' }))[0],
    ).toBe(400);
    expect(await requestCount()).toBe(before);
  });

  test('a member sees and changes only their own requests; the office sees all', async () => {
    const mine = await made(member, U, { training_id: lesson.id });
    const theirs = await made(other, U, { training_id: lesson.id });
    const elsewhere = await made(admin, T, { course_id: secondCourseId, name: 'Elsewhere' });
    const mineElsewhere = await made(member, U, { training_id: elsewhere.id });

    const ids = (res: { json: () => Row[] }) => res.json().map((r) => r.id);
    const memberIds = ids(await member.get(U));
    expect(memberIds).toEqual(expect.arrayContaining([mine.id, mineElsewhere.id]));
    expect(memberIds).not.toContain(theirs.id);
    expect((await member.get(U)).json().every((r: Row) => r.user_id === members[0]!.id)).toBe(true);
    expect(ids(await admin.get(U))).toEqual(
      expect.arrayContaining([mine.id, theirs.id, mineElsewhere.id]),
    );
    expect(ids(await coach.get(U))).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    expect(ids(await member.get(`${U}/course/${secondCourseId}`))).toEqual([mineElsewhere.id]);
    const inFirst = ids(await admin.get(`${U}/course/${courseId}`));
    expect(inFirst).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(inFirst).not.toContain(mineElsewhere.id);

    expect((await member.get(`${U}/${mine.id}`)).json()).toMatchObject({ id: mine.id });
    expect(status(await member.get(`${U}/${theirs.id}`))).toEqual([
      404,
      'Training request not found',
    ]);
    expect((await member.put(`${U}/${theirs.id}`, { status_id: 3 })).statusCode).toBe(404);
    expect((await admin.get(`${U}/${theirs.id}`)).json().status).toBe('REQUESTED');

    // Newest first.
    expect(memberIds.indexOf(mineElsewhere.id)).toBeLessThan(memberIds.indexOf(mine.id));

    const noted = await member.put(`${U}/${mine.id}`, { notes: 'Any afternoon' });
    expect(noted.json()).toMatchObject({ notes: 'Any afternoon', status: 'REQUESTED' });
    // A trainer reads every request but changes none.
    expect(status(await coach.put(`${U}/${mine.id}`, { notes: 'x' }))).toEqual([
      403,
      'Only the member or the office can change a training request',
    ]);
    expect(
      (await member.put(`${U}/date/${mine.id}`, { training_date: '2026-12-05T09:00:00Z' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await member.put(`${U}/proposal/${mine.id}`, { training_date: '2026-12-05T09:00:00Z' }))
        .statusCode,
    ).toBe(403);
    expect(status(await member.put(`${U}/${mine.id}`, { status_id: 5 }))[0]).toBe(400);
    expect(
      status(await admin.put(`${U}/date/${mine.id}`, { training_date: '2026-12-05 09:00' }))[0],
    ).toBe(400);
    expect((await admin.get(`${U}/${mine.id}`)).json()).toMatchObject({
      status: 'REQUESTED',
      training_date: null,
    });
  });
});

describe('the status of a request', () => {
  const request = async () => made(member, U, { training_id: lesson.id });
  const move = (who: Agent, id: number, status_id: number) => who.put(`${U}/${id}`, { status_id });
  const setDate = (id: number, training_date: string) =>
    admin.put(`${U}/date/${id}`, { training_date });

  /** A request of the member, brought to the status. */
  async function inStatus(code: 1 | 2 | 3 | 4): Promise<number> {
    const { id } = await request();
    if (code === 2 || code === 4)
      expect((await setDate(id, '2026-12-05T09:00:00Z')).statusCode).toBe(200);
    if (code === 3) expect((await move(member, id, 3)).statusCode).toBe(200);
    if (code === 4) expect((await move(admin, id, 4)).statusCode).toBe(200);
    return id;
  }

  test('REQUESTED → CONFIRMED needs a date or a proposal', async () => {
    const id = await inStatus(1);
    for (const who of [member, admin])
      expect(status(await move(who, id, 2))).toEqual([
        409,
        'A request is confirmed with a training date or a proposal to accept; it has neither',
      ]);
    const dated = await setDate(id, '2026-12-05T09:00:00+01:00');
    expect(dated.json()).toMatchObject({
      status_id: 2,
      status: 'CONFIRMED',
      status_name: 'Confirmed',
      training_date: '2026-12-05T08:00:00.000Z',
    });
    // A confirmed request is moved to another time, and stays confirmed.
    const moved = await setDate(id, '2026-12-06T14:30:00Z');
    expect(moved.json()).toMatchObject({
      status: 'CONFIRMED',
      training_date: '2026-12-06T14:30:00.000Z',
    });
  });

  test('the office proposes a date; the member accepts it and it becomes the training date', async () => {
    const id = await inStatus(1);
    const proposed = await admin.put(`${U}/proposal/${id}`, {
      training_date: '2026-12-07T10:00:00Z',
      proposal_note: 'Bring a putter',
    });
    expect(proposed.json()).toMatchObject({
      status: 'REQUESTED',
      proposed_date: '2026-12-07T10:00:00.000Z',
      proposal_note: 'Bring a putter',
      training_date: null,
    });
    const accepted = await move(member, id, 2);
    expect(accepted.json()).toMatchObject({
      status: 'CONFIRMED',
      training_date: '2026-12-07T10:00:00.000Z',
      proposed_date: null,
    });
    expect(
      status(await admin.put(`${U}/proposal/${id}`, { training_date: '2026-12-08T10:00:00Z' })),
    ).toEqual([409, 'A Confirmed request cannot get a proposal']);
  });

  test('CONFIRMED → COMPLETED is the office’s; CANCELLED and COMPLETED are final', async () => {
    const confirmed = await inStatus(2);
    expect(status(await move(member, confirmed, 4))).toEqual([
      403,
      'Only the office can complete a training',
    ]);
    expect((await admin.get(`${U}/${confirmed}`)).json().status).toBe('CONFIRMED');
    expect((await move(admin, confirmed, 4)).json()).toMatchObject({
      status: 'COMPLETED',
      status_name: 'Completed',
    });

    const completed = await inStatus(4);
    const cancelled = await inStatus(3);
    expect((await admin.get(`${U}/${cancelled}`)).json()).toMatchObject({
      status: 'CANCELLED',
      status_name: 'Cancelled',
    });
    for (const [id, name] of [
      [completed, 'Completed'],
      [cancelled, 'Cancelled'],
    ] as const) {
      for (const to of [1, 2, 3, 4] as const)
        expect(status(await move(admin, id, to))).toEqual([
          409,
          `A ${name} request cannot become ${['Requested', 'Confirmed', 'Cancelled', 'Completed'][to - 1]}`,
        ]);
      expect(status(await setDate(id, '2026-12-09T10:00:00Z'))).toEqual([
        409,
        `A ${name} request cannot become Confirmed`,
      ]);
      expect(
        status(await admin.put(`${U}/proposal/${id}`, { training_date: '2026-12-09T10:00:00Z' })),
      ).toEqual([409, `A ${name} request cannot get a proposal`]);
    }
    expect((await admin.get(`${U}/${completed}`)).json()).toMatchObject({
      status: 'COMPLETED',
      training_date: '2026-12-05T09:00:00.000Z',
    });
  });

  test('every other move is refused with 409, and cancelling is the member’s or the office’s', async () => {
    const requested = await inStatus(1);
    expect(status(await move(member, requested, 1))).toEqual([
      409,
      'A Requested request cannot become Requested',
    ]);
    expect(status(await move(admin, requested, 4))).toEqual([
      409,
      'A Requested request cannot become Completed',
    ]);
    const confirmed = await inStatus(2);
    expect(status(await move(admin, confirmed, 1))).toEqual([
      409,
      'A Confirmed request cannot become Requested',
    ]);
    expect(status(await move(admin, confirmed, 2))).toEqual([
      409,
      'A Confirmed request cannot become Confirmed',
    ]);

    expect((await move(member, requested, 3)).json()).toMatchObject({ status: 'CANCELLED' });
    expect((await move(member, confirmed, 3)).json()).toMatchObject({ status: 'CANCELLED' });
    const byOffice = await inStatus(2);
    expect((await move(admin, byOffice, 3)).json()).toMatchObject({ status: 'CANCELLED' });
    const withNotes = await inStatus(1);
    const both = await member.put(`${U}/${withNotes}`, { status_id: 3, notes: 'Injured' });
    expect(both.json()).toMatchObject({ status: 'CANCELLED', notes: 'Injured' });
  });
});

test('the flag off answers 403 "The academy is disabled"', async () => {
  await app.withOrg(orgId, (tx) =>
    writeFeatures(tx, orgId, { training_management_enabled: false }),
  );
  try {
    for (const res of [
      await member.get(T),
      await member.post(U, { training_id: lesson.id }),
      await admin.get(U),
      await admin.post(T, { course_id: courseId, name: 'Off' }),
    ])
      expect(status(res)).toEqual([403, 'The academy is disabled']);
  } finally {
    await app.withOrg(orgId, (tx) =>
      writeFeatures(tx, orgId, { training_management_enabled: true }),
    );
  }
  expect((await member.get(T)).statusCode).toBe(200);
});
