import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { withOrg, type Tx } from '../../plugins/platform/database';
import { findRoleByName, grantRolesNamed } from '../roles';
import { readSection } from '../settings';
import { createAccount, findAccount } from '../users';
import { findAccounts, startSession, type Client, type SignedIn } from './service';
import { invitations } from './tables';

export type NewInvitation = {
  organizationId: number;
  /** The guest's address; null invites someone by link only. */
  email: string | null;
  roleName?: string;
  invitedBy: number | null;
  /** The server's clock (app.now()): the link's expiry counts from it. */
  now: Date;
};

/**
 * Creates an invitation and returns its raw token once (the link is built from it); only its
 * SHA-256 is stored. The caller decides who may invite and with which role; the club's
 * invitation_expiry_days decides how long the link works. Runs in the org scope.
 */
export async function createInvitation(
  tx: Tx,
  inv: NewInvitation,
): Promise<{ id: number; token: string; expires_at: Date }> {
  const roleName = inv.roleName ?? 'guest';
  if (!(await findRoleByName(tx, roleName))) throw badRequest(`There is no role named ${roleName}`);
  const { invitation_expiry_days } = await readSection(tx, 'security');
  const token = randomToken();
  const [row] = await tx
    .insert(invitations)
    .values({
      organization_id: inv.organizationId,
      token_hash: sha256(token),
      email: inv.email?.trim().toLowerCase() ?? null,
      invited_by: inv.invitedBy,
      role_name: roleName,
      expires_at: new Date(inv.now.getTime() + invitation_expiry_days * 86400_000),
    })
    .returning({ id: invitations.id, expires_at: invitations.expires_at });
  return { id: row!.id, token, expires_at: row!.expires_at };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
const unknownInvitation = () => new AppError(404, 'not_found', 'This invitation link is not valid');

/**
 * The guest account an invitation signs in as: the one it already names, an existing guest
 * account (no password) with the invited address, or a new one. An account with a password is
 * refused: an invitation must never sign someone in as another person.
 */
async function guestAccountFor(tx: Tx, inv: typeof invitations.$inferSelect) {
  // Invitations by link only get an address that can never receive mail (RFC 2606 .invalid).
  const email = inv.email ?? `invitation-${inv.id}@guests.invalid`;
  const found = inv.user_id
    ? { user_id: inv.user_id, organization_id: inv.organization_id }
    : ((await findAccounts(tx, email)).find((a) => a.organization_id === inv.organization_id) ??
      null);
  if (!found) {
    return createAccount(tx, {
      organizationId: inv.organization_id,
      email,
      password: null,
      first_name: 'Guest',
      roleNames: [inv.role_name],
    });
  }
  const u =
    found.organization_id === inv.organization_id ? await findAccount(tx, found.user_id) : null;
  if (!u || u.password_hash !== null) {
    throw conflict(
      'An account with this e-mail address already exists; sign in with your password instead',
    );
  }
  await grantRolesNamed(tx, inv.organization_id, u.id, [inv.role_name]);
  return u;
}

/** Signs in with an invitation: single use (a conditional update spends it), session kind 'invitation'. */
export async function invitationLogin(
  app: FastifyInstance,
  token: string,
  client: Client,
): Promise<SignedIn> {
  if (!TOKEN_SHAPE.test(token)) throw unknownInvitation();
  const hash = sha256(token);
  // Outside any organization's scope on purpose: the link is all the guest has. A SECURITY
  // DEFINER lookup that answers the invitation's organization only.
  const res = await app.database.db.execute(
    sql`SELECT organization_id FROM fairway_find_invitation(${hash})`,
  );
  const org = rowsOf<{ organization_id: number }>(res)[0]?.organization_id;
  if (!org) throw unknownInvitation();
  const now = app.now();
  return withOrg(app.database.db, org, async (tx) => {
    const [inv] = await tx
      .update(invitations)
      .set({ used_at: now })
      .where(
        and(
          eq(invitations.token_hash, hash),
          isNull(invitations.used_at),
          gt(invitations.expires_at, now),
        ),
      )
      .returning();
    if (!inv) {
      const [seen] = await tx
        .select()
        .from(invitations)
        .where(eq(invitations.token_hash, hash))
        .limit(1);
      if (seen?.used_at) throw new AppError(410, 'gone', 'This invitation has already been used');
      throw new AppError(410, 'gone', 'This invitation has expired; ask for a new one');
    }
    const user = await guestAccountFor(tx, inv);
    await tx.update(invitations).set({ user_id: user.id }).where(eq(invitations.id, inv.id));
    return startSession(app, tx, user, 'invitation', client);
  });
}
