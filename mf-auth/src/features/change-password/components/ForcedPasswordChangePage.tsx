import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@fairway/shared-api';
import { Button, Notice, useDocumentTitle, notify } from '@fairway/shared-ui';
import { AuthLayout } from '../../../shared/components/AuthLayout';
import { finishForcedChange } from '../api/changePassword';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * /profile/password while the account has must_change_password: a focused screen (nothing else
 * works until the password changes: the server answers 403 password_change_required). After the
 * change the portal opens at the start page.
 */
export function ForcedPasswordChangePage() {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();

  const handleChanged = async () => {
    await finishForcedChange();
    notify('Your password has been changed', 'success');
    navigate('/', { replace: true });
  };

  const handleSignOut = () => {
    void sessionStore
      .getState()
      .signOut()
      .then(() => navigate('/login', { replace: true }));
  };

  return (
    <AuthLayout title="Choose a new password">
      <Notice tone="info" title="Your club asked you to choose a new password">
        Enter the password you signed in with, then a new one. You can use the portal as soon as it
        is changed.
      </Notice>
      <ChangePasswordForm onChanged={handleChanged} submitLabel="Save new password" />
      <div>
        <Button variant="ghost" onClick={handleSignOut}>
          Sign out
        </Button>
      </div>
    </AuthLayout>
  );
}
