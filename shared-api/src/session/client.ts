import type { Features } from '../contract/features';
import type { CurrentUser, LoginBody, LoginResponse, SessionInfo } from '../contract/session';
import { withMessage } from '../http/errors';
import type { Http } from '../http/types';

/**
 * The calls the portal's start-up and sign-in make: part of the root entry, because the shell's
 * session and features stores make them at first paint. The auth domain's client repeats them
 * beside the rest of its calls. Failure texts are the spec's (section 8).
 */
export function createSessionClient(http: Http) {
  return {
    login: (body: LoginBody) =>
      withMessage(http.post<LoginResponse>('auth/login', body), 'Login failed'),
    logout: () => http.post<void>('auth/logout'),
    refresh: () => http.post<LoginResponse>('auth/refresh'),
    /**
     * The portal's start-up call: the signed-in user, the club's features and the user's
     * preferences in one answer; signed out { authenticated: false } (never 401).
     */
    session: () => http.get<SessionInfo>('auth/session'),
    currentUser: () =>
      withMessage(http.get<CurrentUser>('user/current'), 'Unable to get current user information'),
    /** Every flag and the site name in one call: what the portal shell reads to gate navigation. */
    features: () => http.get<Features>('settings/features'),
  };
}
export type SessionClient = ReturnType<typeof createSessionClient>;
