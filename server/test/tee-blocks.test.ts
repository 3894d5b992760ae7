// Range and weekly blocks (issue 12): a competition or a shotgun morning blocks many times at
// once, weekly if asked; closed days are skipped; bookings already there stay.
import type { FastifyInstance } from 'fastify';
import { BOOKING_MESSAGES } from '@fairway/shared-api/contract';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  addClosure,
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
const BLOCKS = `${TT}/blocks`;
const SATURDAY = '2026-06-13';

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let ann: Member;
let annAgent: Agent;
let staff: Agent;

let seeded = 0;
const ownCourse = () => seedCourse(app, orgId, { name: `Block course ${++seeded}`, ...OLD_COURSE });

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  const admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  ann = (await createMembers(app, orgId, 'blocker', 1))[0]!;
  const [staffer] = await createMembers(app, orgId, 'blockstaff', 1, ['staff']);
  [annAgent, staff] = await Promise.all([signInMember(app, ann!), signInMember(app, staffer!)]);
});
afterAll(() => t.close());

type Row = {
  start_time: string;
  is_blocked: boolean;
  block_reason: string | null;
  booked_players: number;
};

async function rows(courseId: number, date: string): Promise<Row[]> {
  const res = await staff.get(`${TT}/sheet/${courseId}?date=${date}`);
  expect(res.statusCode).toBe(200);
  return res.json().rows;
}
const blockedTimes = (list: Row[]) => list.filter((r) => r.is_blocked).map((r) => r.start_time);

test('a whole morning for a competition: every time blocked, bookings stay, members cannot book', async () => {
  const course = await ownCourse();
  const early = await annAgent.post(`${TB}/book`, {
    course_id: course,
    date: SATURDAY,
    start_time: '08:00',
  });
  expect(early.statusCode).toBe(201);
  const res = await staff.post(BLOCKS, {
    course_id: course,
    date: SATURDAY,
    from: '07:00',
    to: '11:50',
    reason: 'Club medal (shotgun)',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ dates: [SATURDAY], blocked: 30, with_bookings: 1 });

  const day = await rows(course, SATURDAY);
  expect(blockedTimes(day)).toHaveLength(30);
  expect(blockedTimes(day)[0]).toBe('07:00');
  expect(blockedTimes(day).at(-1)).toBe('11:50');
  expect(day.find((r) => r.start_time === '08:00')).toMatchObject({
    is_blocked: true,
    block_reason: 'Club medal (shotgun)',
    booked_players: 1,
  });
  // Members no longer see the morning, and cannot book it.
  const open = (
    await annAgent.get(`${TT}/available-with-booking-info/${course}?date=${SATURDAY}`)
  ).json();
  expect(open[0].start_time).toBe('12:00');
  const refused = await annAgent.post(`${TB}/book`, {
    course_id: course,
    date: SATURDAY,
    start_time: '09:00',
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    `${BOOKING_MESSAGES.notAvailable}: it is blocked (Club medal (shotgun))`,
  );

  // Removing the same range opens it again; the booking is still there.
  const removed = await staff.post(`${BLOCKS}/remove`, {
    course_id: course,
    date: SATURDAY,
    from: '07:00',
    to: '11:50',
  });
  expect(removed.json()).toEqual({ dates: [SATURDAY], blocked: 30, with_bookings: 1 });
  const after = await rows(course, SATURDAY);
  expect(blockedTimes(after)).toEqual([]);
  expect(after.find((r) => r.start_time === '08:00')!.booked_players).toBe(1);
});

test('weekly until a date: the same weekday each week, closed days skipped', async () => {
  const course = await ownCourse();
  // The second Saturday is closed for maintenance.
  await addClosure(app, orgId, course, '2026-06-20', 'Greens maintenance');
  const res = await staff.post(BLOCKS, {
    course_id: course,
    date: SATURDAY,
    from: '08:00',
    to: '09:00',
    reason: 'Seniors roll-up',
    repeat_weekly_until: '2026-07-04',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    dates: ['2026-06-13', '2026-06-27', '2026-07-04'],
    blocked: 21,
    with_bookings: 0,
  });
  expect(blockedTimes(await rows(course, '2026-06-27'))).toEqual([
    '08:00',
    '08:10',
    '08:20',
    '08:30',
    '08:40',
    '08:50',
    '09:00',
  ]);
  // The Sunday in between is untouched.
  expect(blockedTimes(await rows(course, '2026-06-14'))).toEqual([]);
  // Unblocking weekly from the second week leaves the first.
  const removed = await staff.post(`${BLOCKS}/remove`, {
    course_id: course,
    date: '2026-06-27',
    from: '08:00',
    to: '09:00',
    repeat_weekly_until: '2026-07-04',
  });
  expect(removed.json()).toEqual({
    dates: ['2026-06-27', '2026-07-04'],
    blocked: 14,
    with_bookings: 0,
  });
  expect(blockedTimes(await rows(course, SATURDAY))).toHaveLength(7);
});

test('bounded: at most 26 weeks, times in order, staff only, a real course', async () => {
  const course = await ownCourse();
  const body = { course_id: course, date: SATURDAY, from: '08:00', to: '09:00', reason: 'Medal' };
  const expect400 = async (extra: Record<string, unknown>, message: string) => {
    const res = await staff.post(BLOCKS, { ...body, ...extra });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 400,
      message,
    });
  };
  await expect400(
    { repeat_weekly_until: '2026-12-31' },
    'A block repeats weekly for at most 26 weeks',
  );
  await expect400(
    { repeat_weekly_until: '2026-06-01' },
    'Repeat until must be on or after the date',
  );
  await expect400(
    { from: '10:00', to: '09:00' },
    'The last time must be at or after the first time',
  );
  expect((await staff.post(BLOCKS, { ...body, reason: 'x' })).statusCode).toBe(400);
  expect((await staff.post(BLOCKS, { ...body, from: '25:00' })).statusCode).toBe(400);
  expect((await staff.post(BLOCKS, { ...body, extra: true })).statusCode).toBe(400);
  expect((await annAgent.post(BLOCKS, body)).statusCode).toBe(403);
  expect((await annAgent.post(`${BLOCKS}/remove`, body)).statusCode).toBe(403);
  expect((await staff.post(BLOCKS, { ...body, course_id: 999_999 })).statusCode).toBe(404);
  // 26 weeks exactly is fine.
  const res = await staff.post(BLOCKS, { ...body, repeat_weekly_until: '2026-12-12' });
  expect(res.statusCode).toBe(200);
  expect(res.json().dates).toHaveLength(27);
});
