/**
 * Calendar days (YYYY-MM-DD) on the club's calendar, as the academy's dates are written. Worked
 * out in UTC so no time zone moves a day.
 */

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const utc = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` days. */
export function addDays(day: string, n: number): string {
  return iso(utc(day) + n * DAY_MS);
}

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isDay(text: string | null | undefined): text is string {
  return !!text && DAY.test(text) && iso(utc(text)) === text;
}

/** The first day of the week holding `day`, weeks starting on `weekStartsOn` (0 = Sunday). */
export function weekStart(day: string, weekStartsOn: number): string {
  const weekday = new Date(utc(day)).getUTCDay();
  return addDays(day, -((weekday - weekStartsOn + 7) % 7));
}

/** The seven days of the week starting on `start`. */
export function weekDays(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}
