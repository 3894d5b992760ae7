import { eq } from 'drizzle-orm';
import type { EnrollmentStatus, ScheduleStatus, SessionStatus } from '@fairway/shared-api/contract';
import { badRequest, notFound } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import type { AcademyCaller } from '../context';
import { schedules, trainers, trainingPlans } from '../tables';
import { PUBLIC_SCHEDULE_STATUSES } from './rows';

export const SCHEDULE = 'Schedule';
export const SESSION = 'Session';

export type ScheduleRow = typeof schedules.$inferSelect;
export type TrainerRow = typeof trainers.$inferSelect;

/** "A draft schedule", "An in progress session", "An approved enrolment": the status as people read it. */
export function aStatus(status: ScheduleStatus | SessionStatus | EnrollmentStatus): string {
  const words = status.replace('_', ' ');
  return `${/^[aeiou]/.test(words) ? 'An' : 'A'} ${words}`;
}

/** Whether a caller without academy:read may see a schedule (and its sessions) of this status. */
export const scheduleVisibleTo = (c: AcademyCaller, status: ScheduleStatus): boolean =>
  c.canRead || PUBLIC_SCHEDULE_STATUSES.includes(status);

/** The schedule's row, locked for the rest of the transaction; 404 when missing. */
export async function lockSchedule(tx: Tx, id: number): Promise<ScheduleRow> {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for('update');
  if (!row) throw notFound(SCHEDULE);
  return row;
}

/**
 * The trainer's row, locked: every session of one trainer is created or moved one at a time, so
 * the overlap check that follows sees every earlier booking (docs/academy.md).
 */
export async function lockTrainer(tx: Tx, id: number): Promise<TrainerRow | null> {
  const [row] = await tx.select().from(trainers).where(eq(trainers.id, id)).for('update');
  return row ?? null;
}

/** 400 unless the trainer exists and is active. */
export function usableTrainer(row: TrainerRow | null): TrainerRow {
  if (!row) throw badRequest('That trainer does not exist');
  if (!row.is_active) throw badRequest('That trainer is not active');
  return row;
}

export async function checkPlan(tx: Tx, id: number): Promise<void> {
  const [row] = await tx
    .select({ is_active: trainingPlans.is_active })
    .from(trainingPlans)
    .where(eq(trainingPlans.id, id));
  if (!row) throw badRequest('That training plan does not exist');
  if (!row.is_active) throw badRequest('That training plan is not active');
}

export async function checkTrainer(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select().from(trainers).where(eq(trainers.id, id));
  usableTrainer(row ?? null);
}

export const trainerName = (t: TrainerRow): string => `${t.first_name} ${t.last_name}`.trim();
