// Defect 1 (issue 12): a person is never two players on one tee time, whichever way they would
// get there: a member booking again, staff booking for her, staff moving a booking, or anyone
// editing the players.
import type { FastifyInstance } from 'fastify';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  createMembers,
  OLD_COURSE,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// Wednesday 10 June 2026, 09:00 in London.
const NOW = new Date('2026-06-10T08:00:00Z');
const TB = '/api/settings/tee-time-bookings';
const TT = '/api/settings/tee-times';
const DATE = '2026-06-12';

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let ann: Member;
let ben: Member;
let cat: Member;
let annAgent: Agent;
let benAgent: Agent;
let staff: Agent;

let seeded = 0;
const ownCourse = () => seedCourse(app, orgId, { name: `Dup course ${++seeded}`, ...OLD_COURSE });

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  const admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  const made = await createMembers(app, orgId, 'dup', 3);
  ann = made[0]!;
  ben = made[1]!;
  cat = made[2]!;
  const [staffer] = await createMembers(app, orgId, 'dupstaff', 1, ['staff']);
  [annAgent, benAgent, staff] = await Promise.all([
    signInMember(app, ann!),
    signInMember(app, ben!),
    signInMember(app, staffer!),
  ]);
});
afterAll(() => t.close());

const book = (agent: Agent, body: Record<string, unknown>) => agent.post(`${TB}/book`, body);

async function booked(agent: Agent, body: Record<string, unknown>) {
  const res = await book(agent, body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

const expectError = (
  res: { statusCode: number; json: () => { message: string } },
  status: number,
  message: string,
) => expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });

async function placesAt(courseId: number, time: string): Promise<number> {
  const sheet = (await staff.get(`${TT}/sheet/${courseId}?date=${DATE}`)).json();
  return sheet.rows.find((r: { start_time: string }) => r.start_time === time).booked_players;
}

test('a member who books her own time again is told she is already booked there', async () => {
  const course = await ownCourse();
  await booked(annAgent, { course_id: course, date: DATE, start_time: '08:30' });
  expectError(
    await book(annAgent, { course_id: course, date: DATE, start_time: '08:30' }),
    409,
    'You are already booked at 08:30',
  );
  // Naming herself in a group at the same time is the same thing.
  expectError(
    await book(annAgent, {
      course_id: course,
      date: DATE,
      start_time: '08:30',
      players: [{ user_id: ann!.id }, { guest_name: 'Gus Guest' }],
    }),
    409,
    'You are already booked at 08:30',
  );
  expect(await placesAt(course, '08:30')).toBe(1);
  // Another time the same day is fine (one booking per day is off by default).
  await booked(annAgent, { course_id: course, date: DATE, start_time: '08:40' });
});

test('staff booking a member into a time where she already plays is refused with her name', async () => {
  const course = await ownCourse();
  // Ben's group has Ann in it.
  await booked(benAgent, {
    course_id: course,
    date: DATE,
    start_time: '09:00',
    players: [{ user_id: ben!.id }, { user_id: ann!.id }],
  });
  expectError(
    await book(staff, { course_id: course, date: DATE, start_time: '09:00', user_id: ann!.id }),
    409,
    `${ann!.name} is already booked at 09:00`,
  );
  expectError(
    await book(staff, {
      course_id: course,
      date: DATE,
      start_time: '09:00',
      user_id: cat!.id,
      players: [{ user_id: cat!.id }, { user_id: ben!.id }],
    }),
    409,
    `${ben!.name} is already booked at 09:00`,
  );
  expect(await placesAt(course, '09:00')).toBe(2);
});

test('moving a booking onto a time where one of its players already plays is refused', async () => {
  const course = await ownCourse();
  await booked(annAgent, { course_id: course, date: DATE, start_time: '10:00' });
  const group = await booked(benAgent, {
    course_id: course,
    date: DATE,
    start_time: '10:10',
    players: [{ user_id: ben!.id }, { user_id: ann!.id }],
  });
  expectError(
    await staff.put(`${TB}/${group.id}`, { start_time: '10:00' }),
    409,
    `${ann!.name} is already booked at 10:00`,
  );
  expect(await placesAt(course, '10:00')).toBe(1);
  expect(await placesAt(course, '10:10')).toBe(2);
  // Moving it with players that are free there is fine.
  const moved = await staff.put(`${TB}/${group.id}`, {
    start_time: '10:00',
    players: [{ user_id: ben!.id }, { guest_name: 'Gil Guest' }],
  });
  expect(moved.statusCode).toBe(200);
  expect(await placesAt(course, '10:00')).toBe(3);
});

test('editing the players cannot add someone already booked at that time; keeping them is fine', async () => {
  const course = await ownCourse();
  await booked(annAgent, { course_id: course, date: DATE, start_time: '11:00' });
  const mine = await booked(benAgent, { course_id: course, date: DATE, start_time: '11:00' });
  expectError(
    await benAgent.put(`${TB}/${mine.id}`, {
      players: [{ user_id: ben!.id }, { user_id: ann!.id }],
    }),
    409,
    `${ann!.name} is already booked at 11:00`,
  );
  // The booking's own players are not "already booked" against themselves.
  const kept = await benAgent.put(`${TB}/${mine.id}`, {
    players: [{ user_id: ben!.id }, { guest_name: 'Guy Guest' }],
  });
  expect(kept.statusCode).toBe(200);
  expect(kept.json().player_count).toBe(2);
});

test('a cancelled booking does not count: she can book that time again', async () => {
  const course = await ownCourse();
  const first = await booked(annAgent, { course_id: course, date: DATE, start_time: '12:00' });
  expect((await annAgent.delete(`${TB}/${first.id}`)).statusCode).toBe(200);
  await booked(annAgent, { course_id: course, date: DATE, start_time: '12:00' });
});

test('parallel bookings of one member at one time: exactly one wins', async () => {
  const course = await ownCourse();
  const answers = await Promise.all([
    book(annAgent, { course_id: course, date: DATE, start_time: '13:00' }),
    book(annAgent, { course_id: course, date: DATE, start_time: '13:00' }),
    book(staff, { course_id: course, date: DATE, start_time: '13:00', user_id: ann!.id }),
    book(benAgent, {
      course_id: course,
      date: DATE,
      start_time: '13:00',
      players: [{ user_id: ben!.id }, { user_id: ann!.id }],
    }),
  ]);
  expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
  for (const r of answers.filter((x) => x.statusCode !== 201)) {
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/already booked at 13:00$/);
  }
});
