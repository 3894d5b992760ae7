import { useId, useRef } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Notice,
  PasswordField,
  useForm,
  errorText,
  fieldErrors,
  notify,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { passwordSet, type PasswordSet, type User } from '@fairway/shared-api/users';
import { messages } from '../../../i18n/messages';
import { usersApi } from '../../../shared/api/clients';
import { focusFieldByName } from '../../../shared/utils/focus';
import { fullName } from '../../../shared/utils/format';
import { passwordRules } from './CreateUserDialog';

type Values = { password: string; must_change_password: boolean };
const INITIAL: Values = { password: '', must_change_password: true };

export type SetPasswordDialogProps = {
  open: boolean;
  user: User;
  onClose: () => void;
  onDone: (user: User) => void;
};

/** An administrator sets the user's password; the server ends the user's sessions. */
export function SetPasswordDialog({ open, user, onClose, onDone }: SetPasswordDialogProps) {
  const t = useT(messages);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values, PasswordSet>({
    schema: passwordSet,
    initialValues: INITIAL,
    onSubmit: async (data, helpers) => {
      try {
        const next = await usersApi().resetPassword(user.id, data);
        helpers.reset();
        notify.success(t('passwordSetFor', { name: fullName(user) }));
        onDone(next);
      } catch (err) {
        const fields = fieldErrors(err);
        if (!fields.password) throw new Error(errorText(err));
        helpers.setErrors({ password: fields.password });
        focusFieldByName(formRef.current, 'password');
      }
    },
  });

  const handleClose = () => {
    if (form.submitting) return;
    form.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      title={t('setPasswordTitle', { name: fullName(user) })}
      description={t('setPasswordDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={handleClose} disabled={form.submitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('saving')}>
            {t('setPassword')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <PasswordField
          label={t('newPassword')}
          required
          autoComplete="new-password"
          hint={passwordRules(t)}
          {...form.register('password')}
        />
        <Checkbox
          label={t('askNewPasswordNext')}
          {...form.registerCheckbox('must_change_password')}
        />
      </form>
    </Dialog>
  );
}
