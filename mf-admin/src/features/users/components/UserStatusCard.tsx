import { useState } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  Notice,
  errorText,
  notify,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { User } from '@fairway/shared-api/users';
import { messages } from '../../../i18n/messages';
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
  const t = useT(messages);
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
    <Card title={t('account')}>
      <div className={styles['fw-ui-page-section']}>
        <dl className={styles['fw-ui-page-list']}>
          <div className={styles['fw-ui-page-list-item']}>
            <dt>{t('status')}</dt>
            <dd>
              <StatusBadge status={user.status} />
            </dd>
          </div>
          <div className={styles['fw-ui-page-list-item']}>
            <dt>{t('emailAddress')}</dt>
            <dd>{user.email_verified ? t('verified') : t('notVerified')}</dd>
          </div>
          <div className={styles['fw-ui-page-list-item']}>
            <dt>{t('password')}</dt>
            <dd>{user.must_change_password ? t('mustChoosePassword') : t('chosenByUser')}</dd>
          </div>
        </dl>
        {user.status === 'suspended' && user.suspended_reason ? (
          <Notice tone="warning" role="none" title={t('statusSuspended')}>
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
                    t('activeAgain', { name }),
                  )
                }
              >
                {t('reactivate')}
              </Button>
            ) : null}
            {user.status !== 'suspended' && !isSelf ? (
              <Button variant="danger" onClick={() => setOpen('suspend')}>
                {t('suspendEllipsis')}
              </Button>
            ) : null}
            {user.status === 'active' && !isSelf ? (
              <Button variant="secondary" onClick={() => setOpen('deactivate')}>
                {t('deactivateEllipsis')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setOpen('password')}>
              {t('setPasswordEllipsis')}
            </Button>
            {!user.must_change_password ? (
              <Button variant="secondary" onClick={() => setOpen('force')}>
                {t('requirePasswordEllipsis')}
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
                    t('emailMarkedNotVerified'),
                  )
                }
              >
                {t('markNotVerified')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                loading={busy === 'verify'}
                onClick={() =>
                  void runAction(
                    'verify',
                    () => usersApi().verifyEmail(user.id),
                    t('emailMarkedVerified'),
                  )
                }
              >
                {t('markVerified')}
              </Button>
            )}
          </div>
        ) : (
          <p className={styles['fw-ui-page-muted']}>{t('accountsWriteNeeded')}</p>
        )}
        {isSelf && canWrite ? (
          <p className={styles['fw-ui-page-muted']}>{t('ownAccount')}</p>
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
        title={t('deactivateQuestion', { name })}
        message={t('deactivateMessage')}
        confirmLabel={t('deactivate')}
        tone="danger"
        onConfirm={() =>
          confirmAction(
            () => usersApi().setStatus(user.id, 'inactive'),
            t('userDeactivated', { name }),
          )
        }
        onCancel={close}
      />
      <ConfirmDialog
        open={open === 'force'}
        title={t('requirePasswordQuestion', { name })}
        message={t('requirePasswordMessage')}
        confirmLabel={t('requirePassword')}
        onConfirm={() =>
          confirmAction(
            () => usersApi().forcePasswordChange(user.id),
            t('mustChooseDone', { name }),
          )
        }
        onCancel={close}
      />
    </Card>
  );
}
