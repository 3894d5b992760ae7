import type { BookingRules, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { addDays } from '../../../shared/utils/dates';

/** A moment on the club's wall clock: its calendar day and the minutes since midnight. */
export type WallClock = { date: string; minutes: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** `now` on the club's wall clock (its time zone; UTC when unknown), as the server reads it. */
export function clubWallClock(now: Date, timeZone = 'UTC'): WallClock {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return clubWallClock(now, 'UTC');
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    date: `${get('year')}-${pad(get('month'))}-${pad(get('day'))}`,
    minutes: (get('hour') % 24) * 60 + get('minute'),
  };
}

const wallMs = (date: string, minutes: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + minutes * 60_000;
};

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Hours from `now` to the start of a tee time (both on the club's wall clock); negative once started. */
export function hoursUntil(date: string, startTime: string, now: WallClock): number {
  return (wallMs(date, minutesOf(startTime)) - wallMs(now.date, now.minutes)) / 3_600_000;
}

/**
 * Whether the member may still cancel a booking online: 'yes'; 'cutoff' inside the club's
 * cancellation cut-off (the server would refuse: call the pro shop); 'no' when it is cancelled or
 * over. Without the rules yet, 'yes' (the server decides).
 */
export function cancelState(
  booking: Pick<TeeTimeBooking, 'status' | 'date' | 'start_time'>,
  rules: Pick<BookingRules, 'cancellation_cutoff_hours'> | null,
  now: WallClock,
): 'yes' | 'cutoff' | 'no' {
  if (booking.status !== 'confirmed' || booking.date < now.date) return 'no';
  const hours = hoursUntil(booking.date, booking.start_time, now);
  const cutoff = rules?.cancellation_cutoff_hours ?? 0;
  if (hours <= 0 && cutoff === 0) return 'no';
  return hours >= cutoff ? 'yes' : 'cutoff';
}

/**
 * The day bookings open for `date` when it is past the member's window (the window moves a day
 * each midnight: a day opens `today → last_bookable_date` days before it); null when it can be
 * booked now, or when the member has no limit (staff).
 */
export function opensOn(
  date: string,
  rules: Pick<BookingRules, 'today' | 'last_bookable_date'> | null,
): string | null {
  if (!rules?.last_bookable_date || date <= rules.last_bookable_date) return null;
  return addDays(date, -daysAhead(rules));
}

/** How many days ahead the member may book. */
export function daysAhead(rules: Pick<BookingRules, 'today' | 'last_bookable_date'>): number {
  if (!rules.last_bookable_date) return 0;
  return Math.round((wallMs(rules.last_bookable_date, 0) - wallMs(rules.today, 0)) / 86_400_000);
}
