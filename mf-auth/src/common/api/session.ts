import { createAuthClient, getHttp, sessionStore, type CurrentUser } from '@fairway/shared-api';

/**
 * Makes `user` the signed-in user of the whole portal (shell and every remote), after a call that
 * signed in by itself (registration, invitation login). The session store has no method for this
 * yet, so its state is set directly; when shared-api adds one (e.g. sessionStore.adopt(user)),
 * this is the only place to change.
 */
export function adoptUser(user: CurrentUser): void {
  sessionStore.setState({ user, status: 'authenticated', error: null });
}

/**
 * Updates fields of the signed-in user in place (names after a profile save, the cleared
 * must_change_password flag) without store.load(), which would pass through 'loading' and make
 * the shell unmount the page for a moment.
 */
export function patchUser(changes: Partial<CurrentUser>): void {
  const { user } = sessionStore.getState();
  if (user) sessionStore.setState({ user: { ...user, ...changes } });
}

/** GET /api/user/current, then the store holds the fresh user (e.g. after the forced password change). */
export async function refreshUser(): Promise<CurrentUser> {
  const user = await createAuthClient(getHttp()).currentUser();
  adoptUser(user);
  return user;
}

/** Where a freshly signed-in user goes: the forced password change first, else `next`. */
export function landingFor(user: CurrentUser, next = '/'): string {
  return user.must_change_password ? '/profile/password' : next;
}
