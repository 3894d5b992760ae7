import {
  ApiError,
  clubChoice,
  sessionStore,
  type ClubChoice,
  type CurrentUser,
  type LoginBody,
} from '@fairway/shared-api';
import { getT } from '@fairway/shared-ui';
import { messages, type AuthTranslate } from '../../../i18n/messages';

/**
 * POST /api/auth/login through the session store (createAuthClient(getHttp()).login), so the shell
 * and every remote see the signed-in user at once.
 */
export function signIn(credentials: LoginBody): Promise<CurrentUser> {
  return sessionStore.getState().signIn(credentials);
}

/**
 * What the sign-in screen says when signing in fails: 'Login failed' for wrong credentials
 * (spec section 8, never saying whether the address exists; the spec's English in every
 * language); the server's own text for a blocked account, too many attempts (429, with when to
 * retry) or an unreachable server; the portal's own words only when the server gave none.
 */
export function signInErrorMessage(err: unknown, t: AuthTranslate = getT(messages)): string {
  if (!(err instanceof ApiError)) return 'Login failed';
  const serverText = typeof err.details[0] === 'string' && err.details[0] ? err.details[0] : null;
  if (err.status === 429) {
    if (serverText && serverText !== 'Login failed') return serverText;
    const minutes = err.retryAfter ? Math.max(1, Math.ceil(err.retryAfter / 60)) : null;
    return minutes ? t('tooManyAttemptsIn', { count: minutes }) : t('tooManyAttempts');
  }
  if ((err.status === 0 || err.status === 403) && serverText) return serverText;
  return err.message || 'Login failed';
}

/**
 * The clubs to choose from when the address has an account at several and the password opened
 * more than one (409 choose_club); null for any other failure.
 */
export function clubChoicesOf(err: unknown): ClubChoice[] | null {
  if (!(err instanceof ApiError) || err.code !== 'choose_club') return null;
  const clubs = err.details.flatMap((d) => {
    const parsed = clubChoice.safeParse(d);
    return parsed.success ? [parsed.data] : [];
  });
  return clubs.length > 0 ? clubs : null;
}
