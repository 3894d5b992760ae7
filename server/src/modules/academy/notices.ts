/**
 * What the academy tells people (docs/academy.md, "Notices"): enrolment approved, a session
 * cancelled or moved, a schedule cancelled, and the reminder the day before a session (a job).
 * Each is called after the change it tells of has committed and never throws. Candidates without
 * an account get nothing.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { EnrollmentStatus } from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import { wallClock, clockOf } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { JOB_LIMITS } from '../../plugins/platform/jobs/definitions';
import { notify, type AcademyKind, type AcademyNotice } from '../notifications';
import { readFlagged } from '../settings';
import { accountsEnrolled } from './enrolments/repository';
import { candidates, enrollments, schedules, sessions, trainers } from './tables';

export const REMINDER_JOB = 'academy.session-reminder';
/** starts_at is the instant the reminder was queued for: a moved session's old job sends nothing. */
export type ReminderJob = { session_id: number; starts_at: string };
/** The reminder goes out this long before the session starts. */
export const REMINDER_AHEAD_MS = 24 * 3600_000;

type Schedule = typeof schedules.$inferSelect;
type Session = typeof sessions.$inferSelect;

const fullName = (p: { first_name: string; last_name: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ').trim();

async function timeZoneOf(tx: Tx, organizationId: number): Promise<string> {
  return (await readFlagged(tx, organizationId, 'app')).timeZone;
}

async function scheduleFacts(tx: Tx, scheduleId: number) {
  const [row] = await tx
    .select({ schedule: schedules, trainer: trainers })
    .from(schedules)
    .innerJoin(trainers, eq(trainers.id, schedules.trainer_id))
    .where(eq(schedules.id, scheduleId));
  return row ?? null;
}

/** The session's place among its schedule's sessions that are not cancelled, in time order. */
async function sessionNumber(tx: Tx, s: Session): Promise<number> {
  const res = await tx.execute(sql`
    SELECT count(*)::int AS n FROM academy_sessions
     WHERE schedule_id = ${s.schedule_id} AND status <> 'cancelled'
       AND (starts_at, id) <= (${s.starts_at.toISOString()}::timestamptz, ${s.id}::int)`);
  const n = rowsOf<{ n: number }>(res)[0]?.n ?? 0;
  return s.status === 'cancelled' ? n + 1 : n;
}

function scheduleNotice(schedule: Schedule, trainerName: string): AcademyNotice {
  return {
    schedule_id: schedule.id,
    schedule_name: schedule.name,
    start_date: schedule.start_date,
    end_date: schedule.end_date,
    trainer_name: trainerName,
    location: schedule.location,
  };
}

/** The facts of a session for its notices, on the club's calendar and clock. */
async function sessionNotice(
  tx: Tx,
  timeZone: string,
  session: Session,
): Promise<{ notice: AcademyNotice; schedule: Schedule } | null> {
  const facts = await scheduleFacts(tx, session.schedule_id);
  if (!facts) return null;
  const [trainer] = await tx.select().from(trainers).where(eq(trainers.id, session.trainer_id));
  const start = wallClock(session.starts_at, timeZone);
  const end = wallClock(session.ends_at, timeZone);
  return {
    schedule: facts.schedule,
    notice: {
      ...scheduleNotice(facts.schedule, fullName(trainer ?? facts.trainer)),
      location: session.location ?? facts.schedule.location,
      session_id: session.id,
      session_number: await sessionNumber(tx, session),
      date: start.date,
      start_time: clockOf(start.minutes),
      end_time: clockOf(end.minutes),
      ...(session.cancel_reason ? { reason: session.cancel_reason } : {}),
    },
  };
}

async function send(
  app: FastifyInstance,
  organizationId: number,
  kind: AcademyKind,
  userIds: number[],
  data: AcademyNotice,
): Promise<void> {
  if (userIds.length === 0) return;
  await notify(app, { organizationId, userIds, kind, data, createdBy: null });
}

/** Runs a notice, logging (never throwing) what fails: the change it tells of already stands. */
async function quietly(app: FastifyInstance, what: string, fn: () => Promise<void>) {
  try {
    await fn();
  } catch (err) {
    app.log.error({ err }, `academy notice failed: ${what}`);
  }
}

async function tellSession(
  app: FastifyInstance,
  organizationId: number,
  sessionId: number,
  kind: AcademyKind,
  statuses: readonly EnrollmentStatus[],
) {
  await quietly(app, kind, async () => {
    const found = await app.withOrg(organizationId, async (tx) => {
      const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
      if (!session) return null;
      const facts = await sessionNotice(tx, await timeZoneOf(tx, organizationId), session);
      if (!facts) return null;
      return {
        notice: facts.notice,
        userIds: await accountsEnrolled(tx, session.schedule_id, statuses),
      };
    });
    if (found) await send(app, organizationId, kind, found.userIds, found.notice);
  });
}

/** The candidate of an approved enrolment, with the schedule's next session when there is one. */
export async function tellEnrollmentApproved(
  app: FastifyInstance,
  organizationId: number,
  enrollmentId: number,
): Promise<void> {
  await quietly(app, 'academy_enrollment_approved', async () => {
    const found = await app.withOrg(organizationId, async (tx) => {
      const [row] = await tx
        .select({ enrollment: enrollments, user_id: candidates.user_id })
        .from(enrollments)
        .innerJoin(candidates, eq(candidates.id, enrollments.candidate_id))
        .where(eq(enrollments.id, enrollmentId));
      if (!row?.user_id || row.enrollment.status !== 'approved') return null;
      const facts = await scheduleFacts(tx, row.enrollment.schedule_id);
      if (!facts) return null;
      const [next] = await tx
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.schedule_id, facts.schedule.id),
            eq(sessions.status, 'scheduled'),
            sql`${sessions.starts_at} > ${app.now().toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(sessions.starts_at), asc(sessions.id))
        .limit(1);
      const timeZone = await timeZoneOf(tx, organizationId);
      const notice = next
        ? (await sessionNotice(tx, timeZone, next))!.notice
        : scheduleNotice(facts.schedule, fullName(facts.trainer));
      return { userId: row.user_id, notice: { ...notice, enrollment_id: enrollmentId } };
    });
    if (found)
      await send(app, organizationId, 'academy_enrollment_approved', [found.userId], found.notice);
  });
}

/** Approved enrolments of the session's schedule. */
export async function tellSessionCancelled(
  app: FastifyInstance,
  organizationId: number,
  sessionId: number,
): Promise<void> {
  await tellSession(app, organizationId, sessionId, 'academy_session_cancelled', ['approved']);
}

/** Pending and approved enrolments of the session's schedule: it now starts at another time. */
export async function tellSessionMoved(
  app: FastifyInstance,
  organizationId: number,
  sessionId: number,
): Promise<void> {
  await tellSession(app, organizationId, sessionId, 'academy_session_moved', [
    'pending',
    'approved',
  ]);
}

/**
 * Those the cancel withdrew: the schedule's enrolments withdrawn when it was cancelled (at or after
 * its cancelled_at; the cancel stamps both with one instant, and nothing is withdrawn after it).
 */
export async function tellScheduleCancelled(
  app: FastifyInstance,
  organizationId: number,
  scheduleId: number,
): Promise<void> {
  await quietly(app, 'academy_schedule_cancelled', async () => {
    const found = await app.withOrg(organizationId, async (tx) => {
      const facts = await scheduleFacts(tx, scheduleId);
      if (!facts || facts.schedule.status !== 'cancelled' || !facts.schedule.cancelled_at)
        return null;
      const res = await tx.execute(sql`
        SELECT DISTINCT c.user_id FROM academy_enrollments e
          JOIN academy_candidates c ON c.id = e.candidate_id
         WHERE e.schedule_id = ${scheduleId} AND e.status = 'withdrawn' AND c.user_id IS NOT NULL
           AND e.withdrawn_at >= ${facts.schedule.cancelled_at.toISOString()}::timestamptz`);
      return {
        userIds: rowsOf<{ user_id: number }>(res).map((r) => r.user_id),
        notice: {
          ...scheduleNotice(facts.schedule, fullName(facts.trainer)),
          reason: facts.schedule.cancel_reason,
        },
      };
    });
    if (found)
      await send(app, organizationId, 'academy_schedule_cancelled', found.userIds, found.notice);
  });
}

// ---------------------------------------------------------------------------------------------
// The reminder the day before

async function enqueueReminder(
  app: FastifyInstance,
  organizationId: number,
  data: ReminderJob,
): Promise<void> {
  const due = Date.parse(data.starts_at) - REMINDER_AHEAD_MS;
  const delayMs = Math.min(
    JOB_LIMITS.maxDelayMs,
    Math.max(0, Math.round(due - app.now().getTime())),
  );
  await app.jobs.enqueue<ReminderJob>(REMINDER_JOB, data, { organizationId, delayMs });
}

/**
 * Queues the reminder of a session for the day before it starts (again after a move: the job
 * checks the session still starts when it was queued for, and is still scheduled).
 */
export async function queueSessionReminder(
  app: FastifyInstance,
  organizationId: number,
  sessionId: number,
): Promise<void> {
  await quietly(app, 'queue the session reminder', async () => {
    const [session] = await app.withOrg(organizationId, (tx) =>
      tx.select().from(sessions).where(eq(sessions.id, sessionId)),
    );
    // Started, over or cancelled: nothing to remind of.
    if (!session || session.status !== 'scheduled' || session.reminder_sent_at) return;
    if (session.starts_at.getTime() <= app.now().getTime()) return;
    await enqueueReminder(app, organizationId, {
      session_id: sessionId,
      starts_at: session.starts_at.toISOString(),
    });
  });
}

type ReminderResult = { sent: number } | { sent: 0; reason: string };

/** Sends the reminder of a session once: the claim on reminder_sent_at decides who sends it. */
export async function runReminder(
  app: FastifyInstance,
  organizationId: number,
  data: ReminderJob,
): Promise<ReminderResult> {
  const startsAt = new Date(data.starts_at);
  const now = app.now();
  const due = startsAt.getTime() - REMINDER_AHEAD_MS;
  if (due > now.getTime()) {
    // Queued more than 30 days ahead, or the queue's clock ran ahead of the app's: look again.
    await enqueueReminder(app, organizationId, data);
    return { sent: 0, reason: 'Not due yet: queued again' };
  }
  if (startsAt.getTime() <= now.getTime()) return { sent: 0, reason: 'The session has started' };
  const found = await app.withOrg(organizationId, async (tx) => {
    const [claimed] = await tx
      .update(sessions)
      .set({ reminder_sent_at: now })
      .where(
        and(
          eq(sessions.id, data.session_id),
          eq(sessions.status, 'scheduled'),
          eq(sessions.starts_at, startsAt),
          isNull(sessions.reminder_sent_at),
          // A draft's sessions are reminded of once it is published (publishing queues them).
          sql`EXISTS (SELECT 1 FROM academy_schedules s
                       WHERE s.id = ${sessions.schedule_id} AND s.status = 'published')`,
        ),
      )
      .returning();
    if (!claimed) return null;
    const facts = await sessionNotice(tx, await timeZoneOf(tx, organizationId), claimed);
    if (!facts) return null;
    return {
      notice: facts.notice,
      userIds: await accountsEnrolled(tx, claimed.schedule_id, ['approved']),
    };
  });
  if (!found)
    return {
      sent: 0,
      reason: 'The session is no longer scheduled then, or its reminder went out already',
    };
  try {
    await send(app, organizationId, 'academy_session_reminder', found.userIds, found.notice);
  } catch (err) {
    // Give the claim back so the retry sends it.
    await app.withOrg(organizationId, (tx) =>
      tx
        .update(sessions)
        .set({ reminder_sent_at: null })
        .where(and(eq(sessions.id, data.session_id), eq(sessions.reminder_sent_at, now))),
    );
    throw err;
  }
  return { sent: found.userIds.length };
}

/** Defines the reminder job (called once when the module registers). */
export function defineReminderJob(app: FastifyInstance): void {
  app.jobs.define<ReminderJob>(
    REMINDER_JOB,
    async (data, ctx) => {
      if (ctx.organizationId === null) return { sent: 0, reason: 'No organization' };
      return runReminder(app, ctx.organizationId, data);
    },
    { attempts: 5, backoffMs: 30_000 },
  );
}
