import type { z } from 'zod';
import type {
  Candidate,
  CandidateNote,
  candidateInput,
  candidateNoteInput,
  candidateNoteUpdate,
  candidateUpdate,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import { userExists } from '../../users';
import type { AcademyCaller } from '../context';
import { trainerOfUser } from '../people';
import { fullName, iso, seesAll, sentFields, usedBy } from './common';
import * as repo from './repository';

// Candidates (the academy's learners) and the notes trainers and the office write on them
// (docs/academy.md, "The people and the offer"). Notes are never shown to the candidate.

/** numeric(3,1) is read as text; the answer is a number. */
const handicapOf = (v: string | null): number | null => (v === null ? null : Number(v));
const handicapText = (v: number | null | undefined): string | null | undefined =>
  v === undefined ? undefined : v === null ? null : v.toFixed(1);

export const toCandidate = (r: repo.CandidateRow): Candidate => ({
  id: r.id,
  user_id: r.user_id,
  first_name: r.first_name,
  last_name: r.last_name,
  name: fullName(r),
  email: r.email,
  phone: r.phone,
  date_of_birth: r.date_of_birth,
  handicap: handicapOf(r.handicap),
  skill_level: r.skill_level,
  goals: r.goals,
  is_active: r.is_active,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/**
 * Candidates by name. Without academy:read a member sees at most their own candidate (the list
 * is how their screens find it by `user_id`).
 */
export async function listCandidates(
  tx: Tx,
  c: AcademyCaller,
  filter: { activeOnly?: boolean; userId?: number | undefined; q?: string | undefined },
): Promise<Candidate[]> {
  if (!seesAll(c) && filter.userId !== undefined && filter.userId !== c.userId) return [];
  const userId = seesAll(c) ? filter.userId : c.userId;
  const rows = await repo.listCandidates(tx, {
    activeOnly: filter.activeOnly === true,
    ...(userId !== undefined ? { userId } : {}),
    ...(filter.q ? { q: filter.q } : {}),
  });
  return rows.map(toCandidate);
}

/** A candidate the caller may see: any with academy:read, else only their own (404 otherwise). */
async function readCandidate(tx: Tx, c: AcademyCaller, id: number): Promise<repo.CandidateRow> {
  const row = await repo.findCandidate(tx, id);
  if (!row || (!seesAll(c) && row.user_id !== c.userId)) throw notFound('Candidate');
  return row;
}

export const getCandidate = async (tx: Tx, c: AcademyCaller, id: number) =>
  toCandidate(await readCandidate(tx, c, id));

async function checkCandidateAccount(tx: Tx, userId: number | null | undefined, exceptId = 0) {
  if (userId === null || userId === undefined) return;
  if (!(await userExists(tx, userId))) throw badRequest('user_id: no such user');
  if (await repo.candidateOfAccount(tx, userId, exceptId))
    throw conflict('That account is already a candidate');
}

export async function createCandidate(
  tx: Tx,
  c: AcademyCaller,
  body: z.output<typeof candidateInput>,
): Promise<Candidate> {
  await checkCandidateAccount(tx, body.user_id);
  const row = await repo.insertCandidate(tx, {
    organization_id: c.organizationId,
    user_id: body.user_id ?? null,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email ?? null,
    phone: body.phone ?? null,
    date_of_birth: body.date_of_birth ?? null,
    handicap: handicapText(body.handicap) ?? null,
    skill_level: body.skill_level,
    goals: body.goals ?? null,
    is_active: body.is_active,
  });
  return toCandidate(row);
}

export async function updateCandidate(
  tx: Tx,
  c: AcademyCaller,
  id: number,
  body: z.output<typeof candidateUpdate>,
): Promise<Candidate> {
  if (!(await repo.findCandidate(tx, id))) throw notFound('Candidate');
  await checkCandidateAccount(tx, body.user_id, id);
  const { handicap, ...rest } = body;
  const row = await repo.updateCandidate(tx, id, {
    ...sentFields(rest),
    ...(handicap !== undefined ? { handicap: handicapText(handicap) } : {}),
    updated_at: c.now,
  });
  if (!row) throw notFound('Candidate');
  return toCandidate(row);
}

export async function deleteCandidate(tx: Tx, id: number): Promise<void> {
  const row = await repo.findCandidate(tx, id);
  if (!row) throw notFound('Candidate');
  const used = await repo.enrolmentsOfCandidate(tx, id);
  if (used > 0) throw conflict(usedBy(fullName(row), used, 'enrolment'));
  await repo.deleteCandidate(tx, id);
}

// --- Notes ----------------------------------------------------------------------------------

export const toNote = (r: repo.NoteRow): CandidateNote => ({
  id: r.id,
  candidate_id: r.candidate_id,
  candidate_name: r.candidate_name,
  trainer_id: r.trainer_id,
  author_id: r.author_id,
  author_name: r.author_name,
  session_id: r.session_id,
  note: r.note,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

async function candidateExists(tx: Tx, id: number) {
  if (!(await repo.findCandidate(tx, id))) throw notFound('Candidate');
}

export async function notesOfCandidate(tx: Tx, candidateId: number): Promise<CandidateNote[]> {
  await candidateExists(tx, candidateId);
  return (await repo.notesOfCandidate(tx, candidateId)).map(toNote);
}

export async function notesOfTrainer(tx: Tx, trainerId: number): Promise<CandidateNote[]> {
  if (!(await repo.findTrainer(tx, trainerId))) throw notFound('Trainer');
  return (await repo.notesOfTrainer(tx, trainerId)).map(toNote);
}

async function readNote(tx: Tx, candidateId: number, noteId: number): Promise<repo.NoteRow> {
  await candidateExists(tx, candidateId);
  const row = await repo.findNote(tx, candidateId, noteId);
  if (!row) throw notFound('Note');
  return row;
}

export const getNote = async (tx: Tx, candidateId: number, noteId: number) =>
  toNote(await readNote(tx, candidateId, noteId));

async function checkSession(tx: Tx, sessionId: number | null | undefined) {
  if (sessionId !== null && sessionId !== undefined && !(await repo.sessionExists(tx, sessionId)))
    throw badRequest('session_id: no such session');
}

export async function addNote(
  tx: Tx,
  c: AcademyCaller,
  candidateId: number,
  body: z.output<typeof candidateNoteInput>,
): Promise<CandidateNote> {
  await candidateExists(tx, candidateId);
  await checkSession(tx, body.session_id);
  const id = await repo.insertNote(tx, {
    organization_id: c.organizationId,
    candidate_id: candidateId,
    trainer_id: (await trainerOfUser(tx, c.userId))?.id ?? null,
    author_id: c.userId,
    session_id: body.session_id ?? null,
    note: body.note,
  });
  return getNote(tx, candidateId, id);
}

/** Its author, or the office (academy:write); 403 for anyone else. */
function mayChange(c: AcademyCaller, note: repo.NoteRow) {
  if (!c.canWrite && note.author_id !== c.userId)
    throw forbidden("Only the note's author or the office can change it");
}

export async function updateNote(
  tx: Tx,
  c: AcademyCaller,
  candidateId: number,
  noteId: number,
  body: z.output<typeof candidateNoteUpdate>,
): Promise<CandidateNote> {
  mayChange(c, await readNote(tx, candidateId, noteId));
  await checkSession(tx, body.session_id);
  await repo.updateNote(tx, noteId, { ...sentFields(body), updated_at: c.now });
  return getNote(tx, candidateId, noteId);
}

export async function deleteNote(
  tx: Tx,
  c: AcademyCaller,
  candidateId: number,
  noteId: number,
): Promise<void> {
  mayChange(c, await readNote(tx, candidateId, noteId));
  await repo.deleteNote(tx, noteId);
}
