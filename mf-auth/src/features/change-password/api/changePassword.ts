import { featuresStore, getHttp } from '@fairway/shared-api';
import { createUsersClient, type PasswordChange } from '@fairway/shared-api/users';
import { patchUser, refreshUser } from '../../../shared/api/session';

/**
 * POST /api/settings/profiles/change-password. This session stays signed in; the account's other
 * sessions end. A wrong current password is a 400 whose details name body.current_password.
 * Answers the server's confirmation ('' when it sent none).
 */
export async function changePassword(body: PasswordChange): Promise<string> {
  const res = await createUsersClient(getHttp()).profiles.changePassword(body);
  return res?.message ?? '';
}

/**
 * After the forced change: the user is asked for again (must_change_password is now false) and the
 * club's flags are read, which the server refused (403 password_change_required) until now.
 */
export async function finishForcedChange(): Promise<void> {
  try {
    await refreshUser();
  } catch {
    patchUser({ must_change_password: false });
  }
  await featuresStore.getState().load();
}
