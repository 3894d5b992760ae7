import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { featuresStore, sessionStore, type CurrentUser } from '@fairway/shared-api';
import { type UserPreferences } from '@fairway/shared-api/users';
import {
  Button,
  Card,
  Checkbox,
  Notice,
  RadioGroup,
  Select,
  useForm,
  useDocumentTitle,
  failureMessage,
  ResourceStatus,
  notify,
} from '@fairway/shared-ui';
import { FormError } from '../../../shared/components/FormError';
import { ProfileLayout, profileStyles as styles } from '../../../shared/components/ProfileLayout';
import { withCurrent } from '../../../shared/utils/options';
import { formSchema } from '../../../shared/utils/schema';
import { applyTheme } from '@fairway/shared-ui';
import { START_PAGE, savePreferences } from '../api/preferences';
import { useLandingPages, usePreferences } from '../hooks/usePreferences';
import {
  LANGUAGE_OPTIONS,
  THEME_OPTIONS,
  isSitePath,
  isUnset,
  readPreferences,
  type PortalPreferences,
} from '../utils/preferences';

const schema = formSchema((v: PortalPreferences) =>
  isSitePath(v.default_landing_page)
    ? { ok: true as const, data: v }
    : { ok: false as const, errors: { default_landing_page: 'Choose a page of the portal' } },
);

type PreferencesFormProps = {
  user: CurrentUser;
  stored: UserPreferences;
  landingSource?: string;
  onSaved: (stored: UserPreferences) => void;
};

function PreferencesForm({ user, stored, landingSource, onSaved }: PreferencesFormProps) {
  const [saved, setSaved] = useState(stored);
  const landingPages = useLandingPages(user.permissions, landingSource);
  const clubSendsMail = useStore(
    featuresStore,
    (s) => s.status !== 'ready' || s.flags.email_notifications_enabled !== false,
  );

  const form = useForm<PortalPreferences, PortalPreferences>({
    schema,
    initialValues: readPreferences(stored),
    onSubmit: async (prefs, helpers) => {
      try {
        const next = await savePreferences(user.id, saved, prefs);
        setSaved(next);
        applyTheme(prefs.theme);
        helpers.reset(readPreferences(next));
        notify('Your preferences have been saved', 'success');
        onSaved(next);
      } catch (err) {
        helpers.setFormError(failureMessage(err));
      }
    },
  });

  return (
    <form
      {...form.formProps}
      className={styles['fw-auth-form-grid']}
      aria-busy={form.submitting || undefined}
    >
      <FormError message={form.formError} />
      <RadioGroup
        label="Theme"
        orientation="horizontal"
        options={THEME_OPTIONS}
        {...form.register('theme')}
      />
      <div className={styles['fw-auth-fields']}>
        <Select
          label="Language"
          hint="The portal is in English for now; your choice is kept for when your club adds languages."
          options={withCurrent(LANGUAGE_OPTIONS, form.values.language)}
          {...form.register('language')}
        />
        <Select
          label="Start on this page after signing in"
          options={withCurrent(landingPages ?? [START_PAGE], form.values.default_landing_page)}
          {...form.register('default_landing_page')}
        />
      </div>
      <Checkbox
        label="Send me e-mail notifications"
        hint={
          clubSendsMail
            ? 'News, booking reminders and messages from the club. You can turn this off at any time.'
            : 'Your club does not send e-mail notifications at the moment; your choice applies when it does.'
        }
        {...form.registerCheckbox('email_notifications')}
      />
      <div className={styles['fw-auth-actions']}>
        <Button type="submit" loading={form.submitting} loadingLabel="Saving">
          Save preferences
        </Button>
      </div>
    </form>
  );
}

export type PreferencesPageProps = {
  /** Where the portal's page list comes from (the shell's remotes.json). */
  landingSource?: string;
};

/**
 * /profile/preferences: theme (applied at once to the whole portal through data-theme on <html>),
 * language, e-mail notifications (opt-in) and the page to start on, stored with
 * PUT /users/{id}/preferences.
 */
export function PreferencesPage({ landingSource }: PreferencesPageProps) {
  useDocumentTitle('Preferences');
  const user = useStore(sessionStore, (s) => s.user);
  const prefs = usePreferences(user?.id ?? 0);

  // What is saved wins over what this browser remembered (the user may have changed it elsewhere).
  useEffect(() => {
    if (prefs.status === 'ready' && !isUnset(prefs.data))
      applyTheme(readPreferences(prefs.data).theme);
  }, [prefs.status, prefs.data]);

  return (
    <ProfileLayout>
      <Card
        title="Preferences"
        subtitle="How the portal looks and behaves for you, on every device you sign in on."
      >
        <ResourceStatus
          resource={prefs}
          loadingLabel="Loading your preferences…"
          errorTitle="Your preferences could not be loaded"
        />
        {prefs.status === 'ready' && user ? (
          <div className={styles['fw-auth-stack']}>
            {isUnset(prefs.data) ? (
              <Notice tone="info" title="You have not set any preferences yet">
                These are the defaults. Change what you like and save.
              </Notice>
            ) : null}
            <PreferencesForm
              user={user}
              stored={prefs.data}
              landingSource={landingSource}
              onSaved={prefs.setData}
            />
          </div>
        ) : null}
      </Card>
    </ProfileLayout>
  );
}
