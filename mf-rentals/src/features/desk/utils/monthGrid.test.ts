import { monthWeeks } from './monthGrid';

describe('monthWeeks', () => {
  it('lays November 2026 out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-11', 1);
    // 1 November 2026 is a Sunday: six empty cells before it.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('starts on Sunday when the club says so', () => {
    expect(monthWeeks('2026-11', 0)[0]![0]).toBe('2026-11-01');
  });
});
