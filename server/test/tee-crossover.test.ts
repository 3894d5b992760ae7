// Crossover (two-tee) starts (issue 12, the desk): a course that sends groups off the 1st and the
// 10th tee has every time twice, one per tee, each with the slot's capacity. A person is never on
// both tees at once, and a course without crossover starts refuses the 10th tee.
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
let admin: Agent;
let ann: Member;
let ben: Member;
let annAgent: Agent;
let staff: Agent;

let seeded = 0;
const plainCourse = () => seedCourse(app, orgId, { name: `Single tee ${++seeded}`, ...OLD_COURSE });

/** A course turned to crossover starts through the course editor's API. */
async function crossoverCourse(): Promise<number> {
  const id = await seedCourse(app, orgId, { name: `Two tees ${++seeded}`, ...OLD_COURSE });
  const res = await admin.put(`/api/settings/courses/${id}`, { crossover_starts: true });
  expect(res.statusCode).toBe(200);
  expect(res.json().crossover_starts).toBe(true);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  [ann, ben] = (await createMembers(app, orgId, 'xover', 2)) as [Member, Member];
  const [staffer] = await createMembers(app, orgId, 'xoverstaff', 1, ['staff']);
  [annAgent, staff] = await Promise.all([signInMember(app, ann), signInMember(app, staffer!)]);
});
afterAll(() => t.close());

type Row = {
  id: number;
  start_time: string;
  start_tee: number;
  booked_players: number;
  places_left: number;
};
type SheetRow = Row & { bookings: { id: number; user_id: number }[] };

const sheetOf = async (courseId: number) =>
  (await staff.get(`${TT}/sheet/${courseId}?date=${DATE}`)).json() as {
    crossover_starts: boolean;
    rows: SheetRow[];
  };

const rowAt = (rows: SheetRow[], time: string, tee: number) =>
  rows.find((r) => r.start_time === time && r.start_tee === tee)!;

const expectError = (
  res: { statusCode: number; json: () => { message: string } },
  status: number,
  message: string,
) => expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });

test('a course runs single-tee starts until the course editor turns crossover starts on', async () => {
  const course = await plainCourse();
  expect((await admin.get(`/api/settings/courses/${course}`)).json().crossover_starts).toBe(false);
  const sheet = await sheetOf(course);
  expect(sheet.crossover_starts).toBe(false);
  expect(sheet.rows).toHaveLength(61);
  expect(new Set(sheet.rows.map((r) => r.start_tee))).toEqual(new Set([1]));
});

test('with crossover starts every time exists on the 1st and the 10th tee, in time then tee order', async () => {
  const course = await crossoverCourse();
  const sheet = await sheetOf(course);
  expect(sheet.crossover_starts).toBe(true);
  expect(sheet.rows).toHaveLength(122);
  expect(sheet.rows.slice(0, 4).map((r) => `${r.start_time} ${r.start_tee}`)).toEqual([
    '07:00 1',
    '07:00 10',
    '07:10 1',
    '07:10 10',
  ]);
  // Each tee has the slot's own capacity.
  expect(rowAt(sheet.rows, '07:00', 10)).toMatchObject({ capacity: 4, places_left: 4 });
  // The overview and its capacity count both tees.
  const overview = (
    await staff.get(`${TT}/overview-data/${course}?start_date=${DATE}&end_date=${DATE}`)
  ).json();
  expect(overview.days[0]).toMatchObject({ tee_times: 122, capacity: 488 });
});

test('a member books the 10th tee and sees both tees in her list', async () => {
  const course = await crossoverCourse();
  const res = await annAgent.post(`${TB}/book`, {
    course_id: course,
    date: DATE,
    start_time: '09:00',
    start_tee: 10,
    players: [{ user_id: ann.id }, { guest_name: 'Guest One' }],
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ start_time: '09:00', start_tee: 10, player_count: 2 });

  const sheet = await sheetOf(course);
  expect(rowAt(sheet.rows, '09:00', 10)).toMatchObject({ booked_players: 2 });
  expect(rowAt(sheet.rows, '09:00', 10).bookings.map((b) => b.id)).toEqual([res.json().id]);
  expect(rowAt(sheet.rows, '09:00', 1)).toMatchObject({ booked_players: 0, bookings: [] });

  const list = (
    await annAgent.get(`${TT}/available-with-booking-info/${course}?date=${DATE}`)
  ).json() as (Row & { my_booking_id: number | null })[];
  const at9 = list.filter((r) => r.start_time === '09:00');
  expect(at9.map((r) => [r.start_tee, r.my_booking_id, r.places_left])).toEqual([
    [1, null, 4],
    [10, res.json().id, 2],
  ]);
  // Her bookings name the tee.
  const mine = (await annAgent.get(`${TB}/user/${ann.id}`)).json();
  expect(mine.map((b: { start_tee: number }) => b.start_tee)).toEqual([10]);
});

test('a course without crossover starts refuses the 10th tee, to book and to move', async () => {
  const course = await plainCourse();
  const name = `Single tee ${seeded}`;
  const message = `${name} does not start from the 10th tee: book the 1st tee, or turn on crossover starts for the course`;
  expectError(
    await annAgent.post(`${TB}/book`, {
      course_id: course,
      date: DATE,
      start_time: '09:00',
      start_tee: 10,
    }),
    400,
    message,
  );
  expectError(
    await annAgent.post(`${TB}/book`, {
      course_id: course,
      date: DATE,
      start_time: '09:00',
      start_tee: 2,
    }),
    400,
    'body.start_tee: Start tee must be 1 or 10',
  );
  const booked = await annAgent.post(`${TB}/book`, {
    course_id: course,
    date: DATE,
    start_time: '09:00',
  });
  expect(booked.json().start_tee).toBe(1);
  expectError(await staff.put(`${TB}/${booked.json().id}`, { start_tee: 10 }), 400, message);
  expect(rowAt((await sheetOf(course)).rows, '09:00', 1).booked_players).toBe(1);
});

test('a person is never on both tees at the same time', async () => {
  const course = await crossoverCourse();
  const first = await annAgent.post(`${TB}/book`, {
    course_id: course,
    date: DATE,
    start_time: '08:30',
  });
  expect(first.json()).toMatchObject({ start_tee: 1 });
  expectError(
    await annAgent.post(`${TB}/book`, {
      course_id: course,
      date: DATE,
      start_time: '08:30',
      start_tee: 10,
    }),
    409,
    'You are already booked at 08:30',
  );
  // Staff booking Ben's group on the 10th tee with Ann in it.
  expectError(
    await staff.post(`${TB}/book`, {
      course_id: course,
      date: DATE,
      start_time: '08:30',
      start_tee: 10,
      user_id: ben.id,
      players: [{ user_id: ben.id }, { user_id: ann.id }],
    }),
    409,
    `${ann.name} is already booked at 08:30`,
  );
  // Ben alone on the 10th tee is fine; moving him onto Ann's time on the 1st tee with her as a
  // player is not, but to 08:40 on the 1st tee it is.
  const benBooking = await staff.post(`${TB}/book`, {
    course_id: course,
    date: DATE,
    start_time: '08:30',
    start_tee: 10,
    user_id: ben.id,
  });
  expect(benBooking.statusCode).toBe(201);
  expectError(
    await staff.put(`${TB}/${benBooking.json().id}`, {
      players: [{ user_id: ben.id }, { user_id: ann.id }],
    }),
    409,
    `${ann.name} is already booked at 08:30`,
  );
  const sheet = await sheetOf(course);
  expect(rowAt(sheet.rows, '08:30', 1).booked_players).toBe(1);
  expect(rowAt(sheet.rows, '08:30', 10).booked_players).toBe(1);
});

test('staff move a booking to the other tee; the move options name each tee', async () => {
  const course = await crossoverCourse();
  const b = (
    await staff.post(`${TB}/book`, {
      course_id: course,
      date: DATE,
      start_time: '10:00',
      user_id: ben.id,
    })
  ).json();
  const options = (await staff.get(`${TT}/move-options/${b.id}?date=${DATE}`)).json();
  expect(options.crossover_starts).toBe(true);
  const at10 = options.times.filter((o: { start_time: string }) => o.start_time === '10:00');
  expect(
    at10.map((o: { start_tee: number; reason: string | null }) => [o.start_tee, o.reason]),
  ).toEqual([
    [1, 'current'],
    [10, null],
  ]);

  const moved = await staff.put(`${TB}/${b.id}`, { start_tee: 10 });
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toMatchObject({ start_time: '10:00', start_tee: 10 });
  const sheet = await sheetOf(course);
  expect(rowAt(sheet.rows, '10:00', 1).booked_players).toBe(0);
  expect(rowAt(sheet.rows, '10:00', 10).booked_players).toBe(1);
  // A member cannot move her own booking to the other tee.
  const own = (
    await annAgent.post(`${TB}/book`, { course_id: course, date: DATE, start_time: '11:00' })
  ).json();
  expectError(
    await annAgent.put(`${TB}/${own.id}`, { start_tee: 10 }),
    403,
    'Only staff can move a booking to another tee time',
  );
});

test('a range block (a shotgun start) blocks both tees', async () => {
  const course = await crossoverCourse();
  const res = await staff.post(`${TT}/blocks`, {
    course_id: course,
    date: DATE,
    from: '07:00',
    to: '07:20',
    reason: 'Shotgun start',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ blocked: 6, with_bookings: 0 });
  const rows = (await sheetOf(course)).rows.filter((r) => r.start_time <= '07:20');
  expect(rows.map((r) => (r as unknown as { is_blocked: boolean }).is_blocked)).toEqual(
    Array(6).fill(true),
  );
});

test('the report and the dashboard count the capacity of both tees', async () => {
  const course = await crossoverCourse();
  const report = async () =>
    (
      await staff.get(
        `/api/settings/tee-sheet/reports?start_date=${DATE}&end_date=${DATE}&course_id=${course}`,
      )
    ).json();
  // Not materialised yet: the planned times count once per tee.
  expect((await report()).totals).toMatchObject({ capacity: 488, booked_players: 0 });
  const booked = await staff.post(`${TB}/book`, {
    course_id: course,
    date: DATE,
    start_time: '09:00',
    start_tee: 10,
    user_id: ben.id,
    players: [{ user_id: ben.id }, { guest_name: 'Guest One' }],
  });
  expect(booked.statusCode).toBe(201);
  expect((await report()).totals).toMatchObject({ capacity: 488, booked_players: 2 });
  const dashboard = (await staff.get(`/api/settings/tee-sheet/dashboard?date=${DATE}`)).json();
  const entry = dashboard.courses.find((c: { course_id: number }) => c.course_id === course);
  expect(entry).toMatchObject({ rounds: 2, bookings: 1, places_left: 486 });
});

test('booking both tees at once in parallel: one booking is made, the other is refused', async () => {
  const course = await crossoverCourse();
  const attempt = (tee: 1 | 10) =>
    annAgent.post(`${TB}/book`, {
      course_id: course,
      date: DATE,
      start_time: '12:00',
      start_tee: tee,
    });
  const answers = await Promise.all([attempt(1), attempt(10), attempt(10)]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  const sheet = await sheetOf(course);
  expect(
    rowAt(sheet.rows, '12:00', 1).booked_players + rowAt(sheet.rows, '12:00', 10).booked_players,
  ).toBe(1);
});

test('the waitlist: a free tee is booked, not waited for; an offer names the tee it frees', async () => {
  const course = await crossoverCourse();
  const WL = '/api/settings/tee-time-waitlist';
  const guests = [{ guest_name: 'Guest One' }, { guest_name: 'Guest Two' }];
  const fill = async (tee: 1 | 10, body: Record<string, unknown>) => {
    const res = await staff.post(`${TB}/book`, {
      course_id: course,
      date: DATE,
      start_time: '08:00',
      start_tee: tee,
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number };
  };
  await fill(1, {
    user_id: ben.id,
    players: [{ user_id: ben.id }, ...guests, { guest_name: 'Guest Three' }],
  });
  expectError(
    await annAgent.post(WL, { course_id: course, date: DATE, from_time: '08:00' }),
    409,
    '08:00 on the 10th tee has places for 1: book it instead',
  );
  // The staff member's own group fills the 10th tee: now Ann waits, and a cancellation there
  // offers her the 10th tee.
  const tenth = await fill(10, {
    players: [{ guest_name: 'Guest Zero' }, ...guests, { guest_name: 'Guest Three' }],
  });
  const entry = await annAgent.post(WL, { course_id: course, date: DATE, from_time: '08:00' });
  expect(entry.statusCode).toBe(201);
  expect((await staff.delete(`${TB}/${tenth.id}`)).statusCode).toBe(200);
  const mine = (await annAgent.get(WL)).json() as {
    id: number;
    status: string;
    offer: { start_time: string; start_tee: number } | null;
  }[];
  const offered = mine.find((e) => e.id === entry.json().id)!;
  expect(offered).toMatchObject({
    status: 'offered',
    offer: { start_time: '08:00', start_tee: 10 },
  });
  const accepted = await annAgent.post(`${WL}/${offered.id}/accept`);
  expect(accepted.statusCode).toBe(201);
  expect(accepted.json()).toMatchObject({ start_time: '08:00', start_tee: 10 });
});
