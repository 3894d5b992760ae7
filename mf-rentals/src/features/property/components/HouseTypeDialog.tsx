import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  useT,
} from '@fairway/shared-ui';
import type { HouseType, HouseTypeInput } from '@fairway/shared-api/property';
import { propertyApi } from '../../../shared/api/clients';
import { propertyMessages } from '../i18n';
import styles from './Property.module.css';

const FIELDS = ['name', 'description', 'bedrooms', 'bathrooms', 'max_guests'] as const;
type Field = (typeof FIELDS)[number];
/** The bounds the contract sets on each count. */
const COUNTS = { bedrooms: [0, 50], bathrooms: [0, 50], max_guests: [1, 100] } as const;

/** Add a house type: name, description, bedrooms, bathrooms and how many it sleeps. */
export function HouseTypeDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (type: HouseType) => void;
}) {
  const t = useT(propertyMessages);
  const formId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    description: '',
    bedrooms: '',
    bathrooms: '',
    max_guests: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t('required', { field: t('name') });
    const counts: Partial<Record<keyof typeof COUNTS, number | null>> = {};
    for (const key of Object.keys(COUNTS) as (keyof typeof COUNTS)[]) {
      const text = values[key].trim();
      const [min, max] = COUNTS[key];
      const n = Number(text);
      if (!text) counts[key] = null;
      else if (!/^\d+$/.test(text) || n < min || n > max)
        found[key] = t('wholeNumber', { min, max });
      else counts[key] = n;
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    const body: HouseTypeInput = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      ...counts,
    };
    setError(null);
    setSubmitting(true);
    try {
      onSaved(await propertyApi().houseTypes.create(body));
    } catch (err) {
      setProblems(fieldErrorsOf(err, FIELDS));
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  const count = (name: keyof typeof COUNTS, label: string) => (
    <TextField
      label={label}
      optionalLabel={t('optional')}
      inputMode="numeric"
      maxLength={3}
      autoComplete="off"
      value={values[name]}
      onValueChange={set(name)}
      error={problems[name]}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={t('addType')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={t('saving')}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-rentals-property-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <TextField
          label={t('name')}
          required
          maxLength={120}
          autoComplete="off"
          value={values.name}
          onValueChange={set('name')}
          error={problems.name}
        />
        {count('bedrooms', t('bedrooms'))}
        {count('bathrooms', t('bathrooms'))}
        {count('max_guests', t('maxGuests'))}
        <TextArea
          label={t('typeDescription')}
          optionalLabel={t('optional')}
          maxLength={2000}
          rows={3}
          value={values.description}
          onValueChange={set('description')}
          error={problems.description}
        />
      </form>
    </Dialog>
  );
}
