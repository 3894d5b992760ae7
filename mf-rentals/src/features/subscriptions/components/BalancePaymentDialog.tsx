import { PaymentDialog, useFormat, useT } from '@fairway/shared-ui';
import {
  MAX_SUBSCRIPTION_AMOUNT,
  SUBSCRIPTION_PAYMENT_METHODS,
  type SubscriptionBalance,
} from '@fairway/shared-api/subscriptions';
import { subscriptionsApi } from '../../../shared/api/clients';
import { subscriptionsMessages } from '../i18n';
import { amountInput, amountOf } from '../utils/money';

/** A payment toward a subscription balance; the server refuses more than is outstanding (409, shown). */
export function BalancePaymentDialog({
  balance,
  onClose,
  onPaid,
}: {
  balance: SubscriptionBalance;
  onClose: () => void;
  onPaid: (balance: SubscriptionBalance) => void;
}) {
  const t = useT(subscriptionsMessages);
  const f = useFormat();

  return (
    <PaymentDialog
      title={t('paymentTitle', { name: balance.user_name ?? t('deletedAccount') })}
      description={t('paymentDescription', {
        subscription: balance.subscription_name,
        amount: amountOf(balance.outstanding, f),
      })}
      amountDue={balance.outstanding}
      maxAmount={MAX_SUBSCRIPTION_AMOUNT}
      amountLabel={t('paymentAmount', { currency: f.settings.currency })}
      amountHint={t('paymentAmountHint', { amount: amountOf(balance.outstanding, f) })}
      invalidAmountText={t('amountInvalid', { example: amountInput(2500, f) })}
      amountMaxLength={12}
      methods={SUBSCRIPTION_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
      defaultMethod="card"
      methodLabel={t('paymentMethod')}
      submitLabel={t('recordPayment')}
      onSubmit={(payment) => subscriptionsApi().updateBalance(balance.id, { payment })}
      successMessage={(saved, { amount }) =>
        t('paymentRecorded', {
          amount: amountOf(amount, f),
          name: saved.user_name ?? t('deletedAccount'),
        })
      }
      onPaid={onPaid}
      onClose={onClose}
    />
  );
}
