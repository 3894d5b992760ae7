import {
  addDays,
  formatDay,
  formatShortDay,
  formatWeekday,
  mondayOf,
  relativeDay,
  todayIso,
  weekOf,
} from './dates';

describe('calendar days', () => {
  it("today is the browser's calendar day, not the UTC one", () => {
    expect(todayIso(new Date(2026, 2, 3, 23, 59))).toBe('2026-03-03');
    expect(todayIso(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    // The last Sunday of March (a daylight-saving change in Europe) is still one day.
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  it('finds the Monday and the seven days of a week', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02'); // a Wednesday
    expect(mondayOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(mondayOf('2026-03-08')).toBe('2026-03-02'); // a Sunday
    expect(weekOf('2026-03-04')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
  });

  it('formats days for people', () => {
    expect(formatDay('2026-03-03', 'en-GB')).toMatch(/^Tuesday,? 3 March 2026$/);
    expect(formatShortDay('2026-03-03', 'en-GB')).toBe('Tue 3 Mar');
    expect(formatWeekday('2026-03-03', 'en-GB')).toBe('Tue');
    expect(relativeDay('2026-03-03', '2026-03-03')).toBe('today');
    expect(relativeDay('2026-03-04', '2026-03-03')).toBe('tomorrow');
    expect(relativeDay('2026-03-02', '2026-03-03')).toBe('yesterday');
    expect(relativeDay('2026-03-10', '2026-03-03', 'en-GB')).toBe('Tue 10 Mar');
  });
});
