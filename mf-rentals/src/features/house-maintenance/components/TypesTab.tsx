import { useId, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  Dialog,
  Notice,
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
  MAX_MAINTENANCE_AMOUNT,
  type MaintenanceType,
} from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useMaintenanceTypes } from '../hooks/useMaintenanceData';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountInput, amountOf, readAmount } from '../utils/money';
import styles from './Maintenance.module.css';

/** ?tab=types: kinds of job with their usual cost. */
export function TypesTab() {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const { canWrite } = useMaintenance();
  const types = useMaintenanceTypes();
  const headingId = useId();
  const [editing, setEditing] = useState<{ type: MaintenanceType | null } | null>(null);
  const [deleting, setDeleting] = useState<MaintenanceType | null>(null);

  const put = (saved: MaintenanceType) =>
    types.setData((list) =>
      (list ?? []).some((x) => x.id === saved.id)
        ? (list ?? []).map((x) => (x.id === saved.id ? saved : x))
        : [...(list ?? []), saved],
    );

  const handleDelete = async () => {
    const type = deleting;
    if (!type) return;
    try {
      await maintenanceApi().types.remove(type.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    types.setData((list) => (list ?? []).filter((x) => x.id !== type.id));
    notify.success(t('deleted', { name: type.name }));
    setDeleting(null);
  };

  const columns: DataTableColumn<MaintenanceType>[] = [
    { id: 'name', header: t('colName'), value: (r) => r.name, rowHeader: true, wrap: true },
    {
      id: 'cost',
      header: t('colDefaultCost'),
      value: (r) => r.default_cost,
      render: (r) => (r.default_cost === null ? t('dash') : amountOf(r.default_cost, f)),
      align: 'end',
    },
    { id: 'jobs', header: t('colJobCount'), value: (r) => r.job_count, align: 'end' },
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
      <h2 id={headingId}>{t('types')}</h2>
      <DataTable
        caption={t('types')}
        hideCaption
        columns={columns}
        rows={types.data}
        getRowId={(r) => String(r.id)}
        loading={types.loading}
        error={types.status === 'error' ? t('loadError', { error: types.error }) : null}
        onRetry={() => void types.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={t('noTypes')}
        emptyMessage={t('noTypesMessage')}
        toolbar={
          canWrite ? (
            <Button onClick={() => setEditing({ type: null })}>{t('addType')}</Button>
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
                    onClick={() => setEditing({ type: r })}
                  >
                    {t('edit')}
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
      {editing ? (
        <TypeDialog
          type={editing.type}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            put(saved);
            notify.success(t(editing.type ? 'saved' : 'created', { name: saved.name }));
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

function TypeDialog({
  type,
  onClose,
  onSaved,
}: {
  type: MaintenanceType | null;
  onClose: () => void;
  onSaved: (type: MaintenanceType) => void;
}) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const formId = useId();
  const [name, setName] = useState(type?.name ?? '');
  const [description, setDescription] = useState(type?.description ?? '');
  const [cost, setCost] = useState(amountInput(type?.default_cost, f));
  const [active, setActive] = useState(type?.is_active ?? true);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('nameRequired');
    const amount = readAmount(cost, f, MAX_MAINTENANCE_AMOUNT);
    if (amount === 'invalid')
      found.default_cost = t('amountInvalid', { example: amountInput(1500, f) });
    setProblems(found);
    if (Object.keys(found).length > 0 || amount === 'invalid') return;
    const body = {
      name: name.trim(),
      description: description.trim() || null,
      default_cost: amount,
      is_active: active,
    };
    setError(null);
    setSubmitting(true);
    try {
      const api = maintenanceApi().types;
      onSaved(type ? await api.update(type.id, body) : await api.create(body));
    } catch (err) {
      setProblems(fieldErrorsOf(err, ['name', 'description', 'default_cost', 'is_active']));
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={type ? t('editNamed', { name: type.name }) : t('addType')}
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
        <TextField
          label={t('fieldDefaultCost', { currency: f.settings.currency })}
          optionalLabel={t('optional')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={cost}
          error={problems.default_cost}
          onValueChange={setCost}
        />
        <Checkbox label={t('fieldActive')} checked={active} onCheckedChange={setActive} />
      </form>
    </Dialog>
  );
}
