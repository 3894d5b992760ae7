import { getHttp, sessionStore } from '@fairway/shared-api';
import { createAuthClient, type PasswordResetInfo } from '@fairway/shared-api/auth';
import { statusOf } from '@fairway/shared-ui';

/** A link the server does not know, already used or expired (404), as opposed to a failed call. */
export type ResetLink = { valid: true; info: PasswordResetInfo } | { valid: false };

/** GET /api/password-reset/{id}: the masked e-mail and the expiry; 404 means the link cannot be used. */
export async function readResetLink(id: string): Promise<ResetLink> {
  try {
    return { valid: true, info: await createAuthClient(getHttp()).getPasswordReset(id) };
  } catch (err) {
    if (statusOf(err) === 404) return { valid: false };
    throw err;
  }
}

/**
 * POST /api/password-reset/{id} with the new password. The server ends every session of that
 * account, so a session this browser holds is forgotten too (it may be that account's).
 */
export async function completeReset(id: string, password: string): Promise<string> {
  const done = await createAuthClient(getHttp()).resetPassword(id, password);
  if (sessionStore.getState().status === 'authenticated') await sessionStore.getState().signOut();
  return done.message;
}
