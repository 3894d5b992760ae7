import type { Attendance, Session } from '@fairway/shared-api/academy';

/** Attendance rows in session order (date, then time). */
export function inSessionOrder(rows: readonly Attendance[]): Attendance[] {
  return [...rows].sort(
    (a, b) =>
      a.session_date.localeCompare(b.session_date) ||
      a.start_time.localeCompare(b.start_time) ||
      a.id - b.id,
  );
}

/** Sessions that have not ended by `now`, soonest first, at most `limit`. */
export function upcoming(sessions: readonly Session[], now: number, limit = 10): Session[] {
  return sessions
    .filter((s) => Date.parse(s.ends_at) > now)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
    .slice(0, limit);
}
