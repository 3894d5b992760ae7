import { groupFor, presetOf, presetRange, rangeProblem, viewFromParams } from './ranges';

describe('analytics periods', () => {
  it('presets end today; this month starts on the 1st', () => {
    expect(presetRange('last7', '2026-03-02')).toEqual({ start: '2026-02-24', end: '2026-03-02' });
    expect(presetRange('last30', '2026-11-24')).toEqual({ start: '2026-10-26', end: '2026-11-24' });
    expect(presetRange('thisMonth', '2026-11-24')).toEqual({
      start: '2026-11-01',
      end: '2026-11-24',
    });
    expect(presetOf({ start: '2026-11-01', end: '2026-11-24' }, '2026-11-24')).toBe('thisMonth');
    expect(presetOf({ start: '2026-11-02', end: '2026-11-24' }, '2026-11-24')).toBeNull();
  });

  it('groups by day up to a month, by week up to about four months, then by month', () => {
    expect(groupFor({ start: '2026-11-01', end: '2026-11-30' })).toBe('day');
    expect(groupFor({ start: '2026-08-27', end: '2026-11-24' })).toBe('week');
    expect(groupFor({ start: '2026-01-01', end: '2026-06-30' })).toBe('month');
  });

  it('refuses what the server refuses and ignores a wrong URL', () => {
    expect(rangeProblem({ start: '2026-06-10', end: '2026-06-09' })).toEqual({
      kind: 'endBeforeStart',
    });
    expect(rangeProblem({ start: '2026-01-01', end: '2027-01-02' })).toEqual({
      kind: 'tooLong',
      days: 366,
    });
    expect(viewFromParams(new URLSearchParams('start=2026-02-30&end=2026-03-01&type=x'))).toEqual({
      range: null,
      type: 'both',
    });
  });
});
