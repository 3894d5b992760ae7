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

/** 'Friday 14 March 2031 at 10:30 (in 45 minutes)' in the reader's language and time zone. */
export function describeExpiry(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(
    at,
  );
  const minutes = Math.round((at.getTime() - now) / 60_000);
  if (minutes <= 0) return when;
  const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const relative =
    minutes < 120
      ? rtf.format(minutes, 'minute')
      : minutes < 48 * 60
        ? rtf.format(Math.round(minutes / 60), 'hour')
        : rtf.format(Math.round(minutes / 1440), 'day');
  return `${when} (${relative})`;
}
