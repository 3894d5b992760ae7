import type { z } from 'zod';
import {
  TRAINING_STATUSES,
  type Training,
  type TrainingUser,
  trainingInput,
  trainingUpdate,
  trainingUserInput,
  trainingUserProposal,
  trainingUserUpdate,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import { findCourse } from '../../courses';
import { userExists } from '../../users';
import { iso, seesAll, sentFields, usedBy } from '../catalogue/common';
import type { AcademyCaller } from '../context';
import { trainingUsers } from '../tables';
import * as repo from './repository';

// Basic trainings: a course's lessons a member asks for and the office confirms with a date
// (docs/academy.md, "Basic trainings").

const REQUESTED = 1;
const CONFIRMED = 2;
const CANCELLED = 3;
const COMPLETED = 4;

const statusOf = (code: number) => {
  const s = TRAINING_STATUSES.find((x) => x.code === code);
  if (!s) throw new Error(`unknown training status ${code}`);
  return s;
};

// --- Trainings ------------------------------------------------------------------------------

export const toTraining = (r: repo.TrainingRow): Training => ({
  id: r.id,
  course_id: r.course_id,
  course_name: r.course_name,
  name: r.name,
  description: r.description,
  trainer_id: r.trainer_id,
  trainer_name: r.trainer_name,
  duration_minutes: r.duration_minutes,
  price: r.price,
  max_participants: r.max_participants,
  is_active: r.is_active,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

async function courseExists(tx: Tx, courseId: number) {
  if (!(await findCourse(tx, courseId))) throw notFound('Course');
}

/** Trainings by name (members: active ones), of one course when `courseId` is given. */
export async function listTrainings(
  tx: Tx,
  c: AcademyCaller,
  courseId?: number,
): Promise<Training[]> {
  if (courseId !== undefined) await courseExists(tx, courseId);
  const rows = await repo.listTrainings(tx, {
    activeOnly: !seesAll(c),
    ...(courseId !== undefined ? { courseId } : {}),
  });
  return rows.map(toTraining);
}

export async function getTraining(tx: Tx, c: AcademyCaller, id: number): Promise<Training> {
  const row = await repo.findTraining(tx, id);
  if (!row || (!row.is_active && !seesAll(c))) throw notFound('Training');
  return toTraining(row);
}

async function checkTraining(
  tx: Tx,
  body: { course_id?: number | undefined; trainer_id?: number | null | undefined },
) {
  if (body.course_id !== undefined && !(await findCourse(tx, body.course_id)))
    throw badRequest('course_id: no such course');
  if (
    body.trainer_id !== undefined &&
    body.trainer_id !== null &&
    !(await repo.trainerExists(tx, body.trainer_id))
  )
    throw badRequest('trainer_id: no such trainer');
}

export async function createTraining(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof trainingInput>,
): Promise<Training> {
  await checkTraining(tx, body);
  const id = await repo.insertTraining(tx, {
    organization_id: c.organizationId,
    course_id: body.course_id,
    name: body.name,
    description: body.description ?? null,
    trainer_id: body.trainer_id ?? null,
    duration_minutes: body.duration_minutes,
    price: body.price,
    max_participants: body.max_participants,
    is_active: body.is_active,
  });
  return getTraining(tx, c, id);
}

export async function updateTraining(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof trainingUpdate>,
): Promise<Training> {
  if (!(await repo.findTraining(tx, id))) throw notFound('Training');
  await checkTraining(tx, body);
  await repo.updateTraining(tx, id, { ...sentFields(body), updated_at: c.now });
  return getTraining(tx, c, id);
}

export async function deleteTraining(tx: Tx, id: number): Promise<void> {
  const row = await repo.findTraining(tx, id);
  if (!row) throw notFound('Training');
  const requests = await repo.requestsOfTraining(tx, id);
  if (requests > 0) throw conflict(usedBy(row.name, requests, 'request'));
  await repo.deleteTraining(tx, id);
}

// --- Requests -------------------------------------------------------------------------------

export function toTrainingUser(r: repo.TrainingUserRow): TrainingUser {
  const s = statusOf(r.status_id);
  return {
    id: r.id,
    training_id: r.training_id,
    training_name: r.training_name,
    course_id: r.course_id,
    course_name: r.course_name,
    user_id: r.user_id,
    user_name: r.user_name,
    status_id: s.code,
    status: s.status,
    status_name: s.name,
    preferred_date: r.preferred_date,
    training_date: r.training_date ? iso(r.training_date) : null,
    proposed_date: r.proposed_date ? iso(r.proposed_date) : null,
    proposal_note: r.proposal_note,
    notes: r.notes,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** All requests (academy:read) or the caller's own, newest first; of one course when given. */
export async function listRequests(
  tx: Tx,
  c: AcademyCaller,
  courseId?: number,
): Promise<TrainingUser[]> {
  if (courseId !== undefined) await courseExists(tx, courseId);
  const rows = await repo.listRequests(tx, {
    ...(seesAll(c) ? {} : { userId: c.userId }),
    ...(courseId !== undefined ? { courseId } : {}),
  });
  return rows.map(toTrainingUser);
}

/** A request the caller may see (their own, or any with academy:read); 404 otherwise. */
async function readRequest(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  lock = false,
): Promise<repo.TrainingUserRow> {
  const row = await repo.findRequest(tx, id, lock);
  if (!row || (!seesAll(c) && row.user_id !== c.userId)) throw notFound('Training request');
  return row;
}

export const getRequest = async (tx: Tx, c: AcademyCaller, id: number) =>
  toTrainingUser(await readRequest(tx, c, id));

export async function createRequest(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof trainingUserInput>,
): Promise<TrainingUser> {
  const userId = body.user_id ?? c.userId;
  if (userId !== c.userId) {
    if (!c.canWrite) throw forbidden('Only the office can request a training for someone else');
    if (!(await userExists(tx, userId))) throw badRequest('user_id: no such user');
  }
  const training = await repo.findTraining(tx, body.training_id);
  if (!training) throw badRequest('training_id: no such training');
  if (!training.is_active) throw badRequest('That training is not active');
  const id = await repo.insertRequest(tx, {
    organization_id: c.organizationId,
    training_id: training.id,
    user_id: userId,
    status_id: REQUESTED,
    preferred_date: body.preferred_date ?? null,
    notes: body.notes ?? null,
  });
  return getRequest(tx, c, id);
}

const refused = (from: number, to: number) =>
  conflict(`A ${statusOf(from).name} request cannot become ${statusOf(to).name}`);

/** The columns a status move sets, once it is allowed and the caller may make it. */
function moveTo(
  c: AcademyCaller,
  row: repo.TrainingUserRow,
  to: number,
): Partial<typeof trainingUsers.$inferInsert> {
  const from = row.status_id;
  const allowed =
    (from === REQUESTED && (to === CONFIRMED || to === CANCELLED)) ||
    (from === CONFIRMED && (to === CANCELLED || to === COMPLETED));
  if (!allowed) throw refused(from, to);
  if (to === COMPLETED && !c.canWrite) throw forbidden('Only the office can complete a training');
  if (to !== CONFIRMED) return { status_id: to };
  // Accepting the office's proposal makes it the training's date.
  if (row.proposed_date)
    return { status_id: to, training_date: row.proposed_date, proposed_date: null };
  if (row.training_date) return { status_id: to };
  throw conflict(
    'A request is confirmed with a training date or a proposal to accept; it has neither',
  );
}

export async function updateRequest(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof trainingUserUpdate>,
): Promise<TrainingUser> {
  const row = await readRequest(tx, c, id, true);
  if (row.user_id !== c.userId && !c.canWrite)
    throw forbidden('Only the member or the office can change a training request');
  await repo.updateRequest(tx, id, {
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    ...(body.status_id !== undefined ? moveTo(c, row, body.status_id) : {}),
    updated_at: c.now,
  });
  return getRequest(tx, c, id);
}

/** The office sets the date and time: a REQUESTED request is confirmed, a CONFIRMED one moved. */
export async function setDate(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  trainingDate: string,
): Promise<TrainingUser> {
  const row = await readRequest(tx, c, id, true);
  if (row.status_id !== REQUESTED && row.status_id !== CONFIRMED)
    throw refused(row.status_id, CONFIRMED);
  await repo.updateRequest(tx, id, {
    status_id: CONFIRMED,
    training_date: new Date(trainingDate),
    proposed_date: null,
    updated_at: c.now,
  });
  return getRequest(tx, c, id);
}

/** The office offers a date to a REQUESTED request; the member accepts it with status_id 2. */
export async function propose(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof trainingUserProposal>,
): Promise<TrainingUser> {
  const row = await readRequest(tx, c, id, true);
  if (row.status_id !== REQUESTED)
    throw conflict(`A ${statusOf(row.status_id).name} request cannot get a proposal`);
  await repo.updateRequest(tx, id, {
    proposed_date: new Date(body.training_date),
    proposal_note: body.proposal_note ?? null,
    updated_at: c.now,
  });
  return getRequest(tx, c, id);
}
