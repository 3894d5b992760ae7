import type { PasswordChange } from '@fairway/shared-api/users';
import { getT } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { confirmProblem, newPasswordProblem } from '../../../shared/utils/password';
import { formSchema, type FieldErrors } from '../../../shared/utils/schema';

export type ChangePasswordValues = {
  current_password: string;
  new_password: string;
  confirm: string;
};

export const CHANGE_PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm'] as const;

export const emptyChangePassword: ChangePasswordValues = {
  current_password: '',
  new_password: '',
  confirm: '',
};

export function checkChangePassword(values: ChangePasswordValues) {
  const t = getT(messages);
  const errors: FieldErrors = {};
  if (!values.current_password) errors.current_password = t('enterCurrentPassword');
  const problem =
    newPasswordProblem(values.new_password, t) ??
    (values.current_password && values.new_password === values.current_password
      ? t('newPasswordSame')
      : null);
  if (problem) errors.new_password = problem;
  const confirm = confirmProblem(values.new_password, values.confirm, t);
  if (confirm) errors.confirm = confirm;
  if (Object.keys(errors).length) return { ok: false as const, errors };
  const data: PasswordChange = {
    current_password: values.current_password,
    new_password: values.new_password,
  };
  return { ok: true as const, data };
}

export const changePasswordSchema = formSchema(checkChangePassword);
