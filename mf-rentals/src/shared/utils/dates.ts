/**
 * Rental dates. A rental covers whole days: the API stores `rental_start_date` as the start of its
 * first day and `rental_end_date` as the end of its last day, in UTC
 * (2026-11-25T00:00:00.000Z … 2026-11-27T23:59:59.999Z is 25–27 Nov, 3 days). The screens work in
 * calendar days (YYYY-MM-DD) and turn them into those instants only when sending.
 */

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of a rental's start or end instant, read in UTC as it is stored. */
export function rentalDay(iso: string): string {
  return iso.slice(0, 10);
}

/** What the API stores as a rental's first day: the start of that day in UTC. */
export function startOfDayUtc(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** What the API stores as a rental's last day: the end of that day in UTC. */
export function endOfDayUtc(day: string): string {
  return `${day}T23:59:59.999Z`;
}

const utc = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` days. */
export function addDays(day: string, n: number): string {
  return iso(utc(day) + n * DAY_MS);
}

/** Whole days from `start` to `end`, both included (25–27 Nov: 3); 0 when the end is before the start. */
export function daysInclusive(start: string, end: string): number {
  const days = Math.round((utc(end) - utc(start)) / DAY_MS) + 1;
  return days > 0 ? days : 0;
}

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const count = daysInclusive(start, end);
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** The first and last day of a month (`YYYY-MM`). */
export function monthBounds(month: string): { start: string; end: string } {
  const start = `${month}-01`;
  const next = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 1));
  return { start, end: iso(next.getTime() - DAY_MS) };
}

/** The month (`YYYY-MM`) `n` months after `month`. */
export function addMonths(month: string, n: number): string {
  const d = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7) - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isDay(text: string | null | undefined): text is string {
  return !!text && DAY.test(text) && iso(utc(text)) === text;
}
