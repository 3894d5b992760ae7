import { getT } from '@fairway/shared-ui';
import { messages, type AuthTranslate } from '../../i18n/messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in screen's e-mail rule, shared by every form that asks for an address. */
export function emailProblem(raw: string, t: AuthTranslate = getT(messages)): string | null {
  const email = raw.trim();
  if (!email) return t('enterEmail');
  if (email.length > 254 || !EMAIL.test(email)) return t('invalidEmail');
  return null;
}
