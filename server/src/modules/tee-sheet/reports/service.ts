/**
 * The staff dashboard of a day and the tee-sheet reports over a date range, across the club's
 * courses. Capacity comes from the day plans (generated times not materialised yet count as empty
 * slots of the plan's size, as the overview does); players, check-ins, no-shows and money from the
 * confirmed bookings.
 */
import {
  ARRIVALS_WINDOW_MINUTES,
  DASHBOARD_ALERT_KINDS,
  DASHBOARD_LIST_LIMIT,
  REPORT_MAX_DAYS,
  TIME_BANDS,
  timeBandOf,
  type BandUtilisation,
  type DashboardAlert,
  type DashboardArrival,
  type ReportBandCell,
  type ReportDay,
  type TeeSheetDashboard,
  type TeeSheetReport,
  type TimeBandKey,
} from '@fairway/shared-api/contract';
import { badRequest, notFound } from '../../../lib/errors';
import { clockOf, minutesOf } from '../../../lib/clock';
import type { Tx } from '../../../plugins/platform/database';
import {
  addDays,
  courseDays,
  dayOfWeek,
  findCourse,
  listCourses,
  type CourseDay,
} from '../../courses';
import { readSection } from '../../settings';
import { clubOf, type Caller, type Club } from '../context';
import { missingSlots, planDay, visibleRows, type DayPlan } from '../generate';
import * as repo from './repository';

type PlannedCourse = {
  id: number;
  name: string;
  is_active: boolean;
  tee_interval_minutes: number | null;
  players_per_slot: number | null;
  crossover_starts: boolean;
};

/** An inactive course is closed every day (as the sheet plans it). */
const planFor = (day: CourseDay, course: PlannedCourse, club: Club): DayPlan =>
  planDay({ ...day, is_open: day.is_open && course.is_active }, course, club.settings);

const ratio = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000;

type Tally = { capacity: number; booked_players: number };
const emptyBands = (): Map<TimeBandKey, Tally> =>
  new Map(TIME_BANDS.map((b) => [b.key, { capacity: 0, booked_players: 0 }]));
const bandList = (bands: Map<TimeBandKey, Tally>): BandUtilisation[] =>
  TIME_BANDS.map((b) => {
    const t = bands.get(b.key)!;
    return { band: b.key, ...t, utilisation: ratio(t.booked_players, t.capacity) };
  });

async function currencyOf(tx: Tx): Promise<string> {
  return (await readSection(tx, 'app')).currency;
}

// ---- Dashboard

type Slot = {
  start_time: string;
  start_tee: number;
  capacity: number;
  booked_players: number;
  is_blocked: boolean;
  block_reason: string | null;
};

/** The day's slots as the sheet shows them: visible rows plus generated times not materialised. */
function slotsOf(plan: DayPlan, rows: Slot[]): Slot[] {
  const virtual = missingSlots(plan, rows).map((slot) => ({
    ...slot,
    capacity: plan.players_per_slot,
    booked_players: 0,
    is_blocked: false,
    block_reason: null,
  }));
  return visibleRows(plan, [...rows, ...virtual]);
}

/** Consecutive blocked slots with one reason, as ranges. */
function blockedRanges(slots: Slot[]) {
  const ranges: { from: string; to: string; reason: string | null }[] = [];
  let open: (typeof ranges)[number] | null = null;
  for (const s of slots) {
    if (s.is_blocked && open && open.reason === s.block_reason) open.to = s.start_time;
    else if (s.is_blocked)
      ranges.push((open = { from: s.start_time, to: s.start_time, reason: s.block_reason }));
    else open = null;
  }
  return ranges;
}

const alertOf = (
  kind: DashboardAlert['kind'],
  course: { id: number; name: string },
  rest: Partial<DashboardAlert>,
): DashboardAlert => ({
  kind,
  course_id: course.id,
  course_name: course.name,
  start_time: null,
  end_time: null,
  reason: null,
  booking_id: null,
  user_name: null,
  player_count: null,
  amount_cents: null,
  ...rest,
});

/** The day at the desk across the club's active courses (default: today on the club's clock). */
export async function dashboard(
  tx: Tx,
  c: Caller,
  date: string | undefined,
): Promise<TeeSheetDashboard> {
  const club = await clubOf(tx, c);
  const day = date ?? club.clock.date;
  const isToday = day === club.clock.date;
  // Minutes of `day` that have passed: all of a past day, none of a later one.
  const now = isToday ? club.clock.minutes : day < club.clock.date ? 24 * 60 : -1;
  const courses = (await listCourses(tx)).filter((course) => course.is_active);
  const ids = courses.map((course) => course.id);
  const slotRows = await repo.daySlots(tx, ids, day);
  const bookings = await repo.dayBookings(tx, ids, day);
  const currency = await currencyOf(tx);

  const bands = emptyBands();
  const alerts: Record<DashboardAlert['kind'], DashboardAlert[]> = {
    closure: [],
    blocked: [],
    late: [],
    unpaid: [],
  };
  const perCourse: TeeSheetDashboard['courses'] = [];
  let placesLeft = 0;
  for (const course of courses) {
    const [courseDay] = await courseDays(tx, course.id, day, day);
    const plan = planFor(courseDay!, course, club);
    const slots = slotsOf(
      plan,
      slotRows.filter((s) => s.course_id === course.id),
    );
    let left = 0;
    for (const s of slots) {
      if (s.is_blocked) continue;
      const tally = bands.get(timeBandOf(s.start_time))!;
      tally.capacity += s.capacity;
      tally.booked_players += s.booked_players;
      if (minutesOf(s.start_time) >= now) left += s.capacity - s.booked_players;
    }
    placesLeft += left;
    if (courseDay!.closure)
      alerts.closure.push(alertOf('closure', course, { reason: courseDay!.closure.reason }));
    for (const r of blockedRanges(slots))
      alerts.blocked.push(
        alertOf('blocked', course, { start_time: r.from, end_time: r.to, reason: r.reason }),
      );
    const own = bookings.filter((b) => b.course_id === course.id);
    perCourse.push({
      course_id: course.id,
      course_name: course.name,
      is_open: plan.is_open,
      rounds: own.reduce((n, b) => n + b.player_count, 0),
      bookings: own.length,
      places_left: left,
    });
  }

  const names = new Map(courses.map((course) => [course.id, course]));
  const arrivals: DashboardArrival[] = [];
  let arrivalPlayers = 0;
  const sum = (list: repo.DayBooking[]) => list.reduce((n, b) => n + b.player_count, 0);
  for (const b of bookings) {
    const course = names.get(b.course_id)!;
    const start = minutesOf(b.start_time);
    const waiting = !b.checked_in && !b.no_show;
    if (waiting && isToday && start >= now && start <= now + ARRIVALS_WINDOW_MINUTES) {
      arrivalPlayers += b.player_count;
      arrivals.push({
        booking_id: b.id,
        course_id: course.id,
        course_name: course.name,
        start_time: b.start_time,
        user_name: b.user_name,
        player_count: b.player_count,
        due_in_minutes: start - now,
      });
    }
    const person = { booking_id: b.id, user_name: b.user_name, player_count: b.player_count };
    if (waiting && start < now)
      alerts.late.push(alertOf('late', course, { start_time: b.start_time, ...person }));
    if (b.checked_in && !b.paid && (b.price_cents ?? 0) > 0)
      alerts.unpaid.push(
        alertOf('unpaid', course, {
          start_time: b.start_time,
          amount_cents: b.price_cents,
          ...person,
        }),
      );
  }

  const checkedIn = bookings.filter((b) => b.checked_in);
  const noShows = bookings.filter((b) => b.no_show);
  const booked = bookings.reduce((n, b) => n + (b.price_cents ?? 0), 0);
  const paid = bookings.filter((b) => b.paid).reduce((n, b) => n + (b.price_cents ?? 0), 0);
  const bandRows = bandList(bands);
  const total = bandRows.reduce(
    (t, b) => ({ capacity: t.capacity + b.capacity, booked: t.booked + b.booked_players }),
    { capacity: 0, booked: 0 },
  );
  return {
    date: day,
    is_today: isToday,
    now_minutes: club.clock.minutes,
    rounds: sum(bookings),
    bookings: bookings.length,
    arrivals_due: {
      bookings: arrivals.length,
      players: arrivalPlayers,
      next: arrivals.slice(0, DASHBOARD_LIST_LIMIT),
    },
    checked_in: { bookings: checkedIn.length, players: sum(checkedIn) },
    no_shows: { bookings: noShows.length, players: sum(noShows) },
    places_left: placesLeft,
    utilisation: { overall: ratio(total.booked, total.capacity), bands: bandRows },
    revenue: { booked_cents: booked, paid_cents: paid, unpaid_cents: booked - paid },
    currency,
    alerts: DASHBOARD_ALERT_KINDS.flatMap((kind) => alerts[kind].slice(0, DASHBOARD_LIST_LIMIT)),
    courses: perCourse,
  };
}

// ---- Reports

export type ReportRange = { start_date: string; end_date: string; course_id?: number | undefined };

function checkRange(from: string, to: string): number {
  if (to < from) throw badRequest('end_date must be on or after start_date');
  const days =
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1;
  if (days > REPORT_MAX_DAYS) throw badRequest(`A report covers at most ${REPORT_MAX_DAYS} days`);
  return days;
}

/**
 * Utilisation by weekday and time band, rounds, no-shows and green-fee revenue per day from
 * start_date to end_date (at most 366 days), for one course or every course of the club. Two
 * aggregate statements whatever the range, plus each course's hours and closures.
 */
export async function report(tx: Tx, c: Caller, q: ReportRange): Promise<TeeSheetReport> {
  const span = checkRange(q.start_date, q.end_date);
  const club = await clubOf(tx, c);
  let courses: PlannedCourse[];
  let courseName: string | null = null;
  if (q.course_id !== undefined) {
    const course = await findCourse(tx, q.course_id);
    if (!course) throw notFound('Course');
    courses = [course];
    courseName = course.name;
  } else courses = await listCourses(tx);
  const ids = courses.map((course) => course.id);
  const slots = await repo.slotAggregates(tx, ids, q.start_date, q.end_date);
  const bookings = new Map(
    (await repo.bookingAggregates(tx, ids, q.start_date, q.end_date)).map((b) => [b.date, b]),
  );
  const currency = await currencyOf(tx);

  const slotKey = (courseId: number, date: string, band: TimeBandKey) =>
    `${courseId}|${date}|${band}`;
  const bySlot = new Map(slots.map((s) => [slotKey(s.course_id, s.date, s.band), s]));
  // Per date and band: capacity of unblocked times (materialised or still only planned) and players.
  const dayBands = new Map<string, Map<TimeBandKey, Tally>>();
  for (const course of courses) {
    for (const courseDay of await courseDays(tx, course.id, q.start_date, q.end_date)) {
      const plan = planFor(courseDay, course, club);
      const planned = new Map<TimeBandKey, number>();
      for (const t of plan.times) {
        const band = timeBandOf(t);
        // With crossover starts every time exists on both tees.
        planned.set(band, (planned.get(band) ?? 0) + plan.tees.length);
      }
      const bands = dayBands.get(courseDay.date) ?? emptyBands();
      dayBands.set(courseDay.date, bands);
      for (const b of TIME_BANDS) {
        const agg = bySlot.get(slotKey(course.id, courseDay.date, b.key));
        const notMaterialised = Math.max(0, (planned.get(b.key) ?? 0) - (agg?.tee_times ?? 0));
        const tally = bands.get(b.key)!;
        // A closed day counts only the times that still carry bookings.
        tally.capacity +=
          (plan.is_open ? (agg?.open_capacity ?? 0) : (agg?.booked_capacity ?? 0)) +
          notMaterialised * plan.players_per_slot;
        tally.booked_players += agg?.booked_players ?? 0;
      }
    }
  }

  const days: ReportDay[] = [];
  const cells = new Map<string, Tally>();
  for (let i = 0, date = q.start_date; i < span; i++, date = addDays(date, 1)) {
    const weekday = dayOfWeek(date);
    const bands = dayBands.get(date) ?? emptyBands();
    const bandRows = bandList(bands);
    for (const b of bandRows) {
      const key = `${weekday}|${b.band}`;
      const cell = cells.get(key) ?? { capacity: 0, booked_players: 0 };
      cell.capacity += b.capacity;
      cell.booked_players += b.booked_players;
      cells.set(key, cell);
    }
    const capacity = bandRows.reduce((n, b) => n + b.capacity, 0);
    const slotPlayers = bandRows.reduce((n, b) => n + b.booked_players, 0);
    const bk = bookings.get(date);
    const revenue = bk?.revenue_cents ?? 0;
    const paid = bk?.paid_cents ?? 0;
    days.push({
      date,
      weekday,
      capacity,
      bookings: bk?.bookings ?? 0,
      booked_players: bk?.booked_players ?? 0,
      rounds: (bk?.booked_players ?? 0) - (bk?.no_show_players ?? 0),
      checked_in_players: bk?.checked_in_players ?? 0,
      no_show_bookings: bk?.no_show_bookings ?? 0,
      no_show_players: bk?.no_show_players ?? 0,
      revenue_cents: revenue,
      paid_cents: paid,
      unpaid_cents: revenue - paid,
      utilisation: ratio(slotPlayers, capacity),
      bands: bandRows,
    });
  }

  const byWeekdayBand: ReportBandCell[] = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    TIME_BANDS.map((b) => {
      const cell = cells.get(`${weekday}|${b.key}`) ?? { capacity: 0, booked_players: 0 };
      return {
        weekday,
        band: b.key,
        ...cell,
        utilisation: ratio(cell.booked_players, cell.capacity),
      };
    }),
  );

  const totalBands = emptyBands();
  for (const d of days)
    for (const b of d.bands) {
      const t = totalBands.get(b.band)!;
      t.capacity += b.capacity;
      t.booked_players += b.booked_players;
    }
  const add = (key: keyof Omit<ReportDay, 'date' | 'weekday' | 'bands' | 'utilisation'>) =>
    days.reduce((n, d) => n + d[key], 0);
  const totalBandRows = bandList(totalBands);
  const capacity = add('capacity');
  return {
    start_date: q.start_date,
    end_date: q.end_date,
    course_id: q.course_id ?? null,
    course_name: courseName,
    currency,
    bands: TIME_BANDS.map((b) => ({
      key: b.key,
      from: clockOf(b.from),
      to: b.to >= 24 * 60 ? null : clockOf(b.to),
    })),
    days,
    by_weekday_band: byWeekdayBand,
    totals: {
      capacity,
      bookings: add('bookings'),
      booked_players: add('booked_players'),
      rounds: add('rounds'),
      checked_in_players: add('checked_in_players'),
      no_show_bookings: add('no_show_bookings'),
      no_show_players: add('no_show_players'),
      revenue_cents: add('revenue_cents'),
      paid_cents: add('paid_cents'),
      unpaid_cents: add('unpaid_cents'),
      utilisation: ratio(
        totalBandRows.reduce((n, b) => n + b.booked_players, 0),
        capacity,
      ),
      bands: totalBandRows,
    },
  };
}
