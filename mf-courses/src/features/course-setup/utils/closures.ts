import type { CalendarMark } from '@fairway/shared-ui';
import type { SpecialClosure } from '@fairway/shared-api/courses';

/** Closure dates for the month calendar: 'Closed: Greens maintenance'. */
export function closureMarks(
  closures: ReadonlyArray<SpecialClosure>,
): Record<string, CalendarMark> {
  const marks: Record<string, CalendarMark> = {};
  for (const c of closures) {
    marks[c.date] = { tone: 'danger', label: c.reason ? `Closed: ${c.reason}` : 'Closed' };
  }
  return marks;
}

/** Closures on `today` or later, soonest first. */
export function upcomingClosures(
  closures: ReadonlyArray<SpecialClosure>,
  today: string,
): SpecialClosure[] {
  return closures.filter((c) => c.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

export function closureOn(
  closures: ReadonlyArray<SpecialClosure>,
  date: string,
): SpecialClosure | null {
  return closures.find((c) => c.date === date) ?? null;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tuesday 3 March 2026' for 2026-03-03 (a calendar date: no time zone shift). */
export function formatLongDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : longDate.format(d).replace(',', '');
}

/** Today in the reader's calendar, YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
