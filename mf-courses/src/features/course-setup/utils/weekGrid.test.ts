import type { OpeningHours } from '@fairway/shared-api/courses';
import { dayErrors, weekChanges, weekOrder, weekRows, type DayRow } from './weekGrid';

const hours = (id: number, day: number, extra: Partial<OpeningHours> = {}): OpeningHours => ({
  id,
  course_id: 7,
  day_of_week: day,
  is_open: true,
  open_time: '07:00',
  close_time: '20:00',
  first_tee_time: '07:30',
  last_tee_time: null,
  ...extra,
});

const open = (patch: Partial<DayRow> = {}): DayRow => ({
  day_of_week: 1,
  id: null,
  is_open: true,
  open_time: '08:00',
  close_time: '18:00',
  first_tee_time: '',
  last_tee_time: '',
  ...patch,
});

describe('week grid', () => {
  it("orders the days from the club's first day of the week (0 = Sunday)", () => {
    expect(weekOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it('fills seven rows; a day without stored hours starts closed', () => {
    const rows = weekRows([hours(11, 1), hours(12, 0, { is_open: false })], 1);
    expect(rows.map((r) => [r.day_of_week, r.id, r.is_open])).toEqual([
      [1, 11, true],
      [2, null, false],
      [3, null, false],
      [4, null, false],
      [5, null, false],
      [6, null, false],
      [0, 12, false],
    ]);
    expect(rows[0]).toMatchObject({ first_tee_time: '07:30', last_tee_time: '' });
  });

  it("checks a day with the server's sentences", () => {
    expect(dayErrors(open())).toEqual({});
    expect(dayErrors(open({ close_time: '08:00' }))).toEqual({
      close_time: 'Closing time must be after opening time',
    });
    expect(dayErrors(open({ first_tee_time: '07:00' }))).toEqual({
      first_tee_time: 'First tee time must be between opening and closing time',
    });
    expect(dayErrors(open({ first_tee_time: '10:00', last_tee_time: '09:00' }))).toEqual({
      last_tee_time: 'Last tee time cannot be before the first tee time',
    });
    expect(dayErrors(open({ is_open: false, close_time: '06:00' }))).toEqual({});
  });

  it('creates the days without hours and updates only the stored days that changed', () => {
    const saved = [hours(11, 1), hours(12, 2)];
    const rows = weekRows(saved, 1).map((r) =>
      r.day_of_week === 2 ? { ...r, close_time: '21:00' } : r,
    );
    const changes = weekChanges(rows, saved, 7);
    expect(changes.filter((c) => c.kind === 'update')).toEqual([
      {
        kind: 'update',
        day: 2,
        id: 12,
        body: {
          is_open: true,
          open_time: '07:00',
          close_time: '21:00',
          first_tee_time: '07:30',
          last_tee_time: null,
        },
      },
    ]);
    const created = changes.filter((c) => c.kind === 'create');
    expect(created.map((c) => c.day)).toEqual([3, 4, 5, 6, 0]);
    expect(created[0]!.body).toEqual({
      course_id: 7,
      day_of_week: 3,
      is_open: false,
      open_time: '07:00',
      close_time: '19:00',
      first_tee_time: null,
      last_tee_time: null,
    });
  });
});
