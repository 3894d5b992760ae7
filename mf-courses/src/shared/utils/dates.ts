import { getFormat, type Formatter } from '@fairway/shared-ui';

/**
 * Calendar days as the API writes them (YYYY-MM-DD). The arithmetic runs on UTC midnights so a
 * daylight-saving change never shifts a day; "today" is the club's calendar day (its time zone).
 * The words come from shared-ui's formatter: the club's settings and language, never the
 * browser's; components pass `useFormat()` so they follow a change, other code gets the club's.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Today on the club's clock as YYYY-MM-DD. */
export function todayIso(now: Date = new Date(), format: Formatter = getFormat()): string {
  return format.today(now);
}

function toUtc(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

function fromUtc(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `iso` moved by `days` (negative goes back). */
export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The Monday of the week `iso` falls in. */
export function mondayOf(iso: string): string {
  const weekday = toUtc(iso).getUTCDay(); // 0 = Sunday
  return addDays(iso, -((weekday + 6) % 7));
}

/** The seven days of the week `iso` falls in, Monday first. */
export function weekOf(iso: string): string[] {
  const monday = mondayOf(iso);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** 'Tuesday 3 March 2026' in the language ('martes, 3 de marzo de 2026'). */
export function formatDay(iso: string, format: Formatter = getFormat()): string {
  return format.dateLong(iso);
}

/** 'Tue 3 Mar' — short enough for a chart label or a card. */
export function formatShortDay(iso: string, format: Formatter = getFormat()): string {
  return format.dateShort(iso);
}

/** The weekday alone ('Mon'): enough to tell the days of one week apart. */
export function formatWeekday(iso: string, format: Formatter = getFormat()): string {
  return format.weekday(iso);
}

/** 'today', 'tomorrow', 'yesterday' near `today`, else the short day ('Tue 3 Mar'). */
export function relativeDay(iso: string, today: string, format: Formatter = getFormat()): string {
  return format.relativeDay(iso, today);
}
