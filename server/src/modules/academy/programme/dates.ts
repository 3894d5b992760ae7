import { MAX_ACADEMY_RANGE_DAYS } from '@fairway/shared-api/contract';
import { clockOf, instantOf, wallClock } from '../../../lib/clock';
import { badRequest } from '../../../lib/errors';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus n days. */
export const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `first` to `last` (YYYY-MM-DD). */
export const daysFrom = (first: string, last: string): number =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);

/** A query's start_date..end_date: in order, and at most 366 days (400 otherwise). */
export function checkRange(start: string, end: string): void {
  if (end < start) throw badRequest('end_date must be on or after start_date');
  if (daysFrom(start, end) > MAX_ACADEMY_RANGE_DAYS)
    throw badRequest(`The range must be at most ${MAX_ACADEMY_RANGE_DAYS} days`);
}

/** The instants from the first day's midnight to the midnight after the last, on the club's clock. */
export function dayBounds(timeZone: string, first: string, last: string): { from: Date; to: Date } {
  return {
    from: instantOf(first, '00:00', timeZone),
    to: instantOf(addDays(last, 1), '00:00', timeZone),
  };
}

/** An instant as the club's calendar date and clock time. */
export function clubClock(instant: Date, timeZone: string): { date: string; time: string } {
  const w = wallClock(instant, timeZone);
  return { date: w.date, time: clockOf(w.minutes) };
}

/** A timestamp as either driver answers it (Date or text) → ISO 8601. */
export const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
export const isoOrNull = (v: unknown): string | null => (v == null ? null : iso(v));
