import { useRef, useState } from 'react';
import {
  HANDICAP_MAX,
  HANDICAP_MIN,
  type GolfPreference,
  type GolfPreferenceInput,
} from '@fairway/shared-api/users';
import {
  Button,
  Card,
  Checkbox,
  Notice,
  NumberField,
  Select,
  TextArea,
  useForm,
  useDocumentTitle,
  ResourceStatus,
  failureMessage,
  fieldErrorsOf,
  reportFailure,
  notify,
  useT,
} from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { FormError } from '../../../shared/components/FormError';
import { ProfileLayout, profileStyles as styles } from '../../../shared/components/ProfileLayout';
import { focusFirstInvalid, useFocusAfterRender } from '../../../shared/hooks/useFocusAfterRender';
import { withCurrent } from '../../../shared/utils/options';
import { saveGolfPreferences } from '../api/golfPreferences';
import { useGolfPreferences } from '../hooks/useGolfPreferences';
import {
  GOLF_FIELDS,
  frequencyOptions,
  golfSchema,
  golfValues,
  handicapHint,
  teeOptions,
  teeTimeOptions,
  type GolfValues,
} from '../utils/validation';

type GolfFormProps = { saved: GolfPreference | null; onSaved: (saved: GolfPreference) => void };

function GolfForm({ saved, onSaved }: GolfFormProps) {
  const t = useT(messages);
  const [current, setCurrent] = useState(saved);
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = useFocusAfterRender();
  const form = useForm<GolfValues, GolfPreferenceInput>({
    schema: golfSchema,
    initialValues: golfValues(saved),
    onSubmit: async (body, helpers) => {
      try {
        const next = await saveGolfPreferences(current, body);
        setCurrent(next);
        helpers.reset(golfValues(next));
        notify(t('golfPreferencesSaved'), 'success');
        onSaved(next);
      } catch (err) {
        const fields = fieldErrorsOf(err, GOLF_FIELDS);
        reportFailure(helpers, fields, failureMessage(err), () =>
          focusLater(() => focusFirstInvalid(formRef.current)),
        );
      }
    },
  });

  return (
    <form
      ref={formRef}
      {...form.formProps}
      className={styles['fw-auth-form-grid']}
      aria-busy={form.submitting || undefined}
    >
      <FormError message={form.formError} />
      <div className={styles['fw-auth-fields']}>
        <NumberField
          label={t('handicap')}
          hint={handicapHint(t)}
          min={HANDICAP_MIN}
          max={HANDICAP_MAX}
          step={0.1}
          {...form.register('handicap')}
        />
        <Select
          label={t('preferredTee')}
          placeholder={t('noPreference')}
          options={withCurrent(teeOptions(t), form.values.preferred_tee)}
          {...form.register('preferred_tee')}
        />
        <Select
          label={t('preferredTeeTime')}
          placeholder={t('noPreference')}
          options={withCurrent(teeTimeOptions(t), form.values.preferred_tee_time)}
          {...form.register('preferred_tee_time')}
        />
        <Select
          label={t('howOftenDoYouPlay')}
          placeholder={t('ratherNotSay')}
          options={withCurrent(frequencyOptions(t), form.values.playing_frequency)}
          {...form.register('playing_frequency')}
        />
        <Checkbox
          label={t('usesCart')}
          className={styles['fw-auth-field-wide']}
          {...form.registerCheckbox('uses_cart')}
        />
        <TextArea
          label={t('notesForClub')}
          hint={t('notesForClubHint')}
          maxLength={1000}
          rows={3}
          className={styles['fw-auth-field-wide']}
          {...form.register('notes')}
        />
      </div>
      <div className={styles['fw-auth-actions']}>
        <Button type="submit" loading={form.submitting} loadingLabel={t('saving')}>
          {current ? t('saveGolfPreferences') : t('createGolfPreferences')}
        </Button>
      </div>
    </form>
  );
}

/** /profile/golf: handicap, tee and tee time, how often, cart, notes; created on the first save. */
export function GolfPreferencesPage() {
  const t = useT(messages);
  useDocumentTitle(t('golfPreferences'));
  const golf = useGolfPreferences();
  return (
    <ProfileLayout>
      <Card title={t('golfPreferences')} subtitle={t('golfPreferencesSubtitle')}>
        <ResourceStatus
          resource={golf}
          loadingLabel={t('loadingGolfPreferences')}
          errorTitle={t('golfPreferencesNotLoaded')}
        />
        {golf.status === 'ready' ? (
          <div className={styles['fw-auth-stack']}>
            {golf.data === null ? (
              <Notice tone="info" title={t('noGolfPreferencesYet')}>
                {t('noGolfPreferencesYetMessage')}
              </Notice>
            ) : null}
            <GolfForm saved={golf.data} onSaved={golf.setData} />
          </div>
        ) : null}
      </Card>
    </ProfileLayout>
  );
}
