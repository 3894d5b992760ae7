import { getT } from '@fairway/shared-ui';
import { deskBooking, deskRow, deskSheet, guest, member } from '../testing/deskFixtures';
import { deskMessages } from '../i18n';
import { csvFileName, sheetCsv } from './csv';
import { canDropOn, isBookable, percent, sheetLines, sheetSummary } from './grid';
import { teeChange, timeOnTee } from './tee';
import { courseIdsFromParams, coursesToShow, dateFromParams, sheetParams } from './sheetUrl';
import { OLD_COURSE, PARK_COURSE } from '../../../test/courses';

const DAY = '2026-03-03';

describe('tee sheet lines', () => {
  it('orders the times, keeps confirmed bookings in booking order', () => {
    const early = deskBooking({
      players: [member(7, 'Sam Smith'), guest('Jo Bloggs')],
      created_at: '2026-03-01T08:00:00.000Z',
    });
    const late = deskBooking({
      players: [member(8, 'Kim Lee')],
      created_at: '2026-03-02T08:00:00.000Z',
    });
    const cancelled = deskBooking({ players: [member(9, 'Gone Away')], status: 'cancelled' });
    const lines = sheetLines(
      deskSheet(DAY, [deskRow(DAY, '09:10', [late, early, cancelled]), deskRow(DAY, '09:00')]),
    );
    expect(lines.map((l) => l.row.start_time)).toEqual(['09:00', '09:10']);
    expect(lines[1]!.bookings.map((b) => b.user_name)).toEqual(['Sam Smith', 'Kim Lee']);
  });

  it("dims the times that have started on today's sheet and puts the now line above the next one", () => {
    const rows = ['08:00', '08:10', '08:20', '08:30'].map((time) => deskRow(DAY, time));
    // 08:15 on the club's clock.
    const today = sheetLines(deskSheet(DAY, rows, { now: { date: DAY, minutes: 8 * 60 + 15 } }));
    expect(today.map((l) => [l.row.start_time, l.past, l.next])).toEqual([
      ['08:00', true, false],
      ['08:10', true, false],
      ['08:20', false, true],
      ['08:30', false, false],
    ]);
    // Another day: no now line; a past day is all past, a later day none.
    const later = sheetLines(deskSheet(DAY, rows, { now: { date: '2026-03-02', minutes: 900 } }));
    expect(later.some((l) => l.past || l.next)).toBe(false);
    const earlier = sheetLines(deskSheet(DAY, rows, { now: { date: '2026-03-04', minutes: 0 } }));
    expect(earlier.every((l) => l.past && !l.next)).toBe(true);
  });

  it('sums places, check-ins, no-shows and the green fees of the day', () => {
    const price = (cents: number) => ({ currency: 'EUR', total_cents: cents, lines: [] });
    const sheet = deskSheet(DAY, [
      deskRow(DAY, '09:00', [
        deskBooking({
          players: [member(1, 'A'), guest('Bb'), guest('Cc')],
          price: price(9000),
          paid_at: '2026-03-03T08:50:00Z',
          payment_method: 'card',
          checked_in_at: '2026-03-03T08:50:00Z',
        }),
      ]),
      deskRow(DAY, '09:10', [
        deskBooking({ price: price(3000), no_show_at: '2026-03-03T09:20:00Z' }),
      ]),
      deskRow(DAY, '09:20', [], { is_blocked: true, block_reason: 'Course maintenance' }),
    ]);
    expect(sheetSummary(sheet)).toEqual({
      booked: 4,
      capacity: 8,
      utilisation: 0.5,
      times: 3,
      blocked: 1,
      checkedIn: 1,
      noShows: 1,
      totalCents: 12000,
      currency: 'EUR',
      paidCents: 9000,
    });
    expect(sheetSummary(deskSheet(DAY, [])).utilisation).toBe(0);
    expect(percent(0.456)).toBe('46%');
  });

  it('books a time that is not blocked with places left; drops a booking only where it fits', () => {
    expect(isBookable(deskRow(DAY, '09:00'))).toBe(true);
    expect(isBookable(deskRow(DAY, '09:00', [], { is_blocked: true }))).toBe(false);
    expect(isBookable(deskRow(DAY, '09:00', [], { places_left: 0, is_full: true }))).toBe(false);
    const two = deskBooking({ players: [member(1, 'A'), guest('Bb')], tee_time_id: 1 });
    expect(canDropOn(deskRow(DAY, '09:10', [], { places_left: 2 }), two)).toBe(true);
    expect(canDropOn(deskRow(DAY, '09:10', [], { places_left: 1 }), two)).toBe(false);
    expect(canDropOn(deskRow(DAY, '09:10', [], { is_blocked: true }), two)).toBe(false);
    expect(canDropOn(deskRow(DAY, '09:00', [], { id: 1 }), two)).toBe(false);
  });
});

describe('the day in the URL', () => {
  it('reads a real day and bounded course ids, and writes them back', () => {
    expect(dateFromParams(new URLSearchParams('date=2026-11-24'))).toBe('2026-11-24');
    expect(dateFromParams(new URLSearchParams('date=2026-02-30'))).toBeNull();
    expect(dateFromParams(new URLSearchParams('date=tomorrow'))).toBeNull();
    expect(courseIdsFromParams(new URLSearchParams('courses=2,x,2,-1,1,3,4,5'))).toEqual([
      2, 1, 3, 4,
    ]);
    expect(
      sheetParams(new URLSearchParams('date=2026-11-24'), { courseIds: [1, 2] }).toString(),
    ).toBe('date=2026-11-24&courses=1%2C2');
  });

  it('shows the courses asked for, else the remembered ones, else the first', () => {
    const courses = [OLD_COURSE, PARK_COURSE];
    expect(coursesToShow(courses, [2], [1]).map((c) => c.id)).toEqual([2]);
    expect(coursesToShow(courses, [99], [2]).map((c) => c.id)).toEqual([2]);
    expect(coursesToShow(courses, [], []).map((c) => c.id)).toEqual([OLD_COURSE.id]);
  });
});

describe('the day as CSV', () => {
  it('has a line per booking, blocked and free time, with the desk state and price', () => {
    const t = getT(deskMessages);
    const sheet = deskSheet(DAY, [
      deskRow(DAY, '09:00', [
        deskBooking({
          players: [member(7, 'Sam Smith'), guest('Jo Bloggs')],
          notes: 'Buggy, please',
          carts: 1,
          booked_by_user_id: 5,
          booked_by_name: 'Desk Staff',
          checked_in_at: '2026-03-03T08:45:00Z',
          paid_at: '2026-03-03T08:45:00Z',
          payment_method: 'cash',
          price: { currency: 'EUR', total_cents: 8450, lines: [] },
        }),
      ]),
      deskRow(DAY, '09:10', [], { is_blocked: true, block_reason: '=Club cup' }),
      deskRow(DAY, '09:20'),
    ]);
    const lines = sheetCsv(sheet, 'Old Course', t).split('\r\n');
    expect(lines[0]).toBe(
      'Date,Time,Course,Status,Booking for,Players,Player names,Holes,Carts,Notes,Booked by,Checked in,Paid,Payment method,No-show,Price',
    );
    expect(lines[1]).toBe(
      '2026-03-03,09:00,Old Course,booked,Sam Smith,2,Sam Smith; Jo Bloggs (guest),18,1,"Buggy, please",Desk Staff,yes,yes,Cash,,84.5',
    );
    // A formula-looking reason is defused.
    expect(lines[2]).toBe("2026-03-03,09:10,Old Course,blocked,'=Club cup");
    expect(lines[3]).toBe('2026-03-03,09:20,Old Course,free,,0');
    expect(csvFileName('Old Course', DAY)).toBe('tee-sheet-old-course-2026-03-03.csv');
  });
});

describe('crossover starts', () => {
  it('orders the lanes time then tee, and names a lane by its tee', () => {
    const sheet = deskSheet(
      '2026-03-03',
      [
        deskRow('2026-03-03', '09:10', [], { start_tee: 10 }),
        deskRow('2026-03-03', '09:00', [], { start_tee: 10 }),
        deskRow('2026-03-03', '09:10', [], { start_tee: 1 }),
        deskRow('2026-03-03', '09:00', [], { start_tee: 1 }),
      ],
      { crossover_starts: true },
    );
    expect(sheetLines(sheet).map((l) => `${l.row.start_time}/${l.row.start_tee}`)).toEqual([
      '09:00/1',
      '09:00/10',
      '09:10/1',
      '09:10/10',
    ]);
    const t = getT(deskMessages);
    expect(timeOnTee('09:00', 10, true, t)).toBe('09:00 · 10th tee');
    expect(timeOnTee('09:00', 1, true, t)).toBe('09:00 · 1st tee');
    expect(timeOnTee('09:00', 1, false, t)).toBe('09:00');
    expect(teeChange(1, 1)).toEqual({});
    expect(teeChange(1, 10)).toEqual({ start_tee: 10 });
    // The CSV gains a Tee column only on a crossover sheet.
    expect(sheetCsv(sheet, 'Old Course', t).split('\n')[0]).toContain('Time,Tee,Course');
    expect(
      sheetCsv({ ...sheet, crossover_starts: false }, 'Old Course', t).split('\n')[0],
    ).toContain('Time,Course');
  });
});
