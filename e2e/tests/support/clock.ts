/**
 * The club's clock for journeys. The server has no clock to move, so a journey that needs a time
 * of today that has already started (a no-show) books it while the club's time zone puts the
 * wall clock in the morning, then moves the club to a zone six hours later on the same day: the
 * booking is now in the past, as it would be at the desk that afternoon. Zones are fixed-offset
 * (Etc/GMT±N, no summer time) and chosen from the current hour so both are on the same date.
 */

/** 'Etc/GMT+10' is UTC−10: the sign is the POSIX one, inverted. */
const etcZone = (offsetHours: number): string =>
  offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;

export type ClubZones = {
  /** A zone where it is now between 08:00 and 12:00. */
  morning: string;
  /** A zone six hours ahead of `morning`, on the same date. */
  afternoon: string;
};

export function clubZones(now = new Date()): ClubZones {
  const hour = now.getUTCHours();
  const offset = Math.max(-12, Math.min(8, 8 - hour));
  return { morning: etcZone(offset), afternoon: etcZone(offset + 6) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD in `timeZone`, `days` from today. */
export function dayIn(timeZone: string, days = 0, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const d = new Date(Date.UTC(get('year'), get('month') - 1, get('day') + days));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Minutes since midnight now in `timeZone`. */
export function minutesIn(timeZone: string, now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return get('hour') * 60 + get('minute');
}

/** 'HH:MM' of minutes since midnight. */
export const hhmm = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The first tee time (every `interval` minutes from midnight) at least `ahead` minutes from now. */
export function nextTeeTime(timeZone: string, ahead: number, interval = 10): string {
  const soonest = minutesIn(timeZone) + ahead;
  return hhmm(Math.ceil(soonest / interval) * interval);
}

/** YYYY-MM-DD `days` from today on this machine's clock (the browser's, in these journeys). */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
