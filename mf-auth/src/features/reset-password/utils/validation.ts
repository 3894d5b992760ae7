import { getFormat, getT, type Formatter } from '@fairway/shared-ui';
import { messages, type AuthTranslate } from '../../../i18n/messages';
import { confirmProblem, newPasswordProblem } from '../../../shared/utils/password';
import { formSchema, type FieldErrors } from '../../../shared/utils/schema';

export type NewPasswordValues = { password: string; confirm: string };

export function checkNewPassword(values: NewPasswordValues) {
  const errors: FieldErrors = {};
  const password = newPasswordProblem(values.password);
  const confirm = confirmProblem(values.password, values.confirm);
  if (password) errors.password = password;
  if (confirm) errors.confirm = confirm;
  return Object.keys(errors).length
    ? { ok: false as const, errors }
    : { ok: true as const, data: { password: values.password } };
}

export const newPasswordSchema = formSchema(checkNewPassword);

/**
 * 'Tuesday, 24 November 2026 at 10:30 (in 45 minutes)': the expiry on the club's clock, in the
 * club's formats and the active language.
 */
export function describeExpiry(
  iso: string,
  now = Date.now(),
  f: Formatter = getFormat(),
  t: AuthTranslate = getT(messages),
): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const date = f.dateLong(at);
  const time = f.time(at);
  const minutes = Math.round((at.getTime() - now) / 60_000);
  if (minutes <= 0) return t('expiryAt', { date, time });
  const relative =
    minutes < 120
      ? f.relative(minutes, 'minute')
      : minutes < 48 * 60
        ? f.relative(Math.round(minutes / 60), 'hour')
        : f.relative(Math.round(minutes / 1440), 'day');
  return t('expiryAtIn', { date, time, relative });
}
