import type { FastifyInstance } from 'fastify';
import { BOOKING_MESSAGES } from '@fairway/shared-api/contract';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';
import {
  addClosure,
  createMembers,
  OLD_COURSE,
  seedCourse,
  setHours,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// The club clock: Wednesday 10 June 2026, 09:00 in London (BST). Tests move it where they need.
const START = new Date('2026-06-10T08:00:00Z');
let clock = START;
const at = (iso: string) => {
  clock = new Date(iso);
};

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let members: Member[];
let m1: Agent;
let m2: Agent;
let m3: Agent;
let guestUser: Agent;
let staff: Agent;
let courseA: number;
let courseB: number;

let seeded = 0;
/** A copy of the Old Course for one test, so its bookings, blocks and closures are its own. */
const ownCourse = (name = `Course ${++seeded}`) => seedCourse(app, orgId, { name, ...OLD_COURSE });

const TT = '/api/settings/tee-times';
const TB = '/api/settings/tee-time-bookings';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'member', 4);
  const [guest] = await createMembers(app, orgId, 'guest', 1, ['guest']);
  const [staffer] = await createMembers(app, orgId, 'staff', 1, ['staff']);
  [m1, m2, m3, guestUser, staff] = await Promise.all([
    signInMember(app, members[0]!),
    signInMember(app, members[1]!),
    signInMember(app, members[2]!),
    signInMember(app, guest!),
    signInMember(app, staffer!),
  ]);
  // Only read, never booked: tests that book, block or close seed their own course.
  courseA = await seedCourse(app, orgId, { name: 'Old Course', ...OLD_COURSE });
  // Course overrides: every 15 minutes, 3 players, 08:00 … 10:00 (open to close).
  courseB = await seedCourse(app, orgId, {
    name: 'New Course',
    tee_interval_minutes: 15,
    players_per_slot: 3,
    hours: { open_time: '08:00', close_time: '10:00' },
  });
});
afterAll(() => t.close());
afterEach(() => {
  clock = START;
});

type Slot = {
  id: number;
  start_time: string;
  capacity: number;
  booked_players: number;
  places_left: number;
  is_full: boolean;
  is_blocked: boolean;
  block_reason: string | null;
  my_booking_id: number | null;
};

async function available(agent: Agent, courseId: number, date: string): Promise<Slot[]> {
  const res = await agent.get(`${TT}/available-with-booking-info/${courseId}?date=${date}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const slotAt = (slots: Slot[], time: string) => slots.find((s) => s.start_time === time);

const book = (agent: Agent, body: Record<string, unknown>, key?: string) =>
  agent.post(`${TB}/book`, body, key ? { headers: { 'idempotency-key': key } } : {});

async function booked(agent: Agent, body: Record<string, unknown>) {
  const res = await book(agent, body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function sheetOf(courseId: number, date: string) {
  const res = await staff.get(`${TT}/sheet/${courseId}?date=${date}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const putCourseSettings = async (values: Record<string, unknown>) =>
  expect((await admin.put('/api/settings/course', values)).statusCode).toBe(200);
const resetCourseSettings = async () =>
  expect((await admin.post('/api/settings/course/reset')).statusCode).toBe(200);

/** The spec's text, then why (our addition). */
const because = (why: string) => `${BOOKING_MESSAGES.notAvailable}: ${why}`;

const expectError = (
  res: { statusCode: number; json: () => { message: string } },
  status: number,
  message: string,
) => {
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
};

describe('generation', () => {
  test('times run from the first to the last tee time every interval, 4 players by default', async () => {
    const slots = await available(m1, courseA, '2026-06-12');
    expect(slots).toHaveLength(61);
    expect(slots[0]).toMatchObject({
      start_time: '07:00',
      capacity: 4,
      booked_players: 0,
      places_left: 4,
      is_full: false,
      is_blocked: false,
      my_booking_id: null,
    });
    expect(slots[1]!.start_time).toBe('07:10');
    expect(slots.at(-1)!.start_time).toBe('17:00');
  });

  test("a course's interval and players per slot override the club's; without first/last the day runs open to close", async () => {
    const slots = await available(m1, courseB, '2026-06-12');
    expect(slots.map((s) => s.start_time)).toEqual([
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
    ]);
    expect(slots.every((s) => s.capacity === 3)).toBe(true);
  });

  test("the club's course settings apply to courses without overrides", async () => {
    const course = await ownCourse();
    await putCourseSettings({ tee_interval_minutes: 20, players_per_slot: 5 });
    try {
      const slots = await available(m1, course, '2026-06-23');
      expect(slots).toHaveLength(31);
      expect(slots.slice(0, 3).map((s) => s.start_time)).toEqual(['07:00', '07:20', '07:40']);
      expect(slots[0]!.capacity).toBe(5);
    } finally {
      await resetCourseSettings();
    }
  });

  test('the member view shows only times not yet started today', async () => {
    const slots = await available(m1, courseA, '2026-06-10');
    expect(slots[0]!.start_time).toBe('09:10');
  });

  test('a tee time is read by id; an unknown id is 404', async () => {
    const [first] = await available(m1, courseA, '2026-06-12');
    const res = await m1.get(`${TT}/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, course_id: courseA, date: '2026-06-12' });
    expectError(await m1.get(`${TT}/999999`), 404, 'Tee time not found');
    expectError(
      await m1.get(`${TT}/available-with-booking-info/${courseA}?date=2026-02-30`),
      400,
      'querystring.date: 2026-02-30 is not a date in the calendar',
    );
    expectError(
      await m1.get(`${TT}/available-with-booking-info/999999?date=2026-06-12`),
      404,
      'Course not found',
    );
  });

  test('hours changed after a booking: the booked time stays on the sheet, unbooked old times go', async () => {
    const courseC = await seedCourse(app, orgId, {
      name: 'Short Course',
      hours: { open_time: '07:00', close_time: '08:00' },
    });
    await booked(m1, { course_id: courseC, date: '2026-06-17', start_time: '08:00' });
    // 2026-06-17 is a Wednesday: the day now ends at 07:30.
    await setHours(app, orgId, courseC, 3, { open_time: '07:00', close_time: '07:30' });
    const sheet = await sheetOf(courseC, '2026-06-17');
    expect(sheet.rows.map((r: Slot) => r.start_time)).toEqual([
      '07:00',
      '07:10',
      '07:20',
      '07:30',
      '08:00',
    ]);
    expect(sheet.rows.at(-1).bookings).toHaveLength(1);
    const member = await available(m1, courseC, '2026-06-17');
    expect(member.map((s) => s.start_time)).toEqual(['07:00', '07:10', '07:20', '07:30']);
  });
});

describe('closed days', () => {
  test('a special closure: no times, and booking answers the spec text', async () => {
    const course = await ownCourse();
    await addClosure(app, orgId, course, '2026-06-16', 'Greens maintenance');
    expect(await available(m1, course, '2026-06-16')).toEqual([]);
    expectError(
      await book(m1, { course_id: course, date: '2026-06-16', start_time: '07:00' }),
      400,
      BOOKING_MESSAGES.closed,
    );
    const sheet = await sheetOf(course, '2026-06-16');
    expect(sheet).toMatchObject({ is_open: false, closed_reason: 'Greens maintenance', rows: [] });
  });

  test('a weekday the course is closed (Monday)', async () => {
    expect(await available(m1, courseA, '2026-06-15')).toEqual([]);
    expectError(
      await book(m1, { course_id: courseA, date: '2026-06-15', start_time: '07:00' }),
      400,
      'Course is closed on the selected date',
    );
  });

  test('a weekday without opening hours is closed', async () => {
    const courseD = await seedCourse(app, orgId, {
      name: 'Weekend Course',
      hours: { open_time: '07:00', close_time: '09:00' },
      days: { 3: null },
    });
    expect(await available(m1, courseD, '2026-06-17')).toEqual([]);
    expect(await available(m1, courseD, '2026-06-18')).not.toEqual([]);
  });
});

describe('booking', () => {
  test('a booking answers in full; places left fall; a full time shows is_full', async () => {
    const course = await ownCourse('Links Course');
    const b = await booked(m1, { course_id: course, date: '2026-06-13', start_time: '07:00' });
    expect(b).toMatchObject({
      course_id: course,
      course_name: 'Links Course',
      date: '2026-06-13',
      start_time: '07:00',
      user_id: members[0]!.id,
      user_name: 'Member Player1',
      booked_by_user_id: members[0]!.id,
      status: 'confirmed',
      player_count: 1,
      carts: 0,
      notes: null,
      cancelled_at: null,
      players: [{ user_id: members[0]!.id, name: 'Member Player1', is_guest: false }],
    });
    let slots = await available(m1, course, '2026-06-13');
    expect(slotAt(slots, '07:00')).toMatchObject({
      booked_players: 1,
      places_left: 3,
      is_full: false,
      my_booking_id: b.id,
    });
    expect(slotAt(await available(m2, course, '2026-06-13'), '07:00')!.my_booking_id).toBeNull();

    const group = await booked(m2, {
      course_id: course,
      date: '2026-06-13',
      start_time: '07:00',
      players: [
        { user_id: members[1]!.id },
        { user_id: members[2]!.id },
        { guest_name: 'Ann Guest' },
      ],
      carts: 2,
      notes: 'Birthday round',
    });
    expect(
      group.players.map((p: { name: string; is_guest: boolean }) => [p.name, p.is_guest]),
    ).toEqual([
      ['Member Player2', false],
      ['Member Player3', false],
      ['Ann Guest', true],
    ]);
    slots = await available(m1, course, '2026-06-13');
    expect(slotAt(slots, '07:00')).toMatchObject({
      booked_players: 4,
      places_left: 0,
      is_full: true,
    });
  });

  test("'Selected tee time is not available' and why: unknown time, full, blocked, past", async () => {
    const course = await ownCourse();
    const date = '2026-06-13';
    await booked(m1, {
      course_id: course,
      date,
      start_time: '07:00',
      players: [
        { user_id: members[0]!.id },
        { guest_name: 'Al Guest' },
        { guest_name: 'Bea Guest' },
        { guest_name: 'Cal Guest' },
      ],
    });
    expectError(
      await book(m3, { course_id: course, date, start_time: '07:05' }),
      409,
      because('07:05 is not a tee time on this course (every 10 minutes from 07:00 to 17:00)'),
    );
    expectError(
      await book(m3, { course_id: course, date, start_time: '07:00' }),
      409,
      because('it is full'),
    );
    expectError(
      await book(m3, { course_id: course, date, start_time: '17:10' }),
      409,
      because('17:10 is not a tee time on this course (every 10 minutes from 07:00 to 17:00)'),
    );
    const row = slotAt(await available(m3, course, date), '08:30')!;
    expect(
      (await staff.put(`${TT}/${row.id}/block`, { reason: 'Club competition' })).statusCode,
    ).toBe(200);
    expectError(
      await book(m3, { course_id: course, date, start_time: '08:30' }),
      409,
      because('it is blocked (Club competition)'),
    );
    expect((await staff.delete(`${TT}/${row.id}/block`)).statusCode).toBe(200);
    // Past: earlier today (now 09:00 in London) and yesterday.
    expectError(
      await book(m3, { course_id: course, date: '2026-06-10', start_time: '08:50' }),
      409,
      because('it has already started'),
    );
    expectError(
      await book(m3, { course_id: course, date: '2026-06-10', start_time: '09:00' }),
      409,
      because('it has already started'),
    );
    expectError(
      await book(m3, { course_id: course, date: '2026-06-09', start_time: '12:00' }),
      409,
      because('it is in the past'),
    );
    // Too many players for the places left.
    await booked(m1, {
      course_id: course,
      date,
      start_time: '07:10',
      players: [
        { user_id: members[0]!.id },
        { guest_name: 'Bo Guest' },
        { guest_name: 'Cy Guest' },
      ],
    });
    expectError(
      await book(m3, {
        course_id: course,
        date,
        start_time: '07:10',
        players: [{ user_id: members[2]!.id }, { guest_name: 'Di Guest' }],
      }),
      409,
      because('only 1 place left'),
    );
  });

  test('start_time may be HH:MM:SS or an ISO timestamp (club wall clock)', async () => {
    const course = await ownCourse();
    const a = await booked(m3, { course_id: course, date: '2026-06-13', start_time: '09:20:00' });
    expect(a.start_time).toBe('09:20');
    const b = await booked(m3, {
      course_id: course,
      date: '2026-06-13',
      start_time: '2026-06-13T08:30:00Z',
    });
    expect(b.start_time).toBe('09:30');
  });

  test('players must be active users of the club; booking for another member needs staff', async () => {
    const course = await ownCourse();
    const date = '2026-06-13';
    expectError(
      await book(m1, {
        course_id: course,
        date,
        start_time: '10:00',
        players: [{ user_id: 999999 }],
      }),
      400,
      'Player 999999 is not an active member of the club',
    );
    expectError(
      await book(m1, { course_id: course, date, start_time: '10:00', user_id: members[1]!.id }),
      403,
      'Only staff can book a tee time on behalf of another member',
    );
    expectError(
      await book(m1, { course_id: course, date, start_time: '10:00', carts: 2 }),
      400,
      'A booking cannot have more carts than players',
    );
    expectError(
      await book(m1, { course_id: 999999, date, start_time: '10:00' }),
      404,
      'Course not found',
    );
    const forMember = await booked(staff, {
      course_id: course,
      date,
      start_time: '10:00',
      user_id: members[3]!.id,
    });
    expect(forMember).toMatchObject({
      user_id: members[3]!.id,
      user_name: 'Member Player4',
      players: [{ user_id: members[3]!.id }],
    });
    expect(forMember.booked_by_user_id).not.toBe(members[3]!.id);
    const badBody = await book(m1, { course_id: course, date, start_time: 'soon' });
    expect(badBody.statusCode).toBe(400);
  });
});

describe('blocks', () => {
  test('a block hides the time from members; the sheet shows it with its reason; unblock restores it', async () => {
    const course = await ownCourse();
    const date = '2026-06-13';
    const row = slotAt(await available(m1, course, date), '11:00')!;
    const blocked = await staff.put(`${TT}/${row.id}/block`, { reason: 'Junior lesson' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      id: row.id,
      is_blocked: true,
      block_reason: 'Junior lesson',
    });
    expect(slotAt(await available(m1, course, date), '11:00')).toBeUndefined();
    const sheet = await sheetOf(course, date);
    expect(sheet.rows.find((r: Slot) => r.start_time === '11:00')).toMatchObject({
      is_blocked: true,
      block_reason: 'Junior lesson',
      bookings: [],
    });
    expect((await m1.put(`${TT}/${row.id}/block`, { reason: 'Mine' })).statusCode).toBe(403);
    const unblocked = await staff.delete(`${TT}/${row.id}/block`);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toMatchObject({ is_blocked: false, block_reason: null });
    expect(slotAt(await available(m1, course, date), '11:00')).toBeDefined();
  });

  test('blocking a time with bookings is 409', async () => {
    const course = await ownCourse();
    const b = await booked(m1, { course_id: course, date: '2026-06-13', start_time: '07:00' });
    const row = slotAt(await available(m1, course, '2026-06-13'), '07:00')!;
    expectError(
      await staff.put(`${TT}/${row.id}/block`, { reason: 'Competition' }),
      409,
      'Move or cancel the bookings on this tee time before blocking it',
    );
    expect((await staff.delete(`${TB}/${b.id}`)).statusCode).toBe(200);
    expect((await staff.put(`${TT}/${row.id}/block`, { reason: 'Competition' })).statusCode).toBe(
      200,
    );
    expectError(
      await staff.put(`${TT}/999999/block`, { reason: 'Competition' }),
      404,
      'Tee time not found',
    );
  });

  test('the sheet lists each time with its confirmed bookings and player names', async () => {
    const course = await ownCourse();
    const date = '2026-06-13';
    await booked(m1, { course_id: course, date, start_time: '07:00' });
    await booked(m2, {
      course_id: course,
      date,
      start_time: '07:00',
      players: [
        { user_id: members[1]!.id },
        { user_id: members[2]!.id },
        { guest_name: 'Ann Guest' },
      ],
    });
    const gone = await booked(m3, { course_id: course, date, start_time: '07:10' });
    expect((await staff.delete(`${TB}/${gone.id}`)).statusCode).toBe(200);

    const sheet = await sheetOf(course, date);
    expect(sheet).toMatchObject({
      course_id: course,
      date: '2026-06-13',
      is_open: true,
      closed_reason: null,
      interval_minutes: 10,
      players_per_slot: 4,
    });
    expect(sheet.rows).toHaveLength(61);
    const first = sheet.rows[0];
    expect(first.bookings.map((b: { user_name: string }) => b.user_name)).toEqual([
      'Member Player1',
      'Member Player2',
    ]);
    expect(first.bookings[1].players.map((p: { name: string }) => p.name)).toEqual([
      'Member Player2',
      'Member Player3',
      'Ann Guest',
    ]);
    expect(sheet.rows[1]).toMatchObject({ start_time: '07:10', booked_players: 0, bookings: [] });
    expect((await m1.get(`${TT}/sheet/${course}?date=2026-06-13`)).statusCode).toBe(403);
  });
});

describe('changing and cancelling', () => {
  test('staff move a booking: the old time frees its places, the new one takes them', async () => {
    const course = await ownCourse();
    const date = '2026-06-14';
    const b = await booked(m1, {
      course_id: course,
      date,
      start_time: '08:00',
      players: [{ user_id: members[0]!.id }, { guest_name: 'Ed Guest' }],
    });
    expectError(
      await m1.put(`${TB}/${b.id}`, { start_time: '08:10' }),
      403,
      'Only staff can move a booking to another tee time',
    );
    const moved = await staff.put(`${TB}/${b.id}`, { start_time: '08:10' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: b.id, start_time: '08:10', player_count: 2 });
    let slots = await available(m1, course, date);
    expect(slotAt(slots, '08:00')!.booked_players).toBe(0);
    expect(slotAt(slots, '08:10')).toMatchObject({ booked_players: 2, my_booking_id: b.id });

    // To another date; a full target is refused and nothing changes.
    await booked(m2, {
      course_id: course,
      date: '2026-06-18',
      start_time: '08:10',
      players: [
        { user_id: members[1]!.id },
        { guest_name: 'F1 Guest' },
        { guest_name: 'F2 Guest' },
      ],
    });
    expectError(
      await staff.put(`${TB}/${b.id}`, { date: '2026-06-18', start_time: '08:10' }),
      409,
      because('only 1 place left'),
    );
    expect(slotAt(await available(m1, course, date), '08:10')!.booked_players).toBe(2);
    const other = await staff.put(`${TB}/${b.id}`, { date: '2026-06-18', start_time: '08:20' });
    expect(other.json()).toMatchObject({ date: '2026-06-18', start_time: '08:20' });
    expect(slotAt(await available(m1, course, date), '08:10')!.booked_players).toBe(0);
    expectError(
      await staff.put(`${TB}/${b.id}`, { date: '2026-06-15' }),
      400,
      BOOKING_MESSAGES.closed,
    );

    // The owner changes players, carts and notes; the capacity follows.
    const changed = await m1.put(`${TB}/${b.id}`, {
      players: [
        { user_id: members[0]!.id },
        { guest_name: 'Ed Guest' },
        { guest_name: 'Flo Guest' },
      ],
      carts: 1,
      notes: 'Three of us',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ player_count: 3, carts: 1, notes: 'Three of us' });
    slots = await available(m1, course, '2026-06-18');
    expect(slotAt(slots, '08:20')!.booked_players).toBe(3);
    expectError(
      await m1.put(`${TB}/${b.id}`, {
        players: [
          { user_id: members[0]!.id },
          { guest_name: 'G1 Guest' },
          { guest_name: 'G2 Guest' },
          { guest_name: 'G3 Guest' },
          { guest_name: 'G4 Guest' },
        ],
      }),
      400,
      'A booking can have at most 4 players',
    );
    expectError(
      await m2.put(`${TB}/${b.id}`, { notes: 'x' }),
      403,
      'You can change only your own bookings',
    );

    // Cancel: 200 with the cancelled booking, places freed; twice is 409.
    const cancelled = await m1.delete(`${TB}/${b.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: b.id,
      status: 'cancelled',
      cancelled_at: START.toISOString(),
    });
    expect(slotAt(await available(m1, course, '2026-06-18'), '08:20')).toMatchObject({
      booked_players: 0,
      my_booking_id: null,
    });
    expectError(await m1.delete(`${TB}/${b.id}`), 409, 'This booking is already cancelled');
    expectError(
      await m1.put(`${TB}/${b.id}`, { notes: 'again' }),
      409,
      'This booking is cancelled',
    );
    expectError(await m1.delete(`${TB}/999999`), 404, 'Booking not found');
  });

  test('members cancel only before the cut-off (24 h by default); staff at any time', async () => {
    const course = await ownCourse();
    const soon = await booked(m1, { course_id: course, date: '2026-06-11', start_time: '07:00' });
    expectError(
      await m1.delete(`${TB}/${soon.id}`),
      409,
      'Bookings can be cancelled up to 24 hours before the tee time',
    );
    expect((await staff.delete(`${TB}/${soon.id}`)).statusCode).toBe(200);

    const later = await booked(m1, { course_id: course, date: '2026-06-12', start_time: '09:00' });
    expect((await m1.delete(`${TB}/${later.id}`)).statusCode).toBe(200);

    await putCourseSettings({ cancellation_cutoff_hours: 2 });
    try {
      const today = await booked(m1, {
        course_id: course,
        date: '2026-06-10',
        start_time: '12:00',
      });
      at('2026-06-10T10:30:00Z'); // 11:30 in London
      expectError(
        await m1.delete(`${TB}/${today.id}`),
        409,
        'Bookings can be cancelled up to 2 hours before the tee time',
      );
      at('2026-06-10T08:00:00Z');
      expect((await m1.delete(`${TB}/${today.id}`)).statusCode).toBe(200);
    } finally {
      await resetCourseSettings();
    }
  });
});

describe('club rules', () => {
  test('each caller reads the rules that apply to them: the window the server enforces', async () => {
    const rulesOf = async (agent: Agent) => (await agent.get(`${TB}/rules`)).json();
    expect(await rulesOf(m1)).toEqual({
      today: '2026-06-10',
      last_bookable_date: '2026-06-24',
      max_players_per_booking: 4,
      guests_allowed: true,
      one_booking_per_member_per_day: false,
      cancellation_cutoff_hours: 24,
    });
    expect((await rulesOf(guestUser)).last_bookable_date).toBe('2026-06-17');
    expect((await rulesOf(staff)).last_bookable_date).toBeNull();
    await putCourseSettings({ max_players_per_booking: 2, guests_allowed: false });
    try {
      expect(await rulesOf(m1)).toMatchObject({
        max_players_per_booking: 2,
        guests_allowed: false,
      });
    } finally {
      await resetCourseSettings();
    }
  });

  test('members book up to member_booking_days_ahead, guests up to guest_booking_days_ahead; staff further', async () => {
    const course = await ownCourse();
    expectError(
      await book(m1, { course_id: course, date: '2026-06-25', start_time: '07:00' }),
      400,
      'Tee times can be booked at most 14 days ahead',
    );
    await booked(m1, { course_id: course, date: '2026-06-24', start_time: '07:00' });
    expectError(
      await book(guestUser, { course_id: course, date: '2026-06-18', start_time: '07:00' }),
      400,
      'Tee times can be booked at most 7 days ahead',
    );
    await booked(guestUser, { course_id: course, date: '2026-06-17', start_time: '07:00' });
    await booked(staff, { course_id: course, date: '2026-07-10', start_time: '07:00' });
  });

  test('max players per booking and guests allowed', async () => {
    await putCourseSettings({ max_players_per_booking: 2, guests_allowed: false });
    try {
      expectError(
        await book(m1, {
          course_id: courseA,
          date: '2026-06-19',
          start_time: '07:00',
          players: [
            { user_id: members[0]!.id },
            { user_id: members[1]!.id },
            { user_id: members[2]!.id },
          ],
        }),
        400,
        'A booking can have at most 2 players',
      );
      expectError(
        await book(m1, {
          course_id: courseA,
          date: '2026-06-19',
          start_time: '07:00',
          players: [{ user_id: members[0]!.id }, { guest_name: 'Gus Guest' }],
        }),
        400,
        'Guests are not allowed at this club',
      );
    } finally {
      await resetCourseSettings();
    }
  });

  test('one booking per member per day', async () => {
    const one = await ownCourse();
    const other = await ownCourse();
    await putCourseSettings({ one_booking_per_member_per_day: true });
    try {
      const first = await booked(m3, { course_id: one, date: '2026-06-20', start_time: '07:00' });
      expectError(
        await book(m3, { course_id: other, date: '2026-06-20', start_time: '08:00' }),
        400,
        'You already have a booking on this date',
      );
      // A cancelled booking no longer counts.
      expect((await m3.delete(`${TB}/${first.id}`)).statusCode).toBe(200);
      await booked(m3, { course_id: other, date: '2026-06-20', start_time: '08:00' });
    } finally {
      await resetCourseSettings();
    }
  });
});

describe('idempotency', () => {
  test('the same key twice books once and answers the same booking; a different body is 422', async () => {
    const course = await ownCourse();
    const req = { course_id: course, date: '2026-06-21', start_time: '07:00' };
    const first = await book(m2, req, 'attempt-1');
    const again = await book(
      m2,
      { start_time: '07:00', date: '2026-06-21', course_id: course },
      'attempt-1',
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(slotAt(await available(m2, course, '2026-06-21'), '07:00')!.booked_players).toBe(1);
    const mine = (await m2.get(`${TB}/user/${members[1]!.id}`)).json();
    expect(mine.filter((b: { date: string }) => b.date === '2026-06-21')).toHaveLength(1);

    expectError(
      await book(m2, { ...req, start_time: '07:10' }, 'attempt-1'),
      422,
      'Idempotency-Key was already used with a different request',
    );
    // Keys belong to their user: another member's same key is a new request.
    expect((await book(m1, req, 'attempt-1')).statusCode).toBe(201);
    expect((await book(m2, req, 'x'.repeat(201))).statusCode).toBe(400);
  });

  test('a key is remembered for 24 hours, then it starts a new attempt', async () => {
    const course = await ownCourse();
    const req = { course_id: course, date: '2026-06-23', start_time: '08:00' };
    const first = (await book(m3, req, 'attempt-day')).json();
    at('2026-06-11T07:59:00Z');
    expect((await book(m3, req, 'attempt-day')).json().id).toBe(first.id);
    at('2026-06-11T08:01:00Z');
    // The first booking cancelled: she is not booked twice at one time.
    expect((await m3.delete(`${TB}/${first.id}`)).statusCode).toBe(200);
    const later = await book(m3, req, 'attempt-day');
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.id);
  });

  test('a failed attempt is not stored: a retry with the same key runs again', async () => {
    const course = await ownCourse();
    const req = { course_id: course, date: '2026-06-21', start_time: '07:30' };
    const full = await booked(m1, {
      ...req,
      players: [
        { user_id: members[0]!.id },
        { guest_name: 'H1 Guest' },
        { guest_name: 'H2 Guest' },
        { guest_name: 'H3 Guest' },
      ],
    });
    expectError(await book(m2, req, 'attempt-2'), 409, because('it is full'));
    expect((await staff.delete(`${TB}/${full.id}`)).statusCode).toBe(200);
    const retry = await book(m2, req, 'attempt-2');
    expect(retry.statusCode).toBe(201);
    expect((await book(m2, req, 'attempt-2')).json().id).toBe(retry.json().id);
  });
});

describe('lists and the current tee time', () => {
  test("a member lists their own upcoming bookings, or all; not another member's", async () => {
    const course = await ownCourse();
    const later = await booked(m1, { course_id: course, date: '2026-06-14', start_time: '09:00' });
    const sooner = await booked(m1, { course_id: course, date: '2026-06-12', start_time: '10:00' });
    const dropped = await booked(m1, {
      course_id: course,
      date: '2026-06-13',
      start_time: '09:00',
    });
    expect((await m1.delete(`${TB}/${dropped.id}`)).statusCode).toBe(200);
    // Member 3 plays in member 2's booking.
    const group = await booked(m2, {
      course_id: course,
      date: '2026-06-13',
      start_time: '07:00',
      players: [{ user_id: members[1]!.id }, { user_id: members[2]!.id }],
    });

    const upcoming = await m1.get(`${TB}/user/${members[0]!.id}`);
    expect(upcoming.statusCode).toBe(200);
    type Listed = { id: number; user_id: number; date: string; status: string; start_time: string };
    const rows = upcoming.json() as Listed[];
    const ids = rows.map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining([sooner.id, later.id]));
    expect(ids).not.toContain(dropped.id);
    expect(rows.every((b) => b.status === 'confirmed' && b.date >= '2026-06-10')).toBe(true);
    const sorted = [...rows].sort((a, b) =>
      `${a.date}${a.start_time}`.localeCompare(`${b.date}${b.start_time}`),
    );
    expect(rows).toEqual(sorted);
    const all = (await m1.get(`${TB}/user/${members[0]!.id}?scope=all`)).json() as Listed[];
    expect(all.find((b) => b.id === dropped.id)).toMatchObject({ status: 'cancelled' });
    const asPlayer = (await m3.get(`${TB}/user/${members[2]!.id}`)).json() as Listed[];
    expect(asPlayer.find((b) => b.id === group.id)).toMatchObject({ user_id: members[1]!.id });
    expect((await m1.get(`${TB}/user/${members[1]!.id}`)).statusCode).toBe(403);
    expect((await staff.get(`${TB}/user/${members[1]!.id}`)).statusCode).toBe(200);
  });

  test('staff list the confirmed bookings of a tee time', async () => {
    const course = await ownCourse();
    const date = '2026-06-13';
    const kept = await booked(m1, { course_id: course, date, start_time: '07:10' });
    const gone = await booked(m2, { course_id: course, date, start_time: '07:10' });
    expect((await m2.delete(`${TB}/${gone.id}`)).statusCode).toBe(200);
    const row = slotAt(await available(m1, course, date), '07:10')!;
    const res = await staff.get(`${TB}/tee-time/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { id: number }) => b.id)).toEqual([kept.id]);
    expect(res.headers['x-total-count']).toBe('1');
    expect((await m1.get(`${TB}/tee-time/${row.id}`)).statusCode).toBe(403);
    expect((await staff.get(`${TB}/tee-time/999999`)).statusCode).toBe(404);
  });

  test('the current tee time: next today, in progress for 270 minutes, then none', async () => {
    const course = await ownCourse();
    const [solo] = await createMembers(app, orgId, 'solo', 1);
    const me = await signInMember(app, solo!);
    expect((await me.get(`${TB}/current-tee-time`)).json()).toBeNull();
    const b = await booked(me, { course_id: course, date: '2026-06-10', start_time: '10:00' });
    let cur = (await me.get(`${TB}/current-tee-time`)).json();
    expect(cur).toMatchObject({ state: 'upcoming', booking: { id: b.id } });
    at('2026-06-10T10:00:00Z'); // 11:00 in London
    cur = (await me.get(`${TB}/current-tee-time`)).json();
    expect(cur).toMatchObject({ state: 'in_progress', booking: { id: b.id } });
    at('2026-06-10T13:31:00Z'); // 14:31: 271 minutes after the start
    expect((await me.get(`${TB}/current-tee-time`)).json()).toBeNull();
    at('2026-06-10T08:00:00Z');
    expect((await staff.get(`${TB}/current-tee-time?user_id=${solo!.id}`)).json()).toMatchObject({
      booking: { id: b.id },
    });
    expect((await m1.get(`${TB}/current-tee-time?user_id=${solo!.id}`)).statusCode).toBe(403);
  });
});

describe('overview', () => {
  test('one entry per day without materialising; closed days count nothing', async () => {
    const course = await ownCourse();
    await addClosure(app, orgId, course, '2026-06-16', 'Hollow tining');
    await booked(m1, {
      course_id: course,
      date: '2026-06-13',
      start_time: '07:00',
      players: [{ user_id: members[0]!.id }, { guest_name: 'Ola Guest' }],
    });
    await booked(m2, { course_id: course, date: '2026-06-13', start_time: '07:10' });
    const res = await m1.get(
      `${TT}/overview-data/${course}?start_date=2026-06-13&end_date=2026-06-16`,
    );
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o).toMatchObject({
      course_id: course,
      start_date: '2026-06-13',
      end_date: '2026-06-16',
    });
    expect(o.days.map((d: { date: string; is_open: boolean }) => [d.date, d.is_open])).toEqual([
      ['2026-06-13', true],
      ['2026-06-14', true],
      ['2026-06-15', false],
      ['2026-06-16', false],
    ]);
    const sat = o.days[0];
    expect(sat).toMatchObject({
      tee_times: 61,
      blocked: 0,
      capacity: 244,
      booked_players: 3,
      bookings: 2,
    });
    expect(sat.utilization).toBeCloseTo(3 / 244, 3);
    expect(o.days[2]).toMatchObject({ tee_times: 0, capacity: 0, utilization: 0 });
    // A day nobody has read yet is counted from its hours.
    const unread = (
      await m1.get(`${TT}/overview-data/${courseB}?start_date=2026-07-01&end_date=2026-07-01`)
    ).json();
    expect(unread.days[0]).toMatchObject({ tee_times: 9, capacity: 27, booked_players: 0 });
  });

  test('a range of more than 62 days, or reversed, is 400', async () => {
    expect(
      (await m1.get(`${TT}/overview-data/${courseA}?start_date=2026-06-01&end_date=2026-08-01`))
        .statusCode,
    ).toBe(200);
    expectError(
      await m1.get(`${TT}/overview-data/${courseA}?start_date=2026-06-01&end_date=2026-08-02`),
      400,
      'The overview covers at most 62 days',
    );
    expectError(
      await m1.get(`${TT}/overview-data/${courseA}?start_date=2026-06-02&end_date=2026-06-01`),
      400,
      'end_date must be on or after start_date',
    );
  });
});

describe('organizations and the feature flag', () => {
  test("another organization's tee times, bookings and courses are 404", async () => {
    const course = await ownCourse();
    const org = await admin.post('/api/settings/organizations', { name: 'Other Links' });
    expect(org.statusCode).toBe(201);
    const other = await createUserAndSignIn(app, org.json().id, 'otherstaff@tee.test', ['staff']);
    const mine = await booked(m1, { course_id: course, date: '2026-06-13', start_time: '07:00' });
    const row = slotAt(await available(m1, course, '2026-06-13'), '07:00')!;
    expect((await other.get(`${TT}/${row.id}`)).statusCode).toBe(404);
    expect((await other.put(`${TT}/${row.id}/block`, { reason: 'Takeover' })).statusCode).toBe(404);
    expect((await other.delete(`${TT}/${row.id}/block`)).statusCode).toBe(404);
    expect((await other.get(`${TB}/tee-time/${row.id}`)).statusCode).toBe(404);
    expect((await other.put(`${TB}/${mine.id}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await other.delete(`${TB}/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await other.get(`${TT}/available-with-booking-info/${course}?date=2026-06-13`)).statusCode,
    ).toBe(404);
    expectError(
      await book(other, { course_id: course, date: '2026-06-13', start_time: '12:00' }),
      404,
      'Course not found',
    );
  });

  test('with tee_time_management_enabled off every call is 403', async () => {
    const flag = '/api/settings/settings/tee-time-management-enabled';
    expect((await admin.put(flag, { tee_time_management_enabled: false })).statusCode).toBe(200);
    try {
      const off = 'Tee time management is disabled';
      expectError(
        await m1.get(`${TT}/available-with-booking-info/${courseA}?date=2026-06-13`),
        403,
        off,
      );
      expectError(
        await book(m1, { course_id: courseA, date: '2026-06-13', start_time: '12:00' }),
        403,
        off,
      );
      expectError(await staff.get(`${TT}/sheet/${courseA}?date=2026-06-13`), 403, off);
      expectError(await m1.get(`${TB}/current-tee-time`), 403, off);
      expectError(await m1.get(`${TB}/user/${members[0]!.id}`), 403, off);
    } finally {
      expect((await admin.put(flag, { tee_time_management_enabled: true })).statusCode).toBe(200);
    }
  });
});

describe('members who leave', () => {
  test('a deleted member stays on the booking as a former member', async () => {
    const course = await ownCourse();
    const [leaver] = await createMembers(app, orgId, 'leaver', 1);
    const b = await booked(m1, {
      course_id: course,
      date: '2026-06-14',
      start_time: '15:00',
      players: [{ user_id: members[0]!.id }, { user_id: leaver!.id }],
    });
    expect((await admin.delete(`/api/settings/users/${leaver!.id}`)).statusCode).toBe(204);
    const sheet = await sheetOf(course, '2026-06-14');
    const row = sheet.rows.find((r: { start_time: string }) => r.start_time === '15:00');
    expect(row.booked_players).toBe(2);
    expect(row.bookings[0]).toMatchObject({ id: b.id, player_count: 2 });
    expect(row.bookings[0].players.map((p: { name: string }) => p.name)).toEqual([
      'Member Player1',
      'Former member',
    ]);
  });
});
