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
import { DISPLAY_DEFAULTS } from '@fairway/shared-api';
import { createFormatter } from '@fairway/shared-ui';

const london = createFormatter(DISPLAY_DEFAULTS);
const spanish = createFormatter({
  ...DISPLAY_DEFAULTS,
  locale: 'es-ES',
  time_zone: 'Europe/Madrid',
});

describe('calendar days', () => {
  it("today is the club's calendar day, not the browser's or the UTC one", () => {
    // 23:30 UTC on 3 March: still the 3rd in London, already the 4th in Madrid.
    expect(todayIso(new Date('2026-03-03T23:30:00Z'), london)).toBe('2026-03-03');
    expect(todayIso(new Date('2026-03-03T23:30:00Z'), spanish)).toBe('2026-03-04');
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

  it("formats days for people, in the club's language", () => {
    expect(formatDay('2026-03-03', london)).toMatch(/^Tuesday,? 3 March 2026$/);
    expect(formatShortDay('2026-03-03', london)).toBe('Tue 3 Mar');
    expect(formatWeekday('2026-03-03', london)).toBe('Tue');
    expect(relativeDay('2026-03-03', '2026-03-03')).toBe('today');
    expect(relativeDay('2026-03-04', '2026-03-03')).toBe('tomorrow');
    expect(relativeDay('2026-03-02', '2026-03-03')).toBe('yesterday');
    expect(relativeDay('2026-03-10', '2026-03-03', london)).toBe('Tue 10 Mar');
    expect(formatDay('2026-03-03', spanish)).toBe('martes, 3 de marzo de 2026');
    expect(relativeDay('2026-03-04', '2026-03-03', spanish)).toBe('mañana');
  });
});
