import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { badRequest, conflict } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { roles, userRoles } from '../roles/tables';
import { readSection } from '../settings';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;

export type NewAccount = {
  organizationId: number;
  email: string;
  /** null creates an account that cannot sign in with a password (invited or demo). */
  password: string | null;
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  roleNames?: string[];
  roleIds?: number[];
  email_verified?: boolean;
  must_change_password?: boolean;
};

/** Why the club refuses this new password (its password_min_length and the common rules), or null. */
export async function clubPasswordProblem(
  tx: Tx,
  organizationId: number,
  password: string,
): Promise<string | null> {
  const security = await readSection(tx, organizationId, 'security');
  return passwordProblem(password, security.password_min_length);
}

/** The one way an account is created (bootstrap, registration, admin create, bulk create). Runs in the org scope. */
export async function createAccount(tx: Tx, a: NewAccount): Promise<UserRow> {
  if (a.password !== null) {
    const problem = await clubPasswordProblem(tx, a.organizationId, a.password);
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
      email_verified: a.email_verified ?? false,
      must_change_password: a.must_change_password ?? false,
    })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  if (!user) throw conflict('A user with this email already exists');
  const roleIds = new Set(a.roleIds ?? []);
  if (a.roleNames?.length) {
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organization_id, a.organizationId), inArray(roles.name, a.roleNames)));
    found.forEach((r) => roleIds.add(r.id));
  }
  if (roleIds.size > 0) {
    await tx.insert(userRoles).values(
      [...roleIds].map((role_id) => ({
        organization_id: a.organizationId,
        user_id: user.id,
        role_id,
      })),
    );
  }
  return user;
}
