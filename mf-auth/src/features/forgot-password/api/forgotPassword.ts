import { getHttp } from '@fairway/shared-api';
import { createAuthClient } from '@fairway/shared-api/auth';

/**
 * POST /api/auth/forgot-password. The server answers 202 with the same sentence whether or not the
 * address has an account, so the page never reveals who is a member. Answers that sentence ('' if
 * its body is ever empty).
 */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await createAuthClient(getHttp()).forgotPassword(email.trim());
  return answer?.message?.trim() ?? '';
}
