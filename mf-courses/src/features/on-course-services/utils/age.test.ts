import { oldestFirst, relativeAge } from './age';

const now = new Date('2026-03-03T12:00:00.000Z');

describe('relative age', () => {
  it.each([
    ['2026-03-03T12:00:30.000Z', 'just now'],
    ['2026-03-03T11:59:40.000Z', 'just now'],
    ['2026-03-03T11:48:00.000Z', '12 min ago'],
    ['2026-03-03T11:00:00.000Z', '1 h ago'],
    ['2026-03-03T10:55:00.000Z', '1 h 5 min ago'],
    ['2026-03-02T11:00:00.000Z', '1 day ago'],
    ['2026-02-28T12:00:00.000Z', '3 days ago'],
  ])('%s reads %s', (createdAt, text) => {
    expect(relativeAge(createdAt, now)).toBe(text);
  });

  it('sorts the oldest request first', () => {
    const rows = [
      { id: 3, created_at: '2026-03-03T11:50:00.000Z' },
      { id: 1, created_at: '2026-03-03T11:10:00.000Z' },
      { id: 2, created_at: '2026-03-03T11:10:00.000Z' },
    ];
    expect(oldestFirst(rows).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
