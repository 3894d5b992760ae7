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
  pageStyles as styles,
} from '@fairway/shared-ui';
import { passwordSet, type PasswordSet, type User } from '@fairway/shared-api/users';
import { usersApi } from '../../../shared/api/clients';
import { focusFieldByName } from '../../../shared/utils/focus';
import { fullName } from '../../../shared/utils/format';
import { PASSWORD_RULES } from './CreateUserDialog';

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
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values, PasswordSet>({
    schema: passwordSet,
    initialValues: INITIAL,
    onSubmit: async (data, helpers) => {
      try {
        const next = await usersApi().resetPassword(user.id, data);
        helpers.reset();
        notify.success(`A new password is set for ${fullName(user)}`);
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
      title={`Set a password for ${fullName(user)}`}
      description="Tell them the password in person or by phone. They are signed out everywhere."
      footer={
        <>
          <Button variant="secondary" onClick={handleClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel="Saving">
            Set password
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <PasswordField
          label="New password"
          required
          autoComplete="new-password"
          hint={PASSWORD_RULES}
          {...form.register('password')}
        />
        <Checkbox
          label="Ask for a new password at next sign-in"
          {...form.registerCheckbox('must_change_password')}
        />
      </form>
    </Dialog>
  );
}
