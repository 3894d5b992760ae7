import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  RadioGroup,
  TextField,
  errorText,
  money,
  parseMoney,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  ORDER_PAYMENT_METHODS,
  newPaymentKey,
  type OrderDetails,
  type OrderPayInput,
  type OrderPayment,
  type OrderPaymentMethod,
} from '@fairway/shared-api/shop';
import { commerceApi } from '../api/clients';
import { orderMessages } from '../i18n';
import { amountDue } from '../utils/orders';
import styles from './Orders.module.css';

export type PayOrderDialogProps = {
  order: OrderDetails;
  onClose: () => void;
  onPaid: (payment: OrderPayment) => void;
};

/**
 * Takes the payment of a pending order: cash (with what is tendered), card, or the member's
 * account. A retry of the same payment sends the same Idempotency-Key, so it is paid once.
 */
export function PayOrderDialog({ order, onClose, onPaid }: PayOrderDialogProps) {
  const t = useT(orderMessages);
  const f = useFormat();
  const formId = useId();
  const currency = f.settings.currency;
  const due = amountDue(order);
  const walkIn = order.user_id === null;
  const [method, setMethod] = useState<OrderPaymentMethod>('card');
  const [tenderedText, setTenderedText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const tendered = tenderedText.trim() ? parseMoney(tenderedText, currency) : null;

  const keyFor = (body: OrderPayInput) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newPaymentKey() };
    return attempt.current.key;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (method === 'cash' && tenderedText.trim()) {
      if (tendered === null) return setFieldError(t('tenderedInvalid'));
      if (tendered < due)
        return setFieldError(t('tenderedShort', { missing: money(due - tendered, currency, f) }));
    }
    const body: OrderPayInput = {
      payment_method: method,
      ...(method === 'cash' && tendered !== null ? { tendered } : {}),
    };
    setSubmitting(true);
    setError(null);
    try {
      onPaid(await commerceApi().pay(order.id, body, keyFor(body)));
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
      title={t('payTitle', { id: order.id })}
      description={t('payDescription', { amount: money(due, currency, f) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={t('paying')}>
            {t('confirmPayment')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-shop-dialog-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <RadioGroup
          label={t('method')}
          options={ORDER_PAYMENT_METHODS.map((m) => ({
            value: m,
            label: t(`methodLabel_${m}`),
            disabled: m === 'account' && walkIn,
          }))}
          hint={walkIn ? t('accountNeedsMember') : undefined}
          value={method}
          onChange={(value) => setMethod(value as OrderPaymentMethod)}
        />
        {method === 'cash' ? (
          <>
            <TextField
              label={t('tendered')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={tenderedText}
              error={fieldError}
              onValueChange={(value) => {
                setTenderedText(value);
                setFieldError(null);
              }}
            />
            <p role="status" className={styles['fw-shop-order-heading']}>
              {tendered !== null && tendered >= due
                ? t('changeDue', { amount: money(tendered - due, currency, f) })
                : null}
            </p>
          </>
        ) : null}
      </form>
    </Dialog>
  );
}
