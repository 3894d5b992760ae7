import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, Notice, RadioGroup, errorText, useFormat, useT } from '@fairway/shared-ui';
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type TeeTimeBooking,
} from '@fairway/shared-api/tee-sheet';
import { deskApi } from '../../../shared/api/clients';
import { money } from '../utils/grid';
import { deskMessages } from '../i18n';
import styles from './TeeSheet.module.css';

export type PaymentDialogProps = {
  booking: TeeTimeBooking;
  onClose: () => void;
  onPaid: (booking: TeeTimeBooking) => void;
};

/** Marks a booking paid at the desk: how (cash, card, the member's account); the price shown. */
export function PaymentDialog({ booking, onClose, onPaid }: PaymentDialogProps) {
  const formId = useId();
  const t = useT(deskMessages);
  const f = useFormat();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      onPaid(await deskApi().payment(booking.id, { paid: true, method }));
    } catch (err) {
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('paymentTitle', { name: booking.user_name })}
      description={t('paymentDescription', {
        time: f.time(booking.start_time),
        players: t('players', { count: booking.player_count }),
        price: booking.price
          ? money(booking.price.total_cents, booking.price.currency, f)
          : t('paymentNoPrice'),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={t('saving')}>
            {t('markPaid')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles['fw-courses-sheet-form']}
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <RadioGroup
          label={t('paymentMethod')}
          orientation="horizontal"
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
          value={method}
          onChange={(value) => setMethod(value as PaymentMethod)}
        />
      </form>
    </Dialog>
  );
}
