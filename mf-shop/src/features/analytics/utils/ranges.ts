import { isCalendarDate } from '@fairway/shared-api';
import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsType,
  type RevenueGroup,
} from '@fairway/shared-api/shop';

export const PRESETS = ['last7', 'last30', 'last90', 'thisMonth'] as const;
export type Preset = (typeof PRESETS)[number];
export type DateRange = { start: string; end: string };

const pad = (n: number) => String(n).padStart(2, '0');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `iso` (YYYY-MM-DD) moved by `days`, on UTC midnights (no daylight-saving shift). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The dates of a preset ending `today` (the club's day). */
export function presetRange(preset: Preset, today: string): DateRange {
  switch (preset) {
    case 'last7':
      return { start: addDays(today, -6), end: today };
    case 'last30':
      return { start: addDays(today, -29), end: today };
    case 'last90':
      return { start: addDays(today, -89), end: today };
    case 'thisMonth':
      return { start: `${today.slice(0, 8)}01`, end: today };
  }
}

/** The preset whose dates these are, or null (custom dates). */
export function presetOf(range: DateRange, today: string): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.start === range.start && r.end === range.end;
    }) ?? null
  );
}

/** Days from start to end, both included (0 or less when the end is before the start). */
export function rangeDays({ start, end }: DateRange): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 864e5) + 1
  );
}

export type RangeProblem = { kind: 'endBeforeStart' } | { kind: 'tooLong'; days: number } | null;

/** What the server would refuse, found before asking. */
export function rangeProblem(range: DateRange): RangeProblem {
  const days = rangeDays(range);
  if (days < 1) return { kind: 'endBeforeStart' };
  if (days > ANALYTICS_MAX_DAYS) return { kind: 'tooLong', days: ANALYTICS_MAX_DAYS };
  return null;
}

/** Bars that stay readable: days up to a month, weeks up to about four months, then months. */
export function groupFor(range: DateRange): RevenueGroup {
  const days = rangeDays(range);
  if (days <= 31) return 'day';
  if (days <= 120) return 'week';
  return 'month';
}

/** The type filter shown: both (sales and rentals), sales only, rentals only. */
export const TYPES = ['both', 'sale', 'rental'] as const satisfies readonly AnalyticsType[];

export type AnalyticsView = { range: DateRange | null; type: AnalyticsType };

const validDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && isCalendarDate(value);

/** The range and type in the URL (?start&end&type), null where absent or wrong. */
export function viewFromParams(params: URLSearchParams): AnalyticsView {
  const start = params.get('start');
  const end = params.get('end');
  const type = params.get('type');
  return {
    range: validDay(start) && validDay(end) ? { start, end } : null,
    type: type === 'sale' || type === 'rental' ? type : 'both',
  };
}

export function viewParams(range: DateRange, type: AnalyticsType): URLSearchParams {
  const params = new URLSearchParams({ start: range.start, end: range.end });
  if (type !== 'both') params.set('type', type);
  return params;
}
