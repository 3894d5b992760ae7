import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fairway/shared-api';
import { getT } from '@fairway/shared-ui';
import { messages, type AuthTranslate } from '../../i18n/messages';

/** The server's rules for a new password, in words (shown under every new-password field). */
export const passwordRules = (t: AuthTranslate = getT(messages)) =>
  t('passwordRules', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

/**
 * What the portal can check before sending: the server's length rules. Whether a password is too
 * common only the server knows; its message is shown on the field when it refuses.
 */
export function newPasswordProblem(
  password: string,
  t: AuthTranslate = getT(messages),
): string | null {
  if (!password) return t('choosePassword');
  if (password.length < PASSWORD_MIN_LENGTH)
    return t('passwordTooShort', { count: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH)
    return t('passwordTooLong', { count: PASSWORD_MAX_LENGTH });
  return null;
}

export function confirmProblem(
  password: string,
  confirm: string,
  t: AuthTranslate = getT(messages),
): string | null {
  if (!confirm) return t('typePasswordAgain');
  return confirm === password ? null : t('passwordsDoNotMatch');
}

/** True when a server message is about the new password (so it belongs on that field). */
export function isPasswordMessage(message: string): boolean {
  return /password/i.test(message) && !/current password/i.test(message);
}
