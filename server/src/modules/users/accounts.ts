import { eq } from 'drizzle-orm';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { badRequest, conflict } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { grantRoles, roleIdsNamed } from '../roles';
import { readSection } from '../settings';
import { users } from './tables';

/** An account as stored, with its password hash: for sign-in and account creation only. */
export type UserRow = typeof users.$inferSelect;

export type NewAccount = {
  organizationId: number;
  email: string;
  /** null creates an account that cannot sign in with a password (invited or demo). */
  password: string | null;
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  /** The club's member number (0016_member_numbers.sql), unique in the club. */
  member_number?: string | null;
  roleNames?: string[];
  roleIds?: number[];
  email_verified?: boolean;
  must_change_password?: boolean;
};

/** Why the club refuses this new password (its password_min_length and the common rules), or null. */
export async function clubPasswordProblem(tx: Tx, password: string): Promise<string | null> {
  const security = await readSection(tx, 'security');
  return passwordProblem(password, security.password_min_length);
}

/** The one way an account is created (bootstrap, registration, admin create, bulk create). Runs in the org scope. */
export async function createAccount(tx: Tx, a: NewAccount): Promise<UserRow> {
  if (a.password !== null) {
    const problem = await clubPasswordProblem(tx, a.password);
    if (problem) throw badRequest(problem);
  }
  const email = a.email.trim().toLowerCase();
  const inserted = await tx
    .insert(users)
    .values({
      organization_id: a.organizationId,
      email,
      password_hash: a.password === null ? null : await hashPassword(a.password),
      first_name: a.first_name?.trim() ?? '',
      last_name: a.last_name?.trim() ?? '',
      phone: a.phone ?? null,
      member_number: a.member_number ?? null,
      email_verified: a.email_verified ?? false,
      must_change_password: a.must_change_password ?? false,
    })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  if (!user) throw conflict('A user with this email already exists');
  const roleIds = new Set([...(a.roleIds ?? []), ...(await roleIdsNamed(tx, a.roleNames ?? []))]);
  await grantRoles(tx, a.organizationId, user.id, [...roleIds]);
  return user;
}

// Sign-in and password links (the auth module) read and change accounts only through these.

/** The account with its password hash, in the transaction's organization, or null. */
export async function findAccount(tx: Tx, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A session was started for the user at `at`. */
export async function recordSignIn(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(users).set({ last_login_at: at, last_active_at: at }).where(eq(users.id, id));
}

/** Sets a new password chosen through a reset link; answers the account's address, or null. */
export async function setPassword(
  tx: Tx,
  id: number,
  passwordHash: string,
  at: Date,
): Promise<string | null> {
  const [row] = await tx
    .update(users)
    .set({ password_hash: passwordHash, must_change_password: false, updated_at: at })
    .where(eq(users.id, id))
    .returning({ email: users.email });
  return row?.email ?? null;
}
