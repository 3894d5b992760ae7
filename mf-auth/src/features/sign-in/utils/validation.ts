import { getT } from '@fairway/shared-ui';
import { messages, type AuthTranslate } from '../../../i18n/messages';
import { emailProblem } from '../../../shared/utils/email';

export type SignInValues = { email: string; password: string };
export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/** Inline validation, before anything is sent. */
export function validateSignIn(
  values: SignInValues,
  t: AuthTranslate = getT(messages),
): SignInErrors {
  const errors: SignInErrors = {};
  const email = emailProblem(values.email, t);
  if (email) errors.email = email;
  if (!values.password) errors.password = t('enterPassword');
  return errors;
}
