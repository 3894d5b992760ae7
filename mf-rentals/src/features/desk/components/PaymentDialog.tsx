import { PaymentDialog as SharedPaymentDialog, money, useFormat, useT } from '@fairway/shared-ui';
import { rentalsApi } from '../../../shared/api/clients';
import { RENTAL_PAYMENT_METHODS, type EquipmentRental } from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { itemOf, memberOf } from '../../../shared/utils/rentals';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';
import { MoneySummary } from './MoneySummary';

/** Taking money for a rental: the amount (what is due, unless typed otherwise) and how. */
export function PaymentDialog({ rental }: { rental: EquipmentRental }) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const desk = useDesk();
  const currency = f.settings.currency;
  const names = { member: memberOf(rental, tr), item: itemOf(rental, tr) };
  const close = () => desk.openDialog(null);

  return (
    <SharedPaymentDialog
      title={t('paymentTitle', names)}
      summary={<MoneySummary rental={rental} />}
      amountDue={rental.amount_due}
      maxAmount={rental.amount_due}
      amountLabel={t('amountIn', { currency })}
      amountHint={t('amountHint', { amount: money(rental.amount_due, currency, f) })}
      invalidAmountText={t('amountInvalid', { example: money(1500, currency, f) })}
      amountTooHighText={t('amountOverDue', { amount: money(rental.amount_due, currency, f) })}
      methods={RENTAL_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
      defaultMethod="card"
      methodLabel={t('paymentMethod')}
      submitLabel={t('actionPayment')}
      onSubmit={async ({ amount, method }) => {
        const paid = await rentalsApi().pay(rental.id, amount, method);
        desk.remember(paid);
        return paid;
      }}
      successMessage={(_, { amount }) =>
        t('paymentTaken', { amount: money(amount, currency, f), ...names })
      }
      onPaid={close}
      onClose={close}
    />
  );
}
