/**
 * Calendar arithmetic on plain 'YYYY-MM-DD' / 'YYYY-MM' strings, in UTC so a day is always 24 hours
 * whatever the browser's time zone and its daylight-saving changes.
 */

const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

export function isIsoMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** 'YYYY-MM-DD' → milliseconds at UTC midnight. */
export function dateValue(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

export function fromValue(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromValue(dateValue(date) + days * DAY_MS);
}

/** 'YYYY-MM' of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same day of the month in another month, clamped to its length (31 Jan + 1 month → 28/29 Feb). */
export function shiftMonth(date: string, months: number): string {
  const month = addMonths(monthOf(date), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${pad(day)}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(dateValue(date)).getUTCDay();
}

/** The weeks of a month as rows of 7 cells (null outside the month), starting on `weekStartsOn`. */
export function monthWeeks(month: string, weekStartsOn: number): Array<Array<string | null>> {
  const first = `${month}-01`;
  const lead = (weekday(first) - weekStartsOn + 7) % 7;
  const count = daysInMonth(month);
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= count; d++) cells.push(`${month}-${pad(d)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** `date` moved into [min, max]. */
export function clampDate(date: string, min?: string, max?: string): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}
