import { and, eq } from 'drizzle-orm';
import type { CurrentUser, SignedInSession } from '@fairway/shared-api/contract';
import { notFound } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import type { Principal } from '../../plugins/platform/auth/principal';
import { readFeatures } from '../settings';
import { userPreferences, users } from '../users';

export async function currentUserOf(
  tx: Tx,
  p: Pick<Principal, 'userId' | 'roles' | 'permissions' | 'sessionKind'>,
): Promise<CurrentUser> {
  const [u] = await tx.select().from(users).where(eq(users.id, p.userId)).limit(1);
  if (!u) throw notFound('User');
  return {
    id: u.id,
    organization_id: u.organization_id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    status: u.status,
    email_verified: u.email_verified,
    must_change_password: u.must_change_password,
    tenant_id: u.tenant_id,
    roles: p.roles,
    permissions: p.permissions,
    session_kind: p.sessionKind,
  };
}

/**
 * GET /api/auth/session for a signed-in caller: the user, the club's features and the user's
 * preferences, read in the caller's organization scope. While the user must choose a new password
 * the features and preferences are left out (null), as their own calls would answer 403.
 */
export async function signedInSessionOf(
  tx: Tx,
  p: Pick<
    Principal,
    'userId' | 'organizationId' | 'roles' | 'permissions' | 'sessionKind' | 'mustChangePassword'
  >,
): Promise<SignedInSession> {
  const user = await currentUserOf(tx, p);
  if (p.mustChangePassword || user.must_change_password)
    return { authenticated: true, user, features: null, preferences: null };
  const features = await readFeatures(tx, p.organizationId);
  const [prefs] = await tx
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(
      and(
        eq(userPreferences.organization_id, p.organizationId),
        eq(userPreferences.user_id, p.userId),
      ),
    );
  return { authenticated: true, user, features, preferences: prefs?.preferences ?? {} };
}
