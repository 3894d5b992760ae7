/**
 * The spec's open/closed rule for a date, as pure functions over a course's opening hours and
 * special closures (no database, no clock), so the rule is unit-tested on its own.
 */

export { clockOf, isCalendarDate, minutesOf } from '../../lib/clock';

export type HoursRow = {
  day_of_week: number;
  is_open: boolean;
  open_time: string;
  close_time: string;
  first_tee_time: string | null;
  last_tee_time: string | null;
};

export type ClosureRow = { date: string; reason: string | null };

/** 0 = Sunday … 6 = Saturday for a YYYY-MM-DD date (calendar arithmetic, no time zone). */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The YYYY-MM-DD date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export type CourseDayRule = {
  is_open: boolean;
  /** The special closure on that date, if any. */
  closure: ClosureRow | null;
  /** That weekday's opening hours when the course is open, else null. */
  hours: HoursRow | null;
};

/**
 * Closed if a special closure exists on that date; otherwise open if an opening-hours row
 * exists for that weekday and is_open is set.
 */
export function courseDayRule(
  date: string,
  hours: readonly HoursRow[],
  closures: readonly ClosureRow[],
): CourseDayRule {
  const closure = closures.find((c) => c.date === date) ?? null;
  if (closure) return { is_open: false, closure, hours: null };
  const row = hours.find((h) => h.day_of_week === dayOfWeek(date));
  if (!row || !row.is_open) return { is_open: false, closure: null, hours: null };
  return { is_open: true, closure: null, hours: row };
}
