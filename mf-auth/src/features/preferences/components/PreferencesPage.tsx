import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { displayStore, featuresStore, sessionStore, type CurrentUser } from '@fairway/shared-api';
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
  getT,
  useT,
} from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { FormError } from '../../../shared/components/FormError';
import { ProfileLayout, profileStyles as styles } from '../../../shared/components/ProfileLayout';
import { withCurrent } from '../../../shared/utils/options';
import { formSchema } from '../../../shared/utils/schema';
import { applyTheme } from '@fairway/shared-ui';
import { savePreferences, startPage } from '../api/preferences';
import { useLandingPages, usePreferences } from '../hooks/usePreferences';
import {
  isSitePath,
  languageOptions,
  themeOptions,
  isUnset,
  readPreferences,
  type PortalPreferences,
} from '../utils/preferences';

const schemaOf = (pageError: string) =>
  formSchema((v: PortalPreferences) =>
    isSitePath(v.default_landing_page)
      ? { ok: true as const, data: v }
      : { ok: false as const, errors: { default_landing_page: pageError } },
  );

type PreferencesFormProps = {
  user: CurrentUser;
  stored: UserPreferences;
  landingSource?: string;
  onSaved: (stored: UserPreferences) => void;
};

function PreferencesForm({ user, stored, landingSource, onSaved }: PreferencesFormProps) {
  const t = useT(messages);
  const clubLocale = useStore(displayStore, (s) => s.club.locale);
  const [saved, setSaved] = useState(stored);
  const [schema] = useState(() => schemaOf(t('choosePortalPage')));
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
        // The whole portal speaks the chosen language at once ('' = the club's).
        displayStore.getState().setLanguage(prefs.language);
        helpers.reset(readPreferences(next));
        // In the language just chosen: the store already speaks it.
        notify(getT(messages)('preferencesSaved'), 'success');
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
        label={t('theme')}
        orientation="horizontal"
        options={themeOptions(t)}
        {...form.register('theme')}
      />
      <div className={styles['fw-auth-fields']}>
        <Select
          label={t('language')}
          hint={t('languageHint')}
          options={withCurrent(languageOptions(t, clubLocale), form.values.language)}
          {...form.register('language')}
        />
        <Select
          label={t('startPage')}
          options={withCurrent(landingPages ?? [startPage()], form.values.default_landing_page)}
          {...form.register('default_landing_page')}
        />
      </div>
      <Checkbox
        label={t('emailNotifications')}
        hint={clubSendsMail ? t('emailHintOn') : t('emailHintOff')}
        {...form.registerCheckbox('email_notifications')}
      />
      <div className={styles['fw-auth-actions']}>
        <Button type="submit" loading={form.submitting} loadingLabel={t('saving')}>
          {t('savePreferences')}
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
  const t = useT(messages);
  useDocumentTitle(t('preferencesTitle'));
  const user = useStore(sessionStore, (s) => s.user);
  const prefs = usePreferences(user?.id ?? 0);

  // What is saved wins over what this browser remembered (the user may have changed it elsewhere).
  useEffect(() => {
    if (prefs.status === 'ready' && !isUnset(prefs.data))
      applyTheme(readPreferences(prefs.data).theme);
  }, [prefs.status, prefs.data]);

  return (
    <ProfileLayout>
      <Card title={t('preferencesTitle')} subtitle={t('preferencesSubtitle')}>
        <ResourceStatus
          resource={prefs}
          loadingLabel={t('loadingPreferences')}
          errorTitle={t('preferencesNotLoaded')}
        />
        {prefs.status === 'ready' && user ? (
          <div className={styles['fw-auth-stack']}>
            {isUnset(prefs.data) ? (
              <Notice tone="info" title={t('noPreferencesYet')}>
                {t('noPreferencesYetMessage')}
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
