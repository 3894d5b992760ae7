import { useId, useRef } from 'react';
import { Button, Dialog, Notice, TextArea, useForm } from '@fairway/shared-ui';
import { userSuspend, type User, type UserSuspend } from '@fairway/shared-api';
import styles from '../../../shared/components/Page.module.css';
import { usersApi } from '../../../shared/api/clients';
import { errorText } from '../../../shared/utils/errors';
import { fullName } from '../../../shared/utils/format';
import { toast } from '../../../shared/utils/toast';

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
  const formId = useId();
  const problemRef = useRef<HTMLDivElement>(null);
  const name = fullName(user);
  const form = useForm<Values, UserSuspend>({
    schema: userSuspend,
    initialValues: INITIAL,
    onSubmit: async ({ reason }, helpers) => {
      try {
        const next = await usersApi().suspend(user.id, reason);
        helpers.reset();
        toast.success(`${name} is suspended; their sessions have ended`);
        onSuspended(next);
      } catch (err) {
        helpers.setFormError(errorText(err));
        setTimeout(() => problemRef.current?.focus(), 0);
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
      title={`Suspend ${name}?`}
      description="They are signed out everywhere and cannot sign in until they are reactivated. The reason is kept in their activity."
      footer={
        <>
          <Button variant="secondary" onClick={handleClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={form.submitting}
            loadingLabel="Suspending"
          >
            Suspend user
          </Button>
        </>
      }
    >
      <form id={formId} className={styles['fw-admin-form']} {...form.formProps}>
        <div ref={problemRef} tabIndex={-1}>
          {form.formError ? (
            <Notice tone="error" title="The user was not suspended">
              {form.formError}
            </Notice>
          ) : null}
        </div>
        <TextArea
          label="Reason"
          required
          maxLength={500}
          rows={3}
          hint="For example: membership fees unpaid since March."
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
