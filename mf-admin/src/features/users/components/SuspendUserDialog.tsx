import {
  ConfirmDialog,
  Notice,
  TextArea,
  useForm,
  useT,
  errorText,
  notify,
} from '@fairway/shared-ui';
import { userSuspend, type User, type UserSuspend } from '@fairway/shared-api/users';
import { messages } from '../../../i18n/messages';
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
  const t = useT(messages);
  const name = fullName(user);
  const form = useForm<Values, UserSuspend>({
    schema: userSuspend,
    initialValues: INITIAL,
    onSubmit: async ({ reason }, helpers) => {
      try {
        const next = await usersApi().suspend(user.id, reason);
        helpers.reset();
        notify.success(t('userSuspended', { name }));
        onSuspended(next);
      } catch (err) {
        helpers.setFormError(errorText(err));
      }
    },
  });

  return (
    <ConfirmDialog
      open={open}
      title={t('suspendQuestion', { name })}
      message={t('suspendMessage')}
      tone="danger"
      confirmLabel={t('suspendUser')}
      onConfirm={form.handleSubmit}
      onCancel={() => {
        form.reset();
        onClose();
      }}
    >
      {form.formError ? (
        <Notice tone="error" title={t('userNotSuspended')}>
          {form.formError}
        </Notice>
      ) : null}
      <TextArea
        label={t('reason')}
        required
        maxLength={500}
        rows={3}
        hint={t('reasonHint')}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
