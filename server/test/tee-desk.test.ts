// The pro-shop desk (issue 12): check-in, payment and no-show; where a booking can move to and
// why not; what the sheet tells the desk (the club's now, holes, price, who booked, desk state).
import type { FastifyInstance } from 'fastify';
import { BOOKING_MESSAGES } from '@fairway/shared-api/contract';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  createMembers,
  OLD_COURSE,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// Wednesday 10 June 2026, 09:00 in London (BST). Tests move the clock where they need.
const START = new Date('2026-06-10T08:00:00Z');
let clock = START;
const at = (iso: string) => {
  clock = new Date(iso);
};
const TODAY = '2026-06-10';
const FRIDAY = '2026-06-12';

const TB = '/api/settings/tee-time-bookings';
const TT = '/api/settings/tee-times';

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let ann: Member;
let ben: Member;
let staffer: Member;
let annAgent: Agent;
let benAgent: Agent;
let staff: Agent;

let seeded = 0;
const ownCourse = () => seedCourse(app, orgId, { name: `Desk course ${++seeded}`, ...OLD_COURSE });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  app = t.app;
  const admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  const made = await createMembers(app, orgId, 'desk', 2);
  ann = made[0]!;
  ben = made[1]!;
  staffer = (await createMembers(app, orgId, 'deskstaff', 1, ['staff']))[0]!;
  [annAgent, benAgent, staff] = await Promise.all([
    signInMember(app, ann!),
    signInMember(app, ben!),
    signInMember(app, staffer!),
  ]);
});
afterAll(() => t.close());
afterEach(() => {
  clock = START;
});

async function booked(agent: Agent, body: Record<string, unknown>) {
  const res = await agent.post(`${TB}/book`, body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

const expectError = (
  res: { statusCode: number; json: () => { message: string } },
  status: number,
  message: string,
) => expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });

const because = (why: string) => `${BOOKING_MESSAGES.notAvailable}: ${why}`;

const checkIn = (id: number, checked_in: boolean, agent = staff) =>
  agent.put(`${TB}/${id}/check-in`, { checked_in });
const pay = (id: number, body: Record<string, unknown>, agent = staff) =>
  agent.put(`${TB}/${id}/payment`, body);
const noShow = (id: number, no_show: boolean, agent = staff) =>
  agent.put(`${TB}/${id}/no-show`, { no_show });

async function sheetBooking(courseId: number, date: string, id: number) {
  const res = await staff.get(`${TT}/sheet/${courseId}?date=${date}`);
  expect(res.statusCode).toBe(200);
  const rows: { bookings: { id: number }[] }[] = res.json().rows;
  return rows.flatMap((r) => r.bookings).find((b) => b.id === id);
}

describe('check-in, payment, no-show', () => {
  test('check-in from the day of play on; undo clears it; the sheet shows it', async () => {
    const course = await ownCourse();
    const later = await booked(annAgent, { course_id: course, date: FRIDAY, start_time: '10:00' });
    expectError(
      await checkIn(later.id, true),
      409,
      'A booking can be checked in only from its day of play',
    );
    const today = await booked(annAgent, { course_id: course, date: TODAY, start_time: '10:00' });
    const res = await checkIn(today.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().checked_in_at).toBe(START.toISOString());
    expect(await sheetBooking(course, TODAY, today.id)).toMatchObject({
      checked_in_at: START.toISOString(),
      no_show_at: null,
    });
    // A second check-in keeps the first time.
    at('2026-06-10T08:05:00Z');
    expect((await checkIn(today.id, true)).json().checked_in_at).toBe(START.toISOString());
    expect((await checkIn(today.id, false)).json().checked_in_at).toBeNull();
  });

  test('no-show only after the start; check-in clears it; not while checked in', async () => {
    const course = await ownCourse();
    const b = await booked(annAgent, { course_id: course, date: TODAY, start_time: '10:00' });
    expectError(
      await noShow(b.id, true),
      409,
      'A booking can be marked a no-show only after its start time',
    );
    at('2026-06-10T09:05:00Z'); // 10:05 in London
    const marked = await noShow(b.id, true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ no_show_at: clock.toISOString(), checked_in_at: null });
    // The group turns up late after all: checking in clears the no-show.
    expect((await checkIn(b.id, true)).json()).toMatchObject({
      no_show_at: null,
      checked_in_at: clock.toISOString(),
    });
    expectError(
      await noShow(b.id, true),
      409,
      'This booking is checked in: undo the check-in before marking a no-show',
    );
    await checkIn(b.id, false);
    expect((await noShow(b.id, true)).json().no_show_at).not.toBeNull();
    expect((await noShow(b.id, false)).json().no_show_at).toBeNull();
  });

  test('paid needs a method; changing the method keeps the time; not paid clears it', async () => {
    const course = await ownCourse();
    const b = await booked(annAgent, { course_id: course, date: FRIDAY, start_time: '10:00' });
    expectError(
      await pay(b.id, { paid: true }),
      400,
      'body.method: Choose how the booking was paid: cash, card or account',
    );
    expect((await pay(b.id, { paid: true, method: 'cheque' })).statusCode).toBe(400);
    const paid = await pay(b.id, { paid: true, method: 'cash' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid_at: START.toISOString(), payment_method: 'cash' });
    at('2026-06-10T08:10:00Z');
    expect((await pay(b.id, { paid: true, method: 'card' })).json()).toMatchObject({
      paid_at: START.toISOString(),
      payment_method: 'card',
    });
    expect((await pay(b.id, { paid: false })).json()).toMatchObject({
      paid_at: null,
      payment_method: null,
    });
  });

  test('a cancelled booking refuses every desk action; members cannot use them', async () => {
    const course = await ownCourse();
    const b = await booked(annAgent, { course_id: course, date: TODAY, start_time: '11:00' });
    expect((await checkIn(b.id, true, annAgent)).statusCode).toBe(403);
    expect((await pay(b.id, { paid: true, method: 'cash' }, annAgent)).statusCode).toBe(403);
    expect((await noShow(b.id, true, annAgent)).statusCode).toBe(403);
    expect((await staff.delete(`${TB}/${b.id}`)).statusCode).toBe(200);
    expectError(await checkIn(b.id, true), 409, 'This booking is cancelled');
    expectError(await pay(b.id, { paid: true, method: 'cash' }), 409, 'This booking is cancelled');
    at('2026-06-10T11:00:00Z');
    expectError(await noShow(b.id, true), 409, 'This booking is cancelled');
    expect((await checkIn(999_999, true)).statusCode).toBe(404);
  });
});

describe('where a booking can move', () => {
  type Option = { start_time: string; available: boolean; reason: string | null };
  const optionAt = (times: Option[], time: string) => times.find((o) => o.start_time === time);

  test('every time of the day with places left and why a time cannot be used', async () => {
    const course = await ownCourse();
    const mine = await booked(annAgent, {
      course_id: course,
      date: FRIDAY,
      start_time: '08:00',
      players: [{ user_id: ann!.id }, { guest_name: 'Al Guest' }],
    });
    await booked(benAgent, {
      course_id: course,
      date: FRIDAY,
      start_time: '08:10',
      players: [{ user_id: ben!.id }, { guest_name: 'B1 Guest' }, { guest_name: 'B2 Guest' }],
    });
    const slot = (await staff.get(`${TT}/sheet/${course}?date=${FRIDAY}`))
      .json()
      .rows.find((r: { start_time: string }) => r.start_time === '08:20');
    expect(
      (await staff.put(`${TT}/${slot.id}/block`, { reason: 'Club championship' })).statusCode,
    ).toBe(200);

    const res = await staff.get(`${TT}/move-options/${mine.id}?date=${FRIDAY}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      booking_id: mine.id,
      date: FRIDAY,
      player_count: 2,
      is_open: true,
    });
    expect(answer.times).toHaveLength(61); // 07:00 … 17:00 every 10 minutes
    expect(optionAt(answer.times, '08:00')).toMatchObject({ available: false, reason: 'current' });
    expect(optionAt(answer.times, '08:10')).toMatchObject({
      available: false,
      reason: 'full',
      places_left: 1,
    });
    expect(optionAt(answer.times, '08:20')).toMatchObject({
      available: false,
      reason: 'blocked',
      block_reason: 'Club championship',
    });
    expect(optionAt(answer.times, '08:30')).toMatchObject({
      available: true,
      reason: null,
      places_left: 4,
    });

    // Today: times up to now (09:00) have started.
    const today = (await staff.get(`${TT}/move-options/${mine.id}?date=${TODAY}`)).json();
    expect(optionAt(today.times, '09:00')).toMatchObject({ available: false, reason: 'started' });
    expect(optionAt(today.times, '09:10')).toMatchObject({ available: true, reason: null });
    // A closed day (Monday) offers nothing.
    expect((await staff.get(`${TT}/move-options/${mine.id}?date=2026-06-15`)).json()).toMatchObject(
      { is_open: false, times: [] },
    );
    expect((await annAgent.get(`${TT}/move-options/${mine.id}?date=${FRIDAY}`)).statusCode).toBe(
      403,
    );
    expect((await staff.get(`${TT}/move-options/${mine.id}?date=2026-02-30`)).statusCode).toBe(400);
  });

  test('a move that cannot happen says why after the spec text', async () => {
    const course = await ownCourse();
    const mine = await booked(annAgent, {
      course_id: course,
      date: FRIDAY,
      start_time: '09:00',
      players: [{ user_id: ann!.id }, { guest_name: 'Al Guest' }],
    });
    const slot = (await staff.get(`${TT}/sheet/${course}?date=${FRIDAY}`))
      .json()
      .rows.find((r: { start_time: string }) => r.start_time === '09:30');
    await staff.put(`${TT}/${slot.id}/block`, { reason: 'Club championship' });
    expectError(
      await staff.put(`${TB}/${mine.id}`, { start_time: '09:30' }),
      409,
      because('it is blocked (Club championship)'),
    );
    expectError(
      await staff.put(`${TB}/${mine.id}`, { start_time: '09:35' }),
      409,
      because('09:35 is not a tee time on this course (every 10 minutes from 07:00 to 17:00)'),
    );
    expectError(
      await staff.put(`${TB}/${mine.id}`, { date: TODAY, start_time: '08:30' }),
      409,
      because('it has already started'),
    );
    const cancelled = await booked(benAgent, {
      course_id: course,
      date: FRIDAY,
      start_time: '12:00',
    });
    await staff.delete(`${TB}/${cancelled.id}`);
    expectError(
      await staff.get(`${TT}/move-options/${cancelled.id}?date=${FRIDAY}`),
      409,
      'This booking is cancelled',
    );
  });
});

describe('what the sheet tells the desk', () => {
  test("the club's now, and each booking's holes, price, who booked it and desk state", async () => {
    const course = await ownCourse();
    const b = await booked(staff, {
      course_id: course,
      date: TODAY,
      start_time: '10:00',
      user_id: ann!.id,
      holes: 9,
      notes: 'Buggy at the door',
    });
    expect(b).toMatchObject({ holes: 9, booked_by_name: staffer!.name, user_name: ann!.name });
    const sheet = (await staff.get(`${TT}/sheet/${course}?date=${TODAY}`)).json();
    expect(sheet.now).toEqual({ date: TODAY, minutes: 9 * 60 });
    expect(await sheetBooking(course, TODAY, b.id)).toMatchObject({
      holes: 9,
      // No green-fee rates at this club: nothing to price.
      price: null,
      booked_by_name: staffer!.name,
      notes: 'Buggy at the door',
      checked_in_at: null,
      paid_at: null,
      payment_method: null,
      no_show_at: null,
    });
    // Holes default to the club's round (18 unless set) and change with an update; only 9 or 18.
    const own = await booked(benAgent, { course_id: course, date: FRIDAY, start_time: '10:00' });
    expect(own).toMatchObject({ holes: 18, booked_by_name: ben!.name });
    expect((await benAgent.put(`${TB}/${own.id}`, { holes: 9 })).json().holes).toBe(9);
    expect((await benAgent.put(`${TB}/${own.id}`, { holes: 12 })).statusCode).toBe(400);
    const admin = await signIn(app);
    expect((await admin.put('/api/settings/course', { default_round_holes: 9 })).statusCode).toBe(
      200,
    );
    try {
      const nine = await booked(benAgent, { course_id: course, date: FRIDAY, start_time: '12:00' });
      expect(nine.holes).toBe(9);
    } finally {
      expect((await admin.post('/api/settings/course/reset')).statusCode).toBe(200);
    }
    expect(
      (
        await benAgent.post(`${TB}/book`, {
          course_id: course,
          date: FRIDAY,
          start_time: '11:00',
          holes: 27,
        })
      ).statusCode,
    ).toBe(400);
  });
});
