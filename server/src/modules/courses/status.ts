import { DAY_NAMES } from '@fairway/shared-api/contract';
import type { WallClock } from '../../lib/clock';
import {
  addDays,
  clockOf,
  courseDayRule,
  dayOfWeek,
  minutesOf,
  type ClosureRow,
  type HoursRow,
} from './calendar';

/** How far ahead the next opening is looked for: today+1 … today+7. */
export const STATUS_LOOKAHEAD_DAYS = 7;

export type NextOpening = { date: string; time: string };

export type CourseStatusMessage = {
  is_open_now: boolean;
  message: string;
  /** Today at opening time before the course opens; the next open day when closed; null while open. */
  next_opening: NextOpening | null;
};

/** The first open day after `today` within the look-ahead, skipping closures and closed weekdays. */
export function nextOpening(
  today: string,
  hours: readonly HoursRow[],
  closures: readonly ClosureRow[],
): (NextOpening & { when: string }) | null {
  for (let i = 1; i <= STATUS_LOOKAHEAD_DAYS; i++) {
    const date = addDays(today, i);
    const rule = courseDayRule(date, hours, closures);
    if (!rule.hours) continue;
    const time = clockOf(minutesOf(rule.hours.open_time));
    const day = i === 1 ? 'Tomorrow' : DAY_NAMES[dayOfWeek(date)];
    return { date, time, when: `${day} at ${time}` };
  }
  return null;
}

/**
 * The spec's current-status rule. Times are compared in minutes since midnight on the club's
 * wall clock; opening and closing minutes both count as open.
 */
export function courseStatusMessage(input: {
  now: WallClock;
  hours: readonly HoursRow[];
  closures: readonly ClosureRow[];
}): CourseStatusMessage {
  const { now, hours, closures } = input;
  const today = courseDayRule(now.date, hours, closures);

  const closed = (opening: string): CourseStatusMessage => {
    const next = nextOpening(now.date, hours, closures);
    const tail = next
      ? `Next opening: ${next.when}.`
      : 'Please check opening hours for more information.';
    return {
      is_open_now: false,
      message: `${opening} ${tail}`,
      next_opening: next && { date: next.date, time: next.time },
    };
  };

  if (today.closure) return closed('The course is temporarily closed today.');
  if (!today.hours) return closed('The course is closed today.');

  const open = minutesOf(today.hours.open_time);
  const close = minutesOf(today.hours.close_time);
  if (now.minutes < open)
    return {
      is_open_now: false,
      message: `The course opens today at ${clockOf(open)}.`,
      next_opening: { date: now.date, time: clockOf(open) },
    };
  if (now.minutes <= close)
    return {
      is_open_now: true,
      message: `The course is currently open until ${clockOf(close)}.`,
      next_opening: null,
    };
  return closed('The course is closed for today.');
}
