import { useRef } from 'react';
import {
  Button,
  Card,
  Notice,
  TextField,
  useForm,
  errorText,
  fieldErrors,
  hasStatus,
  notify,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { userUpdate, type User, type UserUpdate } from '@fairway/shared-api/users';
import { messages } from '../../../i18n/messages';
import { usersApi } from '../../../shared/api/clients';
import { focusFieldByName } from '../../../shared/utils/focus';
import { formSchema, orNull } from '../../../shared/utils/formSchema';

type Values = { email: string; first_name: string; last_name: string; phone: string };

const valuesOf = (u: User): Values => ({
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  phone: u.phone ?? '',
});
const schema = formSchema<Values, UserUpdate>(userUpdate, (v) => ({
  ...v,
  phone: orNull(v.phone),
}));

export type UserDetailsFormProps = { user: User; canWrite: boolean; onSaved: (user: User) => void };

/** Name, e-mail and phone. A new e-mail address is no longer verified (the server says so). */
export function UserDetailsForm({ user, canWrite, onSaved }: UserDetailsFormProps) {
  const t = useT(messages);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values, UserUpdate>({
    schema,
    initialValues: valuesOf(user),
    onSubmit: async (data, helpers) => {
      try {
        const saved = await usersApi().update(user.id, data);
        helpers.reset(valuesOf(saved));
        notify.success(
          saved.email !== user.email ? t('changesSavedUnverified') : t('changesSaved'),
        );
        onSaved(saved);
      } catch (err) {
        const fields = hasStatus(err, 409) ? { email: errorText(err) } : fieldErrors(err);
        const names = Object.keys(fields);
        if (names.length === 0) throw new Error(errorText(err));
        helpers.setErrors(fields);
        focusFieldByName(formRef.current, names[0]!);
      }
    },
  });

  return (
    <Card title={t('details')}>
      <form ref={formRef} className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField
          label={t('email')}
          type="email"
          required
          readOnly={!canWrite}
          spellCheck={false}
          autoComplete="off"
          {...form.register('email')}
        />
        <div className={styles['fw-ui-page-fields']}>
          <TextField
            label={t('firstName')}
            required
            readOnly={!canWrite}
            autoComplete="off"
            {...form.register('first_name')}
          />
          <TextField
            label={t('lastName')}
            required
            readOnly={!canWrite}
            autoComplete="off"
            {...form.register('last_name')}
          />
        </div>
        <TextField
          label={t('phone')}
          type="tel"
          optionalLabel={t('optional')}
          readOnly={!canWrite}
          autoComplete="off"
          {...form.register('phone')}
        />
        {canWrite ? (
          <div className={styles['fw-ui-page-actions']}>
            <Button type="submit" loading={form.submitting} loadingLabel={t('saving')}>
              {t('saveChanges')}
            </Button>
          </div>
        ) : (
          <p className={styles['fw-ui-page-muted']}>{t('usersWriteNeeded')}</p>
        )}
      </form>
    </Card>
  );
}
