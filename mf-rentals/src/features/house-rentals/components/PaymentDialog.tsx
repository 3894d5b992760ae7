import {
  PaymentDialog as SharedPaymentDialog,
  errorText,
  money,
  serverText,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  HOUSE_PAYMENT_METHODS,
  MAX_HOUSE_PAYMENT,
  type HouseBooking,
} from '@fairway/shared-api/house-rentals';
import { houseRentalsApi } from '../../../shared/api/clients';
import { houseRentalsMessages } from '../i18n';
import { BookingMoney } from './BookingMoney';
import { guestOf } from './CalendarSection';

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
  const currency = f.settings.currency;
  const guest = guestOf(booking, t('guestFallback', { id: booking.id }));

  return (
    <SharedPaymentDialog
      title={t('paymentTitle', { guest })}
      summary={<BookingMoney booking={booking} />}
      amountDue={booking.amount_due}
      maxAmount={MAX_HOUSE_PAYMENT}
      amountLabel={t('amountIn', { currency })}
      amountHint={t('amountDueHint', { amount: money(booking.amount_due, currency, f) })}
      invalidAmountText={t('paymentInvalid', { example: money(1500, currency, f) })}
      methods={HOUSE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
      defaultMethod="card"
      methodLabel={t('paymentMethod')}
      submitLabel={t('recordPayment')}
      // 409 "Only £50.00 is outstanding": the server's own words.
      failureText={(err) => serverText(err) ?? errorText(err)}
      onSubmit={(payment) => houseRentalsApi().recordPayment(booking.id, payment)}
      successMessage={(_, { amount }) =>
        t('paymentRecorded', { amount: money(amount, currency, f), guest })
      }
      onPaid={onPaid}
      onClose={onClose}
    />
  );
}
