import type { z } from 'zod';
import type {
  Trainer,
  TrainingPlan,
  TrainingType,
  trainerInput,
  trainerUpdate,
  trainingPlanInput,
  trainingPlanUpdate,
  trainingTypeInput,
  trainingTypeUpdate,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import { userExists } from '../../users';
import type { AcademyCaller } from '../context';
import { fullName, iso, seesAll, sentFields, usedBy } from './common';
import * as repo from './repository';

// Trainers, training types and training plans: read by everyone of the academy (members: active
// rows only), managed by academy:write (docs/academy.md, "The people and the offer").

// --- Trainers -------------------------------------------------------------------------------

export const toTrainer = (r: repo.TrainerRow): Trainer => ({
  id: r.id,
  user_id: r.user_id,
  first_name: r.first_name,
  last_name: r.last_name,
  name: fullName(r),
  email: r.email,
  phone: r.phone,
  specialty: r.specialty,
  bio: r.bio,
  hourly_rate: r.hourly_rate,
  is_active: r.is_active,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listTrainers(
  tx: Tx,
  c: AcademyCaller,
  filter: { activeOnly?: boolean; userId?: number; specialty?: string },
): Promise<Trainer[]> {
  const rows = await repo.listTrainers(tx, {
    ...filter,
    activeOnly: filter.activeOnly === true || !seesAll(c),
  });
  return rows.map(toTrainer);
}

async function readTrainer(tx: Tx, c: AcademyCaller, id: number): Promise<repo.TrainerRow> {
  const row = await repo.findTrainer(tx, id);
  if (!row || (!row.is_active && !seesAll(c))) throw notFound('Trainer');
  return row;
}

export const getTrainer = async (tx: Tx, c: AcademyCaller, id: number) =>
  toTrainer(await readTrainer(tx, c, id));

/** The account a trainer signs in as: it must exist and not be another trainer's. */
async function checkTrainerAccount(tx: Tx, userId: number | null | undefined, exceptId = 0) {
  if (userId === null || userId === undefined) return;
  if (!(await userExists(tx, userId))) throw badRequest('user_id: no such user');
  if (await repo.trainerOfAccount(tx, userId, exceptId))
    throw conflict('That account is already a trainer');
}

export async function createTrainer(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof trainerInput>,
): Promise<Trainer> {
  await checkTrainerAccount(tx, body.user_id);
  const row = await repo.insertTrainer(tx, {
    organization_id: c.organizationId,
    user_id: body.user_id ?? null,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email ?? null,
    phone: body.phone ?? null,
    specialty: body.specialty ?? null,
    bio: body.bio ?? null,
    hourly_rate: body.hourly_rate ?? null,
    is_active: body.is_active,
  });
  return toTrainer(row);
}

export async function updateTrainer(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof trainerUpdate>,
): Promise<Trainer> {
  if (!(await repo.findTrainer(tx, id))) throw notFound('Trainer');
  await checkTrainerAccount(tx, body.user_id, id);
  const row = await repo.updateTrainer(tx, id, { ...sentFields(body), updated_at: c.now });
  if (!row) throw notFound('Trainer');
  return toTrainer(row);
}

export async function deleteTrainer(tx: Tx, id: number): Promise<void> {
  const row = await repo.findTrainer(tx, id);
  if (!row) throw notFound('Trainer');
  const usage = await repo.trainerUsage(tx, id);
  if (usage.schedules > 0) throw conflict(usedBy(fullName(row), usage.schedules, 'schedule'));
  if (usage.sessions > 0) throw conflict(usedBy(fullName(row), usage.sessions, 'session'));
  await repo.deleteTrainer(tx, id);
}

// --- Training types -------------------------------------------------------------------------

export const toTrainingType = (r: repo.TrainingTypeRow): TrainingType => ({
  id: r.id,
  name: r.name,
  description: r.description,
  default_duration_minutes: r.default_duration_minutes,
  is_active: r.is_active,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listTrainingTypes(
  tx: Tx,
  c: AcademyCaller,
  activeOnly: boolean,
): Promise<TrainingType[]> {
  return (await repo.listTrainingTypes(tx, activeOnly || !seesAll(c))).map(toTrainingType);
}

export async function getTrainingType(tx: Tx, c: AcademyCaller, id: number) {
  const row = await repo.findTrainingType(tx, id);
  if (!row || (!row.is_active && !seesAll(c))) throw notFound('Training type');
  return toTrainingType(row);
}

async function checkTypeName(tx: Tx, name: string | undefined, exceptId = 0) {
  if (name !== undefined && (await repo.trainingTypeNamed(tx, name, exceptId)))
    throw conflict(`A training type named ${name} already exists`);
}

export async function createTrainingType(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof trainingTypeInput>,
): Promise<TrainingType> {
  await checkTypeName(tx, body.name);
  const row = await repo.insertTrainingType(tx, {
    organization_id: c.organizationId,
    name: body.name,
    description: body.description ?? null,
    default_duration_minutes: body.default_duration_minutes,
    is_active: body.is_active,
  });
  return toTrainingType(row);
}

export async function updateTrainingType(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof trainingTypeUpdate>,
): Promise<TrainingType> {
  if (!(await repo.findTrainingType(tx, id))) throw notFound('Training type');
  await checkTypeName(tx, body.name, id);
  const row = await repo.updateTrainingType(tx, id, { ...sentFields(body), updated_at: c.now });
  if (!row) throw notFound('Training type');
  return toTrainingType(row);
}

export async function deleteTrainingType(tx: Tx, id: number): Promise<void> {
  const row = await repo.findTrainingType(tx, id);
  if (!row) throw notFound('Training type');
  const plans = await repo.plansOfType(tx, id);
  if (plans > 0) throw conflict(usedBy(row.name, plans, 'training plan'));
  await repo.deleteTrainingType(tx, id);
}

// --- Training plans -------------------------------------------------------------------------

export const toTrainingPlan = (r: repo.TrainingPlanRow): TrainingPlan => ({
  id: r.id,
  name: r.name,
  description: r.description,
  training_type_id: r.training_type_id,
  training_type_name: r.training_type_name,
  level: r.level,
  total_sessions: r.total_sessions,
  session_duration_minutes: r.session_duration_minutes,
  objectives: r.objectives,
  is_active: r.is_active,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listTrainingPlans(
  tx: Tx,
  c: AcademyCaller,
  activeOnly: boolean,
): Promise<TrainingPlan[]> {
  return (await repo.listTrainingPlans(tx, activeOnly || !seesAll(c))).map(toTrainingPlan);
}

async function readPlan(tx: Tx, c: AcademyCaller, id: number): Promise<TrainingPlan> {
  const row = await repo.findTrainingPlan(tx, id);
  if (!row || (!row.is_active && !seesAll(c))) throw notFound('Training plan');
  return toTrainingPlan(row);
}

export const getTrainingPlan = readPlan;

async function checkPlan(
  tx: Tx,
  body: { name?: string | undefined; training_type_id?: number | undefined },
  exceptId = 0,
) {
  if (
    body.training_type_id !== undefined &&
    !(await repo.findTrainingType(tx, body.training_type_id))
  )
    throw badRequest('training_type_id: no such training type');
  if (body.name !== undefined && (await repo.trainingPlanNamed(tx, body.name, exceptId)))
    throw conflict(`A training plan named ${body.name} already exists`);
}

export async function createTrainingPlan(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof trainingPlanInput>,
): Promise<TrainingPlan> {
  await checkPlan(tx, body);
  const id = await repo.insertTrainingPlan(tx, {
    organization_id: c.organizationId,
    name: body.name,
    description: body.description ?? null,
    training_type_id: body.training_type_id,
    level: body.level,
    total_sessions: body.total_sessions,
    session_duration_minutes: body.session_duration_minutes,
    objectives: body.objectives ?? null,
    is_active: body.is_active,
  });
  return readPlan(tx, c, id);
}

export async function updateTrainingPlan(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof trainingPlanUpdate>,
): Promise<TrainingPlan> {
  if (!(await repo.findTrainingPlan(tx, id))) throw notFound('Training plan');
  await checkPlan(tx, body, id);
  await repo.updateTrainingPlan(tx, id, { ...sentFields(body), updated_at: c.now });
  return readPlan(tx, c, id);
}

export async function deleteTrainingPlan(tx: Tx, id: number): Promise<void> {
  const row = await repo.findTrainingPlan(tx, id);
  if (!row) throw notFound('Training plan');
  const used = await repo.schedulesOfPlan(tx, id);
  if (used > 0) throw conflict(usedBy(row.name, used, 'schedule'));
  await repo.deleteTrainingPlan(tx, id);
}
