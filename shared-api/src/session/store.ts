import { createStore } from 'zustand/vanilla';
import { createAuthClient } from '../clients/auth';
import { hasPermission, type CurrentUser, type LoginBody } from '../contract';
import { ApiError, isSessionExpired } from '../http/errors';
import { getHttp } from '../http/instance';
import { onSessionEvent } from '../http/session-events';
import type { Http } from '../http/types';

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

export type SessionState = {
  user: CurrentUser | null;
  status: SessionStatus;
  /** Why the last load failed, or why the session ended ('Session expired'). */
  error: string | null;
  /** GET /api/user/current; anonymous when the session cannot be renewed. Concurrent calls share one request. */
  load(http?: Http): Promise<CurrentUser | null>;
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
  can(permission: string): boolean;
};

let loading: Promise<CurrentUser | null> | null = null;

export const sessionStore = createStore<SessionState>()((set, get) => ({
  user: null,
  status: 'unknown',
  error: null,

  load(http = getHttp()) {
    if (loading) return loading;
    set({ status: 'loading', error: null });
    loading = createAuthClient(http)
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

  async signIn(credentials, http = getHttp()) {
    const res = await createAuthClient(http).login(credentials);
    set({ user: res.user, status: 'authenticated', error: null });
    return res.user;
  },

  async signOut(http = getHttp()) {
    try {
      await createAuthClient(http).logout();
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
export function can(permission: string): boolean {
  return sessionStore.getState().can(permission);
}
