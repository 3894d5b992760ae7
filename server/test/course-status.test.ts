import type { WallClock } from '../src/lib/clock';
import {
  courseDayRule,
  dayOfWeek,
  type ClosureRow,
  type HoursRow,
} from '../src/modules/courses/calendar';
import { courseStatusMessage } from '../src/modules/courses/status';

/**
 * The spec's current-status rule as a pure function: a fixed week from Sunday 2026-05-31 to
 * Saturday 2026-06-06, every weekday with its own hours so the right row is seen to be used.
 */

const WEEK = [
  '2026-05-31',
  '2026-06-01',
  '2026-06-02',
  '2026-06-03',
  '2026-06-04',
  '2026-06-05',
  '2026-06-06',
];
const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

/** Day d (0 = Sunday) opens at (6 + d):15 and closes at (14 + d):45. */
const openOf = (d: number) => `${pad(6 + d)}:15`;
const closeOf = (d: number) => `${pad(14 + d)}:45`;
const row = (d: number, over: Partial<HoursRow> = {}): HoursRow => ({
  day_of_week: d,
  is_open: true,
  open_time: openOf(d),
  close_time: closeOf(d),
  first_tee_time: null,
  last_tee_time: null,
  ...over,
});
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((d) => row(d));

const at = (date: string, time: string): WallClock => ({
  date,
  minutes: minutes(time),
  day_of_week: dayOfWeek(date),
});
const closure = (date: string): ClosureRow => ({ date, reason: 'Maintenance' });

function status(
  date: string,
  time: string,
  hours: HoursRow[] = EVERY_DAY,
  closures: ClosureRow[] = [],
) {
  return courseStatusMessage({ now: at(date, time), hours, closures });
}

describe('each weekday of a fixed week', () => {
  test.each(WEEK.map((date, d) => [NAMES[d]!, date, d] as const))(
    '%s: open at the opening and closing minute, not a minute outside',
    (_name, date, d) => {
      const open = openOf(d);
      const close = closeOf(d);
      const tomorrow = (d + 1) % 7;

      expect(status(date, clock(minutes(open) - 1))).toEqual({
        is_open_now: false,
        message: `The course opens today at ${open}.`,
        next_opening: { date, time: open },
      });
      for (const t of [open, clock(minutes(open) + 1), clock(minutes(close) - 1), close]) {
        expect(status(date, t)).toEqual({
          is_open_now: true,
          message: `The course is currently open until ${close}.`,
          next_opening: null,
        });
      }
      const after = status(date, clock(minutes(close) + 1));
      expect(after.is_open_now).toBe(false);
      expect(after.message).toBe(
        `The course is closed for today. Next opening: Tomorrow at ${openOf(tomorrow)}.`,
      );
      expect(after.next_opening?.time).toBe(openOf(tomorrow));
    },
  );
});

test('midnight and the last minute of the day are outside the hours', () => {
  expect(status('2026-06-01', '00:00').message).toBe('The course opens today at 07:15.');
  expect(status('2026-06-01', '23:59').message).toBe(
    'The course is closed for today. Next opening: Tomorrow at 08:15.',
  );
});

describe('special closures', () => {
  test('a closure today wins over an open weekday, even during opening hours', () => {
    expect(status('2026-06-01', '10:00', EVERY_DAY, [closure('2026-06-01')])).toEqual({
      is_open_now: false,
      message: 'The course is temporarily closed today. Next opening: Tomorrow at 08:15.',
      next_opening: { date: '2026-06-02', time: '08:15' },
    });
  });

  test('the next open day is skipped when it is closed, and then named by weekday', () => {
    const s = status('2026-06-01', '20:00', EVERY_DAY, [closure('2026-06-02')]);
    expect(s.message).toBe('The course is closed for today. Next opening: Wednesday at 09:15.');
    expect(s.next_opening).toEqual({ date: '2026-06-03', time: '09:15' });
  });

  test('several closed days in a row are all skipped', () => {
    const s = status('2026-06-01', '06:00', EVERY_DAY, [
      closure('2026-06-01'),
      closure('2026-06-02'),
      closure('2026-06-03'),
    ]);
    expect(s.message).toBe(
      'The course is temporarily closed today. Next opening: Thursday at 10:15.',
    );
  });
});

describe('closed weekdays', () => {
  test('a weekday without a row is closed today', () => {
    const hours = EVERY_DAY.filter((h) => h.day_of_week !== 1);
    expect(status('2026-06-01', '10:00', hours)).toEqual({
      is_open_now: false,
      message: 'The course is closed today. Next opening: Tomorrow at 08:15.',
      next_opening: { date: '2026-06-02', time: '08:15' },
    });
  });

  test('a row with is_open false is closed, whatever its times', () => {
    const hours = EVERY_DAY.map((h) => (h.day_of_week === 1 ? { ...h, is_open: false } : h));
    expect(status('2026-06-01', '10:00', hours).message).toBe(
      'The course is closed today. Next opening: Tomorrow at 08:15.',
    );
  });

  test('Tomorrow only for the next day; later days by name', () => {
    const hours = EVERY_DAY.filter((h) => h.day_of_week !== 2 && h.day_of_week !== 3);
    expect(status('2026-06-01', '22:00', hours).message).toBe(
      'The course is closed for today. Next opening: Thursday at 10:15.',
    );
    expect(status('2026-06-06', '23:00', hours).message).toBe(
      'The course is closed for today. Next opening: Tomorrow at 06:15.',
    );
  });
});

describe('the seven-day look-ahead', () => {
  const mondaysOnly = [row(1)];

  test('an opening on day 7 is found (the same weekday next week)', () => {
    const s = status('2026-06-01', '20:00', mondaysOnly);
    expect(s.message).toBe('The course is closed for today. Next opening: Monday at 07:15.');
    expect(s.next_opening).toEqual({ date: '2026-06-08', time: '07:15' });
  });

  test('an opening only on day 8 is not found', () => {
    // Sunday: closed; Monday (day 1) closed specially; the next Monday is day 8.
    const s = status('2026-05-31', '10:00', mondaysOnly, [closure('2026-06-01')]);
    expect(s).toEqual({
      is_open_now: false,
      message: 'The course is closed today. Please check opening hours for more information.',
      next_opening: null,
    });
  });

  test('a week with every day closed points to the opening hours', () => {
    const allClosed = EVERY_DAY.map((h) => ({ ...h, is_open: false }));
    for (const date of WEEK) {
      expect(status(date, '12:00', allClosed).message).toBe(
        'The course is closed today. Please check opening hours for more information.',
      );
      expect(status(date, '12:00', []).next_opening).toBeNull();
    }
    expect(status('2026-06-01', '12:00', [], [closure('2026-06-01')]).message).toBe(
      'The course is temporarily closed today. Please check opening hours for more information.',
    );
    expect(status('2026-06-01', '23:00', [row(1)], [closure('2026-06-08')]).message).toBe(
      'The course is closed for today. Please check opening hours for more information.',
    );
  });
});

describe('courseDayRule', () => {
  test('a closure wins over an open weekday', () => {
    const rule = courseDayRule('2026-06-01', EVERY_DAY, [closure('2026-06-01')]);
    expect(rule).toEqual({ is_open: false, closure: closure('2026-06-01'), hours: null });
  });

  test('a missing row is closed', () => {
    expect(courseDayRule('2026-06-01', [row(2)], [])).toEqual({
      is_open: false,
      closure: null,
      hours: null,
    });
  });

  test('is_open false is closed', () => {
    expect(courseDayRule('2026-06-01', [row(1, { is_open: false })], []).is_open).toBe(false);
  });

  test("an open weekday gives that weekday's row; a closure on another date does not matter", () => {
    expect(courseDayRule('2026-06-02', EVERY_DAY, [closure('2026-06-01')])).toEqual({
      is_open: true,
      closure: null,
      hours: row(2),
    });
  });
});
