import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { featuresStore } from '@fairway/shared-api';
import type { Order, OrderItem } from '@fairway/shared-api/shop';
import { Button, TextField, errorText, money, notify, useFormat, useT } from '@fairway/shared-ui';
import { commerceApi } from '../api/clients';
import { orderMessages } from '../i18n';
import styles from './Orders.module.css';

/** Printing prints the receipt only: everything else on the page is hidden while it prints. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print='hide'] { display: none !important; }
}`;

export type ReceiptProps = {
  order: Order;
  items: readonly OrderItem[];
  /** Cash handed over and the change given (the counter's payment), when known. */
  tendered?: number | null;
  change?: number | null;
};

/** What the customer takes away: the club, the order, its lines, the total and how it was paid. */
export function Receipt({ order, items, tendered, change }: ReceiptProps) {
  const t = useT(orderMessages);
  const f = useFormat();
  const titleId = useId();
  const siteName = useStore(featuresStore, (s) => s.siteName);
  const amount = (minor: number) => money(minor, null, f);
  return (
    <article className={styles['fw-shop-receipt']} aria-labelledby={titleId} data-print-area="">
      <style>{PRINT_CSS}</style>
      <header className={styles['fw-shop-receipt-header']}>
        <p className={styles['fw-shop-receipt-club']}>{siteName}</p>
        <h2 id={titleId} className={styles['fw-shop-receipt-title']}>
          {t('receiptOf', { id: order.id })}
        </h2>
        <p>{f.dateTime(order.paid_at ?? order.created_at)}</p>
        <p>{order.user_name ?? t('walkIn')}</p>
      </header>
      <table className={styles['fw-shop-receipt-lines']}>
        <caption className={styles['fw-shop-visually-hidden']}>{t('lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('item')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.item_name}
                <span className={styles['fw-shop-receipt-unit']}> × {amount(line.unit_price)}</span>
              </th>
              <td>{f.number(line.quantity)}</td>
              <td>{amount(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles['fw-shop-receipt-totals']}>
        <div>
          <dt>{t('receiptTotal')}</dt>
          <dd>{amount(order.total)}</dd>
        </div>
        {order.payment_method ? (
          <div>
            <dt>{t('receiptPaidBy', { method: t(`method_${order.payment_method}`) })}</dt>
            <dd>{amount(order.paid_amount)}</dd>
          </div>
        ) : null}
        {tendered !== null && tendered !== undefined ? (
          <div>
            <dt>{t('receiptTendered')}</dt>
            <dd>{amount(tendered)}</dd>
          </div>
        ) : null}
        {change !== null && change !== undefined ? (
          <div>
            <dt>{t('receiptChange')}</dt>
            <dd>{amount(change)}</dd>
          </div>
        ) : null}
        {order.refunded_amount > 0 ? (
          <div>
            <dt>{t('receiptRefunded')}</dt>
            <dd>{amount(order.refunded_amount)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles['fw-shop-receipt-thanks']}>{t('receiptThanks')}</p>
    </article>
  );
}

export type ReceiptActionsProps = {
  orderId: number;
  /** The customer's e-mail (a member's order); null: a walk-in, so the address is asked for. */
  customerEmail: string | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Print" and "E-mail receipt" (to the customer, or to an address typed for a walk-in). */
export function ReceiptActions({ orderId, customerEmail }: ReceiptActionsProps) {
  const t = useT(orderMessages);
  const formId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (to: string | null) => {
    setSending(true);
    setError(null);
    try {
      const queued = await commerceApi().sendReceipt(orderId, to ? { email: to } : {});
      notify.success(t('receiptSent', { email: queued.email }));
    } catch (err) {
      setError(`${t('receiptNotSent')}: ${errorText(err)}`);
    } finally {
      setSending(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const to = email.trim();
    if (!EMAIL.test(to)) {
      setError(t('emailInvalid'));
      return;
    }
    void send(to);
  };

  return (
    <div className={styles['fw-shop-receipt-actions']} data-print="hide">
      <Button variant="secondary" onClick={() => window.print()}>
        {t('print')}
      </Button>
      {customerEmail ? (
        <>
          <Button
            variant="secondary"
            loading={sending}
            loadingLabel={t('sending')}
            onClick={() => void send(null)}
          >
            {t('emailToCustomer', { email: customerEmail })}
          </Button>
          {error ? (
            <p role="alert" className={styles['fw-shop-error-text']}>
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={handleSubmit}
          className={styles['fw-shop-receipt-email']}
        >
          <TextField
            label={t('emailTo')}
            type="email"
            autoComplete="off"
            maxLength={254}
            value={email}
            error={error}
            onValueChange={(value) => {
              setEmail(value);
              setError(null);
            }}
          />
          <Button type="submit" variant="secondary" loading={sending} loadingLabel={t('sending')}>
            {t('emailReceipt')}
          </Button>
        </form>
      )}
    </div>
  );
}
