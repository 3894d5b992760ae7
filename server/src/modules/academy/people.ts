/**
 * The academy's people as other parts of the module need them: the trainer row of an account (who
 * may run a session) and the candidate row of an account (a member enrolling as themselves).
 */
import { and, eq } from 'drizzle-orm';
import { findAccount } from '../users';
import type { Tx } from '../../plugins/platform/database';
import { candidates, trainers } from './tables';

export type TrainerRow = typeof trainers.$inferSelect;
export type CandidateRow = typeof candidates.$inferSelect;

/** The trainer an account signs in as, or null. */
export async function trainerOfUser(tx: Tx, userId: number): Promise<TrainerRow | null> {
  const [row] = await tx.select().from(trainers).where(eq(trainers.user_id, userId)).limit(1);
  return row ?? null;
}

/** The candidate of an account, or null. */
export async function candidateOfUser(tx: Tx, userId: number): Promise<CandidateRow | null> {
  const [row] = await tx.select().from(candidates).where(eq(candidates.user_id, userId)).limit(1);
  return row ?? null;
}

/**
 * The candidate of an account, made from its profile (names, e-mail) on first use. Two first
 * enrolments at once meet the unique (organization_id, user_id) index: the loser reads the winner's.
 */
export async function ensureCandidateOfUser(
  tx: Tx,
  organizationId: number,
  userId: number,
): Promise<CandidateRow> {
  const existing = await candidateOfUser(tx, userId);
  if (existing) return existing;
  const account = await findAccount(tx, userId);
  if (!account) throw new Error(`account ${userId} is not in this club`);
  const [made] = await tx
    .insert(candidates)
    .values({
      organization_id: organizationId,
      user_id: userId,
      first_name: account.first_name?.trim() || account.email.split('@')[0] || 'Member',
      last_name: account.last_name?.trim() || '',
      email: account.email,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [row] = await tx
    .select()
    .from(candidates)
    .where(and(eq(candidates.user_id, userId), eq(candidates.organization_id, organizationId)))
    .limit(1);
  if (!row) throw new Error(`candidate of account ${userId} could not be made`);
  return row;
}
