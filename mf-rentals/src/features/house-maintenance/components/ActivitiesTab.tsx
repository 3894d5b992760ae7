import { useId, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
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
  type DataTableColumn,
} from '@fairway/shared-ui';
import {
  MAINTENANCE_ACTIVITY_FREQUENCIES,
  MAX_MAINTENANCE_AMOUNT,
  type MaintenanceActivity,
  type MaintenanceActivityFrequency,
} from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useActivities } from '../hooks/useMaintenanceData';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountInput, amountOf, readAmount } from '../utils/money';
import { ResourceMappingDialog } from './ResourceMappingDialog';
import styles from './Maintenance.module.css';

type Editing =
  | { kind: 'activity'; activity: MaintenanceActivity | null }
  | { kind: 'resources'; activity: MaintenanceActivity };

/** ?tab=activities: services households can ask for, with what each visit takes. */
export function ActivitiesTab() {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const { canWrite } = useMaintenance();
  const activities = useActivities();
  const headingId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MaintenanceActivity | null>(null);

  const put = (saved: MaintenanceActivity) =>
    activities.setData((list) =>
      (list ?? []).some((x) => x.id === saved.id)
        ? (list ?? []).map((x) => (x.id === saved.id ? saved : x))
        : [...(list ?? []), saved],
    );

  const handleDelete = async () => {
    const activity = deleting;
    if (!activity) return;
    try {
      await maintenanceApi().activities.remove(activity.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    activities.setData((list) => (list ?? []).filter((x) => x.id !== activity.id));
    notify.success(t('deleted', { name: activity.name }));
    setDeleting(null);
  };

  const columns: DataTableColumn<MaintenanceActivity>[] = [
    { id: 'name', header: t('colName'), value: (r) => r.name, rowHeader: true, wrap: true },
    {
      id: 'frequency',
      header: t('colFrequency'),
      value: (r) => t(`frequency_${r.frequency}`),
    },
    {
      id: 'price',
      header: t('colPrice'),
      value: (r) => r.price,
      render: (r) => (r.price === null ? t('dash') : amountOf(r.price, f)),
      align: 'end',
    },
    {
      id: 'minutes',
      header: t('colMinutes'),
      value: (r) => r.estimated_minutes,
      render: (r) =>
        r.estimated_minutes === null ? t('dash') : t('minutes', { count: r.estimated_minutes }),
      align: 'end',
    },
    {
      id: 'resources',
      header: t('colResources'),
      value: (r) => r.resource_mapping.length,
      render: (r) => t('resourceCount', { count: r.resource_mapping.length }),
    },
    {
      id: 'interests',
      header: t('colOpenInterests'),
      value: (r) => r.open_interests,
      align: 'end',
    },
    {
      id: 'status',
      header: t('colStatus'),
      value: (r) => (r.is_active ? t('active') : t('inactive')),
      render: (r) => (
        <Badge tone={r.is_active ? 'success' : 'neutral'}>
          {r.is_active ? t('active') : t('inactive')}
        </Badge>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className={styles['fw-maint-tab']}>
      <h2 id={headingId}>{t('activities')}</h2>
      <DataTable
        caption={t('activities')}
        hideCaption
        columns={columns}
        rows={activities.data}
        getRowId={(r) => String(r.id)}
        loading={activities.loading}
        error={activities.status === 'error' ? t('loadError', { error: activities.error }) : null}
        onRetry={() => void activities.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={t('noActivities')}
        emptyMessage={t('noActivitiesMessage')}
        toolbar={
          canWrite ? (
            <Button onClick={() => setEditing({ kind: 'activity', activity: null })}>
              {t('addActivity')}
            </Button>
          ) : null
        }
        rowActionsLabel={t('actions')}
        rowActions={
          canWrite
            ? (r) => (
                <div className={styles['fw-maint-actions']}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('editNamed', { name: r.name })}
                    onClick={() => setEditing({ kind: 'activity', activity: r })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('editResourcesFor', { name: r.name })}
                    onClick={() => setEditing({ kind: 'resources', activity: r })}
                  >
                    {t('editResources')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('deleteNamed', { name: r.name })}
                    onClick={() => setDeleting(r)}
                  >
                    {t('delete')}
                  </Button>
                </div>
              )
            : undefined
        }
      />
      {editing?.kind === 'activity' ? (
        <ActivityDialog
          activity={editing.activity}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            put(saved);
            notify.success(t(editing.activity ? 'saved' : 'created', { name: saved.name }));
            setEditing(null);
          }}
        />
      ) : null}
      {editing?.kind === 'resources' ? (
        <ResourceMappingDialog
          activity={editing.activity}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            put(saved);
            notify.success(t('resourcesSaved', { name: saved.name }));
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTitle', { name: deleting.name }) : ''}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function ActivityDialog({
  activity,
  onClose,
  onSaved,
}: {
  activity: MaintenanceActivity | null;
  onClose: () => void;
  onSaved: (activity: MaintenanceActivity) => void;
}) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const formId = useId();
  const [name, setName] = useState(activity?.name ?? '');
  const [description, setDescription] = useState(activity?.description ?? '');
  const [frequency, setFrequency] = useState<MaintenanceActivityFrequency>(
    activity?.frequency ?? 'once',
  );
  const [minutes, setMinutes] = useState(
    activity?.estimated_minutes ? String(activity.estimated_minutes) : '',
  );
  const [price, setPrice] = useState(amountInput(activity?.price, f));
  const [active, setActive] = useState(activity?.is_active ?? true);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('nameRequired');
    const amount = readAmount(price, f, MAX_MAINTENANCE_AMOUNT);
    if (amount === 'invalid') found.price = t('amountInvalid', { example: amountInput(1500, f) });
    const mins = minutes.trim() ? Number(minutes.trim()) : null;
    if (mins !== null && (!Number.isInteger(mins) || mins < 1 || mins > 10_080))
      found.estimated_minutes = t('minutesInvalid');
    setProblems(found);
    if (Object.keys(found).length > 0 || amount === 'invalid') return;
    const body = {
      name: name.trim(),
      description: description.trim() || null,
      frequency,
      estimated_minutes: mins,
      price: amount,
      is_active: active,
    };
    setError(null);
    setSubmitting(true);
    try {
      const api = maintenanceApi().activities;
      onSaved(activity ? await api.update(activity.id, body) : await api.create(body));
    } catch (err) {
      setProblems(
        fieldErrorsOf(err, ['name', 'description', 'frequency', 'estimated_minutes', 'price']),
      );
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={activity ? t('editNamed', { name: activity.name }) : t('addActivity')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('save')}
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
        <TextField
          label={t('fieldName')}
          required
          maxLength={120}
          autoComplete="off"
          value={name}
          error={problems.name}
          onValueChange={setName}
        />
        <TextArea
          label={t('fieldDescription')}
          optionalLabel={t('optional')}
          maxLength={2000}
          rows={3}
          value={description}
          error={problems.description}
          onValueChange={setDescription}
        />
        <Select
          label={t('fieldFrequency')}
          options={MAINTENANCE_ACTIVITY_FREQUENCIES.map((fr) => ({
            value: fr,
            label: t(`frequency_${fr}`),
          }))}
          value={frequency}
          error={problems.frequency}
          onValueChange={(v) => setFrequency(v as MaintenanceActivityFrequency)}
        />
        <div className={styles['fw-maint-toolbar']}>
          <TextField
            className={styles['fw-maint-grow']}
            label={t('fieldMinutes')}
            optionalLabel={t('optional')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={minutes}
            error={problems.estimated_minutes}
            onValueChange={setMinutes}
          />
          <TextField
            className={styles['fw-maint-grow']}
            label={t('fieldPrice', { currency: f.settings.currency })}
            optionalLabel={t('optional')}
            hint={t('fieldPriceHint')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={price}
            error={problems.price}
            onValueChange={setPrice}
          />
        </div>
        <Checkbox label={t('fieldActive')} checked={active} onCheckedChange={setActive} />
      </form>
    </Dialog>
  );
}
