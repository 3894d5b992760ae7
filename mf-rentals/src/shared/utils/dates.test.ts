import {
  addDays,
  addMonths,
  daysBetween,
  daysInclusive,
  endOfDayUtc,
  isDay,
  monthBounds,
  rentalDay,
  startOfDayUtc,
} from './dates';

describe('rental dates', () => {
  it('sends the first day as its start and the last as its end, in UTC', () => {
    expect(startOfDayUtc('2026-11-25')).toBe('2026-11-25T00:00:00.000Z');
    expect(endOfDayUtc('2026-11-27')).toBe('2026-11-27T23:59:59.999Z');
  });

  it('reads a stored instant as the UTC day it was stored for', () => {
    expect(rentalDay('2026-11-27T23:59:59.999Z')).toBe('2026-11-27');
  });

  it('counts whole days, both ends included', () => {
    expect(daysInclusive('2026-11-25', '2026-11-27')).toBe(3);
    expect(daysInclusive('2026-11-25', '2026-11-25')).toBe(1);
    expect(daysInclusive('2026-11-27', '2026-11-25')).toBe(0);
    expect(daysBetween('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('moves by days and months, and knows a month’s bounds', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthBounds('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('accepts only real calendar days', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('25/11/2026')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
