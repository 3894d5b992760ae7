/**
 * Calendar days as the API writes them (YYYY-MM-DD). The arithmetic runs on UTC midnights so a
 * daylight-saving change never shifts a day; "today" is the browser's own calendar day.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's calendar day as YYYY-MM-DD (not toISOString, which would give the UTC day). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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

/** 'Tuesday 3 March 2026' (in the reader's locale; `locale` for tests). */
export function formatDay(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(toUtc(iso));
}

/** 'Tue 3 Mar' — short enough for a chart label or a card. */
export function formatShortDay(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(toUtc(iso));
}

/** The weekday alone ('Mon'): enough to tell the days of one week apart. */
export function formatWeekday(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(toUtc(iso));
}

/** 'today', 'tomorrow', 'yesterday' near `today`, else the short day ('Tue 3 Mar'). */
export function relativeDay(iso: string, today: string, locale?: string): string {
  if (iso === today) return 'today';
  if (iso === addDays(today, 1)) return 'tomorrow';
  if (iso === addDays(today, -1)) return 'yesterday';
  return formatShortDay(iso, locale);
}
