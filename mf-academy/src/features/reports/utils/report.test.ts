import { makeAttendance, makeSession } from '../../../shared/testing/fixtures';
import {
  attendanceFigures,
  candidateLines,
  rangeValid,
  reportedSessions,
  statusCounts,
} from './report';

describe('report figures', () => {
  const rows = [
    makeAttendance({ id: 1, status: 'present', progress_rating: 4 }),
    makeAttendance({ id: 2, status: 'late', progress_rating: 2, session_id: 2 }),
    makeAttendance({
      id: 3,
      candidate_id: 2,
      candidate_name: 'Ben Ortiz',
      status: 'absent',
      progress_rating: null,
    }),
  ];

  it('counts statuses, attendance and progress per candidate', () => {
    expect(statusCounts(rows)).toEqual({ present: 1, late: 1, absent: 1, excused: 0 });
    expect(candidateLines(rows)).toEqual([
      { candidate_id: 1, name: 'Ana López', attended: 2, marked: 2, progress: 3 },
      { candidate_id: 2, name: 'Ben Ortiz', attended: 0, marked: 1, progress: null },
    ]);
    expect(attendanceFigures(rows)).toEqual({ rate: 2 / 3, progress: 3 });
    expect(attendanceFigures([])).toEqual({ rate: null, progress: null });
  });

  it('keeps sessions held, leaving out those not yet held, cancelled or with nobody expected', () => {
    const held = makeSession({ id: 1, status: 'completed' });
    const running = makeSession({ id: 4, status: 'in_progress' });
    expect(
      reportedSessions([
        held,
        makeSession({ id: 2, status: 'cancelled' }),
        makeSession({ id: 3, status: 'completed', expected_count: 0 }),
        running,
        makeSession({ id: 5, status: 'scheduled' }),
      ]),
    ).toEqual([held, running]);
  });

  it('accepts periods of at most 366 days', () => {
    expect(rangeValid('2026-01-01', '2027-01-02')).toBe(true);
    expect(rangeValid('2026-01-01', '2027-01-03')).toBe(false);
    expect(rangeValid('2026-02-01', '2026-01-01')).toBe(false);
    expect(rangeValid('', '2026-01-01')).toBe(false);
  });
});
