import { useRef, useState } from 'react';
import type { CurrentUser } from '@fairway/shared-api';
import type { Profile, ProfileUpdate } from '@fairway/shared-api/users';
import {
  Button,
  DateField,
  TextArea,
  TextField,
  useForm,
  failureMessage,
  fieldErrorsOf,
  reportFailure,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { FormError } from '../../../shared/components/FormError';
import { profileStyles as styles } from '../../../shared/components/ProfileLayout';
import { focusFirstInvalid, useFocusAfterRender } from '../../../shared/hooks/useFocusAfterRender';
import { saveProfile } from '../api/profile';
import {
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  profileSchema,
  profileValues,
  type ProfileValues,
} from '../utils/validation';

export type ProfileFormProps = {
  /** The saved profile, or null when there is none yet (saving creates it). */
  profile: Profile | null;
  user: CurrentUser;
  onSaved: (profile: Profile) => void;
};

/** Names, phone, date of birth, address and bio; every field but the names is optional. */
export function ProfileForm({ profile, user, onSaved }: ProfileFormProps) {
  const t = useT(messages);
  const f = useFormat();
  const [current, setCurrent] = useState(profile);
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = useFocusAfterRender();
  const today = f.today();

  const form = useForm<ProfileValues, ProfileUpdate>({
    schema: profileSchema,
    initialValues: profileValues(profile, user),
    onSubmit: async (body, helpers) => {
      try {
        const saved = await saveProfile(current, body);
        setCurrent(saved);
        helpers.reset(profileValues(saved, user));
        notify(current ? t('profileSaved') : t('profileCreated'), 'success');
        onSaved(saved);
      } catch (err) {
        const fields = fieldErrorsOf(err, PROFILE_FIELDS);
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
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={PROFILE_LIMITS.first_name}
          {...form.register('first_name')}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={PROFILE_LIMITS.last_name}
          {...form.register('last_name')}
        />
        <TextField
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('phoneHint')}
          {...form.register('phone')}
        />
        <DateField
          label={t('dateOfBirth')}
          autoComplete="bday"
          max={today}
          {...form.register('date_of_birth')}
        />
        <TextField
          label={t('address')}
          autoComplete="street-address"
          maxLength={PROFILE_LIMITS.address}
          className={styles['fw-auth-field-wide']}
          {...form.register('address')}
        />
        <TextField
          label={t('postalCode')}
          autoComplete="postal-code"
          maxLength={PROFILE_LIMITS.postal_code}
          {...form.register('postal_code')}
        />
        <TextField
          label={t('city')}
          autoComplete="address-level2"
          maxLength={PROFILE_LIMITS.city}
          {...form.register('city')}
        />
        <TextField
          label={t('country')}
          autoComplete="country-name"
          maxLength={PROFILE_LIMITS.country}
          {...form.register('country')}
        />
        <TextArea
          label={t('aboutYou')}
          hint={t('aboutYouHint')}
          maxLength={PROFILE_LIMITS.bio}
          rows={4}
          className={styles['fw-auth-field-wide']}
          {...form.register('bio')}
        />
      </div>
      <div className={styles['fw-auth-actions']}>
        <Button type="submit" loading={form.submitting} loadingLabel={t('saving')}>
          {current ? t('saveProfile') : t('createProfile')}
        </Button>
      </div>
    </form>
  );
}
