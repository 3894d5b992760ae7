import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  PasswordField,
  Select,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  useT,
  type Resource,
} from '@fairway/shared-ui';
import {
  MAX_SENSOR_KEY_LENGTH,
  type House,
  type HouseInput,
  type HouseType,
  type HouseUpdate,
  type Tenant,
} from '@fairway/shared-api/property';
import { propertyApi } from '../../../shared/api/clients';
import { propertyMessages } from '../i18n';
import styles from './Property.module.css';

export type HouseDialogProps = {
  /** null: a new house. */
  house: House | null;
  types: Resource<HouseType[]>;
  tenants: Resource<Tenant[]>;
  onClose: () => void;
  onSaved: (house: House) => void;
};

const FIELDS = [
  'name',
  'address',
  'house_type_id',
  'tenant_id',
  'notes',
  'temperature_sensor_api_key',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * What happens to the sensor key on save: a new one typed, the one in use removed, or kept. The
 * key in use is never shown (the server answers only "••••" and its last 4 characters).
 */
type SensorChoice = 'keep' | 'replace' | 'remove';

/** Add or edit a house: name, address, type, household, notes and the write-only sensor key. */
export function HouseDialog({ house, types, tenants, onClose, onSaved }: HouseDialogProps) {
  const t = useT(propertyMessages);
  const formId = useId();
  const [values, setValues] = useState({
    name: house?.name ?? '',
    address: house?.address ?? '',
    house_type_id: house ? String(house.house_type_id) : '',
    tenant_id: house?.tenant_id ? String(house.tenant_id) : '',
    notes: house?.notes ?? '',
  });
  const [sensorKey, setSensorKey] = useState('');
  const configured = house?.has_temperature_sensor ?? false;
  const [sensor, setSensor] = useState<SensorChoice>(configured ? 'keep' : 'replace');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t('required', { field: t('name') });
    if (!values.house_type_id) found.house_type_id = t('required', { field: t('houseType') });
    setProblems(found);
    if (Object.keys(found).length) return;

    const body: HouseInput & HouseUpdate = {
      name: values.name.trim(),
      address: values.address.trim() || null,
      house_type_id: Number(values.house_type_id),
      tenant_id: values.tenant_id ? Number(values.tenant_id) : null,
      notes: values.notes.trim() || null,
    };
    const key = sensorKey.trim();
    if (sensor === 'replace' && key) body.temperature_sensor_api_key = key;
    if (sensor === 'remove' && configured) body.temperature_sensor_api_key = null;

    setError(null);
    setSubmitting(true);
    try {
      const api = propertyApi().houses;
      const saved = house ? await api.update(house.id, body) : await api.create(body);
      setSensorKey('');
      onSaved(saved);
    } catch (err) {
      setProblems(fieldErrorsOf(err, FIELDS));
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  const typeOptions = (types.data ?? []).map((ty) => ({ value: String(ty.id), label: ty.name }));
  const tenantOptions = (tenants.data ?? []).map((te) => ({
    value: String(te.id),
    label: te.name,
  }));

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={house ? t('editHouse', { name: house.name }) : t('addHouse')}
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
        {types.status === 'error' ? (
          <Notice tone="error">{`${t('typesError')}: ${types.error}`}</Notice>
        ) : null}
        {tenants.status === 'error' ? (
          <Notice tone="error">{`${t('tenantsError')}: ${tenants.error}`}</Notice>
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
        <TextField
          label={t('address')}
          optionalLabel={t('optional')}
          maxLength={300}
          autoComplete="off"
          value={values.address}
          onValueChange={set('address')}
          error={problems.address}
        />
        <Select
          label={t('houseType')}
          required
          placeholder={t('choose')}
          options={typeOptions}
          value={values.house_type_id}
          onValueChange={set('house_type_id')}
          error={problems.house_type_id}
        />
        <Select
          label={t('household')}
          optionalLabel={t('optional')}
          hint={t('householdHint')}
          placeholder={t('noHousehold')}
          options={tenantOptions}
          value={values.tenant_id}
          onValueChange={set('tenant_id')}
          error={problems.tenant_id}
        />
        <TextArea
          label={t('notes')}
          optionalLabel={t('optional')}
          maxLength={4000}
          rows={3}
          value={values.notes}
          onValueChange={set('notes')}
          error={problems.notes}
        />
        {configured ? (
          <div className={styles['fw-rentals-property-sensor']}>
            <p id={`${formId}-sensor`}>
              <strong>{t('sensorKey')}</strong>
              <br />
              {sensor === 'remove'
                ? t('sensorRemoved')
                : t('sensorConfiguredHint', { hint: house?.temperature_sensor_key_hint ?? '' })}
            </p>
            {sensor === 'keep' ? (
              <div className={styles['fw-rentals-property-actions']}>
                <Button size="sm" variant="secondary" onClick={() => setSensor('replace')}>
                  {t('sensorReplace')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setSensor('remove')}>
                  {t('sensorRemove')}
                </Button>
              </div>
            ) : (
              <div className={styles['fw-rentals-property-actions']}>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setSensor('keep');
                    setSensorKey('');
                  }}
                >
                  {sensor === 'remove' ? t('sensorUndo') : t('sensorKeep')}
                </Button>
              </div>
            )}
            {sensor === 'replace' ? (
              <PasswordField
                label={t('sensorKeyNew')}
                hint={t('sensorKeyReplaceHint')}
                autoComplete="off"
                maxLength={MAX_SENSOR_KEY_LENGTH}
                value={sensorKey}
                onValueChange={setSensorKey}
                error={problems.temperature_sensor_api_key}
              />
            ) : null}
          </div>
        ) : (
          <PasswordField
            label={t('sensorKey')}
            optionalLabel={t('optional')}
            hint={t('sensorKeyHint')}
            autoComplete="off"
            maxLength={MAX_SENSOR_KEY_LENGTH}
            value={sensorKey}
            onValueChange={setSensorKey}
            error={problems.temperature_sensor_api_key}
          />
        )}
      </form>
    </Dialog>
  );
}
