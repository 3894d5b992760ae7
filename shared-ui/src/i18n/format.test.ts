import { createFormatter, type DisplaySettings } from './format';

// Intl separates a time from AM/PM with a (narrow) no-break space: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const CLUB_GB: DisplaySettings = {
  locale: 'en-GB',
  currency: 'GBP',
  date_format: 'DD/MM/YYYY',
  time_format: '24h',
  week_starts_on: 1,
  distance_unit: 'yards',
  time_zone: 'Europe/London',
};
const CLUB_US: DisplaySettings = {
  ...CLUB_GB,
  locale: 'en-US',
  currency: 'USD',
  date_format: 'MM/DD/YYYY',
  time_format: '12h',
  week_starts_on: 0,
  time_zone: 'America/New_York',
};
const CLUB_ES: DisplaySettings = {
  ...CLUB_GB,
  locale: 'es-ES',
  currency: 'EUR',
  distance_unit: 'metres',
  time_zone: 'Europe/Madrid',
};

describe('dates and times follow the club, not the browser', () => {
  test('a calendar day in each date format', () => {
    expect(createFormatter(CLUB_GB).date('2026-11-24')).toBe('24/11/2026');
    expect(createFormatter(CLUB_US).date('2026-11-24')).toBe('11/24/2026');
    expect(createFormatter({ ...CLUB_GB, date_format: 'YYYY-MM-DD' }).date('2026-11-24')).toBe(
      '2026-11-24',
    );
  });

  test('a wall-clock time on a 24-hour and a 12-hour clock, in the language’s words', () => {
    expect(createFormatter(CLUB_GB).time('07:00')).toBe('07:00');
    expect(createFormatter(CLUB_GB).time('19:05')).toBe('19:05');
    expect(plain(createFormatter(CLUB_US).time('07:00'))).toBe('7:00 AM');
    expect(plain(createFormatter(CLUB_US).time('19:05'))).toBe('7:05 PM');
    expect(plain(createFormatter({ ...CLUB_ES, time_format: '12h' }).time('19:05'))).toBe(
      '7:05 p. m.',
    );
  });

  test('an instant is written on the club’s clock', () => {
    // 23:30 UTC on 24 November is already the 25th in Madrid, still the 24th in New York.
    const instant = '2026-11-24T23:30:00Z';
    expect(createFormatter(CLUB_ES).dateTime(instant)).toBe('25/11/2026 00:30');
    expect(plain(createFormatter(CLUB_US).dateTime(instant))).toBe('11/24/2026 6:30 PM');
    expect(createFormatter(CLUB_ES).today(new Date(instant))).toBe('2026-11-25');
    expect(createFormatter(CLUB_US).today(new Date(instant))).toBe('2026-11-24');
  });

  test('long dates, weekdays and relative days in the language', () => {
    // ICU versions differ on the comma after the weekday.
    expect(createFormatter(CLUB_GB).dateLong('2026-11-24')).toMatch(/^Tuesday,? 24 November 2026$/);
    expect(createFormatter(CLUB_ES).dateLong('2026-11-24')).toBe('martes, 24 de noviembre de 2026');
    expect(createFormatter(CLUB_ES).weekday('2026-11-24', 'long')).toBe('martes');
    expect(createFormatter(CLUB_GB).relativeDay('2026-11-25', '2026-11-24')).toBe('tomorrow');
    expect(createFormatter(CLUB_ES).relativeDay('2026-11-23', '2026-11-24')).toBe('ayer');
    expect(createFormatter(CLUB_GB).relativeDay('2026-11-28', '2026-11-24')).toBe('Sat 28 Nov');
    expect(createFormatter(CLUB_ES).relative(3, 'day')).toBe('dentro de 3 días');
  });

  test('the week starts on the club’s day', () => {
    expect(
      createFormatter(CLUB_GB)
        .weekdays()
        .map((d) => d.short),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(createFormatter(CLUB_US).weekdays()[0]).toEqual({
      day: 0,
      short: 'Sun',
      long: 'Sunday',
    });
    expect(createFormatter(CLUB_ES).weekdays()[0]!.long).toBe('lunes');
  });
});

describe('numbers, money, lengths and lists', () => {
  test('numbers and money in the club’s locale and currency', () => {
    expect(createFormatter(CLUB_GB).number(1234.5)).toBe('1,234.5');
    expect(createFormatter(CLUB_ES).number(12345.5)).toBe('12.345,5');
    expect(createFormatter(CLUB_GB).money(12.5)).toBe('£12.50');
    expect(plain(createFormatter(CLUB_ES).money(12.5))).toBe('12,50 €');
    expect(createFormatter(CLUB_GB).percent(0.425)).toBe('43%');
  });

  test('lengths in the club’s unit, from metres or yards', () => {
    expect(createFormatter(CLUB_GB).length(100)).toBe('109 yd');
    expect(createFormatter(CLUB_ES).length(100)).toBe('100 m');
    expect(createFormatter(CLUB_ES).length(400, 'yards')).toBe('366 m');
  });

  test('lists in the language', () => {
    expect(createFormatter(CLUB_GB).list(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy');
    expect(createFormatter(CLUB_ES).list(['Ana', 'Blas', 'Ciro'])).toBe('Ana, Blas y Ciro');
  });
});

describe('whose language', () => {
  test('the person’s language wins over the club’s, keeping the club’s formats', () => {
    const f = createFormatter({ ...CLUB_GB, language: 'es' });
    expect(f.language).toBe('es');
    expect(f.dateLong('2026-11-24')).toBe('martes, 24 de noviembre de 2026');
    expect(f.date('2026-11-24')).toBe('24/11/2026');
    expect(f.time('07:00')).toBe('07:00');
  });

  test('a language the catalogue lacks falls back to English', () => {
    expect(createFormatter({ ...CLUB_GB, locale: 'fr-FR' }).language).toBe('en');
    expect(createFormatter({ ...CLUB_GB, language: 'nl' }).language).toBe('en');
    expect(createFormatter({ ...CLUB_ES, language: '' }).language).toBe('es');
  });

  test('something that is not a date is shown as it came', () => {
    expect(createFormatter(CLUB_GB).date('soon')).toBe('soon');
    expect(createFormatter(CLUB_GB).time('later')).toBe('later');
  });
});

test('when a timestamp was, in the language: now, minutes, hours, days, then the date', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const gb = createFormatter(CLUB_GB);
  expect(gb.ago('2026-11-24T11:59:30Z', now)).toBe('now');
  expect(gb.ago('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
  expect(gb.ago('2026-11-24T09:00:00Z', now)).toBe('3 hours ago');
  expect(gb.ago('2026-11-23T12:00:00Z', now)).toBe('yesterday');
  expect(createFormatter(CLUB_ES).ago('2026-11-24T09:00:00Z', now)).toBe('hace 3 horas');
  expect(gb.ago('2026-11-10T09:30:00Z', now)).toBe(gb.dateTime('2026-11-10T09:30:00Z'));
});
