import type { DisplaySettingsInfo } from '@fairway/shared-api';
import { languageOf, type Language } from './languages';

/**
 * How the portal writes things: the club's display settings (the `app` section and the club's
 * time zone) and, when the person chose one, their language, which wins over the club's.
 */
export type DisplaySettings = Pick<
  DisplaySettingsInfo,
  'locale' | 'currency' | 'date_format' | 'time_format' | 'week_starts_on' | 'distance_unit'
> &
  Partial<Pick<DisplaySettingsInfo, 'time_zone'>> & {
    /** The person's language preference ('' or absent: the club's). */
    language?: string;
  };

export type Weekday = { /** 0 = Sunday. */ day: number; short: string; long: string };
export type RelativeUnit = Intl.RelativeTimeFormatUnit;

export type Formatter = {
  /** The catalogue language every word is in: 'en' or 'es'. */
  language: Language;
  /** The locale Intl writes with: the club's, or the person's language in the club's region. */
  locale: string;
  settings: DisplaySettings;
  /** A calendar day (YYYY-MM-DD) or an instant, per date_format: 24/11/2026. */
  date(value: string | Date): string;
  /** 'Tuesday 24 November 2026' in the language; `{ year: false }` leaves the year out. */
  dateLong(value: string | Date, options?: { year?: boolean }): string;
  /** 'Tue 24 Nov': short enough for a chart label or a card. */
  dateShort(value: string | Date): string;
  /** A wall-clock time (HH:MM) or an instant, per time_format: '07:00' or '7:00 AM' in the language's words. */
  time(value: string | Date): string;
  /** An instant in the club's time zone: date and time. */
  dateTime(value: string | Date): string;
  /** The weekday of a day: 'Tue' (short) or 'Tuesday'. */
  weekday(value: string | Date, width?: 'short' | 'long'): string;
  /** The seven weekdays, starting at week_starts_on. */
  weekdays(): Weekday[];
  /** The month and year of a day: 'November 2026'. */
  month(value: string | Date): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A ratio (0.42) as a percentage: 42%. */
  percent(ratio: number): string;
  /** An amount in the club's currency (or `currency`). */
  money(amount: number, currency?: string): string;
  /** A length given in `from` units (metres by default), written in the club's distance_unit. */
  length(value: number, from?: 'metres' | 'yards'): string;
  /** 'in 3 days', 'yesterday', 'hace 2 horas'. */
  relative(value: number, unit: RelativeUnit): string;
  /** 'today', 'tomorrow', 'yesterday' next to `today` (YYYY-MM-DD), else dateShort. */
  relativeDay(day: string, today: string): string;
  /** When a timestamp was: 'now', '5 minutes ago', '3 hours ago', 'yesterday'; after a week, dateTime. */
  ago(iso: string, now?: number): string;
  /** 'a, b and c' ('a, b y c'). */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
  /** Today's date (YYYY-MM-DD) on the club's clock. */
  today(now?: Date): string;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const YARDS_PER_METRE = 1 / 0.9144;
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as a UTC midnight, so no time zone moves it; an instant as it is. */
function dayValue(value: string | Date): { date: Date; zone: string | undefined } | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : { date: value, zone: undefined };
  const day = ISO_DAY.exec(value);
  if (day) return { date: new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!)), zone: 'UTC' };
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, zone: undefined };
}

/** The locale Intl uses: the club's when it speaks the catalogue language, else that language in the club's region. */
function intlLocale(language: string, clubLocale: string): string {
  try {
    const club = new Intl.Locale(clubLocale);
    if (club.language === language) return club.toString();
    const tag = club.region ? `${language}-${club.region}` : language;
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 ? tag : language;
  } catch {
    return language;
  }
}

/**
 * The formatter for `settings`, for code outside React and for tests; components use
 * `useFormat()`. Intl does the work; nothing here reads the browser's locale or time zone.
 */
const AGO_STEPS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
] as const;

export function createFormatter(settings: DisplaySettings): Formatter {
  const language = languageOf(settings.language, settings.locale);
  const locale = intlLocale(language, settings.locale);
  const zone = settings.time_zone || 'UTC';
  // Making an Intl formatter costs far more than using one (a phone's tee-time list formats a
  // price and a time per row): each is made once per formatter and options.
  const made = new Map<string, { format: (...args: never[]) => string }>();
  function once<T extends { format: (...args: never[]) => string }>(key: string, make: () => T): T {
    let f = made.get(key) as T | undefined;
    if (!f) {
      f = make();
      made.set(key, f);
    }
    return f;
  }
  const dtf = (options: Intl.DateTimeFormatOptions, timeZone: string) =>
    once(
      `date|${timeZone}|${JSON.stringify(options)}`,
      () => new Intl.DateTimeFormat(locale, { ...options, timeZone }),
    );
  const nf = (options?: Intl.NumberFormatOptions) =>
    once(`number|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options));
  /** Y, M, D, h, m of a value: a calendar day as written, an instant on the club's clock. */
  const parts = (value: string | Date) => {
    const v = dayValue(value);
    if (!v) return null;
    const f = dtf(
      {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
      v.zone ?? zone,
    );
    const p = Object.fromEntries(f.formatToParts(v.date).map((x) => [x.type, x.value]));
    return { y: p.year!, m: p.month!, d: p.day!, h: Number(p.hour), min: Number(p.minute) };
  };
  const words = (value: string | Date, options: Intl.DateTimeFormatOptions) => {
    const v = dayValue(value);
    return v ? dtf(options, v.zone ?? zone).format(v.date) : String(value);
  };
  const clock = (h: number, min: number) => {
    if (settings.time_format === '24h') return `${pad(h)}:${pad(min)}`;
    // The language's own words for AM/PM ('7:00 a. m.' in Spanish).
    return dtf({ hour: 'numeric', minute: '2-digit', hour12: true }, 'UTC').format(
      new Date(Date.UTC(2000, 0, 1, h, min)),
    );
  };

  const f: Formatter = {
    language,
    locale,
    settings,
    date(value) {
      const p = parts(value);
      if (!p) return String(value);
      if (settings.date_format === 'MM/DD/YYYY') return `${p.m}/${p.d}/${p.y}`;
      if (settings.date_format === 'YYYY-MM-DD') return `${p.y}-${p.m}-${p.d}`;
      return `${p.d}/${p.m}/${p.y}`;
    },
    dateLong(value, { year = true } = {}) {
      return words(value, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        ...(year ? { year: 'numeric' } : {}),
      });
    },
    dateShort(value) {
      return words(value, { weekday: 'short', day: 'numeric', month: 'short' });
    },
    time(value) {
      if (typeof value === 'string') {
        const hm = HH_MM.exec(value);
        if (hm) return clock(Number(hm[1]), Number(hm[2]));
      }
      const p = parts(value);
      return p ? clock(p.h, p.min) : String(value);
    },
    dateTime(value) {
      return dayValue(value) ? `${f.date(value)} ${f.time(value)}` : String(value);
    },
    weekday(value, width = 'short') {
      return words(value, { weekday: width });
    },
    weekdays() {
      // 4 January 1970 was a Sunday.
      return Array.from({ length: 7 }, (_, i) => {
        const day = (settings.week_starts_on + i) % 7;
        const date = new Date(Date.UTC(1970, 0, 4 + day));
        return {
          day,
          short: dtf({ weekday: 'short' }, 'UTC').format(date),
          long: dtf({ weekday: 'long' }, 'UTC').format(date),
        };
      });
    },
    month(value) {
      return words(value, { month: 'long', year: 'numeric' });
    },
    number(value, options) {
      return nf(options).format(value);
    },
    percent(ratio) {
      return nf({ style: 'percent', maximumFractionDigits: 0 }).format(ratio);
    },
    money(amount, currency = settings.currency) {
      return nf({ style: 'currency', currency }).format(amount);
    },
    length(value, from = 'metres') {
      const metres = from === 'metres' ? value : value / YARDS_PER_METRE;
      const yards = settings.distance_unit === 'yards';
      return nf({ style: 'unit', unit: yards ? 'yard' : 'meter', maximumFractionDigits: 0 }).format(
        yards ? metres * YARDS_PER_METRE : metres,
      );
    },
    relative(value, unit) {
      return once(
        'relative',
        () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      ).format(value, unit);
    },
    relativeDay(day, today) {
      const a = dayValue(day);
      const b = dayValue(today);
      if (!a || !b) return String(day);
      const diff = Math.round((a.date.getTime() - b.date.getTime()) / 86_400_000);
      return Math.abs(diff) <= 1 ? f.relative(diff, 'day') : f.dateShort(day);
    },
    ago(iso, now = Date.now()) {
      const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
      if (seconds < 60) return f.relative(0, 'second');
      if (seconds >= 7 * 86_400) return f.dateTime(iso);
      const step = AGO_STEPS.find((s) => seconds >= s.seconds)!;
      return f.relative(-Math.floor(seconds / step.seconds), step.unit);
    },
    list(items, type = 'conjunction') {
      return once(
        `list|${type}`,
        () => new Intl.ListFormat(locale, { style: 'long', type }),
      ).format(items);
    },
    today(now = new Date()) {
      const p = parts(now)!;
      return `${p.y}-${p.m}-${p.d}`;
    },
  };
  return f;
}
