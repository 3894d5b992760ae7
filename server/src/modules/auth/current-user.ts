import type { SignedInSession } from '@fairway/shared-api/contract';
import type { Tx } from '../../plugins/platform/database';
import type { Principal } from '../../plugins/platform/auth/principal';
import { readStartUpSettings } from '../settings';
import { currentUserOf, preferencesOf } from '../users';

/**
 * GET /api/auth/session for a signed-in caller: the user, the club's features and display
 * settings (one statement) and the user's preferences, read in the caller's organization scope.
 * While the user must choose a new password the features and preferences are left out (null), as
 * their own calls would answer 403; the display settings stay, so that page speaks the club's language.
 */
export async function signedInSessionOf(
  tx: Tx,
  p: Pick<
    Principal,
    'userId' | 'organizationId' | 'roles' | 'permissions' | 'sessionKind' | 'mustChangePassword'
  >,
): Promise<SignedInSession> {
  const user = await currentUserOf(tx, p);
  const { features, display } = await readStartUpSettings(tx, p.organizationId);
  if (p.mustChangePassword || user.must_change_password)
    return { authenticated: true, user, features: null, preferences: null, display };
  const preferences = await preferencesOf(tx, p.userId);
  return { authenticated: true, user, features, preferences, display };
}
