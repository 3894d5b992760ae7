import { and, between, eq } from 'drizzle-orm';
import { hhmm } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { badRequest } from '../../lib/errors';
import { addDays, courseDayRule, daysBetween, type CourseDayRule, type HoursRow } from './calendar';
import { courses, openingHours, specialClosures } from './tables';

export type CourseRow = typeof courses.$inferSelect;

export type CourseDay = CourseDayRule & { date: string };

/** The most days one call computes (a year and a day): no caller can ask for unbounded work. */
export const MAX_COURSE_DAYS = 366;

const hhmmOrNull = (t: string | null) => (t === null ? null : hhmm(t));

/** A course of the caller's organization (RLS scopes the transaction), or null. */
export async function findCourse(tx: Tx, courseId: number): Promise<CourseRow | null> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  return row ?? null;
}

export async function courseHours(tx: Tx, courseId: number): Promise<HoursRow[]> {
  const rows = await tx.select().from(openingHours).where(eq(openingHours.course_id, courseId));
  return rows.map((r) => ({
    day_of_week: r.day_of_week,
    is_open: r.is_open,
    open_time: hhmm(r.open_time),
    close_time: hhmm(r.close_time),
    first_tee_time: hhmmOrNull(r.first_tee_time),
    last_tee_time: hhmmOrNull(r.last_tee_time),
  }));
}

/**
 * Whether the course is open on each date from `from` to `to` (inclusive) and with which hours:
 * what the tee sheet is generated from. Times are HH:MM wall clock in the club's time zone.
 */
export async function courseDays(
  tx: Tx,
  courseId: number,
  from: string,
  to: string,
): Promise<CourseDay[]> {
  const span = daysBetween(from, to) + 1;
  if (span < 1 || span > MAX_COURSE_DAYS)
    throw badRequest(`A date range covers 1 to ${MAX_COURSE_DAYS} days`);
  // One after the other: a transaction's connection runs one query at a time anyway.
  const hours = await courseHours(tx, courseId);
  const closures = await tx
    .select({ date: specialClosures.date, reason: specialClosures.reason })
    .from(specialClosures)
    .where(and(eq(specialClosures.course_id, courseId), between(specialClosures.date, from, to)));
  const days: CourseDay[] = [];
  // Counted, not compared as text: the count is bounded whatever dates a caller sends.
  for (let i = 0, d = from; i < span; i++, d = addDays(d, 1)) {
    days.push({ date: d, ...courseDayRule(d, hours, closures) });
  }
  return days;
}
