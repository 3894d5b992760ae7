/**
 * Schedules (docs/academy.md, "Schedules"): draft → published → completed, draft or published →
 * cancelled. Completion comes from the last session (sessions.ts).
 */
import { and, count, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_ACADEMY_RANGE_DAYS,
  PLACE_HOLDING_STATUSES,
  type Enrollment,
  type Schedule,
  type ScheduleStatus,
  type ScheduleSummary,
  type Session,
  scheduleCancel,
  scheduleInput,
  scheduleUpdate,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import type { AcademyCaller } from '../context';
import { queueSessionReminder, tellScheduleCancelled } from '../notices';
import { enrollments, schedules, sessions } from '../tables';
import type { Later } from './after-commit';
import {
  SCHEDULE,
  aStatus,
  checkPlan,
  checkTrainer,
  lockSchedule,
  scheduleVisibleTo,
} from './common';
import { checkRange, dayBounds, daysFrom } from './dates';
import {
  selectSchedule,
  selectScheduleEnrollments,
  selectScheduleSummary,
  selectSchedules,
  selectSessions,
  visibleSchedule,
} from './rows';

/** Statuses a schedule can still be changed, cancelled or given sessions in. */
export const OPEN_SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['draft', 'published'];

function checkScheduleDates(start: string, end: string): void {
  if (end < start) throw badRequest('end_date must be on or after start_date');
  if (daysFrom(start, end) > MAX_ACADEMY_RANGE_DAYS)
    throw badRequest(`end_date must be at most ${MAX_ACADEMY_RANGE_DAYS} days after start_date`);
}

/** The schedule as the caller may see it; 404 when missing or (without academy:read) a draft. */
export async function getSchedule(tx: Tx, c: AcademyCaller, id: number): Promise<Schedule> {
  const row = await selectSchedule(tx, id);
  if (!row || !scheduleVisibleTo(c, row.status)) throw notFound(SCHEDULE);
  return row;
}

async function answer(tx: Tx, id: number): Promise<Schedule> {
  const row = await selectSchedule(tx, id);
  if (!row) throw notFound(SCHEDULE);
  return row;
}

// --- Lists ----------------------------------------------------------------------------------

const list = (tx: Tx, c: AcademyCaller, where?: SQL) =>
  selectSchedules(
    tx,
    where ? sql`${visibleSchedule(c.canRead)} AND ${where}` : visibleSchedule(c.canRead),
  );

export const listSchedules = (tx: Tx, c: AcademyCaller) => list(tx, c);
export const schedulesByStatus = (tx: Tx, c: AcademyCaller, status: ScheduleStatus) =>
  list(tx, c, sql`s.status = ${status}`);
export const schedulesOfTrainer = (tx: Tx, c: AcademyCaller, trainerId: number) =>
  list(tx, c, sql`s.trainer_id = ${trainerId}`);
export const schedulesOfPlan = (tx: Tx, c: AcademyCaller, planId: number) =>
  list(tx, c, sql`s.training_plan_id = ${planId}`);
/** Published schedules that have not ended (end_date ≥ the club's today). */
export const activeSchedules = (tx: Tx, c: AcademyCaller) =>
  selectSchedules(tx, sql`s.status = 'published' AND s.end_date >= ${c.today}::date`);

/** Schedules overlapping start..end (inclusive). */
export function schedulesInRange(tx: Tx, c: AcademyCaller, start: string, end: string) {
  checkRange(start, end);
  return list(tx, c, sql`s.start_date <= ${end}::date AND s.end_date >= ${start}::date`);
}

// --- Writes ---------------------------------------------------------------------------------

export async function createSchedule(
  tx: Tx,
  c: AcademyCaller,
  input: z.output<typeof scheduleInput>,
): Promise<Schedule> {
  checkScheduleDates(input.start_date, input.end_date);
  await checkPlan(tx, input.training_plan_id);
  await checkTrainer(tx, input.trainer_id);
  const [made] = await tx
    .insert(schedules)
    .values({
      organization_id: c.organizationId,
      name: input.name,
      description: input.description ?? null,
      training_plan_id: input.training_plan_id,
      trainer_id: input.trainer_id,
      start_date: input.start_date,
      end_date: input.end_date,
      max_participants: input.max_participants,
      total_sessions: input.total_sessions,
      price: input.price,
      member_price: input.member_price,
      location: input.location ?? null,
      created_by: c.userId,
      created_at: c.now,
      updated_at: c.now,
    })
    .returning({ id: schedules.id });
  return answer(tx, made!.id);
}

/** Enrolments holding a place of the schedule (pending and approved). */
async function placesTaken(tx: Tx, scheduleId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.schedule_id, scheduleId),
        inArray(enrollments.status, [...PLACE_HOLDING_STATUSES]),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function updateSchedule(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  input: z.output<typeof scheduleUpdate>,
): Promise<Schedule> {
  const current = await lockSchedule(tx, id);
  if (!OPEN_SCHEDULE_STATUSES.includes(current.status))
    throw conflict(`${aStatus(current.status)} schedule cannot be changed`);
  const start = input.start_date ?? current.start_date;
  const end = input.end_date ?? current.end_date;
  checkScheduleDates(start, end);
  if (input.training_plan_id !== undefined && input.training_plan_id !== current.training_plan_id)
    await checkPlan(tx, input.training_plan_id);
  if (input.trainer_id !== undefined && input.trainer_id !== current.trainer_id)
    await checkTrainer(tx, input.trainer_id);
  if (input.max_participants !== undefined && input.max_participants < current.max_participants) {
    const taken = await placesTaken(tx, id);
    if (input.max_participants < taken)
      throw conflict(`${taken} places are taken: max_participants cannot be below ${taken}`);
  }
  if (start !== current.start_date || end !== current.end_date) {
    const { from, to } = dayBounds(c.timeZone, start, end);
    const [outside] = await tx
      .select({ n: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.schedule_id, id),
          ne(sessions.status, 'cancelled'),
          or(lt(sessions.starts_at, from), gte(sessions.starts_at, to)),
        ),
      );
    const n = Number(outside?.n ?? 0);
    if (n > 0)
      throw conflict(
        `${n} ${n === 1 ? 'session lies' : 'sessions lie'} outside ${start} to ${end}: move or cancel ${n === 1 ? 'it' : 'them'} first`,
      );
  }
  // Fields left out are undefined, which the update leaves as they are.
  await tx
    .update(schedules)
    .set({ ...input, updated_at: c.now })
    .where(eq(schedules.id, id));
  return answer(tx, id);
}

export async function deleteSchedule(tx: Tx, id: number): Promise<void> {
  const current = await lockSchedule(tx, id);
  if (current.status !== 'draft')
    throw conflict('Only a draft schedule can be deleted; cancel it instead');
  // Its sessions go with it (ON DELETE CASCADE); a draft has no enrolments.
  await tx.delete(schedules).where(eq(schedules.id, id));
}

export async function publishSchedule(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  later: Later,
): Promise<Schedule> {
  const current = await lockSchedule(tx, id);
  if (current.status !== 'draft')
    throw conflict(`${aStatus(current.status)} schedule cannot be published`);
  const waiting = await tx
    .select({ id: sessions.id, status: sessions.status })
    .from(sessions)
    .where(and(eq(sessions.schedule_id, id), ne(sessions.status, 'cancelled')));
  if (waiting.length === 0) throw conflict('Add at least one session before publishing');
  await tx
    .update(schedules)
    .set({ status: 'published', published_at: c.now, updated_at: c.now })
    .where(eq(schedules.id, id));
  for (const s of waiting)
    if (s.status === 'scheduled') later(() => queueSessionReminder(c.app, c.organizationId, s.id));
  return answer(tx, id);
}

export async function cancelSchedule(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof scheduleCancel>,
  later: Later,
): Promise<Schedule> {
  if (body.schedule_id !== undefined && body.schedule_id !== id)
    throw badRequest('schedule_id must match the schedule in the path');
  const current = await lockSchedule(tx, id);
  if (!OPEN_SCHEDULE_STATUSES.includes(current.status))
    throw conflict(`${aStatus(current.status)} schedule cannot be cancelled`);
  await tx
    .update(sessions)
    .set({
      status: 'cancelled',
      cancelled_at: c.now,
      cancel_reason: body.reason,
      updated_at: c.now,
    })
    .where(
      and(eq(sessions.schedule_id, id), inArray(sessions.status, ['scheduled', 'in_progress'])),
    );
  await tx
    .update(enrollments)
    .set({
      status: 'withdrawn',
      withdrawn_at: c.now,
      withdraw_reason: body.reason,
      updated_at: c.now,
    })
    .where(
      and(
        eq(enrollments.schedule_id, id),
        inArray(enrollments.status, [...PLACE_HOLDING_STATUSES]),
      ),
    );
  await tx
    .update(schedules)
    .set({
      status: 'cancelled',
      cancel_reason: body.reason,
      cancelled_at: c.now,
      updated_at: c.now,
    })
    .where(eq(schedules.id, id));
  later(() => tellScheduleCancelled(c.app, c.organizationId, id));
  return answer(tx, id);
}

// --- What belongs to a schedule -------------------------------------------------------------

export async function scheduleSummary(tx: Tx, id: number): Promise<ScheduleSummary> {
  const summary = await selectScheduleSummary(tx, id);
  if (!summary) throw notFound(SCHEDULE);
  return summary;
}

export async function sessionsOfSchedule(tx: Tx, c: AcademyCaller, id: number): Promise<Session[]> {
  await getSchedule(tx, c, id);
  return selectSessions(tx, c.timeZone, sql`x.schedule_id = ${id}`);
}

/** academy:read: every enrolment of the schedule; anyone else: their own only. */
export async function enrollmentsOfSchedule(
  tx: Tx,
  c: AcademyCaller,
  id: number,
): Promise<Enrollment[]> {
  await getSchedule(tx, c, id);
  return selectScheduleEnrollments(tx, id, c.canRead ? null : c.userId);
}
