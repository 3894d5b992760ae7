/**
 * Sessions (docs/academy.md, "Sessions"): scheduled → in_progress → completed, scheduled or
 * in_progress → cancelled; a trainer is never booked into two sessions at once; the last session
 * completed completes its schedule. Locks are taken in one order: schedule, session, trainer.
 */
import { and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Attendance,
  type Session,
  type SessionStatus,
  type TrainerSchedule,
  sessionCancel,
  sessionComplete,
  sessionInput,
  sessionUpdate,
  trainerScheduleQuery,
} from '@fairway/shared-api/contract';
import { instantOf } from '../../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import type { AcademyCaller } from '../context';
import { queueSessionReminder, tellSessionCancelled, tellSessionMoved } from '../notices';
import { trainerOfUser } from '../people';
import { enrollments, schedules, sessions, trainers } from '../tables';
import type { Later } from './after-commit';
import {
  SESSION,
  aStatus,
  lockSchedule,
  lockTrainer,
  scheduleVisibleTo,
  trainerName,
  usableTrainer,
  type ScheduleRow,
  type TrainerRow,
} from './common';
import { addDays, checkRange, clubClock, dayBounds } from './dates';
import { selectSession, selectSessionAttendance, selectSessions, visibleSchedule } from './rows';
import { OPEN_SCHEDULE_STATUSES } from './schedules';

type SessionRow = typeof sessions.$inferSelect;

const OPEN_SESSION_STATUSES: readonly SessionStatus[] = ['scheduled', 'in_progress'];

// --- Reads ----------------------------------------------------------------------------------

/** The session as the caller may see it; 404 when missing or its schedule is hidden from them. */
export async function getSession(tx: Tx, c: AcademyCaller, id: number): Promise<Session> {
  const row = await selectSession(tx, c.timeZone, id);
  if (!row || !scheduleVisibleTo(c, row.schedule_status)) throw notFound(SESSION);
  return row;
}

async function answer(tx: Tx, c: AcademyCaller, id: number): Promise<Session> {
  const row = await selectSession(tx, c.timeZone, id);
  if (!row) throw notFound(SESSION);
  return row;
}

const list = (tx: Tx, c: AcademyCaller, where?: SQL) =>
  selectSessions(
    tx,
    c.timeZone,
    where ? sql`${visibleSchedule(c.canRead)} AND ${where}` : visibleSchedule(c.canRead),
  );

/** Sessions starting from the first day's midnight to the last day's end, on the club's clock. */
const startingWithin = (c: AcademyCaller, first: string, last: string): SQL => {
  const { from, to } = dayBounds(c.timeZone, first, last);
  return sql`x.starts_at >= ${from.toISOString()}::timestamptz AND x.starts_at < ${to.toISOString()}::timestamptz`;
};

export const listSessions = (tx: Tx, c: AcademyCaller) => list(tx, c);
export const sessionsByStatus = (tx: Tx, c: AcademyCaller, status: SessionStatus) =>
  list(tx, c, sql`x.status = ${status}`);
export const sessionsOfTrainer = (tx: Tx, c: AcademyCaller, trainerId: number) =>
  list(tx, c, sql`x.trainer_id = ${trainerId}`);
export const sessionsOnDate = (tx: Tx, c: AcademyCaller, date: string) =>
  list(tx, c, startingWithin(c, date, date));
export function sessionsInRange(tx: Tx, c: AcademyCaller, start: string, end: string) {
  checkRange(start, end);
  return list(tx, c, startingWithin(c, start, end));
}

/** academy:read: every mark at the session; anyone else: their own. */
export async function attendanceOfSession(
  tx: Tx,
  c: AcademyCaller,
  id: number,
): Promise<Attendance[]> {
  await getSession(tx, c, id);
  return selectSessionAttendance(tx, c.timeZone, id, c.canRead ? null : c.userId);
}

/** The trainer's sessions over a range (default the club's today and the 27 days after). */
export async function trainerSchedule(
  tx: Tx,
  c: AcademyCaller,
  trainerId: number,
  query: z.output<typeof trainerScheduleQuery>,
): Promise<TrainerSchedule> {
  const [trainer] = await tx.select().from(trainers).where(eq(trainers.id, trainerId));
  if (!trainer) throw notFound('Trainer');
  if (!c.canRead && (await trainerOfUser(tx, c.userId))?.id !== trainerId)
    throw notFound('Trainer');
  const start = query.start_date ?? c.today;
  const end = query.end_date ?? addDays(start, 27);
  checkRange(start, end);
  return {
    trainer_id: trainer.id,
    trainer_name: trainerName(trainer),
    start_date: start,
    end_date: end,
    sessions: await selectSessions(
      tx,
      c.timeZone,
      sql`x.trainer_id = ${trainerId} AND ${startingWithin(c, start, end)}`,
    ),
  };
}

// --- Times and the trainer's diary ----------------------------------------------------------

type When = { date: string; start: string; end: string; startsAt: Date; endsAt: Date };

/** A session's day and times on the club's clock, inside its schedule's dates (400 otherwise). */
function whenOf(
  c: AcademyCaller,
  schedule: ScheduleRow,
  date: string,
  start: string,
  end: string,
): When {
  if (end <= start) throw badRequest('end_time must be after start_time');
  if (date < schedule.start_date || date > schedule.end_date)
    throw badRequest(`The session must be between ${schedule.start_date} and ${schedule.end_date}`);
  const startsAt = instantOf(date, start, c.timeZone);
  const endsAt = instantOf(date, end, c.timeZone);
  if (endsAt <= startsAt) throw badRequest('end_time must be after start_time');
  return { date, start, end, startsAt, endsAt };
}

/**
 * 409 when the trainer (whose row the caller has locked) already teaches a session that is not
 * cancelled and overlaps [startsAt, endsAt); touching ends do not overlap.
 */
async function checkTrainerFree(
  tx: Tx,
  c: AcademyCaller,
  trainer: TrainerRow,
  when: When,
  exceptSessionId: number | null,
): Promise<void> {
  const [clash] = await tx
    .select({ starts_at: sessions.starts_at, ends_at: sessions.ends_at })
    .from(sessions)
    .where(
      and(
        eq(sessions.trainer_id, trainer.id),
        ne(sessions.status, 'cancelled'),
        exceptSessionId === null ? undefined : ne(sessions.id, exceptSessionId),
        lt(sessions.starts_at, when.endsAt),
        gt(sessions.ends_at, when.startsAt),
      ),
    )
    .orderBy(asc(sessions.starts_at))
    .limit(1);
  if (!clash) return;
  const from = clubClock(clash.starts_at, c.timeZone);
  const to = clubClock(clash.ends_at, c.timeZone);
  throw conflict(
    `${trainerName(trainer)} already teaches from ${from.time} to ${to.time} on ${from.date}`,
  );
}

// --- Writes ---------------------------------------------------------------------------------

export async function createSession(
  tx: Tx,
  c: AcademyCaller,
  input: z.output<typeof sessionInput>,
  later: Later,
): Promise<Session> {
  const schedule = await lockSchedule(tx, input.schedule_id);
  if (!OPEN_SCHEDULE_STATUSES.includes(schedule.status))
    throw conflict(`${aStatus(schedule.status)} schedule cannot take new sessions`);
  const when = whenOf(c, schedule, input.session_date, input.start_time, input.end_time);
  const trainer = usableTrainer(await lockTrainer(tx, input.trainer_id ?? schedule.trainer_id));
  await checkTrainerFree(tx, c, trainer, when, null);
  const [made] = await tx
    .insert(sessions)
    .values({
      organization_id: c.organizationId,
      schedule_id: schedule.id,
      trainer_id: trainer.id,
      title: input.title ?? null,
      starts_at: when.startsAt,
      ends_at: when.endsAt,
      location: input.location ?? null,
      created_at: c.now,
      updated_at: c.now,
    })
    .returning({ id: sessions.id });
  const id = made!.id;
  if (schedule.status === 'published')
    later(() => queueSessionReminder(c.app, c.organizationId, id));
  return answer(tx, c, id);
}

/** The session and its schedule, both locked (schedule first); 404 as getSession. */
async function lockSession(
  tx: Tx,
  c: AcademyCaller,
  id: number,
): Promise<{ session: SessionRow; schedule: ScheduleRow }> {
  const [found] = await tx
    .select({ schedule_id: sessions.schedule_id })
    .from(sessions)
    .where(eq(sessions.id, id));
  if (!found) throw notFound(SESSION);
  const schedule = await lockSchedule(tx, found.schedule_id);
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, id)).for('update');
  if (!session || !scheduleVisibleTo(c, schedule.status)) throw notFound(SESSION);
  return { session, schedule };
}

export async function updateSession(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  input: z.output<typeof sessionUpdate>,
  later: Later,
): Promise<Session> {
  const { session, schedule } = await lockSession(tx, c, id);
  if (session.status !== 'scheduled')
    throw conflict(`${aStatus(session.status)} session cannot be changed`);
  const was = {
    from: clubClock(session.starts_at, c.timeZone),
    to: clubClock(session.ends_at, c.timeZone),
  };
  const when = whenOf(
    c,
    schedule,
    input.session_date ?? was.from.date,
    input.start_time ?? was.from.time,
    input.end_time ?? was.to.time,
  );
  const moved =
    when.startsAt.getTime() !== session.starts_at.getTime() ||
    when.endsAt.getTime() !== session.ends_at.getTime();
  const newTrainer = input.trainer_id !== undefined && input.trainer_id !== session.trainer_id;
  const trainerId = newTrainer ? input.trainer_id! : session.trainer_id;
  if (moved || newTrainer) {
    const locked = await lockTrainer(tx, trainerId);
    const trainer = newTrainer ? usableTrainer(locked) : locked;
    if (!trainer) throw notFound('Trainer');
    await checkTrainerFree(tx, c, trainer, when, id);
  }
  await tx
    .update(sessions)
    .set({
      trainer_id: trainerId,
      title: input.title,
      location: input.location,
      starts_at: when.startsAt,
      ends_at: when.endsAt,
      ...(moved ? { reminder_sent_at: null } : {}),
      updated_at: c.now,
    })
    .where(eq(sessions.id, id));
  if (moved) {
    later(() => tellSessionMoved(c.app, c.organizationId, id));
    if (schedule.status === 'published')
      later(() => queueSessionReminder(c.app, c.organizationId, id));
  }
  return answer(tx, c, id);
}

export async function deleteSession(tx: Tx, c: AcademyCaller, id: number): Promise<void> {
  const { session, schedule } = await lockSession(tx, c, id);
  if (session.status !== 'scheduled' || schedule.status !== 'draft')
    throw conflict(
      'Only a scheduled session of a draft schedule can be deleted; cancel it instead',
    );
  await tx.delete(sessions).where(eq(sessions.id, id));
}

/** academy:write, or academy:teach at a session the caller's trainer row teaches (403 otherwise). */
async function checkRunsSession(tx: Tx, c: AcademyCaller, session: SessionRow): Promise<void> {
  if (c.canWrite) return;
  const mine = c.canTeach ? await trainerOfUser(tx, c.userId) : null;
  if (!mine || mine.id !== session.trainer_id)
    throw forbidden("Only the session's trainer or the office can do this");
}

export async function startSession(tx: Tx, c: AcademyCaller, id: number): Promise<Session> {
  const { session, schedule } = await lockSession(tx, c, id);
  await checkRunsSession(tx, c, session);
  if (session.status !== 'scheduled')
    throw conflict(`${aStatus(session.status)} session cannot be started`);
  if (schedule.status !== 'published')
    throw conflict('Publish the schedule before starting its sessions');
  await tx
    .update(sessions)
    .set({ status: 'in_progress', started_at: c.now, updated_at: c.now })
    .where(eq(sessions.id, id));
  return answer(tx, c, id);
}

export async function completeSession(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof sessionComplete>,
): Promise<Session> {
  const { session, schedule } = await lockSession(tx, c, id);
  await checkRunsSession(tx, c, session);
  if (session.status !== 'in_progress')
    throw conflict(`${aStatus(session.status)} session cannot be completed`);
  await tx
    .update(sessions)
    .set({
      status: 'completed',
      completed_at: c.now,
      notes: body.notes !== undefined ? body.notes : session.notes,
      updated_at: c.now,
    })
    .where(eq(sessions.id, id));
  await completeScheduleIfDone(tx, c, schedule);
  return answer(tx, c, id);
}

/**
 * The schedule's row is locked: when no session of it is scheduled or in progress any more and
 * at least one was held, it becomes completed, its approved enrolments with it, and enrolments
 * still awaiting approval are withdrawn. (A schedule whose every session was cancelled stays
 * published for the office to cancel.)
 */
async function completeScheduleIfDone(tx: Tx, c: AcademyCaller, schedule: ScheduleRow) {
  if (schedule.status !== 'published') return;
  const [left] = await tx
    .select({
      open: sql<number>`count(*) FILTER (WHERE ${inArray(sessions.status, [...OPEN_SESSION_STATUSES])})::int`,
      held: sql<number>`count(*) FILTER (WHERE ${sessions.status} = 'completed')::int`,
    })
    .from(sessions)
    .where(eq(sessions.schedule_id, schedule.id));
  if (!left || left.open > 0 || left.held === 0) return;
  await tx
    .update(schedules)
    .set({ status: 'completed', completed_at: c.now, updated_at: c.now })
    .where(eq(schedules.id, schedule.id));
  await tx
    .update(enrollments)
    .set({ status: 'completed', completed_at: c.now, updated_at: c.now })
    .where(and(eq(enrollments.schedule_id, schedule.id), eq(enrollments.status, 'approved')));
  await tx
    .update(enrollments)
    .set({
      status: 'withdrawn',
      withdrawn_at: c.now,
      withdraw_reason: COURSE_ENDED,
      updated_at: c.now,
    })
    .where(and(eq(enrollments.schedule_id, schedule.id), eq(enrollments.status, 'pending')));
}

/** Why an enrolment still awaiting approval is withdrawn when its course is over. */
export const COURSE_ENDED = 'The course ended before the enrolment was approved';

export async function cancelSession(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof sessionCancel>,
  later: Later,
): Promise<Session> {
  const { session, schedule } = await lockSession(tx, c, id);
  if (!OPEN_SESSION_STATUSES.includes(session.status))
    throw conflict(`${aStatus(session.status)} session cannot be cancelled`);
  await tx
    .update(sessions)
    .set({
      status: 'cancelled',
      cancelled_at: c.now,
      cancel_reason: body.reason ?? null,
      updated_at: c.now,
    })
    .where(eq(sessions.id, id));
  await completeScheduleIfDone(tx, c, schedule);
  later(() => tellSessionCancelled(c.app, c.organizationId, id));
  return answer(tx, c, id);
}
