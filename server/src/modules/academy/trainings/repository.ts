import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../../plugins/platform/database';
import { courseNameOf } from '../../courses';
import { userNameOf } from '../../users';
import { trainers, trainingUsers, trainings } from '../tables';

// Basic trainings and their requests. The tenant wall (RLS) keeps every read to the caller's club.

export type TrainingRow = typeof trainings.$inferSelect & {
  course_name: string;
  trainer_name: string | null;
};
export type TrainingUserRow = typeof trainingUsers.$inferSelect & {
  training_name: string;
  course_id: number;
  course_name: string;
  user_name: string | null;
};

const trainingColumns = {
  ...getTableColumns(trainings),
  course_name: sql<string>`coalesce(${courseNameOf(sql`${trainings.course_id}`)}, '')`,
  trainer_name: sql<string | null>`(SELECT btrim(t.first_name || ' ' || t.last_name)
    FROM academy_trainers t WHERE t.id = ${trainings.trainer_id})`,
};

export function listTrainings(
  tx: Tx,
  f: { activeOnly: boolean; courseId?: number },
): Promise<TrainingRow[]> {
  return tx
    .select(trainingColumns)
    .from(trainings)
    .where(
      and(
        f.activeOnly ? eq(trainings.is_active, true) : undefined,
        f.courseId !== undefined ? eq(trainings.course_id, f.courseId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${trainings.name})`), asc(trainings.id));
}

export async function findTraining(tx: Tx, id: number): Promise<TrainingRow | null> {
  const [row] = await tx.select(trainingColumns).from(trainings).where(eq(trainings.id, id));
  return row ?? null;
}

export async function insertTraining(
  tx: Tx,
  values: typeof trainings.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(trainings).values(values).returning({ id: trainings.id });
  return row!.id;
}

export async function updateTraining(
  tx: Tx,
  id: number,
  set: Partial<typeof trainings.$inferInsert>,
): Promise<void> {
  await tx.update(trainings).set(set).where(eq(trainings.id, id));
}

export async function deleteTraining(tx: Tx, id: number): Promise<void> {
  await tx.delete(trainings).where(eq(trainings.id, id));
}

export async function requestsOfTraining(tx: Tx, trainingId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(trainingUsers)
    .where(eq(trainingUsers.training_id, trainingId));
  return row?.n ?? 0;
}

export async function trainerExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, id));
  return row !== undefined;
}

// --- Requests -------------------------------------------------------------------------------

const requestColumns = {
  ...getTableColumns(trainingUsers),
  training_name: trainings.name,
  course_id: trainings.course_id,
  course_name: sql<string>`coalesce(${courseNameOf(sql`${trainings.course_id}`)}, '')`,
  user_name: userNameOf(sql`${trainingUsers.user_id}`),
};

/** Requests, newest first. */
export function listRequests(
  tx: Tx,
  f: { userId?: number; courseId?: number },
): Promise<TrainingUserRow[]> {
  return tx
    .select(requestColumns)
    .from(trainingUsers)
    .innerJoin(trainings, eq(trainings.id, trainingUsers.training_id))
    .where(
      and(
        f.userId !== undefined ? eq(trainingUsers.user_id, f.userId) : undefined,
        f.courseId !== undefined ? eq(trainings.course_id, f.courseId) : undefined,
      ),
    )
    .orderBy(desc(trainingUsers.created_at), desc(trainingUsers.id));
}

/** One request; `lock`: FOR UPDATE, so two desks cannot move it at once. */
export async function findRequest(
  tx: Tx,
  id: number,
  lock = false,
): Promise<TrainingUserRow | null> {
  const q = tx
    .select(requestColumns)
    .from(trainingUsers)
    .innerJoin(trainings, eq(trainings.id, trainingUsers.training_id))
    .where(eq(trainingUsers.id, id));
  const [row] = lock ? await q.for('update', { of: trainingUsers }) : await q;
  return row ?? null;
}

export async function insertRequest(
  tx: Tx,
  values: typeof trainingUsers.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(trainingUsers).values(values).returning({ id: trainingUsers.id });
  return row!.id;
}

export async function updateRequest(
  tx: Tx,
  id: number,
  set: Partial<typeof trainingUsers.$inferInsert>,
): Promise<void> {
  await tx.update(trainingUsers).set(set).where(eq(trainingUsers.id, id));
}
