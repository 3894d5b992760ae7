import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Notice,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import { MAX_MAINTENANCE_AMOUNT, type MaintenanceJob } from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountInput, amountOf, readAmount } from '../utils/money';
import styles from './Maintenance.module.css';

/**
 * Resolving a job: what was done, what it cost, whether the household pays. The job becomes
 * Completed; the dialog then shows what was charged to the household, with a payment to record.
 */
export function ResolveDialog({ job }: { job: MaintenanceJob }) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const state = useMaintenance();
  const formId = useId();
  const [notes, setNotes] = useState(job.resolution_notes ?? '');
  const [cost, setCost] = useState(amountInput(job.cost ?? job.estimated_cost, f));
  const [billable, setBillable] = useState(job.billable && job.tenant_id !== null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<MaintenanceJob | null>(null);
  const close = () => state.openDialog(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const amount = readAmount(cost, f, MAX_MAINTENANCE_AMOUNT);
    if (amount === 'invalid') {
      setProblems({ cost: t('amountInvalid', { example: amountInput(1500, f) }) });
      return;
    }
    setProblems({});
    setError(null);
    setSubmitting(true);
    try {
      const resolved = await maintenanceApi().resolve(job.id, {
        resolution_notes: notes.trim() || null,
        cost: amount,
        billable,
      });
      state.remember(resolved);
      state.markMoney();
      setDone(resolved);
    } catch (err) {
      setProblems(fieldErrorsOf(err, ['cost', 'resolution_notes', 'billable']));
      setError(errorText(err));
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    const household = done.tenant_name ?? t('noHousehold');
    return (
      <Dialog
        open
        onClose={close}
        size="sm"
        title={t('resolved', { title: done.title })}
        closeLabel={t('close')}
        footer={
          <>
            {done.outstanding > 0 ? (
              <Button
                variant="secondary"
                onClick={() =>
                  state.openDialog({
                    kind: 'payment',
                    target: {
                      maintenance_id: done.id,
                      title: done.title,
                      tenant_name: done.tenant_name,
                      outstanding: done.outstanding,
                    },
                  })
                }
              >
                {t('recordPaymentNow')}
              </Button>
            ) : null}
            <Button onClick={close}>{t('done')}</Button>
          </>
        }
      >
        <div className={styles['fw-maint-details']}>
          <p className={styles['fw-maint-result']}>
            {done.charged > 0
              ? t('resolvedCharged', { amount: amountOf(done.charged, f), household })
              : t('resolvedNotCharged')}
          </p>
          <dl className={styles['fw-maint-facts']}>
            <dt>{t('factCost')}</dt>
            <dd>{done.cost === null ? t('notSet') : amountOf(done.cost, f)}</dd>
            <dt>{t('factCharged')}</dt>
            <dd>{amountOf(done.charged, f)}</dd>
            <dt>{t('factOutstanding')}</dt>
            <dd>{amountOf(done.outstanding, f)}</dd>
          </dl>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t('resolveTitle', { title: job.title })}
      description={t('resolveDescription')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('resolve')}
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
        <TextArea
          label={t('resolutionNotes')}
          optionalLabel={t('optional')}
          maxLength={4000}
          rows={3}
          value={notes}
          error={problems.resolution_notes}
          onValueChange={setNotes}
        />
        <TextField
          label={t('resolutionCost', { currency: f.settings.currency })}
          optionalLabel={t('optional')}
          hint={
            job.estimated_cost !== null
              ? t('resolutionCostHint', { amount: amountOf(job.estimated_cost, f) })
              : undefined
          }
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={cost}
          error={problems.cost}
          onValueChange={(v) => {
            setCost(v);
            setProblems({});
          }}
        />
        {job.tenant_id !== null ? (
          <Checkbox
            label={t('resolveBillable', { household: job.tenant_name ?? t('household') })}
            checked={billable}
            error={problems.billable}
            onCheckedChange={setBillable}
          />
        ) : (
          <p className={styles['fw-maint-muted']}>{t('resolveNoHousehold')}</p>
        )}
      </form>
    </Dialog>
  );
}
