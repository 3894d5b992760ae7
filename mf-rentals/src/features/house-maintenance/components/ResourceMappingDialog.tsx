import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  Select,
  TextField,
  errorText,
  fieldProblems,
  useT,
} from '@fairway/shared-ui';
import {
  MAINTENANCE_RESOURCE_TYPES,
  MAX_MAINTENANCE_RESOURCES,
  type MaintenanceActivity,
  type MaintenanceResource,
  type MaintenanceResourceType,
} from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { maintenanceMessages } from '../i18n';
import styles from './Maintenance.module.css';

type Row = { key: number; resource_type: MaintenanceResourceType; name: string; quantity: string };
type RowProblems = { name?: string; quantity?: string; resource_type?: string };

/**
 * The resource mapping editor: rows of type, name and quantity (at most 50); saving replaces the
 * activity's whole list (PUT /maintenance-activities/{id}/resource-mapping).
 */
export function ResourceMappingDialog({
  activity,
  onClose,
  onSaved,
}: {
  activity: MaintenanceActivity;
  onClose: () => void;
  onSaved: (activity: MaintenanceActivity) => void;
}) {
  const t = useT(maintenanceMessages);
  const formId = useId();
  const nextKey = useRef(activity.resource_mapping.length);
  const [rows, setRows] = useState<Row[]>(() =>
    activity.resource_mapping.map((r, i) => ({
      key: i,
      resource_type: r.resource_type,
      name: r.name,
      quantity: String(r.quantity),
    })),
  );
  const [problems, setProblems] = useState<Record<number, RowProblems>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  const change = (key: number, patch: Partial<Row>) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setProblems((p) => ({ ...p, [key]: {} }));
  };
  const handleAdd = () => {
    const key = nextKey.current++;
    setRows((all) => [...all, { key, resource_type: 'staff', name: '', quantity: '1' }]);
    // The new row's first field gets focus once it is drawn.
    requestAnimationFrame(() => {
      const selects = listRef.current?.querySelectorAll('select');
      selects?.[selects.length - 1]?.focus();
    });
  };
  const handleRemove = (key: number) => setRows((all) => all.filter((r) => r.key !== key));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Record<number, RowProblems> = {};
    const body: MaintenanceResource[] = [];
    for (const row of rows) {
      const quantity = Number(row.quantity.trim());
      const p: RowProblems = {};
      if (!row.name.trim()) p.name = t('nameRequired');
      if (!/^\d+$/.test(row.quantity.trim()) || quantity < 1 || quantity > 10_000)
        p.quantity = t('quantityInvalid');
      if (p.name || p.quantity) found[row.key] = p;
      body.push({ resource_type: row.resource_type, name: row.name.trim(), quantity });
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setError(null);
    setSubmitting(true);
    try {
      onSaved(await maintenanceApi().activities.setResources(activity.id, body));
    } catch (err) {
      // 'body.resource_mapping.2.name' → the third row's name.
      const byRow: Record<number, RowProblems> = {};
      for (const p of fieldProblems(err)) {
        const m = /resource_mapping\.(\d+)\.(resource_type|name|quantity)/.exec(p.field);
        const row = m ? rows[Number(m[1])] : undefined;
        if (m && row)
          byRow[row.key] = { ...byRow[row.key], [m[2] as keyof RowProblems]: p.message };
      }
      setProblems(byRow);
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('resourcesTitle', { name: activity.name })}
      description={t('resourcesDescription')}
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
        {rows.length === 0 ? <p className={styles['fw-maint-muted']}>{t('noResources')}</p> : null}
        <ul ref={listRef} className={styles['fw-maint-resources']}>
          {rows.map((row, index) => {
            const n = index + 1;
            const p = problems[row.key] ?? {};
            return (
              <li key={row.key}>
                <fieldset className={styles['fw-maint-resource']}>
                  <legend className={styles['fw-maint-legend']}>{t('resourceRow', { n })}</legend>
                  <Select
                    label={t('resourceType')}
                    options={MAINTENANCE_RESOURCE_TYPES.map((ty) => ({
                      value: ty,
                      label: t(`resource_${ty}`),
                    }))}
                    value={row.resource_type}
                    error={p.resource_type}
                    onValueChange={(v) =>
                      change(row.key, { resource_type: v as MaintenanceResourceType })
                    }
                  />
                  <TextField
                    label={t('resourceName')}
                    required
                    maxLength={120}
                    autoComplete="off"
                    value={row.name}
                    error={p.name}
                    onValueChange={(v) => change(row.key, { name: v })}
                  />
                  <TextField
                    label={t('resourceQuantity')}
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={5}
                    value={row.quantity}
                    error={p.quantity}
                    onValueChange={(v) => change(row.key, { quantity: v })}
                  />
                  <Button
                    variant="ghost"
                    aria-label={t('removeResource', { n })}
                    onClick={() => handleRemove(row.key)}
                  >
                    {t('delete')}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ul>
        <div className={styles['fw-maint-actions']}>
          <Button
            variant="secondary"
            disabled={rows.length >= MAX_MAINTENANCE_RESOURCES}
            onClick={handleAdd}
          >
            {t('addResource')}
          </Button>
          {rows.length >= MAX_MAINTENANCE_RESOURCES ? (
            <p className={styles['fw-maint-muted']}>
              {t('resourcesMax', { count: MAX_MAINTENANCE_RESOURCES })}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
