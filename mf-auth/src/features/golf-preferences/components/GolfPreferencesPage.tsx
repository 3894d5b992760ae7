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
} from '@fairway/shared-ui';
import { FormError } from '../../../shared/components/FormError';
import { ProfileLayout, profileStyles as styles } from '../../../shared/components/ProfileLayout';
import { focusFirstInvalid, useFocusAfterRender } from '../../../shared/hooks/useFocusAfterRender';
import { withCurrent } from '../../../shared/utils/options';
import { saveGolfPreferences } from '../api/golfPreferences';
import { useGolfPreferences } from '../hooks/useGolfPreferences';
import {
  FREQUENCY_OPTIONS,
  GOLF_FIELDS,
  HANDICAP_HINT,
  TEE_OPTIONS,
  TEE_TIME_OPTIONS,
  golfSchema,
  golfValues,
  type GolfValues,
} from '../utils/validation';

type GolfFormProps = { saved: GolfPreference | null; onSaved: (saved: GolfPreference) => void };

function GolfForm({ saved, onSaved }: GolfFormProps) {
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
        notify('Your golf preferences have been saved', 'success');
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
          label="Handicap"
          hint={HANDICAP_HINT}
          min={HANDICAP_MIN}
          max={HANDICAP_MAX}
          step={0.1}
          {...form.register('handicap')}
        />
        <Select
          label="Preferred tee"
          placeholder="No preference"
          options={withCurrent(TEE_OPTIONS, form.values.preferred_tee)}
          {...form.register('preferred_tee')}
        />
        <Select
          label="Preferred tee time"
          placeholder="No preference"
          options={withCurrent(TEE_TIME_OPTIONS, form.values.preferred_tee_time)}
          {...form.register('preferred_tee_time')}
        />
        <Select
          label="How often do you play?"
          placeholder="Rather not say"
          options={withCurrent(FREQUENCY_OPTIONS, form.values.playing_frequency)}
          {...form.register('playing_frequency')}
        />
        <Checkbox
          label="I usually ride a golf cart"
          className={styles['fw-auth-field-wide']}
          {...form.registerCheckbox('uses_cart')}
        />
        <TextArea
          label="Notes for the club"
          hint="E.g. a playing partner you like to book with, or anything the starter should know."
          maxLength={1000}
          rows={3}
          className={styles['fw-auth-field-wide']}
          {...form.register('notes')}
        />
      </div>
      <div className={styles['fw-auth-actions']}>
        <Button type="submit" loading={form.submitting} loadingLabel="Saving">
          {current ? 'Save golf preferences' : 'Create golf preferences'}
        </Button>
      </div>
    </form>
  );
}

/** /profile/golf: handicap, tee and tee time, how often, cart, notes; created on the first save. */
export function GolfPreferencesPage() {
  useDocumentTitle('Golf preferences');
  const golf = useGolfPreferences();
  return (
    <ProfileLayout>
      <Card
        title="Golf preferences"
        subtitle="The club uses them to suggest tee times and to prepare your round."
      >
        <ResourceStatus
          resource={golf}
          loadingLabel="Loading your golf preferences…"
          errorTitle="Your golf preferences could not be loaded"
        />
        {golf.status === 'ready' ? (
          <div className={styles['fw-auth-stack']}>
            {golf.data === null ? (
              <Notice tone="info" title="You have no golf preferences yet">
                Fill in what you like and save to create them.
              </Notice>
            ) : null}
            <GolfForm saved={golf.data} onSaved={golf.setData} />
          </div>
        ) : null}
      </Card>
    </ProfileLayout>
  );
}
