import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Notice,
  RadioGroup,
  TextField,
  money,
  parseMoney,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { OrderPayInput, OrderPaymentMethod } from '@fairway/shared-api/shop';
import type { Customer, PayFailure } from '../hooks/useCounterSale';
import { counterMessages } from '../i18n';
import styles from './Counter.module.css';

export type PaymentPanelProps = {
  total: number;
  customer: Customer | null;
  /** The order made and waiting for its payment (after a failed payment), or null. */
  pendingOrderId: number | null;
  paying: boolean;
  failure: PayFailure | null;
  onPay: (body: OrderPayInput) => void;
  onBack: () => void;
  onCancelOrder: () => void;
  /** Charging to an account without a member: the member search is where to go. */
  onNeedMember: () => void;
};

const METHODS: readonly OrderPaymentMethod[] = ['cash', 'card', 'account'];

/**
 * Taking the payment: cash (what is tendered and the change due), card (recorded), or the
 * member's account (needs a member). Enter in the amount confirms.
 */
export function PaymentPanel({
  total,
  customer,
  pendingOrderId,
  paying,
  failure,
  onPay,
  onBack,
  onCancelOrder,
  onNeedMember,
}: PaymentPanelProps) {
  const t = useT(counterMessages);
  const f = useFormat();
  const formId = useId();
  const currency = f.settings.currency;
  const [method, setMethod] = useState<OrderPaymentMethod>('cash');
  const [tenderedText, setTenderedText] = useState('');
  const [tenderedError, setTenderedError] = useState<string | null>(null);
  const [memberError, setMemberError] = useState<string | null>(null);
  const tenderedRef = useRef<HTMLInputElement>(null);
  const methodRef = useRef<HTMLFieldSetElement>(null);

  // Opening the payment puts the cursor where the next key goes: the cash tendered.
  useEffect(() => {
    if (method === 'cash') tenderedRef.current?.focus();
    else methodRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    // Only when the panel opens.
  }, []);

  const tendered = tenderedText.trim() ? parseMoney(tenderedText, currency) : null;
  const change = tendered !== null && tendered >= total ? tendered - total : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    if (method === 'account' && !customer) {
      setMemberError(t('accountNeedsMember'));
      onNeedMember();
      return;
    }
    if (method === 'cash' && tenderedText.trim()) {
      if (tendered === null) {
        setTenderedError(t('tenderedInvalid'));
        tenderedRef.current?.focus();
        return;
      }
      if (tendered < total) {
        setTenderedError(t('tenderedShort', { missing: money(total - tendered, currency, f) }));
        tenderedRef.current?.focus();
        return;
      }
    }
    onPay({
      payment_method: method,
      ...(method === 'cash' && tendered !== null ? { tendered } : {}),
    });
  };

  return (
    <section className={styles['fw-shop-counter-payment']} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={styles['fw-shop-counter-heading']}>
        {t('paymentOf', { amount: money(total, currency, f) })}
      </h2>
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit}
        className={styles['fw-shop-counter-form']}
      >
        {failure ? (
          <Notice tone="error" role="alert" title={t('payFailed')}>
            {failure.message}
            {pendingOrderId !== null ? (
              <p className={styles['fw-shop-counter-note']}>
                {t('orderPending', { id: pendingOrderId })}
              </p>
            ) : null}
          </Notice>
        ) : null}
        <RadioGroup
          ref={methodRef}
          label={t('method')}
          options={METHODS.map((m) => ({ value: m, label: t(m) }))}
          value={method}
          onChange={(value) => {
            setMethod(value as OrderPaymentMethod);
            setMemberError(null);
          }}
          error={method === 'account' && !customer ? memberError : null}
        />
        {method === 'cash' ? (
          <div className={styles['fw-shop-counter-cash']}>
            <TextField
              ref={tenderedRef}
              label={t('tendered')}
              hint={t('tenderedHint')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={tenderedText}
              error={tenderedError}
              onValueChange={(value) => {
                setTenderedText(value);
                setTenderedError(null);
              }}
            />
            <p className={styles['fw-shop-counter-change']} role="status">
              {change !== null ? (
                <>
                  <span>{t('changeDue')}</span> <strong>{money(change, currency, f)}</strong>
                </>
              ) : null}
            </p>
          </div>
        ) : null}
        {method === 'account' ? (
          <p className={styles['fw-shop-counter-note']}>
            {customer ? t('customerIs', { name: customer.name }) : t('accountNeedsMember')}
          </p>
        ) : null}
        <div className={styles['fw-shop-counter-actions']}>
          <Button type="submit" loading={paying} loadingLabel={t('paying')}>
            {t('confirmPayment')}
          </Button>
          {pendingOrderId === null ? (
            <Button variant="secondary" onClick={onBack} disabled={paying}>
              {t('backToSale')}
            </Button>
          ) : (
            <Button variant="danger" onClick={onCancelOrder} disabled={paying}>
              {t('cancelOrder')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
