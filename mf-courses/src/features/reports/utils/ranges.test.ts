import { presetOf, presetRange, rangeProblem } from './ranges';

describe('report periods', () => {
  it('this week follows the club’s first day of the week', () => {
    // Wednesday 10 June 2026.
    expect(presetRange('thisWeek', '2026-06-10', 1)).toEqual({
      start: '2026-06-08',
      end: '2026-06-14',
    });
    expect(presetRange('thisWeek', '2026-06-10', 0)).toEqual({
      start: '2026-06-07',
      end: '2026-06-13',
    });
  });

  it('last 7 days end today; months are whole, last month crosses the year', () => {
    expect(presetRange('last7', '2026-03-02', 1)).toEqual({
      start: '2026-02-24',
      end: '2026-03-02',
    });
    expect(presetRange('thisMonth', '2028-02-10', 1)).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(presetRange('lastMonth', '2026-01-15', 1)).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
    expect(presetOf({ start: '2025-12-01', end: '2025-12-31' }, '2026-01-15', 1)).toBe('lastMonth');
    expect(presetOf({ start: '2025-12-02', end: '2025-12-31' }, '2026-01-15', 1)).toBeNull();
  });

  it('refuses what the server refuses: an end before the start, more than 366 days', () => {
    expect(rangeProblem({ start: '2026-06-10', end: '2026-06-09' })).toEqual({
      kind: 'endBeforeStart',
    });
    expect(rangeProblem({ start: '2026-01-01', end: '2027-01-01' })).toBeNull();
    expect(rangeProblem({ start: '2026-01-01', end: '2027-01-02' })).toEqual({
      kind: 'tooLong',
      days: 366,
    });
  });
});
