import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  TextField,
  errorText,
  minorUnits,
  money,
  notify,
  parseMoney,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import { rentalsApi } from '../../../shared/api/clients';
import type { EquipmentRental } from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { amountText, itemOf, memberOf, refundable } from '../../../shared/utils/rentals';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';
import styles from './Desk.module.css';

/** Giving money back: at most what was paid and not refunded yet, with a reason. */
export function RefundDialog({ rental }: { rental: EquipmentRental }) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const desk = useDesk();
  const formId = useId();
  const currency = f.settings.currency;
  const most = refundable(rental);
  const [amount, setAmount] = useState(amountText(most, minorUnits(currency)));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const names = { member: memberOf(rental, tr), item: itemOf(rental, tr) };
  const close = () => desk.openDialog(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const minor = parseMoney(amount, currency);
    const problems: { amount?: string; reason?: string } = {};
    if (minor === null || minor <= 0)
      problems.amount = t('amountInvalid', { example: money(1500, currency, f) });
    else if (minor > most) problems.amount = t('refundTooMuch', { amount: money(most, null, f) });
    if (!reason.trim()) problems.reason = t('reasonRequired');
    setErrors(problems);
    if (minor === null || problems.amount || problems.reason) return;
    setError(null);
    setSubmitting(true);
    try {
      desk.remember(await rentalsApi().refund(rental.id, minor, reason.trim()));
      notify.success(t('refunded', { amount: money(minor, currency, f), ...names }));
      close();
    } catch (err) {
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t('refundTitle', names)}
      description={t('refundDescription', { amount: money(most, null, f) })}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {tr('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('actionRefund')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-rentals-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <TextField
          label={t('amountIn', { currency })}
          required
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          onValueChange={setAmount}
        />
        <TextField
          label={t('reason')}
          required
          maxLength={500}
          value={reason}
          error={errors.reason}
          onValueChange={setReason}
        />
      </form>
    </Dialog>
  );
}
