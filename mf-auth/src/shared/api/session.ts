import { PASSWORD_CHANGE_PATH, getHttp, sessionStore, type CurrentUser } from '@fairway/shared-api';
import { createAuthClient } from '@fairway/shared-api/auth';

/**
 * Makes `user` the signed-in user of the whole portal (shell and every remote), after a call that
 * signed in by itself (registration, invitation login): sessionStore.adopt, which never passes
 * through 'loading' (that would make the shell unmount the page).
 */
export function adoptUser(user: CurrentUser): void {
  sessionStore.getState().adopt(user);
}

/**
 * Updates fields of the signed-in user in place (names after a profile save, the cleared
 * must_change_password flag) without store.load(), which would pass through 'loading' and make
 * the shell unmount the page for a moment.
 */
export function patchUser(changes: Partial<CurrentUser>): void {
  const { user } = sessionStore.getState();
  if (user) adoptUser({ ...user, ...changes });
}

/** GET /api/user/current, then the store holds the fresh user (e.g. after the forced password change). */
export async function refreshUser(): Promise<CurrentUser> {
  const user = await createAuthClient(getHttp()).currentUser();
  adoptUser(user);
  return user;
}

/** Where a freshly signed-in user goes: the forced password change first, else `next`. */
export function landingFor(user: CurrentUser, next = '/'): string {
  return user.must_change_password ? PASSWORD_CHANGE_PATH : next;
}
