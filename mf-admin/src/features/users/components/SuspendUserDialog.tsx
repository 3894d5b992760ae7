import { ConfirmDialog, Notice, TextArea, useForm, errorText, notify } from '@fairway/shared-ui';
import { userSuspend, type User, type UserSuspend } from '@fairway/shared-api/users';
import { usersApi } from '../../../shared/api/clients';
import { fullName } from '../../../shared/utils/format';

type Values = { reason: string };
const INITIAL: Values = { reason: '' };

export type SuspendUserDialogProps = {
  open: boolean;
  user: User;
  onClose: () => void;
  onSuspended: (user: User) => void;
};

/**
 * Suspending needs a reason (the contract's rule, checked before sending). The server ends the
 * user's sessions at once; it refuses to suspend the last administrator or oneself (409), and
 * that answer is shown in the dialog.
 */
export function SuspendUserDialog({ open, user, onClose, onSuspended }: SuspendUserDialogProps) {
  const name = fullName(user);
  const form = useForm<Values, UserSuspend>({
    schema: userSuspend,
    initialValues: INITIAL,
    onSubmit: async ({ reason }, helpers) => {
      try {
        const next = await usersApi().suspend(user.id, reason);
        helpers.reset();
        notify.success(`${name} is suspended; their sessions have ended`);
        onSuspended(next);
      } catch (err) {
        helpers.setFormError(errorText(err));
      }
    },
  });

  return (
    <ConfirmDialog
      open={open}
      title={`Suspend ${name}?`}
      message="They are signed out everywhere and cannot sign in until they are reactivated. The reason is kept in their activity."
      tone="danger"
      confirmLabel="Suspend user"
      onConfirm={form.handleSubmit}
      onCancel={() => {
        form.reset();
        onClose();
      }}
    >
      {form.formError ? (
        <Notice tone="error" title="The user was not suspended">
          {form.formError}
        </Notice>
      ) : null}
      <TextArea
        label="Reason"
        required
        maxLength={500}
        rows={3}
        hint="For example: membership fees unpaid since March."
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
