import { getHttp } from '@fairway/shared-api';
import { createAuthClient } from '@fairway/shared-api/auth';

/** What the server answers (202) for every address; shown if its body is ever empty. */
export const FORGOT_PASSWORD_CONFIRMATION =
  'If an account exists for this e-mail address, we have sent it a link to reset the password.';

/**
 * POST /api/auth/forgot-password. The server answers 202 with the same sentence whether or not the
 * address has an account, so the page never reveals who is a member.
 */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await createAuthClient(getHttp()).forgotPassword(email.trim());
  return answer?.message?.trim() || FORGOT_PASSWORD_CONFIRMATION;
}
