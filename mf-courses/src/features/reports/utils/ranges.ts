import { REPORT_MAX_DAYS } from '@fairway/shared-api/tee-sheet';
import { addDays } from '../../../shared/utils/dates';

export const PRESETS = ['thisWeek', 'last7', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

export type DateRange = { start: string; end: string };

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The dates of a preset around `today` (YYYY-MM-DD); weeks start on the club's weekStartsOn. */
export function presetRange(preset: Preset, today: string, weekStartsOn: number): DateRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  switch (preset) {
    case 'thisWeek': {
      const start = addDays(today, -((weekdayOf(today) - weekStartsOn + 7) % 7));
      return { start, end: addDays(start, 6) };
    }
    case 'last7':
      return { start: addDays(today, -6), end: today };
    case 'thisMonth':
      return {
        start: `${year}-${pad(month)}-01`,
        end: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`,
      };
    case 'lastMonth': {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { start: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-${pad(daysInMonth(y, m))}` };
    }
  }
}

/** The preset whose dates these are, or null (custom dates). */
export function presetOf(range: DateRange, today: string, weekStartsOn: number): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, today, weekStartsOn);
      return r.start === range.start && r.end === range.end;
    }) ?? null
  );
}

/** Days from start to end, both included (0 or less when end is before start). */
export function rangeDays({ start, end }: DateRange): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 864e5) + 1
  );
}

export type RangeProblem = { kind: 'endBeforeStart' } | { kind: 'tooLong'; days: number } | null;

/** What the server would refuse, found before asking. */
export function rangeProblem(range: DateRange): RangeProblem {
  if (!range.start || !range.end) return null;
  const days = rangeDays(range);
  if (days < 1) return { kind: 'endBeforeStart' };
  if (days > REPORT_MAX_DAYS) return { kind: 'tooLong', days: REPORT_MAX_DAYS };
  return null;
}

export { minorUnits } from '../../../shared/utils/money';
