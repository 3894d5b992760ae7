import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  DateField,
  Dialog,
  Notice,
  Select,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  MAINTENANCE_PRIORITIES,
  MAX_MAINTENANCE_AMOUNT,
  type MaintenanceJob,
  type MaintenanceJobInput,
  type MaintenancePriority,
} from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useHouses, useMaintenanceTypes } from '../hooks/useMaintenanceData';
import { useMaintenanceParams } from '../hooks/useMaintenanceParams';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountInput, amountOf, readAmount } from '../utils/money';
import { isFinal } from '../utils/statuses';
import styles from './Maintenance.module.css';

type Values = {
  house_id: string;
  maintenance_type_id: string;
  title: string;
  description: string;
  priority: MaintenancePriority;
  billable: boolean;
  estimated_cost: string;
  scheduled_for: string;
};
type Problems = Partial<Record<keyof Values, string>>;
const FIELDS: (keyof Values)[] = [
  'house_id',
  'maintenance_type_id',
  'title',
  'description',
  'priority',
  'billable',
  'estimated_cost',
  'scheduled_for',
];

/** A new job (house, type, title, priority, billable, estimate) or the office's edit of one. */
export function JobFormDialog({ job }: { job: MaintenanceJob | null }) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const state = useMaintenance();
  const { update } = useMaintenanceParams();
  const formId = useId();
  const houses = useHouses();
  const types = useMaintenanceTypes();
  const [values, setValues] = useState<Values>({
    house_id: job ? String(job.house_id) : '',
    maintenance_type_id: job?.maintenance_type_id ? String(job.maintenance_type_id) : '',
    title: job?.title ?? '',
    description: job?.description ?? '',
    priority: job?.priority ?? 'normal',
    billable: job?.billable ?? true,
    estimated_cost: amountInput(job?.estimated_cost, f),
    scheduled_for: job?.scheduled_for ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const close = () => state.openDialog(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };
  // A finished job keeps its house, household, cost and billing (the server refuses changing them).
  const locked = job !== null && isFinal(job.status_id);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Problems = {};
    if (!values.house_id) found.house_id = t('houseRequired');
    if (!values.title.trim()) found.title = t('titleRequired');
    const estimate = readAmount(values.estimated_cost, f, MAX_MAINTENANCE_AMOUNT);
    if (estimate === 'invalid')
      found.estimated_cost = t('amountInvalid', { example: amountInput(1500, f) });
    setProblems(found);
    if (Object.keys(found).length > 0 || estimate === 'invalid') return;
    const body: MaintenanceJobInput = {
      house_id: Number(values.house_id),
      maintenance_type_id: values.maintenance_type_id ? Number(values.maintenance_type_id) : null,
      title: values.title.trim(),
      description: values.description.trim() || null,
      priority: values.priority,
      scheduled_for: values.scheduled_for || null,
      estimated_cost: estimate,
      billable: values.billable,
    };
    setError(null);
    setSubmitting(true);
    try {
      const api = maintenanceApi();
      if (job) {
        const { house_id, billable, ...rest } = body;
        const saved = await api.update(job.id, locked ? rest : { ...rest, house_id, billable });
        state.remember(saved);
        notify.success(t('jobSaved', { title: saved.title }));
      } else {
        // Left empty, the server estimates it at the type's usual cost.
        const created = await api.create(
          estimate === null ? { ...body, estimated_cost: undefined } : body,
        );
        state.markCreated(created);
        notify.success(t('jobCreated', { title: created.title, house: created.house_name }));
        update({ job: created.id });
      }
      close();
    } catch (err) {
      setProblems(fieldErrorsOf(err, FIELDS));
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  const houseOptions = (houses.data ?? []).map((h) => ({
    value: String(h.id),
    label: h.tenant_name ? `${h.name} (${h.tenant_name})` : h.name,
  }));
  const typeOptions = (types.data ?? [])
    .filter((ty) => ty.is_active || String(ty.id) === values.maintenance_type_id)
    .map((ty) => ({
      value: String(ty.id),
      label: ty.default_cost !== null ? `${ty.name} (${amountOf(ty.default_cost, f)})` : ty.name,
    }));
  const currency = f.settings.currency;

  return (
    <Dialog
      open
      onClose={close}
      title={job ? t('editJobTitle', { title: job.title }) : t('newJobTitle')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {job ? t('save') : t('createJob')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-maint-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        {houses.status === 'error' ? (
          <Notice tone="error">{t('housesError', { error: houses.error })}</Notice>
        ) : houses.status === 'ready' && houses.data.length === 0 ? (
          <Notice tone="info">{t('noHouses')}</Notice>
        ) : null}
        <Select
          label={t('fieldHouse')}
          required
          disabled={locked}
          placeholder={houses.status === 'loading' ? t('housesLoading') : t('choose')}
          options={houseOptions}
          value={values.house_id}
          error={problems.house_id}
          onValueChange={(v) => set('house_id', v)}
        />
        <Select
          label={t('fieldType')}
          optionalLabel={t('optional')}
          placeholder={t('none')}
          options={typeOptions}
          value={values.maintenance_type_id}
          error={problems.maintenance_type_id}
          onValueChange={(v) => set('maintenance_type_id', v)}
        />
        <TextField
          label={t('fieldTitle')}
          required
          maxLength={200}
          autoComplete="off"
          value={values.title}
          error={problems.title}
          onValueChange={(v) => set('title', v)}
        />
        <TextArea
          label={t('fieldDescription')}
          optionalLabel={t('optional')}
          maxLength={4000}
          rows={3}
          value={values.description}
          error={problems.description}
          onValueChange={(v) => set('description', v)}
        />
        <Select
          label={t('fieldPriority')}
          options={MAINTENANCE_PRIORITIES.map((p) => ({ value: p, label: t(`priority_${p}`) }))}
          value={values.priority}
          error={problems.priority}
          onValueChange={(v) => set('priority', v as MaintenancePriority)}
        />
        <div className={styles['fw-maint-toolbar']}>
          <TextField
            className={styles['fw-maint-grow']}
            label={t('fieldEstimated', { currency })}
            optionalLabel={t('optional')}
            hint={job ? undefined : t('fieldEstimatedHint')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={values.estimated_cost}
            error={problems.estimated_cost}
            onValueChange={(v) => set('estimated_cost', v)}
          />
          <DateField
            className={styles['fw-maint-grow']}
            label={t('fieldScheduled')}
            optionalLabel={t('optional')}
            value={values.scheduled_for}
            error={problems.scheduled_for}
            onValueChange={(v) => set('scheduled_for', v)}
          />
        </div>
        <Checkbox
          label={t('fieldBillable')}
          hint={t('fieldBillableHint')}
          disabled={locked}
          checked={values.billable}
          error={problems.billable}
          onCheckedChange={(checked) => set('billable', checked)}
        />
      </form>
    </Dialog>
  );
}
