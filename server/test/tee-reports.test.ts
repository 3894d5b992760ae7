import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TeeSheetDashboard, TeeSheetReport } from '@fairway/shared-api/contract';
import { teeTimeBookings } from '../src/modules/tee-sheet/tables';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  addClosure,
  createMembers,
  OLD_COURSE,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// The club clock (London, BST). Bookings are made on Monday 8 June 2026; the dashboard is read on
// Wednesday 10 June 2026 at 09:00.
const MONDAY_MORNING = new Date('2026-06-08T06:00:00Z');
const WEDNESDAY_9AM = new Date('2026-06-10T08:00:00Z');
const WED = '2026-06-10';
const THU = '2026-06-11';
let clock = MONDAY_MORNING;

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let staff: Agent;
let member: Agent;
let members: Member[];
/** The Old Course's copy: 07:00 … 17:00 every 10 minutes, 4 players, closed on Mondays. */
let links: number;
/** Closed on Wednesday for hollow tining. */
let heath: number;
const ids: Record<string, number> = {};

const TB = '/api/settings/tee-time-bookings';
const TT = '/api/settings/tee-times';
const DASH = '/api/settings/tee-sheet/dashboard';
const REPORTS = '/api/settings/tee-sheet/reports';

type Desk = {
  checked_in?: boolean;
  no_show?: boolean;
  paid?: boolean;
  price_cents?: number | null;
};

async function book(
  courseId: number,
  date: string,
  time: string,
  owner: Member,
  guests: number,
  desk: Desk,
): Promise<number> {
  const players = [
    { user_id: owner.id },
    ...Array.from({ length: guests }, (_, i) => ({ guest_name: `Guest ${time} ${i + 1}` })),
  ];
  const res = await staff.post(`${TB}/book`, {
    course_id: courseId,
    date,
    start_time: time,
    user_id: owner.id,
    players,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json<{ id: number }>().id;
  // What the desk records on the day (its own calls are tested with the desk).
  const at = new Date(`${date}T06:00:00Z`);
  await app.withOrg(orgId, (tx) =>
    tx
      .update(teeTimeBookings)
      .set({
        price_cents: desk.price_cents ?? null,
        checked_in_at: desk.checked_in ? at : null,
        no_show_at: desk.no_show ? at : null,
        paid_at: desk.paid ? at : null,
        payment_method: desk.paid ? 'card' : null,
      })
      .where(eq(teeTimeBookings.id, id)),
  );
  return id;
}

async function blockAt(courseId: number, date: string, time: string, reason: string) {
  const sheet = await staff.get(`${TT}/sheet/${courseId}?date=${date}`);
  const row = sheet
    .json<{ rows: { id: number; start_time: string }[] }>()
    .rows.find((r) => r.start_time === time)!;
  expect((await staff.put(`${TT}/${row.id}/block`, { reason })).statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  app = t.app;
  const admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'golfer', 7);
  const [staffer] = await createMembers(app, orgId, 'desk', 1, ['staff']);
  staff = await signInMember(app, staffer!);
  member = await signInMember(app, members[0]!);
  // The only courses of this club, so the dashboard's club-wide numbers are these.
  links = await seedCourse(app, orgId, { name: '=Links', ...OLD_COURSE });
  heath = await seedCourse(app, orgId, { name: 'Heath', ...OLD_COURSE });
  await seedCourse(app, orgId, { name: 'Retired', ...OLD_COURSE, is_active: false });
  await addClosure(app, orgId, heath, WED, 'Hollow tining');

  const [a, b, c, d, e, f, g] = members as [Member, ...Member[]];
  ids.paidGroup = await book(links, WED, '08:00', a, 3, {
    checked_in: true,
    paid: true,
    price_cents: 8000,
  });
  ids.noShow = await book(links, WED, '08:10', b!, 1, { no_show: true, price_cents: 4000 });
  ids.late = await book(links, WED, '08:20', c!, 0, {});
  ids.unpaid = await book(links, WED, '09:30', d!, 2, { checked_in: true, price_cents: 6000 });
  ids.due = await book(links, WED, '09:40', e!, 0, {});
  ids.afternoon = await book(links, WED, '13:00', f!, 1, { price_cents: 5000 });
  ids.thursday = await book(links, THU, '16:00', g!, 1, { paid: true, price_cents: 3000 });
  await blockAt(links, WED, '11:00', 'Club championship');
  await blockAt(links, WED, '11:10', 'Club championship');
  clock = WEDNESDAY_9AM;
});
afterAll(() => t.close());

describe('the staff dashboard', () => {
  let day: TeeSheetDashboard;
  beforeAll(async () => {
    const res = await staff.get(DASH);
    expect(res.statusCode).toBe(200);
    day = res.json();
  });

  test("defaults to today on the club's clock and counts the day's rounds and bookings", () => {
    expect(day).toMatchObject({ date: WED, is_today: true, now_minutes: 9 * 60 });
    expect(day.rounds).toBe(4 + 2 + 1 + 3 + 1 + 2);
    expect(day.bookings).toBe(6);
  });

  test('arrivals due are the groups starting within the hour that have not checked in', () => {
    expect(day.arrivals_due).toEqual({
      bookings: 1,
      players: 1,
      next: [
        expect.objectContaining({
          booking_id: ids.due,
          course_name: '=Links',
          start_time: '09:40',
          user_name: members[4]!.name,
          due_in_minutes: 40,
        }),
      ],
    });
  });

  test('checked in, no-shows and places left on the times still to start', () => {
    expect(day.checked_in).toEqual({ bookings: 2, players: 7 });
    expect(day.no_shows).toEqual({ bookings: 1, players: 2 });
    // 09:00 … 17:00 is 49 times; two are blocked; 6 players are booked on the rest.
    expect(day.places_left).toBe(47 * 4 - 6);
    expect(day.courses).toEqual([
      {
        course_id: links,
        course_name: '=Links',
        is_open: true,
        rounds: 13,
        bookings: 6,
        places_left: 182,
      },
      {
        course_id: heath,
        course_name: 'Heath',
        is_open: false,
        rounds: 0,
        bookings: 0,
        places_left: 0,
      },
    ]);
  });

  test('utilisation by time band counts unblocked capacity of the open courses', () => {
    expect(day.utilisation.bands).toEqual([
      { band: 'early', capacity: 12 * 4, booked_players: 7, utilisation: 0.146 },
      { band: 'morning', capacity: 16 * 4, booked_players: 4, utilisation: 0.063 },
      { band: 'midday', capacity: 18 * 4, booked_players: 2, utilisation: 0.028 },
      { band: 'late', capacity: 13 * 4, booked_players: 0, utilisation: 0 },
    ]);
    expect(day.utilisation.overall).toBe(Math.round((13 / 236) * 1000) / 1000);
  });

  test('green-fee revenue booked and paid today', () => {
    expect(day.revenue).toEqual({ booked_cents: 23000, paid_cents: 8000, unpaid_cents: 15000 });
    expect(day.currency).toBe('GBP');
  });

  test('alerts: the closure, the blocked range, a group past its start and an unpaid group', () => {
    expect(
      day.alerts.map((a) => [a.kind, a.course_name, a.start_time, a.end_time, a.reason]),
    ).toEqual([
      ['closure', 'Heath', null, null, 'Hollow tining'],
      ['blocked', '=Links', '11:00', '11:10', 'Club championship'],
      ['late', '=Links', '08:20', null, null],
      ['unpaid', '=Links', '09:30', null, null],
    ]);
    expect(day.alerts[2]).toMatchObject({ booking_id: ids.late, player_count: 1 });
    expect(day.alerts[3]).toMatchObject({ booking_id: ids.unpaid, amount_cents: 6000 });
  });

  test('another date: nothing is due or late before the day starts', async () => {
    const res = await staff.get(`${DASH}?date=${THU}`);
    expect(res.statusCode).toBe(200);
    const thu = res.json<TeeSheetDashboard>();
    expect(thu).toMatchObject({ date: THU, is_today: false, rounds: 2, bookings: 1 });
    expect(thu.arrivals_due.bookings).toBe(0);
    expect(thu.alerts).toEqual([]);
    // Both courses are open all day on Thursday: 61 times each, 2 players booked.
    expect(thu.places_left).toBe(2 * 61 * 4 - 2);
    expect(thu.revenue).toEqual({ booked_cents: 3000, paid_cents: 3000, unpaid_cents: 0 });
  });

  test('members may not read it', async () => {
    expect((await member.get(DASH)).statusCode).toBe(403);
  });
});

describe('the reports', () => {
  const week = `start_date=2026-06-08&end_date=2026-06-14`;

  test('one course over a week: per day, by weekday and band, and totals', async () => {
    const res = await staff.get(`${REPORTS}?${week}&course_id=${links}`);
    expect(res.statusCode).toBe(200);
    const r = res.json<TeeSheetReport>();
    expect(r).toMatchObject({ course_id: links, course_name: '=Links', currency: 'GBP' });
    expect(r.days.map((d) => d.date)).toEqual([
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
    ]);
    const [mon, , wed, thu] = r.days;
    expect(mon).toMatchObject({ weekday: 1, capacity: 0, bookings: 0, utilisation: 0 });
    expect(wed).toMatchObject({
      weekday: 3,
      capacity: 59 * 4,
      bookings: 6,
      booked_players: 13,
      rounds: 11,
      checked_in_players: 7,
      no_show_bookings: 1,
      no_show_players: 2,
      revenue_cents: 23000,
      paid_cents: 8000,
      unpaid_cents: 15000,
      utilisation: Math.round((13 / 236) * 1000) / 1000,
    });
    expect(wed!.bands[0]).toEqual({
      band: 'early',
      capacity: 48,
      booked_players: 7,
      utilisation: 0.146,
    });
    expect(thu).toMatchObject({ weekday: 4, capacity: 244, rounds: 2, paid_cents: 3000 });
    expect(r.by_weekday_band).toHaveLength(28);
    expect(r.by_weekday_band.find((c) => c.weekday === 3 && c.band === 'morning')).toEqual({
      weekday: 3,
      band: 'morning',
      capacity: 64,
      booked_players: 4,
      utilisation: 0.063,
    });
    expect(r.totals).toMatchObject({
      capacity: 6 * 244 - 8,
      bookings: 7,
      booked_players: 15,
      rounds: 13,
      no_show_players: 2,
      revenue_cents: 26000,
      paid_cents: 11000,
      unpaid_cents: 15000,
    });
  });

  test('every course: the closed course adds no capacity on its closure day', async () => {
    const r = (await staff.get(`${REPORTS}?${week}`)).json<TeeSheetReport>();
    expect(r).toMatchObject({ course_id: null, course_name: null });
    const wed = r.days.find((d) => d.date === WED)!;
    // Heath is closed for tining, Retired is inactive: only the Links' capacity counts.
    expect(wed.capacity).toBe(236);
    expect(r.days.find((d) => d.date === THU)!.capacity).toBe(2 * 244);
    expect(r.totals.bookings).toBe(7);
  });

  test('the same as CSV: an attachment with a header row, a row per day and a total', async () => {
    const res = await staff.get(`${REPORTS}.csv?${week}&course_id=${links}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tee-sheet-report-2026-06-08-to-2026-06-14.csv"',
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines[0]).toBe(
      'Course,Date,Weekday,Capacity,Bookings,Players booked,Rounds played,Players checked in,' +
        'No-show bookings,No-show players,Utilisation %,Utilisation before 09:00 %,' +
        'Utilisation 09:00 to 12:00 %,Utilisation 12:00 to 15:00 %,Utilisation from 15:00 %,' +
        'Green-fee revenue (GBP),Paid (GBP),Unpaid (GBP)',
    );
    // The course's name starts with "=": a spreadsheet must not read it as a formula.
    expect(lines[3]).toBe(
      "'=Links,2026-06-10,Wednesday,236,6,13,11,7,1,2,5.5,14.6,6.3,2.8,0.0,230.00,80.00,150.00",
    );
    expect(lines[8]).toMatch(/^'=Links,Total,,1456,7,15,13,/);
    expect(lines[8]).toMatch(/,260\.00,110\.00,150\.00$/);
  });

  test('refuses a range past 366 days, an end before the start, and an unknown course', async () => {
    const long = await staff.get(`${REPORTS}?start_date=2026-01-01&end_date=2027-01-02`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A report covers at most 366 days');
    const backwards = await staff.get(`${REPORTS}.csv?start_date=2026-06-10&end_date=2026-06-09`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('end_date must be on or after start_date');
    const unknown = await staff.get(`${REPORTS}?${week}&course_id=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(
      (await staff.get(`${REPORTS}?start_date=2026-01-01&end_date=2026-12-31`)).statusCode,
    ).toBe(200);
  });

  test('members may not read reports or download them', async () => {
    expect((await member.get(`${REPORTS}?${week}`)).statusCode).toBe(403);
    expect((await member.get(`${REPORTS}.csv?${week}`)).statusCode).toBe(403);
  });
});
