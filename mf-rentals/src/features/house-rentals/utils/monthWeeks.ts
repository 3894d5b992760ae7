import { monthBounds } from '../../../shared/utils/dates';

/**
 * The weeks of a month as rows of 7 cells (a day, or null before the 1st and after the last day),
 * with weeks starting on `weekStart` (0 = Sunday).
 */
export function monthWeeks(month: string, weekStart: number): (string | null)[][] {
  const { start, end } = monthBounds(month);
  const first = new Date(`${start}T00:00:00Z`).getUTCDay();
  const lead = (first - weekStart + 7) % 7;
  const count = Number(end.slice(8, 10));
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
