import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  RadioGroup,
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
import {
  RENTAL_PAYMENT_METHODS,
  type EquipmentRental,
  type RentalPaymentMethod,
} from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { amountText, itemOf, memberOf } from '../../../shared/utils/rentals';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';
import { MoneySummary } from './MoneySummary';
import styles from './Desk.module.css';

/** Taking money for a rental: the amount (what is due, unless typed otherwise) and how. */
export function PaymentDialog({ rental }: { rental: EquipmentRental }) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const desk = useDesk();
  const formId = useId();
  const currency = f.settings.currency;
  const [amount, setAmount] = useState(amountText(rental.amount_due, minorUnits(currency)));
  const [method, setMethod] = useState<RentalPaymentMethod>('card');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const names = { member: memberOf(rental, tr), item: itemOf(rental, tr) };
  const close = () => desk.openDialog(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const minor = parseMoney(amount, currency);
    if (minor === null || minor <= 0) {
      setAmountError(t('amountInvalid', { example: money(1500, currency, f) }));
      return;
    }
    if (minor > rental.amount_due) {
      setAmountError(t('amountOverDue', { amount: money(rental.amount_due, currency, f) }));
      return;
    }
    setAmountError(null);
    setError(null);
    setSubmitting(true);
    try {
      const paid = await rentalsApi().pay(rental.id, minor, method);
      desk.remember(paid);
      notify.success(t('paymentTaken', { amount: money(minor, currency, f), ...names }));
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
      title={t('paymentTitle', names)}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {tr('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('actionPayment')}
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
        <MoneySummary rental={rental} />
        <TextField
          label={t('amountIn', { currency })}
          hint={t('amountHint', { amount: money(rental.amount_due, currency, f) })}
          required
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={amountError}
          onValueChange={(v) => {
            setAmount(v);
            setAmountError(null);
          }}
        />
        <RadioGroup
          label={t('paymentMethod')}
          orientation="horizontal"
          options={RENTAL_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
          value={method}
          onChange={(v) => setMethod(v as RentalPaymentMethod)}
        />
      </form>
    </Dialog>
  );
}
