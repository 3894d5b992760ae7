import { clubDayAndTime, clubInstant } from './clubInstant';
import { addDays } from './days';

describe('clubInstant', () => {
  it("writes a club's wall-clock time with the zone's offset on that day", () => {
    expect(clubInstant('2026-12-01', '10:00', 'Europe/Madrid')).toBe('2026-12-01T10:00:00+01:00');
    expect(clubInstant('2026-07-01', '10:00', 'Europe/Madrid')).toBe('2026-07-01T10:00:00+02:00');
    expect(clubInstant('2026-12-01', '09:30', 'America/New_York')).toBe(
      '2026-12-01T09:30:00-05:00',
    );
    expect(clubInstant('2026-12-01', '09:30')).toBe('2026-12-01T09:30:00+00:00');
  });

  it('reads an instant back as the club day and time', () => {
    expect(clubDayAndTime('2026-12-01T09:00:00.000Z', 'Europe/Madrid')).toEqual({
      day: '2026-12-01',
      time: '10:00',
    });
    expect(clubDayAndTime('2026-12-01T02:00:00.000Z', 'America/New_York')).toEqual({
      day: '2026-11-30',
      time: '21:00',
    });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
