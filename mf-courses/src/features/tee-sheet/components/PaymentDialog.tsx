import { PaymentDialog as SharedPaymentDialog, useFormat, useT } from '@fairway/shared-ui';
import { PAYMENT_METHODS, type TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { deskApi } from '../../../shared/api/clients';
import { money } from '../utils/grid';
import { deskMessages } from '../i18n';

export type PaymentDialogProps = {
  booking: TeeTimeBooking;
  onClose: () => void;
  onPaid: (booking: TeeTimeBooking) => void;
};

/** Marks a booking paid at the desk: how (cash, card, the member's account); the price shown. */
export function PaymentDialog({ booking, onClose, onPaid }: PaymentDialogProps) {
  const t = useT(deskMessages);
  const f = useFormat();
  return (
    <SharedPaymentDialog
      title={t('paymentTitle', { name: booking.user_name })}
      description={t('paymentDescription', {
        time: f.time(booking.start_time),
        players: t('players', { count: booking.player_count }),
        price: booking.price
          ? money(booking.price.total_cents, booking.price.currency, f)
          : t('paymentNoPrice'),
      })}
      methods={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
      defaultMethod="card"
      methodLabel={t('paymentMethod')}
      submitLabel={t('markPaid')}
      submitLoadingLabel={t('saving')}
      onSubmit={({ method }) => deskApi().payment(booking.id, { paid: true, method })}
      onPaid={onPaid}
      onClose={onClose}
    />
  );
}
