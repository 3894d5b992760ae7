import type { SpecialClosure } from '@fairway/shared-api/courses';
import { closureMarks, formatLongDate, upcomingClosures } from './closures';

const closure = (id: number, date: string, reason: string | null = null): SpecialClosure => ({
  id,
  course_id: 1,
  date,
  reason,
});

describe('closures', () => {
  it('marks each closure date with its reason', () => {
    expect(
      closureMarks([closure(1, '2026-03-03', 'Greens maintenance'), closure(2, '2026-03-09')]),
    ).toEqual({
      '2026-03-03': { tone: 'danger', label: 'Closed: Greens maintenance' },
      '2026-03-09': { tone: 'danger', label: 'Closed' },
    });
  });

  it('lists the closures from today on, soonest first', () => {
    const all = [closure(1, '2026-04-01'), closure(2, '2026-02-01'), closure(3, '2026-03-03')];
    expect(upcomingClosures(all, '2026-03-03').map((c) => c.id)).toEqual([3, 1]);
  });

  it('writes a date out in full, without a time zone shift', () => {
    expect(formatLongDate('2026-03-03')).toMatch(/^Tuesday,? 3 March 2026$/);
  });
});
