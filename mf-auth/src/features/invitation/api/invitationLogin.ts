import { getHttp, type CurrentUser } from '@fairway/shared-api';
import { createAuthClient } from '@fairway/shared-api/auth';
import { statusOf } from '@fairway/shared-ui';
import { adoptUser } from '../../../shared/api/session';

/**
 * Invitations are single use: the same token must never be posted twice (a second mount, React's
 * strict mode, a remount after navigation), or the second answer would be 'already used'. One
 * promise per token for the life of the page.
 */
const attempts = new Map<string, Promise<CurrentUser>>();

/**
 * POST /api/auth/invitation/{token}: signs in as the invited guest (a session of kind 'invitation');
 * the portal's session store then holds that user. Errors carry the server's message: 404 unknown
 * link, 410 used or expired, 409 the address belongs to an account with a password.
 */
export function signInWithInvitation(token: string): Promise<CurrentUser> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = createAuthClient(getHttp())
      .invitationLogin(token)
      .then(({ user }) => {
        adoptUser(user);
        return user;
      });
    // A call that never got an answer (network, 5xx) may be tried again; a 4xx answer is final.
    attempt.catch((err: unknown) => {
      const status = statusOf(err) ?? 0;
      if (status === 0 || status >= 500) attempts.delete(token);
    });
    attempts.set(token, attempt);
  }
  return attempt;
}
