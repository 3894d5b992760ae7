/**
 * Wall-clock arithmetic in a club's time zone. Tee times and opening hours are stored as local
 * times; these turn an instant into the club's date and minutes and back.
 */

export type WallClock = {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Sunday … 6 = Saturday. */
  day_of_week: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): Record<string, string> {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function wallClock(instant: Date, timeZone: string): WallClock {
  const p = partsIn(instant, timeZone);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    minutes: Number(p.hour) * 60 + Number(p.minute),
    day_of_week: WEEKDAYS.indexOf(p.weekday!),
  };
}

/** The instant at which the zone's wall clock reads `date` `time` (HH:MM). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time.slice(0, 5)}:00Z`);
  // Two passes settle the zone offset, also across a daylight-saving change.
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const p = partsIn(instant, timeZone);
    const seen = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
    instant = new Date(instant.getTime() + (guess.getTime() - seen));
  }
  return instant;
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

/** "HH:MM:SS" (as the driver answers a time column) or "HH:MM" → "HH:MM". */
export const hhmm = (time: string): string => time.slice(0, 5);

/** The contract's calendar check (not 2026-02-30), shared with every date the client sends. */
export { isCalendarDate } from '@fairway/shared-api/contract';

/** An ISO timestamp that names an instant (ends with Z or an offset). */
export const isZoned = (value: string): boolean => /(Z|[+-]\d{2}(:?\d{2})?)$/i.test(value);

/**
 * What a client may send for a time (HH:MM, HH:MM:SS or an ISO timestamp) → HH:MM. A timestamp
 * with an offset (or Z) is an instant, read on the club's wall clock; one without is already a
 * wall-clock time and kept as written.
 */
export function clockTimeIn(value: string, timeZone: string): string {
  if (!value.includes('T')) return hhmm(value);
  if (!isZoned(value)) return hhmm(value.slice(value.indexOf('T') + 1));
  return clockOf(wallClock(new Date(value), timeZone).minutes);
}
