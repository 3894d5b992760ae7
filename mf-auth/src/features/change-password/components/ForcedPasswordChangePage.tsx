import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@fairway/shared-api';
import { Button, Notice, notify, useDocumentTitle, useT } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { AuthLayout } from '../../../shared/components/AuthLayout';
import { finishForcedChange } from '../api/changePassword';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * /profile/password while the account has must_change_password: a focused screen (nothing else
 * works until the password changes: the server answers 403 password_change_required). After the
 * change the portal opens at the start page.
 */
export function ForcedPasswordChangePage() {
  const t = useT(messages);
  useDocumentTitle(t('chooseNewPassword'));
  const navigate = useNavigate();

  const handleChanged = async () => {
    await finishForcedChange();
    notify(t('passwordChanged'), 'success');
    navigate('/', { replace: true });
  };

  const handleSignOut = () => {
    void sessionStore
      .getState()
      .signOut()
      .then(() => navigate('/login', { replace: true }));
  };

  return (
    <AuthLayout title={t('chooseNewPassword')}>
      <Notice tone="info" title={t('clubAskedNewPassword')}>
        {t('clubAskedNewPasswordMessage')}
      </Notice>
      <ChangePasswordForm onChanged={handleChanged} submitLabel={t('saveNewPassword')} />
      <div>
        <Button variant="ghost" onClick={handleSignOut}>
          {t('signOut')}
        </Button>
      </div>
    </AuthLayout>
  );
}
