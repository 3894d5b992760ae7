import { getFormat, getT, type CalendarMark, type Formatter } from '@fairway/shared-ui';
import type { SpecialClosure } from '@fairway/shared-api/courses';
import { messages, type CoursesT } from '../../../i18n/messages';

/** Closure dates for the month calendar: 'Closed: Greens maintenance'. */
export function closureMarks(
  closures: ReadonlyArray<SpecialClosure>,
  t: CoursesT = getT(messages),
): Record<string, CalendarMark> {
  const marks: Record<string, CalendarMark> = {};
  for (const c of closures) {
    marks[c.date] = {
      tone: 'danger',
      label: c.reason ? t('closedBecause', { reason: c.reason }) : t('closed'),
    };
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

/** 'Tuesday 3 March 2026' for 2026-03-03 in the reader's language (a calendar date: no time zone shift). */
export function formatLongDate(date: string, format: Formatter = getFormat()): string {
  return format.dateLong(date);
}

/** Today on the club's calendar, YYYY-MM-DD. */
export function todayIso(now = new Date(), format: Formatter = getFormat()): string {
  return format.today(now);
}
