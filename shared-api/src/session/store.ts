import { createStore } from 'zustand/vanilla';
import { hasPermission, type Permission } from '../contract/permissions';
import {
  sessionInfo,
  type CurrentUser,
  type LoginBody,
  type SessionInfo,
} from '../contract/session';
import { ApiError, SESSION_EXPIRED, isSessionExpired } from '../http/errors';
import { getHttp } from '../http/instance';
import { onSessionEvent } from '../http/session-events';
import type { Http } from '../http/types';
import { createSessionClient } from './client';
import { displayStore } from './display';
import { featuresStore } from './features';

/**
 * unknown: not asked yet; loading: asking GET /api/user/current; authenticated: a user is signed in;
 * anonymous: nobody is (or the session ended); error: the server could not be asked.
 */
export type SessionStatus = 'unknown' | 'loading' | 'authenticated' | 'anonymous' | 'error';

/**
 * Where a user whose club requires a new password (must_change_password) is sent: the server
 * answers 403 password_change_required to almost everything else until it is changed.
 */
export const PASSWORD_CHANGE_PATH = '/profile/password';

export type StartOptions = {
  http?: Http;
  /**
   * The answer of a GET /api/auth/session the page started before this code loaded (the portal's
   * first script sends it with the page): used when it is a well-formed answer, else asked again.
   */
  early?: Promise<unknown> | null;
  /**
   * On a page that needs a session: when the answer says signed out but `renewable` (the browser
   * still holds the session's cookies), POST /api/auth/refresh once and ask again. Public pages
   * (sign-in, invitations) leave it false, so a signed-out visitor's probe never meets a 401.
   */
  renew?: boolean;
};

export type SessionState = {
  user: CurrentUser | null;
  status: SessionStatus;
  /** Why the last load failed, or why the session ended ('Session expired'). */
  error: string | null;
  /** GET /api/user/current; anonymous when the session cannot be renewed. Concurrent calls share one request. */
  load(http?: Http): Promise<CurrentUser | null>;
  /**
   * The portal's start-up check in one call, GET /api/auth/session (never 401): the signed-in user
   * (authenticated), or anonymous; the club's features go to featuresStore, its display settings
   * and the person's language to displayStore. Answers the session
   * (its `preferences` are the caller's to use), or null when nobody is signed in. A malformed
   * token signs out (the Http client's rule); a server that cannot be reached is 'error'.
   * Concurrent calls share one request.
   */
  start(options?: StartOptions): Promise<SessionInfo | null>;
  /** POST /api/auth/login; raises 'Login failed' (spec section 8) with the server's own text in details. */
  signIn(credentials: LoginBody, http?: Http): Promise<CurrentUser>;
  /** POST /api/auth/logout (best effort), then forgets the user. */
  signOut(http?: Http): Promise<void>;
  /** Forgets the user without asking the server (session expired or ended elsewhere). */
  clear(reason?: string | null): void;
  /**
   * Makes `user` the signed-in user of the whole portal without passing through 'loading' (which
   * would make the shell unmount the open page): after a call that signed in by itself
   * (registration, invitation) or answered with the current user (after a profile or password change).
   */
  adopt(user: CurrentUser): void;
  /** True when the signed-in user holds the permission (`*` and `<module>:*` included). */
  can(permission: Permission): boolean;
};

let loading: Promise<CurrentUser | null> | null = null;
let starting: Promise<SessionInfo | null> | null = null;

/** A well-formed answer of GET auth/session, or null (not sent, failed, or anything unexpected). */
async function earlyAnswer(
  early: Promise<unknown> | null | undefined,
): Promise<SessionInfo | null> {
  if (!early) return null;
  try {
    const parsed = sessionInfo.safeParse(await early);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<SessionState>()((set, get) => ({
  user: null,
  status: 'unknown',
  error: null,

  load(http = getHttp()) {
    if (loading) return loading;
    set({ status: 'loading', error: null });
    loading = createSessionClient(http)
      .currentUser()
      .then((user) => {
        set({ user, status: 'authenticated', error: null });
        return user;
      })
      .catch((err: unknown) => {
        if (isSessionExpired(err) || (err instanceof ApiError && err.status === 401)) {
          set({ user: null, status: 'anonymous', error: null });
          return null;
        }
        set({
          user: null,
          status: 'error',
          error: err instanceof Error ? err.message : 'Unable to get current user information',
        });
        throw err;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  },

  start({ http = getHttp(), early = null, renew = false } = {}) {
    if (starting) return starting;
    set({ status: 'loading', error: null });
    const auth = createSessionClient(http);
    const signedIn = (info: SessionInfo): SessionInfo | null => {
      if (!info.authenticated) return null;
      if (info.features) featuresStore.getState().adopt(info.features);
      displayStore.getState().adopt(info.display, info.preferences);
      set({ user: info.user, status: 'authenticated', error: null });
      return info;
    };
    const run = async (): Promise<SessionInfo | null> => {
      const pre = await earlyAnswer(early);
      // Anything but a clean answer (a malformed token included) is asked through the Http client,
      // whose rules apply: a tokenError signs out there.
      let info = pre && !(!pre.authenticated && pre.tokenError) ? pre : await auth.session();
      if (info.authenticated) return signedIn(info);
      if (renew && info.renewable && !info.tokenError) {
        try {
          await auth.refresh();
        } catch (err) {
          if (err instanceof ApiError && err.status !== 0) {
            // The refresh was refused: the session is over (spec: 'Session expired', then sign in).
            set({ user: null, status: 'anonymous', error: SESSION_EXPIRED });
            return null;
          }
          throw err;
        }
        info = await auth.session();
        if (info.authenticated) return signedIn(info);
      }
      set({ user: null, status: 'anonymous', error: null });
      return null;
    };
    starting = run()
      .catch((err: unknown) => {
        set({
          user: null,
          status: 'error',
          error: err instanceof Error ? err.message : 'Unable to get current user information',
        });
        throw err;
      })
      .finally(() => {
        starting = null;
      });
    return starting;
  },

  async signIn(credentials, http = getHttp()) {
    const res = await createSessionClient(http).login(credentials);
    set({ user: res.user, status: 'authenticated', error: null });
    return res.user;
  },

  async signOut(http = getHttp()) {
    try {
      await createSessionClient(http).logout();
    } catch {
      // The session may already be gone on the server; signing out here is what matters.
    } finally {
      set({ user: null, status: 'anonymous', error: null });
    }
  },

  clear(reason = null) {
    set({ user: null, status: 'anonymous', error: reason });
  },

  adopt(user) {
    set({ user, status: 'authenticated', error: null });
  },

  can(permission) {
    const user = get().user;
    return user !== null && hasPermission(user.permissions, permission);
  },
}));

// The HTTP client reports an ended session without importing the store.
onSessionEvent((event) => {
  const { user, adopt, clear } = sessionStore.getState();
  if (event.type === 'password_change_required') {
    if (user && !user.must_change_password) adopt({ ...user, must_change_password: true });
    return;
  }
  clear(event.type === 'expired' ? 'Session expired' : null);
});

/** Shorthand for sessionStore.getState().can(permission), for code outside React. */
export function can(permission: Permission): boolean {
  return sessionStore.getState().can(permission);
}
