import { useStore } from 'zustand';
import { sessionStore, type CurrentUser } from '@fairway/shared-api';
import { Card, ResourceStatus, notify, useDocumentTitle, useT } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { ProfileLayout, profileStyles } from '../../../shared/components/ProfileLayout';
import { ChangePasswordForm } from '../../change-password/components/ChangePasswordForm';
import { useProfile } from '../hooks/useProfile';
import { ProfileForm } from './ProfileForm';

function PersonalDetails({ user }: { user: CurrentUser }) {
  const t = useT(messages);
  const profile = useProfile(user.id);
  return (
    <Card title={t('personalDetails')} subtitle={t('personalDetailsSubtitle')}>
      <ResourceStatus
        resource={profile}
        loadingLabel={t('loadingProfile')}
        errorTitle={t('profileNotLoaded')}
      />
      {/* No profile yet is a normal state: the form starts from the account's names and saving creates it. */}
      {profile.status === 'ready' ? (
        <div className={profileStyles['fw-auth-stack']}>
          <ProfileForm profile={profile.data} user={user} onSaved={profile.setData} />
        </div>
      ) : null}
    </Card>
  );
}

/** The password card of /profile and of /profile/password (when the change is not forced). */
export function PasswordSection() {
  const t = useT(messages);
  return (
    <Card title={t('password')} subtitle={t('passwordSubtitle')}>
      <ChangePasswordForm onChanged={(message) => notify(message, 'success')} />
    </Card>
  );
}

/**
 * /profile: the profile form (created on the first save when GET /profiles/user/{id} gives null,
 * updated afterwards) and the password change.
 */
export function ProfilePage() {
  const t = useT(messages);
  useDocumentTitle(t('myProfile'));
  const user = useStore(sessionStore, (s) => s.user);
  return (
    <ProfileLayout>
      {user ? <PersonalDetails user={user} /> : null}
      <PasswordSection />
    </ProfileLayout>
  );
}

/** /profile/password for a user who chose to change it: the password card alone. */
export function PasswordPage() {
  const t = useT(messages);
  useDocumentTitle(t('changePassword'));
  return (
    <ProfileLayout>
      <PasswordSection />
    </ProfileLayout>
  );
}
