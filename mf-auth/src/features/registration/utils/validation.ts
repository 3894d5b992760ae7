import { registerBody, type RegisterBody } from '@fairway/shared-api/auth';
import { getT } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { emailProblem } from '../../../shared/utils/email';
import { confirmProblem, newPasswordProblem } from '../../../shared/utils/password';
import { formSchema, issuesOf, mergeErrors, type FieldErrors } from '../../../shared/utils/schema';

export type RegisterValues = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm: string;
};

export const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'password', 'confirm'] as const;

export const emptyRegistration: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm: '',
};

/**
 * The form's own words first, then the API contract's rules (registerBody, in the server's
 * English), so nothing the server refuses for shape is sent.
 */
export function checkRegistration(values: RegisterValues) {
  const t = getT(messages);
  const own: FieldErrors = {};
  const put = (field: keyof RegisterValues, problem: string | null) => {
    if (problem) own[field] = problem;
  };
  put('first_name', values.first_name.trim() ? null : t('enterFirstName'));
  put('last_name', values.last_name.trim() ? null : t('enterLastName'));
  put('email', emailProblem(values.email, t));
  put('password', newPasswordProblem(values.password, t));
  put('confirm', confirmProblem(values.password, values.confirm, t));
  const body = {
    email: values.email.trim(),
    password: values.password,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
  };
  const errors = mergeErrors(own, issuesOf(registerBody.safeParse(body)));
  return Object.keys(errors).length
    ? { ok: false as const, errors }
    : { ok: true as const, data: body satisfies RegisterBody };
}

export const registrationSchema = formSchema(checkRegistration);
