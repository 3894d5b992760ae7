/**
 * The spec's open/closed rule for a date, as pure functions over a course's opening hours and
 * special closures (no database, no clock), so the rule is unit-tested on its own.
 */

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

/** The YYYY-MM-DD date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "HH:MM" or "HH:MM:SS" → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes since midnight → "HH:MM". */
export function clockOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
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

/** Whether a YYYY-MM-DD string names a real calendar date (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === date;
}
