import {
  ATTENDANCE_STATUSES,
  ATTENDED_STATUSES,
  type Attendance,
  type AttendanceStatus,
  type Session,
} from '@fairway/shared-api/academy';

const attended = (status: AttendanceStatus) =>
  (ATTENDED_STATUSES as readonly AttendanceStatus[]).includes(status);

/** Sessions that count: held (in progress or completed), with people expected. */
export function reportedSessions(sessions: readonly Session[]): Session[] {
  return sessions.filter(
    (s) => (s.status === 'completed' || s.status === 'in_progress') && s.expected_count > 0,
  );
}

/** attended_count / expected_count, 0..1. */
export const sessionRate = (s: Session) =>
  s.expected_count > 0 ? s.attended_count / s.expected_count : 0;

/** How many marks of each status, in the contract's order. */
export function statusCounts(rows: readonly Attendance[]): Record<AttendanceStatus, number> {
  const counts = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as Record<
    AttendanceStatus,
    number
  >;
  for (const r of rows) counts[r.status]++;
  return counts;
}

export type CandidateLine = {
  candidate_id: number;
  name: string;
  attended: number;
  marked: number;
  /** Mean progress_rating given, or null. */
  progress: number | null;
};

/** Per candidate: sessions attended, sessions marked, average progress rating; by name. */
export function candidateLines(rows: readonly Attendance[]): CandidateLine[] {
  const lines = new Map<number, CandidateLine & { sum: number; rated: number }>();
  for (const r of rows) {
    const line = lines.get(r.candidate_id) ?? {
      candidate_id: r.candidate_id,
      name: r.candidate_name,
      attended: 0,
      marked: 0,
      progress: null,
      sum: 0,
      rated: 0,
    };
    line.marked++;
    if (attended(r.status)) line.attended++;
    if (r.progress_rating !== null) {
      line.sum += r.progress_rating;
      line.rated++;
    }
    lines.set(r.candidate_id, line);
  }
  return [...lines.values()]
    .map(({ sum, rated, ...line }) => ({ ...line, progress: rated > 0 ? sum / rated : null }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.candidate_id - b.candidate_id);
}

/** Attended over marked (0..1), and the mean progress rating, of attendance rows. */
export function attendanceFigures(rows: readonly Attendance[]) {
  const rated = rows.filter((r) => r.progress_rating !== null);
  return {
    rate: rows.length > 0 ? rows.filter((r) => attended(r.status)).length / rows.length : null,
    progress:
      rated.length > 0
        ? rated.reduce((sum, r) => sum + r.progress_rating!, 0) / rated.length
        : null,
  };
}

/** A valid period: both days, end not before start, at most 366 days. */
export function rangeValid(from: string, to: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return false;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days <= 366;
}
