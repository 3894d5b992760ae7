/**
 * Enrolments and attendance as the answers need them: each row with the names of its schedule,
 * trainer, candidate and session, in one statement per read.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { PLACE_HOLDING_STATUSES, type EnrollmentStatus } from '@fairway/shared-api/contract';
import { rowsOf } from '../../../db/client';
import type { Tx } from '../../../plugins/platform/database';
import { attendance, candidates, enrollments, schedules, sessions, trainers } from '../tables';

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type AttendanceRow = typeof attendance.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

const nameOf = (t: typeof trainers | typeof candidates) =>
  sql<string>`trim(concat_ws(' ', ${t.first_name}, ${t.last_name}))`;

const enrollmentView = {
  ...getTableColumns(enrollments),
  schedule_name: schedules.name,
  schedule_status: schedules.status,
  schedule_start_date: schedules.start_date,
  schedule_end_date: schedules.end_date,
  trainer_name: nameOf(trainers),
  candidate_name: nameOf(candidates),
  candidate_user_id: candidates.user_id,
};
export type EnrollmentView = EnrollmentRow & {
  schedule_name: string;
  schedule_status: ScheduleRow['status'];
  schedule_start_date: string;
  schedule_end_date: string;
  trainer_name: string;
  candidate_name: string;
  candidate_user_id: number | null;
};

function enrollmentsWhere(tx: Tx, where: SQL | undefined) {
  return tx
    .select(enrollmentView)
    .from(enrollments)
    .innerJoin(schedules, eq(schedules.id, enrollments.schedule_id))
    .innerJoin(trainers, eq(trainers.id, schedules.trainer_id))
    .innerJoin(candidates, eq(candidates.id, enrollments.candidate_id))
    .where(where)
    .orderBy(desc(enrollments.enrolled_at), desc(enrollments.id));
}

export type EnrollmentFilter = {
  status?: EnrollmentStatus;
  statuses?: readonly EnrollmentStatus[];
  candidateId?: number;
  scheduleId?: number;
};

/** Enrolments, newest first. */
export function listEnrollments(tx: Tx, f: EnrollmentFilter = {}): Promise<EnrollmentView[]> {
  return enrollmentsWhere(
    tx,
    and(
      f.status ? eq(enrollments.status, f.status) : undefined,
      f.statuses ? inArray(enrollments.status, [...f.statuses]) : undefined,
      f.candidateId !== undefined ? eq(enrollments.candidate_id, f.candidateId) : undefined,
      f.scheduleId !== undefined ? eq(enrollments.schedule_id, f.scheduleId) : undefined,
    ),
  );
}

export async function findEnrollment(tx: Tx, id: number): Promise<EnrollmentView | null> {
  const [row] = await enrollmentsWhere(tx, eq(enrollments.id, id));
  return row ?? null;
}

/** The enrolment's row, locked until the transaction ends (its status is about to change). */
export async function lockEnrollment(tx: Tx, id: number): Promise<EnrollmentRow | null> {
  const [row] = await tx.select().from(enrollments).where(eq(enrollments.id, id)).for('update');
  return row ?? null;
}

export async function updateEnrollment(
  tx: Tx,
  id: number,
  set: Partial<typeof enrollments.$inferInsert>,
): Promise<void> {
  await tx.update(enrollments).set(set).where(eq(enrollments.id, id));
}

export async function deleteEnrollment(tx: Tx, id: number): Promise<void> {
  await tx.delete(enrollments).where(eq(enrollments.id, id));
}

/**
 * The schedule's row, locked until the transaction ends: enrolments of one schedule are decided
 * one after another, so its places are counted and taken without a race.
 */
export async function lockSchedule(tx: Tx, id: number): Promise<ScheduleRow | null> {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for('update');
  return row ?? null;
}

/** Enrolments of the schedule holding a place (pending and approved). */
export async function placesTaken(tx: Tx, scheduleId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.schedule_id, scheduleId),
        inArray(enrollments.status, [...PLACE_HOLDING_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

/** The candidate's live enrolment (pending, approved or completed) of the schedule, if any. */
export async function liveEnrollment(
  tx: Tx,
  scheduleId: number,
  candidateId: number,
): Promise<EnrollmentRow | null> {
  const [row] = await tx
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.schedule_id, scheduleId),
        eq(enrollments.candidate_id, candidateId),
        inArray(enrollments.status, ['pending', 'approved', 'completed']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertEnrollment(
  tx: Tx,
  values: typeof enrollments.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(enrollments).values(values).returning({ id: enrollments.id });
  return row!.id;
}

export async function findCandidate(tx: Tx, id: number) {
  const [row] = await tx.select().from(candidates).where(eq(candidates.id, id));
  return row ?? null;
}

export async function findSession(tx: Tx, id: number): Promise<SessionRow | null> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, id));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Attendance

/** A session's place among its schedule's sessions that are not cancelled, in time order. */
const sessionNumber = sql<number>`(
  SELECT count(*)::int FROM academy_sessions o
   WHERE o.schedule_id = ${sessions.schedule_id} AND o.status <> 'cancelled'
     AND (o.starts_at, o.id) <= (${sessions.starts_at}, ${sessions.id})
) + (CASE WHEN ${sessions.status} = 'cancelled' THEN 1 ELSE 0 END)`;

const attendanceView = (timeZone: string) => ({
  ...getTableColumns(attendance),
  session_date: sql<string>`to_char(${sessions.starts_at} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`,
  start_time: sql<string>`to_char(${sessions.starts_at} AT TIME ZONE ${timeZone}, 'HH24:MI')`,
  session_number: sessionNumber,
  schedule_id: sessions.schedule_id,
  schedule_name: schedules.name,
  candidate_name: nameOf(candidates),
});
export type AttendanceView = AttendanceRow & {
  session_date: string;
  start_time: string;
  session_number: number;
  schedule_id: number;
  schedule_name: string;
  candidate_name: string;
};

export type AttendanceFilter = {
  scheduleId?: number | undefined;
  sessionId?: number | undefined;
  candidateId?: number | undefined;
  enrollmentId?: number | undefined;
  /** Sessions starting at or after this instant, and before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
};

function attendanceWhere(f: AttendanceFilter): SQL | undefined {
  return and(
    f.scheduleId !== undefined ? eq(sessions.schedule_id, f.scheduleId) : undefined,
    f.sessionId !== undefined ? eq(attendance.session_id, f.sessionId) : undefined,
    f.candidateId !== undefined ? eq(attendance.candidate_id, f.candidateId) : undefined,
    f.enrollmentId !== undefined ? eq(attendance.enrollment_id, f.enrollmentId) : undefined,
    f.from ? gte(sessions.starts_at, f.from) : undefined,
    f.to ? lt(sessions.starts_at, f.to) : undefined,
  );
}

function attendanceFrom(tx: Tx, timeZone: string) {
  return tx
    .select(attendanceView(timeZone))
    .from(attendance)
    .innerJoin(sessions, eq(sessions.id, attendance.session_id))
    .innerJoin(schedules, eq(schedules.id, sessions.schedule_id))
    .innerJoin(candidates, eq(candidates.id, attendance.candidate_id));
}

/** A page of attendance, newest session first, and how many match. */
export async function listAttendance(
  tx: Tx,
  timeZone: string,
  f: AttendanceFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AttendanceView[]; total: number }> {
  const rows = await attendanceFrom(tx, timeZone)
    .where(attendanceWhere(f))
    .orderBy(
      desc(sessions.starts_at),
      desc(sessions.id),
      asc(candidates.last_name),
      asc(attendance.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const total =
    page.offset === 0 && rows.length < page.limit
      ? rows.length
      : ((
          await tx
            .select({ n: count() })
            .from(attendance)
            .innerJoin(sessions, eq(sessions.id, attendance.session_id))
            .where(attendanceWhere(f))
        )[0]?.n ?? 0);
  return { rows, total };
}

/** Attendance in session time order (a candidate's or an enrolment's progress). */
export function attendanceInOrder(
  tx: Tx,
  timeZone: string,
  f: AttendanceFilter,
): Promise<AttendanceView[]> {
  return attendanceFrom(tx, timeZone)
    .where(attendanceWhere(f))
    .orderBy(asc(sessions.starts_at), asc(sessions.id), asc(attendance.id));
}

export async function findAttendance(
  tx: Tx,
  timeZone: string,
  id: number,
): Promise<AttendanceView | null> {
  const [row] = await attendanceFrom(tx, timeZone).where(eq(attendance.id, id));
  return row ?? null;
}

/** The attendance row, locked until the transaction ends (it is about to change). */
export async function lockAttendance(tx: Tx, id: number): Promise<AttendanceRow | null> {
  const [row] = await tx.select().from(attendance).where(eq(attendance.id, id)).for('update');
  return row ?? null;
}

type Mark = {
  organization_id: number;
  session_id: number;
  enrollment_id: number;
  candidate_id: number;
  status: AttendanceRow['status'];
  marked_by: number;
  marked_at: Date;
};

/** Records the mark, or changes the one there (the trainer's tap twice at once meets the index). */
export async function upsertAttendance(tx: Tx, mark: Mark): Promise<number> {
  const [row] = await tx
    .insert(attendance)
    .values({ ...mark, created_at: mark.marked_at, updated_at: mark.marked_at })
    .onConflictDoUpdate({
      target: [attendance.session_id, attendance.enrollment_id],
      set: {
        status: mark.status,
        marked_by: mark.marked_by,
        marked_at: mark.marked_at,
        updated_at: mark.marked_at,
      },
    })
    .returning({ id: attendance.id });
  return row!.id;
}

/** Records the mark; null when one exists already. */
export async function insertAttendance(tx: Tx, mark: Mark): Promise<number | null> {
  const [row] = await tx
    .insert(attendance)
    .values({ ...mark, created_at: mark.marked_at, updated_at: mark.marked_at })
    .onConflictDoNothing({ target: [attendance.session_id, attendance.enrollment_id] })
    .returning({ id: attendance.id });
  return row?.id ?? null;
}

export async function updateAttendance(
  tx: Tx,
  id: number,
  set: Partial<typeof attendance.$inferInsert>,
): Promise<void> {
  await tx.update(attendance).set(set).where(eq(attendance.id, id));
}

export async function deleteAttendance(tx: Tx, id: number): Promise<void> {
  await tx.delete(attendance).where(eq(attendance.id, id));
}

/** Whose accounts (user ids) hold enrolments of the schedule in these statuses. */
export async function accountsEnrolled(
  tx: Tx,
  scheduleId: number,
  statuses: readonly EnrollmentStatus[],
): Promise<number[]> {
  const res = await tx.execute(sql`
    SELECT DISTINCT c.user_id FROM academy_enrollments e
      JOIN academy_candidates c ON c.id = e.candidate_id
     WHERE e.schedule_id = ${scheduleId} AND c.user_id IS NOT NULL
       AND e.status IN (${sql.join(
         statuses.map((s) => sql`${s}`),
         sql`, `,
       )})`);
  return rowsOf<{ user_id: number }>(res).map((r) => r.user_id);
}
