/** Reading the tee sheet (member view, staff sheet, overview) and staff blocks. */
import type {
  AvailableTeeTime,
  TeeSheet,
  TeeTime,
  TeeTimeOverview,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { hhmm } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { addDays, courseDays, findCourse, type CourseDay, type CourseRow } from '../courses';
import { clubOf, type Caller, type Club } from './context';
import { missingSlots, planDay, summariseDay, visibleRows, type DayPlan } from './generate';
import * as repo from './repository';
import { hasStarted } from './rules';
import { availableView, bookingView, teeTimeView } from './views';

/** The longest overview range, in days (both ends included). */
export const MAX_OVERVIEW_DAYS = 62;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export async function courseOr404(tx: Tx, courseId: number): Promise<CourseRow> {
  const course = await findCourse(tx, courseId);
  if (!course) throw notFound('Course');
  return course;
}

export async function dayPlan(
  tx: Tx,
  course: CourseRow,
  date: string,
  club: Club,
): Promise<{ day: CourseDay; plan: DayPlan }> {
  const [day] = await courseDays(tx, course.id, date, date);
  return { day: day!, plan: planFor(day!, course, club) };
}

/** An inactive course is closed every day. */
const planFor = (day: CourseDay, course: CourseRow, club: Club): DayPlan =>
  planDay({ ...day, is_open: day.is_open && course.is_active }, course, club.settings);

/** The day's rows, materialising the generated times the first time the day is read. */
export async function materialisedRows(
  tx: Tx,
  c: Caller,
  courseId: number,
  date: string,
  plan: DayPlan,
  viewerId: number | null = null,
): Promise<repo.DayRow[]> {
  const rows = await repo.dayRows(tx, courseId, date, viewerId);
  if (missingSlots(plan, rows).length === 0) return rows;
  await repo.materialiseDay(tx, c.organizationId, courseId, date, plan);
  return repo.dayRows(tx, courseId, date, viewerId);
}

export async function teeTimeOr404(tx: Tx, id: number): Promise<repo.TeeTimeRow> {
  const row = await repo.findTeeTime(tx, id);
  if (!row) throw notFound('Tee time');
  return row;
}

export async function getTeeTime(tx: Tx, id: number): Promise<TeeTime> {
  return teeTimeView(await teeTimeOr404(tx, id));
}

/** The member's view: bookable times (generated, unblocked, not started) with their own booking. */
export async function available(
  tx: Tx,
  c: Caller,
  courseId: number,
  date: string,
): Promise<AvailableTeeTime[]> {
  const course = await courseOr404(tx, courseId);
  const club = await clubOf(tx, c);
  const { plan } = await dayPlan(tx, course, date, club);
  if (!plan.is_open) return [];
  // Only generated times are bookable: a booked time left over from old hours is staff business.
  const generated = new Set(plan.times);
  const rows = await materialisedRows(tx, c, courseId, date, plan, c.userId);
  return rows
    .filter(
      (r) =>
        generated.has(hhmm(r.start_time)) &&
        plan.tees.includes(r.start_tee) &&
        !r.is_blocked &&
        !hasStarted(date, r.start_time, club.clock),
    )
    .map((r) => availableView(r, r.my_booking_id));
}

/** The staff grid: every time of the day, blocked ones included, with its confirmed bookings. */
export async function sheet(tx: Tx, c: Caller, courseId: number, date: string): Promise<TeeSheet> {
  const course = await courseOr404(tx, courseId);
  const club = await clubOf(tx, c);
  const { day, plan } = await dayPlan(tx, course, date, club);
  const rows = visibleRows(plan, await materialisedRows(tx, c, courseId, date, plan));
  const bookings = groupBy(
    await repo.confirmedAt(
      tx,
      rows.map((r) => r.id),
    ),
    (b) => b.tee_time_id,
  );
  return {
    course_id: courseId,
    date,
    is_open: plan.is_open,
    closed_reason: day.closure?.reason ?? (course.is_active ? null : 'The course is not active'),
    interval_minutes: plan.interval_minutes,
    players_per_slot: plan.players_per_slot,
    crossover_starts: course.crossover_starts,
    now: { date: club.clock.date, minutes: club.clock.minutes },
    rows: rows.map((r) => ({
      ...teeTimeView(r),
      bookings: (bookings.get(r.id) ?? []).map(bookingView),
    })),
  };
}

/** One entry per day, computed without materialising anything. */
export async function overview(
  tx: Tx,
  c: Caller,
  courseId: number,
  from: string,
  to: string,
): Promise<TeeTimeOverview> {
  if (to < from) throw badRequest('end_date must be on or after start_date');
  if (to > addDays(from, MAX_OVERVIEW_DAYS - 1))
    throw badRequest(`The overview covers at most ${MAX_OVERVIEW_DAYS} days`);
  const course = await courseOr404(tx, courseId);
  const club = await clubOf(tx, c);
  const days = await courseDays(tx, courseId, from, to);
  const rows = await repo.rangeRows(tx, courseId, from, to);
  const byDate = groupBy(rows, (r) => r.date);
  return {
    course_id: courseId,
    start_date: from,
    end_date: to,
    days: days.map((day) =>
      summariseDay(day.date, planFor(day, course, club), byDate.get(day.date) ?? []),
    ),
  };
}

export async function block(tx: Tx, c: Caller, id: number, reason: string): Promise<TeeTime> {
  const row = await repo.block(tx, id, reason, c.userId);
  if (row) return teeTimeView(row);
  await teeTimeOr404(tx, id);
  throw conflict('Move or cancel the bookings on this tee time before blocking it');
}

export async function unblock(tx: Tx, id: number): Promise<TeeTime> {
  const row = await repo.unblock(tx, id);
  if (!row) throw notFound('Tee time');
  return teeTimeView(row);
}
