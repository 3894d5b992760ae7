import { useId, useMemo, useRef } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Notice,
  Select,
  TextArea,
  TextField,
  useForm,
  errorText,
  fieldErrors,
  notify,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { displayStore, sessionStore } from '@fairway/shared-api';
import {
  organizationCreate,
  organizationUpdate,
  type Organization,
  type OrganizationCreate,
  type OrganizationUpdate,
} from '@fairway/shared-api/organizations';
import { messages } from '../../../i18n/messages';
import { organizationsApi } from '../../../shared/api/clients';
import { focusFieldByName } from '../../../shared/utils/focus';
import { formSchema, orNull } from '../../../shared/utils/formSchema';
import { timeZoneOptions } from '../utils/timeZones';

type Values = {
  name: string;
  slug: string;
  timezone: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  is_active: boolean;
};

const EMPTY: Values = {
  name: '',
  slug: '',
  timezone: 'Europe/London',
  address: '',
  phone: '',
  email: '',
  website: '',
  is_active: true,
};

const valuesOf = (o: Organization): Values => ({
  name: o.name,
  slug: o.slug,
  timezone: o.timezone,
  address: o.address ?? '',
  phone: o.phone ?? '',
  email: o.email ?? '',
  website: o.website ?? '',
  is_active: o.is_active,
});

function toBody(v: Values): OrganizationCreate {
  return {
    name: v.name,
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    timezone: v.timezone,
    address: orNull(v.address),
    phone: orNull(v.phone),
    email: orNull(v.email),
    website: orNull(v.website),
    is_active: v.is_active,
  };
}

const createSchema = formSchema<Values, OrganizationCreate>(organizationCreate, toBody);
const updateSchema = formSchema<Values, OrganizationUpdate>(organizationUpdate, toBody);

export type OrganizationDialogProps = {
  /** The organization to edit; null creates one. */
  organization: Organization | null;
  onClose: () => void;
  onSaved: (organization: Organization) => void;
};

/** Create or edit an organization: name, slug, time zone and contact details. */
export function OrganizationDialog({ organization, onClose, onSaved }: OrganizationDialogProps) {
  const t = useT(messages);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editing = organization !== null;
  const form = useForm<Values, OrganizationCreate | OrganizationUpdate>({
    schema: editing ? updateSchema : createSchema,
    initialValues: organization ? valuesOf(organization) : EMPTY,
    onSubmit: async (data, helpers) => {
      try {
        const saved = organization
          ? await organizationsApi().update(organization.id, data)
          : await organizationsApi().create(data as OrganizationCreate);
        // The club's own time zone moves every time the portal shows, without a reload.
        if (saved.id === sessionStore.getState().user?.organization_id)
          displayStore.getState().setClub({ time_zone: saved.timezone });
        notify.success(
          t(editing ? 'organizationSaved' : 'organizationCreated', { name: saved.name }),
        );
        onSaved(saved);
      } catch (err) {
        // The client raises the spec's text ('Failed to create organization'); the server's reasons follow.
        const fields = fieldErrors(err);
        const names = Object.keys(fields);
        if (names.length > 0) {
          helpers.setErrors(fields);
          focusFieldByName(formRef.current, names[0]!);
        }
        throw new Error(errorText(err));
      }
    },
  });
  const zones = useMemo(() => timeZoneOptions(form.values.timezone), [form.values.timezone]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={organization ? t('editNamed', { name: organization.name }) : t('newOrganization')}
      description={editing ? undefined : t('newOrganizationDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('saving')}>
            {editing ? t('saveOrganization') : t('createOrganization')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField label={t('name')} required autoComplete="off" {...form.register('name')} />
        <TextField
          label={t('slug')}
          optionalLabel={editing ? undefined : t('optional')}
          required={editing}
          spellCheck={false}
          autoComplete="off"
          hint={editing ? t('slugHintEdit') : t('slugHintNew')}
          {...form.register('slug')}
        />
        <Select
          label={t('timeZone')}
          required
          hint={t('timeZoneHint')}
          options={zones}
          {...form.register('timezone')}
        />
        <TextArea
          label={t('address')}
          optionalLabel={t('optional')}
          rows={2}
          maxLength={300}
          {...form.register('address')}
        />
        <div className={styles['fw-ui-page-fields']}>
          <TextField
            label={t('phone')}
            type="tel"
            optionalLabel={t('optional')}
            autoComplete="off"
            {...form.register('phone')}
          />
          <TextField
            label={t('email')}
            type="email"
            optionalLabel={t('optional')}
            autoComplete="off"
            spellCheck={false}
            {...form.register('email')}
          />
        </div>
        <TextField
          label={t('website')}
          type="url"
          optionalLabel={t('optional')}
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          {...form.register('website')}
        />
        <Checkbox
          label={t('organizationActive')}
          hint={t('organizationActiveHint')}
          {...form.registerCheckbox('is_active')}
        />
      </form>
    </Dialog>
  );
}
