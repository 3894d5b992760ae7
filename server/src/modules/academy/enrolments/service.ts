/**
 * Enrolments and attendance (docs/academy.md, "Enrolments and attendance"): who may enrol whom,
 * places that never run over, the enrolment's status machine, and the trainer's marks.
 */
import type { z } from 'zod';
import {
  DEFAULT_WITHDRAW_REASON,
  MAX_ACADEMY_RANGE_DAYS,
  type Attendance,
  type Enrollment,
  type EnrollmentStatus,
  attendanceListQuery,
  attendanceMark,
  attendanceParticipation,
  attendanceUpdate,
  enrollmentInput,
} from '@fairway/shared-api/contract';
import { instantOf } from '../../../lib/clock';
import {
  PG_UNIQUE_VIOLATION,
  badRequest,
  conflict,
  forbidden,
  notFound,
  pgErrorCode,
} from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import type { AcademyCaller } from '../context';
import { candidateOfUser, ensureCandidateOfUser, trainerOfUser } from '../people';
import { aStatus } from '../programme/common';
import * as repo from './repository';

const ENROLMENT = 'Enrolment';
const ATTENDANCE = 'Attendance';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toEnrollment(r: repo.EnrollmentView): Enrollment {
  return {
    id: r.id,
    schedule_id: r.schedule_id,
    schedule_name: r.schedule_name,
    schedule_status: r.schedule_status,
    schedule_start_date: r.schedule_start_date,
    schedule_end_date: r.schedule_end_date,
    trainer_name: r.trainer_name,
    candidate_id: r.candidate_id,
    candidate_name: r.candidate_name,
    candidate_user_id: r.candidate_user_id,
    status: r.status,
    price: r.price,
    notes: r.notes,
    enrolled_at: r.enrolled_at.toISOString(),
    approved_by: r.approved_by,
    approved_at: iso(r.approved_at),
    withdrawn_at: iso(r.withdrawn_at),
    withdraw_reason: r.withdraw_reason,
    completed_at: iso(r.completed_at),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export function toAttendance(r: repo.AttendanceView): Attendance {
  return {
    id: r.id,
    session_id: r.session_id,
    session_date: r.session_date,
    start_time: r.start_time,
    session_number: r.session_number,
    schedule_id: r.schedule_id,
    schedule_name: r.schedule_name,
    enrollment_id: r.enrollment_id,
    candidate_id: r.candidate_id,
    candidate_name: r.candidate_name,
    status: r.status,
    participation_level: r.participation_level,
    progress_rating: r.progress_rating,
    trainer_notes: r.trainer_notes,
    marked_by: r.marked_by,
    marked_at: r.marked_at.toISOString(),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Who sees what

/**
 * The candidate whose rows the caller may see: null for academy:read (everything), else the
 * caller's own candidate id (0 when they have none yet: they see nothing).
 */
async function ownCandidate(tx: Tx, c: AcademyCaller): Promise<number | null> {
  if (c.canRead) return null;
  return (await candidateOfUser(tx, c.userId))?.id ?? 0;
}

/** A caller without academy:read asking for another candidate's rows: 404, never 403. */
async function checkCandidateVisible(tx: Tx, c: AcademyCaller, candidateId: number) {
  const own = await ownCandidate(tx, c);
  if (own !== null && own !== candidateId) throw notFound('Candidate');
}

async function visibleEnrollment(
  tx: Tx,
  c: AcademyCaller,
  id: number,
): Promise<repo.EnrollmentView> {
  const row = await repo.findEnrollment(tx, id);
  const own = await ownCandidate(tx, c);
  if (!row || (own !== null && row.candidate_id !== own)) throw notFound(ENROLMENT);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Enrolments: reads

export async function listEnrollments(
  tx: Tx,
  c: AcademyCaller,
  status?: EnrollmentStatus,
): Promise<Enrollment[]> {
  const own = await ownCandidate(tx, c);
  if (own === 0) return [];
  const rows = await repo.listEnrollments(tx, {
    ...(status ? { status } : {}),
    ...(own !== null ? { candidateId: own } : {}),
  });
  return rows.map(toEnrollment);
}

export async function getEnrollment(tx: Tx, c: AcademyCaller, id: number): Promise<Enrollment> {
  return toEnrollment(await visibleEnrollment(tx, c, id));
}

export async function enrollmentsOfCandidate(
  tx: Tx,
  c: AcademyCaller,
  candidateId: number,
  activeOnly: boolean,
): Promise<Enrollment[]> {
  await checkCandidateVisible(tx, c, candidateId);
  if (c.canRead && !(await repo.findCandidate(tx, candidateId))) throw notFound('Candidate');
  const rows = await repo.listEnrollments(tx, {
    candidateId,
    ...(activeOnly ? { statuses: ['pending', 'approved'] as const } : {}),
  });
  return rows.map(toEnrollment);
}

// ---------------------------------------------------------------------------------------------
// Enrolments: create

/** Whom the enrolment is for: the caller's own candidate, or (academy:write) anyone's. */
async function candidateToEnrol(tx: Tx, c: AcademyCaller, candidateId: number | undefined) {
  if (!c.canWrite) {
    const own = await ensureCandidateOfUser(tx, c.organizationId, c.userId);
    if (candidateId !== undefined && candidateId !== own.id)
      throw forbidden('You can enrol only yourself');
    return own;
  }
  if (candidateId === undefined) return ensureCandidateOfUser(tx, c.organizationId, c.userId);
  const candidate = await repo.findCandidate(tx, candidateId);
  if (!candidate) throw badRequest(`candidate_id ${candidateId} is not a candidate`);
  if (!candidate.is_active) throw badRequest('That candidate is not active');
  return candidate;
}

const nameOf = (p: { first_name: string; last_name: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ').trim();

export async function createEnrollment(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof enrollmentInput>,
): Promise<Enrollment> {
  const candidate = await candidateToEnrol(tx, c, body.candidate_id);
  // Locked until the transaction ends: the places of this schedule are taken one after another.
  const schedule = await repo.lockSchedule(tx, body.schedule_id);
  if (!schedule) throw notFound('Schedule');
  if (schedule.status !== 'published')
    throw conflict('Enrolment is open only for published schedules');
  const already = `${nameOf(candidate)} is already enrolled in ${schedule.name}`;
  if (await repo.liveEnrollment(tx, schedule.id, candidate.id)) throw conflict(already);
  if ((await repo.placesTaken(tx, schedule.id)) >= schedule.max_participants)
    throw conflict(`${schedule.name} is full`);

  let id: number;
  try {
    id = await repo.insertEnrollment(tx, {
      organization_id: c.organizationId,
      schedule_id: schedule.id,
      candidate_id: candidate.id,
      status: 'pending',
      price: candidate.user_id !== null ? schedule.member_price : schedule.price,
      notes: body.notes || null,
      enrolled_at: c.now,
      created_at: c.now,
      updated_at: c.now,
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict(already);
    throw err;
  }
  return toEnrollment((await repo.findEnrollment(tx, id))!);
}

// ---------------------------------------------------------------------------------------------
// Enrolments: changes

export async function updateEnrollmentNotes(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  notes: string | null,
): Promise<Enrollment> {
  const row = await repo.findEnrollment(tx, id);
  const own = c.canWrite ? null : ((await candidateOfUser(tx, c.userId))?.id ?? 0);
  if (!row || (own !== null && row.candidate_id !== own)) {
    if (row && c.canRead) throw forbidden('You can change only your own enrolment');
    throw notFound(ENROLMENT);
  }
  await repo.updateEnrollment(tx, id, { notes: notes || null, updated_at: c.now });
  return toEnrollment((await repo.findEnrollment(tx, id))!);
}

/** The enrolment's row, locked; 404 when missing or (without academy:write) not the caller's. */
async function lockOwnOrAny(tx: Tx, c: AcademyCaller, id: number): Promise<repo.EnrollmentRow> {
  const row = await repo.lockEnrollment(tx, id);
  if (!row) throw notFound(ENROLMENT);
  if (!c.canWrite) {
    const own = (await candidateOfUser(tx, c.userId))?.id ?? 0;
    if (row.candidate_id !== own) {
      if (c.canRead) throw forbidden('You can withdraw only your own enrolment');
      throw notFound(ENROLMENT);
    }
  }
  return row;
}

export async function approveEnrollment(tx: Tx, c: AcademyCaller, id: number): Promise<Enrollment> {
  const found = await repo.findEnrollment(tx, id);
  if (!found) throw notFound(ENROLMENT);
  // Schedule first, as completing a schedule locks it before its enrolments: an approval and the
  // schedule's completion never cross (an approval would otherwise outlive a completed course).
  const schedule = await repo.lockSchedule(tx, found.schedule_id);
  const row = await repo.lockEnrollment(tx, id);
  if (!row || !schedule) throw notFound(ENROLMENT);
  if (row.status !== 'pending')
    throw conflict(`${aStatus(row.status)} enrolment cannot be approved`);
  if (schedule.status !== 'published')
    throw conflict(`${aStatus(schedule.status)} schedule takes no more approvals`);
  // The body's approved_by is the spec client's; the server records who is signed in.
  await repo.updateEnrollment(tx, id, {
    status: 'approved',
    approved_by: c.userId,
    approved_at: c.now,
    updated_at: c.now,
  });
  return toEnrollment((await repo.findEnrollment(tx, id))!);
}

export async function withdrawEnrollment(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  reason: string | null | undefined,
): Promise<Enrollment> {
  const row = await lockOwnOrAny(tx, c, id);
  if (row.status !== 'pending' && row.status !== 'approved')
    throw conflict(`${aStatus(row.status)} enrolment cannot be withdrawn`);
  await repo.updateEnrollment(tx, id, {
    status: 'withdrawn',
    withdrawn_at: c.now,
    withdraw_reason: reason || DEFAULT_WITHDRAW_REASON,
    updated_at: c.now,
  });
  return toEnrollment((await repo.findEnrollment(tx, id))!);
}

export async function deleteEnrollment(tx: Tx, id: number): Promise<void> {
  const row = await repo.lockEnrollment(tx, id);
  if (!row) throw notFound(ENROLMENT);
  if (row.status !== 'withdrawn') throw conflict('Withdraw the enrolment first');
  await repo.deleteEnrollment(tx, id);
}

// ---------------------------------------------------------------------------------------------
// Attendance: reads

const DAY_MS = 24 * 3600_000;

function addDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export async function listAttendance(
  tx: Tx,
  c: AcademyCaller,
  q: z.output<typeof attendanceListQuery>,
): Promise<{ rows: Attendance[]; total: number }> {
  if (q.start_date && q.end_date) {
    if (q.end_date < q.start_date) throw badRequest('end_date must be on or after start_date');
    const days = (Date.parse(q.end_date) - Date.parse(q.start_date)) / DAY_MS + 1;
    if (days > MAX_ACADEMY_RANGE_DAYS)
      throw badRequest(
        `The range from start_date to end_date covers at most ${MAX_ACADEMY_RANGE_DAYS} days`,
      );
  }
  const { rows, total } = await repo.listAttendance(
    tx,
    c.timeZone,
    {
      scheduleId: q.schedule_id,
      sessionId: q.session_id,
      candidateId: q.candidate_id,
      from: q.start_date ? instantOf(q.start_date, '00:00', c.timeZone) : undefined,
      to: q.end_date ? instantOf(addDay(q.end_date), '00:00', c.timeZone) : undefined,
    },
    { limit: q.limit, offset: q.offset },
  );
  return { rows: rows.map(toAttendance), total };
}

export async function getAttendance(tx: Tx, c: AcademyCaller, id: number): Promise<Attendance> {
  const row = await repo.findAttendance(tx, c.timeZone, id);
  const own = await ownCandidate(tx, c);
  if (!row || (own !== null && row.candidate_id !== own)) throw notFound(ATTENDANCE);
  return toAttendance(row);
}

export async function attendanceOfCandidate(
  tx: Tx,
  c: AcademyCaller,
  candidateId: number,
): Promise<Attendance[]> {
  await checkCandidateVisible(tx, c, candidateId);
  if (c.canRead && !(await repo.findCandidate(tx, candidateId))) throw notFound('Candidate');
  return (await repo.attendanceInOrder(tx, c.timeZone, { candidateId })).map(toAttendance);
}

export async function attendanceOfEnrollment(
  tx: Tx,
  c: AcademyCaller,
  enrollmentId: number,
): Promise<Attendance[]> {
  await visibleEnrollment(tx, c, enrollmentId);
  return (await repo.attendanceInOrder(tx, c.timeZone, { enrollmentId })).map(toAttendance);
}

// ---------------------------------------------------------------------------------------------
// Attendance: marks

/** The session's trainer or the office (academy:write); 403 otherwise. */
async function checkTeaches(tx: Tx, c: AcademyCaller, session: repo.SessionRow): Promise<void> {
  if (c.canWrite) return;
  const trainer = c.canTeach ? await trainerOfUser(tx, c.userId) : null;
  if (!trainer || trainer.id !== session.trainer_id)
    throw forbidden("Only the session's trainer or the office can do this");
}

function checkTakingAttendance(session: repo.SessionRow): void {
  if (session.status !== 'in_progress' && session.status !== 'completed')
    throw conflict('Start the session before taking attendance');
}

async function sessionToMark(tx: Tx, c: AcademyCaller, sessionId: number) {
  const session = await repo.findSession(tx, sessionId);
  if (!session) throw notFound('Session');
  await checkTeaches(tx, c, session);
  checkTakingAttendance(session);
  return session;
}

async function markOf(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof attendanceMark>,
): Promise<Parameters<typeof repo.upsertAttendance>[1]> {
  const session = await sessionToMark(tx, c, body.session_id);
  const enrollment = await repo.findEnrollment(tx, body.enrollment_id);
  if (!enrollment || enrollment.schedule_id !== session.schedule_id)
    throw badRequest("That enrolment is not in this session's schedule");
  if (enrollment.status !== 'approved' && enrollment.status !== 'completed')
    throw conflict(`${aStatus(enrollment.status)} enrolment cannot be marked at a session`);
  return {
    organization_id: c.organizationId,
    session_id: session.id,
    enrollment_id: enrollment.id,
    candidate_id: enrollment.candidate_id,
    status: body.status,
    marked_by: c.userId,
    marked_at: c.now,
  };
}

async function answerAttendance(tx: Tx, c: AcademyCaller, id: number): Promise<Attendance> {
  return toAttendance((await repo.findAttendance(tx, c.timeZone, id))!);
}

/** POST /attendance/mark: records the mark or changes the one there. */
export async function markAttendance(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof attendanceMark>,
): Promise<Attendance> {
  const id = await repo.upsertAttendance(tx, await markOf(tx, c, body));
  return answerAttendance(tx, c, id);
}

/** POST /attendance: records the mark; 409 when the enrolment is marked at the session already. */
export async function createAttendance(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof attendanceMark>,
): Promise<Attendance> {
  const id = await repo.insertAttendance(tx, await markOf(tx, c, body));
  if (id === null)
    throw conflict('Attendance is marked for this enrolment at this session already; change it');
  return answerAttendance(tx, c, id);
}

/** The attendance row (locked) and its session, when the caller may change it. */
async function attendanceToChange(tx: Tx, c: AcademyCaller, id: number) {
  const row = await repo.lockAttendance(tx, id);
  if (!row) throw notFound(ATTENDANCE);
  const session = await repo.findSession(tx, row.session_id);
  await checkTeaches(tx, c, session!);
  return { row, session: session! };
}

export async function updateAttendance(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof attendanceUpdate>,
): Promise<Attendance> {
  const { session } = await attendanceToChange(tx, c, id);
  const set: Parameters<typeof repo.updateAttendance>[2] = { updated_at: c.now };
  if (body.status !== undefined) {
    checkTakingAttendance(session);
    Object.assign(set, { status: body.status, marked_by: c.userId, marked_at: c.now });
  }
  if (body.trainer_notes !== undefined) set.trainer_notes = body.trainer_notes || null;
  await repo.updateAttendance(tx, id, set);
  return answerAttendance(tx, c, id);
}

export async function recordParticipation(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof attendanceParticipation>,
): Promise<Attendance> {
  await attendanceToChange(tx, c, id);
  const set: Parameters<typeof repo.updateAttendance>[2] = { updated_at: c.now };
  if (body.participation_level !== undefined) set.participation_level = body.participation_level;
  if (body.progress_rating !== undefined) set.progress_rating = body.progress_rating;
  if (body.trainer_notes !== undefined) set.trainer_notes = body.trainer_notes || null;
  await repo.updateAttendance(tx, id, set);
  return answerAttendance(tx, c, id);
}

export async function deleteAttendance(tx: Tx, c: AcademyCaller, id: number): Promise<void> {
  await attendanceToChange(tx, c, id);
  await repo.deleteAttendance(tx, id);
}
