import { estimateHole } from './holeEstimate';

const round = { date: '2026-06-12', start_time: '09:00' };
const at = (time: string, date = '2026-06-12') => {
  const [h, m] = time.split(':').map(Number);
  return { date, minutes: h! * 60 + m! };
};

describe('where a member probably is', () => {
  it.each([
    ['08:40', 1],
    ['09:05', 1],
    ['09:14', 2],
    ['10:00', 5],
    ['13:30', 18],
    ['16:00', 18],
  ])('at %s on an 18-hole course: hole %i', (time, hole) => {
    expect(estimateHole(round, at(time), 18)).toBe(hole);
  });

  it('never passes the last hole of a 9-hole course', () => {
    expect(estimateHole(round, at('12:00'), 9)).toBe(9);
  });

  it('starts at hole 1 on another day', () => {
    expect(estimateHole(round, at('12:00', '2026-06-11'), 18)).toBe(1);
  });
});
