import { useState } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  Notice,
  errorText,
  notify,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { User } from '@fairway/shared-api/users';
import { usersApi } from '../../../shared/api/clients';
import { fullName } from '../../../shared/utils/format';
import { SetPasswordDialog } from './SetPasswordDialog';
import { SuspendUserDialog } from './SuspendUserDialog';
import { StatusBadge } from './UserBadges';

export type UserStatusCardProps = {
  user: User;
  isSelf: boolean;
  canWrite: boolean;
  onChanged: (user: User) => void;
};

type Open = 'suspend' | 'deactivate' | 'force' | 'password' | null;

/** Status, e-mail verification and password: what the account may do, and the actions that change it. */
export function UserStatusCard({ user, isSelf, canWrite, onChanged }: UserStatusCardProps) {
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const name = fullName(user);

  /** Runs an action without a dialog; the server's refusal becomes an error toast. */
  const runAction = async (key: string, call: () => Promise<User>, done: string) => {
    setBusy(key);
    try {
      onChanged(await call());
      notify.success(done);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  /** For ConfirmDialog: a refusal (409, last administrator) is thrown so the dialog shows it. */
  const confirmAction = async (call: () => Promise<User>, done: string) => {
    try {
      onChanged(await call());
    } catch (err) {
      throw new Error(errorText(err));
    }
    setOpen(null);
    notify.success(done);
  };

  const close = () => setOpen(null);
  const handleChanged = (next: User) => {
    setOpen(null);
    onChanged(next);
  };

  return (
    <Card title="Account">
      <div className={styles['fw-ui-page-section']}>
        <dl className={styles['fw-ui-page-list']}>
          <div className={styles['fw-ui-page-list-item']}>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={user.status} />
            </dd>
          </div>
          <div className={styles['fw-ui-page-list-item']}>
            <dt>E-mail address</dt>
            <dd>{user.email_verified ? 'Verified' : 'Not verified'}</dd>
          </div>
          <div className={styles['fw-ui-page-list-item']}>
            <dt>Password</dt>
            <dd>
              {user.must_change_password
                ? 'Must choose a new one at next sign-in'
                : 'Chosen by the user'}
            </dd>
          </div>
        </dl>
        {user.status === 'suspended' && user.suspended_reason ? (
          <Notice tone="warning" role="none" title="Suspended">
            {user.suspended_reason}
          </Notice>
        ) : null}

        {canWrite ? (
          <div className={styles['fw-ui-page-actions']}>
            {user.status !== 'active' ? (
              <Button
                loading={busy === 'reactivate'}
                onClick={() =>
                  void runAction(
                    'reactivate',
                    () => usersApi().reactivate(user.id),
                    `${name} is active again`,
                  )
                }
              >
                Reactivate
              </Button>
            ) : null}
            {user.status !== 'suspended' && !isSelf ? (
              <Button variant="danger" onClick={() => setOpen('suspend')}>
                Suspend…
              </Button>
            ) : null}
            {user.status === 'active' && !isSelf ? (
              <Button variant="secondary" onClick={() => setOpen('deactivate')}>
                Deactivate…
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setOpen('password')}>
              Set a password…
            </Button>
            {!user.must_change_password ? (
              <Button variant="secondary" onClick={() => setOpen('force')}>
                Require a new password…
              </Button>
            ) : null}
            {user.email_verified ? (
              <Button
                variant="secondary"
                loading={busy === 'unverify'}
                onClick={() =>
                  void runAction(
                    'unverify',
                    () => usersApi().unverifyEmail(user.id),
                    'The e-mail address is marked as not verified',
                  )
                }
              >
                Mark e-mail as not verified
              </Button>
            ) : (
              <Button
                variant="secondary"
                loading={busy === 'verify'}
                onClick={() =>
                  void runAction(
                    'verify',
                    () => usersApi().verifyEmail(user.id),
                    'The e-mail address is marked as verified',
                  )
                }
              >
                Mark e-mail as verified
              </Button>
            )}
          </div>
        ) : (
          <p className={styles['fw-ui-page-muted']}>
            Changing accounts needs the users:write permission.
          </p>
        )}
        {isSelf && canWrite ? (
          <p className={styles['fw-ui-page-muted']}>
            This is your own account: you cannot suspend or deactivate it.
          </p>
        ) : null}
      </div>

      <SuspendUserDialog
        open={open === 'suspend'}
        user={user}
        onClose={close}
        onSuspended={handleChanged}
      />
      <SetPasswordDialog
        open={open === 'password'}
        user={user}
        onClose={close}
        onDone={handleChanged}
      />
      <ConfirmDialog
        open={open === 'deactivate'}
        title={`Deactivate ${name}?`}
        message="They are signed out everywhere and cannot sign in until they are reactivated."
        confirmLabel="Deactivate"
        tone="danger"
        onConfirm={() =>
          confirmAction(() => usersApi().setStatus(user.id, 'inactive'), `${name} is deactivated`)
        }
        onCancel={close}
      />
      <ConfirmDialog
        open={open === 'force'}
        title={`Require a new password from ${name}?`}
        message="At their next sign-in they must choose a new password before doing anything else."
        confirmLabel="Require a new password"
        onConfirm={() =>
          confirmAction(
            () => usersApi().forcePasswordChange(user.id),
            `${name} must choose a new password at next sign-in`,
          )
        }
        onCancel={close}
      />
    </Card>
  );
}
