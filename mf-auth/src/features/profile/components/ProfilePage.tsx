import { useStore } from 'zustand';
import { sessionStore, type CurrentUser } from '@fairway/shared-api';
import { Card, Notice, ResourceStatus, useDocumentTitle, notify } from '@fairway/shared-ui';
import { ProfileLayout, profileStyles } from '../../../shared/components/ProfileLayout';
import { ChangePasswordForm } from '../../change-password/components/ChangePasswordForm';
import { useProfile } from '../hooks/useProfile';
import { ProfileForm } from './ProfileForm';

function PersonalDetails({ user }: { user: CurrentUser }) {
  const profile = useProfile(user.id);
  return (
    <Card
      title="Personal details"
      subtitle="How the club reaches you. Your names also show in the portal's header."
    >
      <ResourceStatus
        resource={profile}
        loadingLabel="Loading your profile…"
        errorTitle="Your profile could not be loaded"
      />
      {profile.status === 'ready' ? (
        <div className={profileStyles['fw-auth-stack']}>
          {profile.data === null ? (
            <Notice tone="info" title="You have not filled in your profile yet">
              Add your details below and save to create it.
            </Notice>
          ) : null}
          <ProfileForm profile={profile.data} user={user} onSaved={profile.setData} />
        </div>
      ) : null}
    </Card>
  );
}

/** The password card of /profile and of /profile/password (when the change is not forced). */
export function PasswordSection() {
  return (
    <Card title="Password" subtitle="Changing it signs you out on your other devices.">
      <ChangePasswordForm onChanged={(message) => notify(message, 'success')} />
    </Card>
  );
}

/**
 * /profile: the profile form (created on the first save when GET /profiles/user/{id} gives null,
 * updated afterwards) and the password change.
 */
export function ProfilePage() {
  useDocumentTitle('My profile');
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
  useDocumentTitle('Change password');
  return (
    <ProfileLayout>
      <PasswordSection />
    </ProfileLayout>
  );
}
