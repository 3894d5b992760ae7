import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  RadioGroup,
  TextField,
  errorText,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  MAX_SUBSCRIPTION_AMOUNT,
  SUBSCRIPTION_PAYMENT_METHODS,
  type SubscriptionBalance,
  type SubscriptionPaymentMethod,
} from '@fairway/shared-api/subscriptions';
import { subscriptionsApi } from '../../../shared/api/clients';
import { subscriptionsMessages } from '../i18n';
import { amountInput, amountOf, readAmount } from '../utils/money';
import styles from './Subscriptions.module.css';

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
  const formId = useId();
  const [amount, setAmount] = useState(amountInput(balance.outstanding, f));
  const [method, setMethod] = useState<SubscriptionPaymentMethod>('card');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const minor = readAmount(amount, f, MAX_SUBSCRIPTION_AMOUNT);
    if (minor === null || minor === 'invalid' || minor <= 0) {
      setAmountError(t('amountInvalid', { example: amountInput(2500, f) }));
      return;
    }
    setAmountError(null);
    setError(null);
    setSubmitting(true);
    try {
      const saved = await subscriptionsApi().updateBalance(balance.id, {
        payment: { amount: minor, method },
      });
      notify.success(
        t('paymentRecorded', {
          amount: amountOf(minor, f),
          name: saved.user_name ?? t('deletedAccount'),
        }),
      );
      onPaid(saved);
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
      title={t('paymentTitle', { name: balance.user_name ?? t('deletedAccount') })}
      description={t('paymentDescription', {
        subscription: balance.subscription_name,
        amount: amountOf(balance.outstanding, f),
      })}
      closeLabel={t('close')}
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
        className={styles['fw-subs-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <TextField
          label={t('paymentAmount', { currency: f.settings.currency })}
          hint={t('paymentAmountHint', { amount: amountOf(balance.outstanding, f) })}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
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
          options={SUBSCRIPTION_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
          value={method}
          onChange={(v) => setMethod(v as SubscriptionPaymentMethod)}
        />
      </form>
    </Dialog>
  );
}
