import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  RadioGroup,
  TextField,
  errorText,
  fieldErrorsOf,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  MAINTENANCE_PAYMENT_METHODS,
  MAX_MAINTENANCE_AMOUNT,
  type MaintenancePaymentMethod,
} from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useMaintenance, type PaymentTarget } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountInput, amountOf, readAmount } from '../utils/money';
import styles from './Maintenance.module.css';

/**
 * A payment toward a completed job's charge. The amount starts at what is outstanding; the server
 * has the last word (a payment made elsewhere meanwhile): its 409 "Only … is outstanding" shows here.
 */
export function PaymentDialog({ target }: { target: PaymentTarget }) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const state = useMaintenance();
  const formId = useId();
  const [amount, setAmount] = useState(amountInput(target.outstanding, f));
  const [method, setMethod] = useState<MaintenancePaymentMethod>('card');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const close = () => state.openDialog(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const minor = readAmount(amount, f, MAX_MAINTENANCE_AMOUNT);
    if (minor === null || minor === 'invalid' || minor <= 0) {
      setProblems({ amount: t('amountInvalid', { example: amountInput(1500, f) }) });
      return;
    }
    setProblems({});
    setError(null);
    setSubmitting(true);
    try {
      const balance = await maintenanceApi().balances.pay(target.maintenance_id, {
        amount: minor,
        method,
        note: note.trim() || null,
      });
      state.markMoney();
      // The job's panel shows the new figures.
      try {
        state.remember(await maintenanceApi().get(target.maintenance_id));
      } catch {
        // The board keeps the old figures until it reloads; the payment itself was recorded.
      }
      notify.success(t('paymentRecorded', { amount: amountOf(minor, f), title: balance.title }));
      close();
    } catch (err) {
      setProblems(fieldErrorsOf(err, ['amount', 'method', 'note']));
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t('paymentTitle', { title: target.title })}
      description={t('paymentDescription', {
        household: target.tenant_name ?? t('noHousehold'),
        amount: amountOf(target.outstanding, f),
      })}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('recordPayment')}
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
          label={t('paymentAmount', { currency: f.settings.currency })}
          hint={t('paymentAmountHint', { amount: amountOf(target.outstanding, f) })}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={amount}
          error={problems.amount}
          onValueChange={(v) => {
            setAmount(v);
            setProblems({});
          }}
        />
        <RadioGroup
          label={t('paymentMethod')}
          orientation="horizontal"
          options={MAINTENANCE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
          value={method}
          error={problems.method}
          onChange={(v) => setMethod(v as MaintenancePaymentMethod)}
        />
        <TextField
          label={t('paymentNote')}
          optionalLabel={t('optional')}
          maxLength={500}
          autoComplete="off"
          value={note}
          error={problems.note}
          onValueChange={setNote}
        />
      </form>
    </Dialog>
  );
}
