import { useRef } from 'react';
import { useStore } from 'zustand';
import { sessionStore } from '@fairway/shared-api';
import { type PasswordChange } from '@fairway/shared-api/users';
import {
  Button,
  PasswordField,
  useForm,
  failureMessage,
  fieldErrorsOf,
  serverText,
  statusOf,
  reportFailure,
  useT,
} from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { authStyles } from '../../../shared/components/AuthLayout';
import { FormError } from '../../../shared/components/FormError';
import { focusFirstInvalid, useFocusAfterRender } from '../../../shared/hooks/useFocusAfterRender';
import { isPasswordMessage, passwordRules } from '../../../shared/utils/password';
import { serverWords } from '../../../shared/utils/serverWords';
import { changePassword } from '../api/changePassword';
import {
  CHANGE_PASSWORD_FIELDS,
  changePasswordSchema,
  emptyChangePassword,
  type ChangePasswordValues,
} from '../utils/validation';

export type ChangePasswordFormProps = {
  /** Called with the confirmation (the server's, in the active language) after the password changed. */
  onChanged: (message: string) => void | Promise<void>;
  /** 'Change password' by default. */
  submitLabel?: string;
};

/**
 * Current password, new password and its confirmation. A wrong current password (the server's 400)
 * shows on that field and focus moves there; the server's other reasons (a common password) show
 * on the new password.
 */
export function ChangePasswordForm({ onChanged, submitLabel }: ChangePasswordFormProps) {
  const t = useT(messages);
  const email = useStore(sessionStore, (s) => s.user?.email ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = useFocusAfterRender();

  const form = useForm<ChangePasswordValues, PasswordChange>({
    schema: changePasswordSchema,
    initialValues: emptyChangePassword,
    onSubmit: async (body, helpers) => {
      let message: string;
      try {
        message = await changePassword(body);
      } catch (err) {
        const fields = fieldErrorsOf(err, CHANGE_PASSWORD_FIELDS);
        const reason = serverText(err);
        if (statusOf(err) === 400 && reason && !Object.keys(fields).length) {
          if (/current password/i.test(reason)) fields.current_password = reason;
          else if (isPasswordMessage(reason)) fields.new_password = reason;
        }
        reportFailure(helpers, fields, failureMessage(err), () =>
          focusLater(() => focusFirstInvalid(formRef.current)),
        );
        return;
      }
      helpers.reset();
      await onChanged(serverWords(t, 'passwordChanged', message));
    },
  });

  return (
    <>
      <FormError message={form.formError} />
      <form
        ref={formRef}
        {...form.formProps}
        className={authStyles['fw-auth-form']}
        aria-busy={form.submitting || undefined}
      >
        {/* For password managers: which account this password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t('currentPassword')}
          autoComplete="current-password"
          required
          {...form.register('current_password')}
        />
        <PasswordField
          label={t('newPassword')}
          autoComplete="new-password"
          hint={passwordRules(t)}
          required
          {...form.register('new_password')}
        />
        <PasswordField
          label={t('confirmNewPassword')}
          autoComplete="new-password"
          required
          {...form.register('confirm')}
        />
        <div>
          <Button type="submit" loading={form.submitting} loadingLabel={t('changingPassword')}>
            {submitLabel ?? t('changePassword')}
          </Button>
        </div>
      </form>
    </>
  );
}
