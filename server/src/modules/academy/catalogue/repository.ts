import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../plugins/platform/database';
import { userNameOf } from '../../users';
import {
  candidateNotes,
  candidates,
  enrollments,
  schedules,
  sessions,
  trainers,
  trainingPlans,
  trainingTypes,
} from '../tables';

// The catalogue's statements: trainers, training types, plans, candidates and their notes. The
// tenant wall (RLS) keeps every read to the caller's club.

export type TrainerRow = typeof trainers.$inferSelect;
export type TrainingTypeRow = typeof trainingTypes.$inferSelect;
export type TrainingPlanRow = typeof trainingPlans.$inferSelect & { training_type_name: string };
export type CandidateRow = typeof candidates.$inferSelect;
export type NoteRow = typeof candidateNotes.$inferSelect & {
  candidate_name: string;
  author_name: string | null;
};

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const personName = (t: typeof trainers | typeof candidates) =>
  sql`lower(btrim(${t.first_name} || ' ' || ${t.last_name}))`;

/** How many rows of `table` match `where`. */
async function countOf(tx: Tx, table: PgTable, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

// --- Trainers -------------------------------------------------------------------------------

export type TrainerFilter = { activeOnly: boolean; userId?: number; specialty?: string };

export function listTrainers(tx: Tx, f: TrainerFilter): Promise<TrainerRow[]> {
  return tx
    .select()
    .from(trainers)
    .where(
      and(
        f.activeOnly ? eq(trainers.is_active, true) : undefined,
        f.userId !== undefined ? eq(trainers.user_id, f.userId) : undefined,
        f.specialty !== undefined ? ilike(trainers.specialty, likePattern(f.specialty)) : undefined,
      ),
    )
    .orderBy(asc(personName(trainers)), asc(trainers.id));
}

export async function findTrainer(tx: Tx, id: number): Promise<TrainerRow | null> {
  const [row] = await tx.select().from(trainers).where(eq(trainers.id, id)).limit(1);
  return row ?? null;
}

/** The trainer of an account other than `exceptId`, or null. */
export async function trainerOfAccount(
  tx: Tx,
  userId: number,
  exceptId = 0,
): Promise<TrainerRow | null> {
  const [row] = await tx
    .select()
    .from(trainers)
    .where(and(eq(trainers.user_id, userId), ne(trainers.id, exceptId)))
    .limit(1);
  return row ?? null;
}

export async function insertTrainer(
  tx: Tx,
  values: typeof trainers.$inferInsert,
): Promise<TrainerRow> {
  const [row] = await tx.insert(trainers).values(values).returning();
  return row!;
}

export async function updateTrainer(
  tx: Tx,
  id: number,
  set: Partial<typeof trainers.$inferInsert>,
): Promise<TrainerRow | null> {
  const [row] = await tx.update(trainers).set(set).where(eq(trainers.id, id)).returning();
  return row ?? null;
}

export async function deleteTrainer(tx: Tx, id: number): Promise<void> {
  await tx.delete(trainers).where(eq(trainers.id, id));
}

/** Schedules and sessions that name the trainer. */
export async function trainerUsage(
  tx: Tx,
  id: number,
): Promise<{ schedules: number; sessions: number }> {
  return {
    schedules: await countOf(tx, schedules, eq(schedules.trainer_id, id)),
    sessions: await countOf(tx, sessions, eq(sessions.trainer_id, id)),
  };
}

// --- Training types -------------------------------------------------------------------------

export function listTrainingTypes(tx: Tx, activeOnly: boolean): Promise<TrainingTypeRow[]> {
  return tx
    .select()
    .from(trainingTypes)
    .where(activeOnly ? eq(trainingTypes.is_active, true) : undefined)
    .orderBy(asc(sql`lower(${trainingTypes.name})`), asc(trainingTypes.id));
}

export async function findTrainingType(tx: Tx, id: number): Promise<TrainingTypeRow | null> {
  const [row] = await tx.select().from(trainingTypes).where(eq(trainingTypes.id, id)).limit(1);
  return row ?? null;
}

export async function trainingTypeNamed(tx: Tx, name: string, exceptId = 0): Promise<boolean> {
  const [row] = await tx
    .select({ id: trainingTypes.id })
    .from(trainingTypes)
    .where(and(sql`lower(${trainingTypes.name}) = lower(${name})`, ne(trainingTypes.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertTrainingType(
  tx: Tx,
  values: typeof trainingTypes.$inferInsert,
): Promise<TrainingTypeRow> {
  const [row] = await tx.insert(trainingTypes).values(values).returning();
  return row!;
}

export async function updateTrainingType(
  tx: Tx,
  id: number,
  set: Partial<typeof trainingTypes.$inferInsert>,
): Promise<TrainingTypeRow | null> {
  const [row] = await tx.update(trainingTypes).set(set).where(eq(trainingTypes.id, id)).returning();
  return row ?? null;
}

export async function deleteTrainingType(tx: Tx, id: number): Promise<void> {
  await tx.delete(trainingTypes).where(eq(trainingTypes.id, id));
}

export const plansOfType = (tx: Tx, typeId: number) =>
  countOf(tx, trainingPlans, eq(trainingPlans.training_type_id, typeId));

// --- Training plans -------------------------------------------------------------------------

const planColumns = {
  ...getTableColumns(trainingPlans),
  training_type_name: sql<string>`coalesce((SELECT t.name FROM academy_training_types t
    WHERE t.id = ${trainingPlans.training_type_id}), '')`,
};

export function listTrainingPlans(tx: Tx, activeOnly: boolean): Promise<TrainingPlanRow[]> {
  return tx
    .select(planColumns)
    .from(trainingPlans)
    .where(activeOnly ? eq(trainingPlans.is_active, true) : undefined)
    .orderBy(asc(sql`lower(${trainingPlans.name})`), asc(trainingPlans.id));
}

export async function findTrainingPlan(tx: Tx, id: number): Promise<TrainingPlanRow | null> {
  const [row] = await tx
    .select(planColumns)
    .from(trainingPlans)
    .where(eq(trainingPlans.id, id))
    .limit(1);
  return row ?? null;
}

export async function trainingPlanNamed(tx: Tx, name: string, exceptId = 0): Promise<boolean> {
  const [row] = await tx
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(and(sql`lower(${trainingPlans.name}) = lower(${name})`, ne(trainingPlans.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertTrainingPlan(
  tx: Tx,
  values: typeof trainingPlans.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(trainingPlans).values(values).returning({ id: trainingPlans.id });
  return row!.id;
}

export async function updateTrainingPlan(
  tx: Tx,
  id: number,
  set: Partial<typeof trainingPlans.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(trainingPlans)
    .set(set)
    .where(eq(trainingPlans.id, id))
    .returning({ id: trainingPlans.id });
  return rows.length > 0;
}

export async function deleteTrainingPlan(tx: Tx, id: number): Promise<void> {
  await tx.delete(trainingPlans).where(eq(trainingPlans.id, id));
}

export const schedulesOfPlan = (tx: Tx, planId: number) =>
  countOf(tx, schedules, eq(schedules.training_plan_id, planId));

// --- Candidates -----------------------------------------------------------------------------

export type CandidateFilter = { activeOnly: boolean; userId?: number; q?: string };

export function listCandidates(tx: Tx, f: CandidateFilter): Promise<CandidateRow[]> {
  const pattern = f.q ? likePattern(f.q) : null;
  return tx
    .select()
    .from(candidates)
    .where(
      and(
        f.activeOnly ? eq(candidates.is_active, true) : undefined,
        f.userId !== undefined ? eq(candidates.user_id, f.userId) : undefined,
        pattern
          ? or(
              ilike(
                sql`btrim(${candidates.first_name} || ' ' || ${candidates.last_name})`,
                pattern,
              ),
              ilike(candidates.email, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(personName(candidates)), asc(candidates.id));
}

export async function findCandidate(tx: Tx, id: number): Promise<CandidateRow | null> {
  const [row] = await tx.select().from(candidates).where(eq(candidates.id, id)).limit(1);
  return row ?? null;
}

export async function candidateOfAccount(
  tx: Tx,
  userId: number,
  exceptId = 0,
): Promise<CandidateRow | null> {
  const [row] = await tx
    .select()
    .from(candidates)
    .where(and(eq(candidates.user_id, userId), ne(candidates.id, exceptId)))
    .limit(1);
  return row ?? null;
}

export async function insertCandidate(
  tx: Tx,
  values: typeof candidates.$inferInsert,
): Promise<CandidateRow> {
  const [row] = await tx.insert(candidates).values(values).returning();
  return row!;
}

export async function updateCandidate(
  tx: Tx,
  id: number,
  set: Partial<typeof candidates.$inferInsert>,
): Promise<CandidateRow | null> {
  const [row] = await tx.update(candidates).set(set).where(eq(candidates.id, id)).returning();
  return row ?? null;
}

export async function deleteCandidate(tx: Tx, id: number): Promise<void> {
  await tx.delete(candidates).where(eq(candidates.id, id));
}

export const enrolmentsOfCandidate = (tx: Tx, candidateId: number) =>
  countOf(tx, enrollments, eq(enrollments.candidate_id, candidateId));

// --- Notes ----------------------------------------------------------------------------------

const noteColumns = {
  ...getTableColumns(candidateNotes),
  candidate_name: sql<string>`coalesce((SELECT btrim(c.first_name || ' ' || c.last_name)
    FROM academy_candidates c WHERE c.id = ${candidateNotes.candidate_id}), '')`,
  author_name: userNameOf(sql`${candidateNotes.author_id}`),
};

/** Notes matching `where`, newest first. */
export function listNotes(tx: Tx, where: SQL): Promise<NoteRow[]> {
  return tx
    .select(noteColumns)
    .from(candidateNotes)
    .where(where)
    .orderBy(desc(candidateNotes.created_at), desc(candidateNotes.id));
}

export const notesOfCandidate = (tx: Tx, candidateId: number) =>
  listNotes(tx, eq(candidateNotes.candidate_id, candidateId));
export const notesOfTrainer = (tx: Tx, trainerId: number) =>
  listNotes(tx, eq(candidateNotes.trainer_id, trainerId));

export async function findNote(
  tx: Tx,
  candidateId: number,
  noteId: number,
): Promise<NoteRow | null> {
  const [row] = await listNotes(
    tx,
    and(eq(candidateNotes.id, noteId), eq(candidateNotes.candidate_id, candidateId))!,
  );
  return row ?? null;
}

export async function insertNote(
  tx: Tx,
  values: typeof candidateNotes.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(candidateNotes).values(values).returning({ id: candidateNotes.id });
  return row!.id;
}

export async function updateNote(
  tx: Tx,
  id: number,
  set: Partial<typeof candidateNotes.$inferInsert>,
): Promise<void> {
  await tx.update(candidateNotes).set(set).where(eq(candidateNotes.id, id));
}

export async function deleteNote(tx: Tx, id: number): Promise<void> {
  await tx.delete(candidateNotes).where(eq(candidateNotes.id, id));
}

export async function sessionExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id));
  return row !== undefined;
}
