/**
 * The programme's answers, read in one statement each: schedules with their places and sessions,
 * sessions with their number and attendance counts, a schedule's enrolments, a session's
 * attendance, and a schedule's summary. Figures come from SQL (lateral joins), never per row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  Attendance,
  Enrollment,
  Schedule,
  ScheduleStatus,
  ScheduleSummary,
  Session,
} from '@fairway/shared-api/contract';
import { rowsOf } from '../../../db/client';
import type { Tx } from '../../../plugins/platform/database';
import { clubClock, iso, isoOrNull } from './dates';

/** Schedule statuses a caller without academy:read may see. */
export const PUBLIC_SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['published', 'completed'];
const publicStatuses = sql.raw(PUBLIC_SCHEDULE_STATUSES.map((s) => `'${s}'`).join(', '));

/** `s` (a schedule alias) is visible to the caller. */
export const visibleSchedule = (canRead: boolean): SQL =>
  canRead ? sql`true` : sql`s.status IN (${publicStatuses})`;

const personName = (alias: string) =>
  sql.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`);

// --- Schedules ------------------------------------------------------------------------------

type ScheduleRaw = Omit<
  Schedule,
  'published_at' | 'cancelled_at' | 'completed_at' | 'created_at' | 'updated_at' | 'places_left'
> & {
  published_at: unknown;
  cancelled_at: unknown;
  completed_at: unknown;
  created_at: unknown;
  updated_at: unknown;
};

const scheduleSelect = sql`
  SELECT s.id, s.name, s.description, s.training_plan_id, p.name AS training_plan_name,
         ty.name AS training_type_name, s.trainer_id, ${personName('t')} AS trainer_name,
         to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
         to_char(s.end_date, 'YYYY-MM-DD') AS end_date,
         s.max_participants, s.total_sessions, s.price, s.member_price, s.location, s.status,
         s.cancel_reason, s.published_at, s.cancelled_at, s.completed_at,
         taken.n AS places_taken, made.n AS session_count, s.created_at, s.updated_at
    FROM academy_schedules s
    JOIN academy_training_plans p ON p.id = s.training_plan_id
    JOIN academy_training_types ty ON ty.id = p.training_type_id
    JOIN academy_trainers t ON t.id = s.trainer_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n FROM academy_enrollments e
       WHERE e.schedule_id = s.id AND e.status IN ('pending', 'approved')) taken
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n FROM academy_sessions x
       WHERE x.schedule_id = s.id AND x.status <> 'cancelled') made`;

function toSchedule(r: ScheduleRaw): Schedule {
  const taken = Number(r.places_taken);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    training_plan_id: r.training_plan_id,
    training_plan_name: r.training_plan_name,
    training_type_name: r.training_type_name,
    trainer_id: r.trainer_id,
    trainer_name: r.trainer_name,
    start_date: r.start_date,
    end_date: r.end_date,
    max_participants: r.max_participants,
    total_sessions: r.total_sessions,
    price: r.price,
    member_price: r.member_price,
    location: r.location,
    status: r.status,
    cancel_reason: r.cancel_reason,
    published_at: isoOrNull(r.published_at),
    cancelled_at: isoOrNull(r.cancelled_at),
    completed_at: isoOrNull(r.completed_at),
    places_taken: taken,
    places_left: Math.max(0, r.max_participants - taken),
    session_count: Number(r.session_count),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** Schedules matching `where` (over alias s), by start_date then id. */
export async function selectSchedules(tx: Tx, where: SQL): Promise<Schedule[]> {
  const res = await tx.execute(sql`${scheduleSelect} WHERE ${where} ORDER BY s.start_date, s.id`);
  return rowsOf<ScheduleRaw>(res).map(toSchedule);
}

export async function selectSchedule(tx: Tx, id: number): Promise<Schedule | null> {
  return (await selectSchedules(tx, sql`s.id = ${id}`))[0] ?? null;
}

// --- Sessions -------------------------------------------------------------------------------

type SessionRaw = Omit<
  Session,
  | 'session_date'
  | 'start_time'
  | 'end_time'
  | 'starts_at'
  | 'ends_at'
  | 'started_at'
  | 'completed_at'
  | 'cancelled_at'
  | 'created_at'
  | 'updated_at'
> & {
  starts_at: unknown;
  ends_at: unknown;
  started_at: unknown;
  completed_at: unknown;
  cancelled_at: unknown;
  created_at: unknown;
  updated_at: unknown;
};

/**
 * session_number: 1 + the schedule's sessions that are not cancelled and come before it (by
 * starts_at, then id). A cancelled session keeps the place it would hold.
 */
const sessionSelect = sql`
  SELECT x.id, x.schedule_id, s.name AS schedule_name, s.status AS schedule_status, x.trainer_id,
         ${personName('t')} AS trainer_name,
         (SELECT count(*)::int FROM academy_sessions y
           WHERE y.schedule_id = x.schedule_id AND y.status <> 'cancelled'
             AND (y.starts_at, y.id) < (x.starts_at, x.id)) + 1 AS session_number,
         x.title, x.starts_at, x.ends_at, x.location, x.status, x.notes, x.cancel_reason,
         x.started_at, x.completed_at, x.cancelled_at,
         expected.n AS expected_count, marks.attended AS attended_count, marks.marked AS marked_count,
         x.created_at, x.updated_at
    FROM academy_sessions x
    JOIN academy_schedules s ON s.id = x.schedule_id
    JOIN academy_trainers t ON t.id = x.trainer_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n FROM academy_enrollments e
       WHERE e.schedule_id = x.schedule_id AND e.status IN ('approved', 'completed')) expected
    CROSS JOIN LATERAL (
      SELECT (count(*) FILTER (WHERE a.status IN ('present', 'late')))::int AS attended,
             count(*)::int AS marked
        FROM academy_attendance a WHERE a.session_id = x.id) marks`;

function toSession(r: SessionRaw, timeZone: string): Session {
  const starts = new Date(r.starts_at as string | Date);
  const ends = new Date(r.ends_at as string | Date);
  const start = clubClock(starts, timeZone);
  return {
    id: r.id,
    schedule_id: r.schedule_id,
    schedule_name: r.schedule_name,
    schedule_status: r.schedule_status,
    trainer_id: r.trainer_id,
    trainer_name: r.trainer_name,
    session_number: Number(r.session_number),
    title: r.title,
    session_date: start.date,
    start_time: start.time,
    end_time: clubClock(ends, timeZone).time,
    starts_at: starts.toISOString(),
    ends_at: ends.toISOString(),
    location: r.location,
    status: r.status,
    notes: r.notes,
    cancel_reason: r.cancel_reason,
    started_at: isoOrNull(r.started_at),
    completed_at: isoOrNull(r.completed_at),
    cancelled_at: isoOrNull(r.cancelled_at),
    expected_count: Number(r.expected_count),
    attended_count: Number(r.attended_count),
    marked_count: Number(r.marked_count),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** Sessions matching `where` (over aliases x, s and t), by starts_at then id. */
export async function selectSessions(tx: Tx, timeZone: string, where: SQL): Promise<Session[]> {
  const res = await tx.execute(sql`${sessionSelect} WHERE ${where} ORDER BY x.starts_at, x.id`);
  return rowsOf<SessionRaw>(res).map((r) => toSession(r, timeZone));
}

export async function selectSession(tx: Tx, timeZone: string, id: number): Promise<Session | null> {
  return (await selectSessions(tx, timeZone, sql`x.id = ${id}`))[0] ?? null;
}

// --- A schedule's enrolments, a session's attendance ----------------------------------------

type EnrollmentRaw = Omit<
  Enrollment,
  'enrolled_at' | 'approved_at' | 'withdrawn_at' | 'completed_at' | 'created_at' | 'updated_at'
> & {
  enrolled_at: unknown;
  approved_at: unknown;
  withdrawn_at: unknown;
  completed_at: unknown;
  created_at: unknown;
  updated_at: unknown;
};

/** The schedule's enrolments (only the account's own when `ofUser` is set), in enrolment order. */
export async function selectScheduleEnrollments(
  tx: Tx,
  scheduleId: number,
  ofUser: number | null,
): Promise<Enrollment[]> {
  const res = await tx.execute(sql`
    SELECT e.id, e.schedule_id, s.name AS schedule_name, s.status AS schedule_status,
           to_char(s.start_date, 'YYYY-MM-DD') AS schedule_start_date,
           to_char(s.end_date, 'YYYY-MM-DD') AS schedule_end_date,
           ${personName('t')} AS trainer_name, e.candidate_id,
           ${personName('c')} AS candidate_name, c.user_id AS candidate_user_id, e.status,
           e.price, e.notes, e.enrolled_at, e.approved_by, e.approved_at, e.withdrawn_at,
           e.withdraw_reason, e.completed_at, e.created_at, e.updated_at
      FROM academy_enrollments e
      JOIN academy_schedules s ON s.id = e.schedule_id
      JOIN academy_trainers t ON t.id = s.trainer_id
      JOIN academy_candidates c ON c.id = e.candidate_id
     WHERE e.schedule_id = ${scheduleId}
       AND ${ofUser === null ? sql`true` : sql`c.user_id = ${ofUser}`}
     ORDER BY e.enrolled_at, e.id`);
  return rowsOf<EnrollmentRaw>(res).map((r) => ({
    ...r,
    enrolled_at: iso(r.enrolled_at),
    approved_at: isoOrNull(r.approved_at),
    withdrawn_at: isoOrNull(r.withdrawn_at),
    completed_at: isoOrNull(r.completed_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
}

type AttendanceRaw = Omit<
  Attendance,
  'session_date' | 'start_time' | 'marked_at' | 'created_at' | 'updated_at'
> & { starts_at: unknown; marked_at: unknown; created_at: unknown; updated_at: unknown };

/** The attendance marked at a session (only the account's own when `ofUser` is set), by name. */
export async function selectSessionAttendance(
  tx: Tx,
  timeZone: string,
  sessionId: number,
  ofUser: number | null,
): Promise<Attendance[]> {
  const res = await tx.execute(sql`
    SELECT a.id, a.session_id, x.starts_at,
           (SELECT count(*)::int FROM academy_sessions y
             WHERE y.schedule_id = x.schedule_id AND y.status <> 'cancelled'
               AND (y.starts_at, y.id) < (x.starts_at, x.id)) + 1 AS session_number,
           x.schedule_id, s.name AS schedule_name, a.enrollment_id, a.candidate_id,
           ${personName('c')} AS candidate_name, a.status, a.participation_level,
           a.progress_rating, a.trainer_notes, a.marked_by, a.marked_at, a.created_at, a.updated_at
      FROM academy_attendance a
      JOIN academy_sessions x ON x.id = a.session_id
      JOIN academy_schedules s ON s.id = x.schedule_id
      JOIN academy_candidates c ON c.id = a.candidate_id
     WHERE a.session_id = ${sessionId}
       AND ${ofUser === null ? sql`true` : sql`c.user_id = ${ofUser}`}
     ORDER BY c.last_name, c.first_name, a.id`);
  return rowsOf<AttendanceRaw>(res).map(({ starts_at, ...r }) => {
    const start = clubClock(new Date(starts_at as string | Date), timeZone);
    return {
      ...r,
      session_date: start.date,
      start_time: start.time,
      session_number: Number(r.session_number),
      marked_at: iso(r.marked_at),
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    };
  });
}

// --- Summary --------------------------------------------------------------------------------

type SummaryRaw = {
  id: number;
  status: ScheduleStatus;
  max_participants: number;
  total_sessions: number;
  pending: number;
  approved: number;
  withdrawn: number;
  enrolments_completed: number;
  revenue: unknown;
  scheduled: number;
  in_progress: number;
  sessions_completed: number;
  cancelled: number;
  attended: number;
  marked: number;
  average_progress: unknown;
};

export async function selectScheduleSummary(
  tx: Tx,
  scheduleId: number,
): Promise<ScheduleSummary | null> {
  const res = await tx.execute(sql`
    SELECT s.id, s.status, s.max_participants, s.total_sessions,
           e.pending, e.approved, e.withdrawn, e.completed AS enrolments_completed, e.revenue,
           x.scheduled, x.in_progress, x.completed AS sessions_completed, x.cancelled,
           a.attended, a.marked, a.average_progress
      FROM academy_schedules s
      CROSS JOIN LATERAL (
        SELECT (count(*) FILTER (WHERE status = 'pending'))::int AS pending,
               (count(*) FILTER (WHERE status = 'approved'))::int AS approved,
               (count(*) FILTER (WHERE status = 'withdrawn'))::int AS withdrawn,
               (count(*) FILTER (WHERE status = 'completed'))::int AS completed,
               coalesce(sum(price) FILTER (WHERE status IN ('approved', 'completed')), 0)::bigint
                 AS revenue
          FROM academy_enrollments WHERE schedule_id = s.id) e
      CROSS JOIN LATERAL (
        SELECT (count(*) FILTER (WHERE status = 'scheduled'))::int AS scheduled,
               (count(*) FILTER (WHERE status = 'in_progress'))::int AS in_progress,
               (count(*) FILTER (WHERE status = 'completed'))::int AS completed,
               (count(*) FILTER (WHERE status = 'cancelled'))::int AS cancelled
          FROM academy_sessions WHERE schedule_id = s.id) x
      CROSS JOIN LATERAL (
        SELECT (count(*) FILTER (WHERE m.status IN ('present', 'late')))::int AS attended,
               count(*)::int AS marked,
               avg(m.progress_rating)::float8 AS average_progress
          FROM academy_attendance m
          JOIN academy_sessions y ON y.id = m.session_id
         WHERE y.schedule_id = s.id) a
     WHERE s.id = ${scheduleId}`);
  const r = rowsOf<SummaryRaw>(res)[0];
  if (!r) return null;
  const taken = Number(r.pending) + Number(r.approved);
  const marked = Number(r.marked);
  const average = r.average_progress == null ? null : Number(r.average_progress);
  return {
    schedule_id: r.id,
    status: r.status,
    max_participants: r.max_participants,
    places_taken: taken,
    places_left: Math.max(0, r.max_participants - taken),
    enrollments: {
      pending: Number(r.pending),
      approved: Number(r.approved),
      withdrawn: Number(r.withdrawn),
      completed: Number(r.enrolments_completed),
    },
    sessions: {
      planned: r.total_sessions,
      scheduled: Number(r.scheduled),
      in_progress: Number(r.in_progress),
      completed: Number(r.sessions_completed),
      cancelled: Number(r.cancelled),
    },
    attendance_rate: marked === 0 ? null : Number(r.attended) / marked,
    average_progress: average === null ? null : Math.round(average * 100) / 100,
    revenue: Number(r.revenue),
  };
}
