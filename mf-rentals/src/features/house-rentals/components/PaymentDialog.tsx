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
  serverText,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  HOUSE_PAYMENT_METHODS,
  MAX_HOUSE_PAYMENT,
  type HouseBooking,
  type HousePaymentMethod,
} from '@fairway/shared-api/house-rentals';
import { houseRentalsApi } from '../../../shared/api/clients';
import { amountText } from '../../../shared/utils/rentals';
import { houseRentalsMessages } from '../i18n';
import { BookingMoney } from './BookingMoney';
import { guestOf } from './CalendarSection';
import styles from './HouseRentals.module.css';

export type PaymentDialogProps = {
  booking: HouseBooking;
  onClose: () => void;
  onPaid: (booking: HouseBooking) => void;
};

/**
 * Recording a payment towards a stay: the amount (what is due unless typed otherwise) and how.
 * The server is the judge of what is outstanding: more than that is refused with its words.
 */
export function PaymentDialog({ booking, onClose, onPaid }: PaymentDialogProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const formId = useId();
  const currency = f.settings.currency;
  const guest = guestOf(booking, t('guestFallback', { id: booking.id }));
  const [amount, setAmount] = useState(amountText(booking.amount_due, minorUnits(currency)));
  const [method, setMethod] = useState<HousePaymentMethod>('card');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const minor = parseMoney(amount, currency);
    if (minor === null || minor <= 0 || minor > MAX_HOUSE_PAYMENT) {
      setAmountError(t('paymentInvalid', { example: money(1500, currency, f) }));
      return;
    }
    setAmountError(null);
    setError(null);
    setSubmitting(true);
    try {
      const paid = await houseRentalsApi().recordPayment(booking.id, { amount: minor, method });
      notify.success(t('paymentRecorded', { amount: money(minor, currency, f), guest }));
      onPaid(paid);
    } catch (err) {
      // 409 "Only £50.00 is outstanding": the server's own words.
      setError(serverText(err) ?? errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('paymentTitle', { guest })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
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
        className={styles['fw-hr-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <BookingMoney booking={booking} />
        <TextField
          label={t('amountIn', { currency })}
          hint={t('amountDueHint', { amount: money(booking.amount_due, currency, f) })}
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
          options={HOUSE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
          value={method}
          onChange={(v) => setMethod(v as HousePaymentMethod)}
        />
      </form>
    </Dialog>
  );
}
