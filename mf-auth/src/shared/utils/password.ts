import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fairway/shared-api';

/** The server's rules for a new password, in words (shown under every new-password field). */
export const PASSWORD_RULES = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Common passwords are refused.`;

/**
 * What the portal can check before sending: the length rules, with the server's own texts. Whether
 * a password is too common only the server knows; its message is shown on the field when it refuses.
 */
export function newPasswordProblem(password: string): string | null {
  if (!password) return 'Choose a password';
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

export function confirmProblem(password: string, confirm: string): string | null {
  if (!confirm) return 'Type the password again';
  return confirm === password ? null : 'The passwords do not match';
}

/** True when a server message is about the new password (so it belongs on that field). */
export function isPasswordMessage(message: string): boolean {
  return /password/i.test(message) && !/current password/i.test(message);
}
