import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  Drawer,
  ResourceStatus,
  money,
  notify,
  useFormat,
  usePermission,
  useT,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import type { OrderDetails, OrderTransaction } from '@fairway/shared-api/shop';
import { commerceApi } from '../api/clients';
import { useOrderDetails } from '../hooks/useOrders';
import { orderMessages } from '../i18n';
import {
  STATUS_TONE,
  amountDue,
  canCancel,
  canPay,
  canRefund,
  refundable,
  statusKey,
} from '../utils/orders';
import { PayOrderDialog } from './PayOrderDialog';
import { Receipt, ReceiptActions } from './Receipt';
import { RefundDialog } from './RefundDialog';
import styles from './Orders.module.css';

export type OrderDetailsDrawerProps = {
  orderId: number;
  onClose: () => void;
  /** The order changed (paid, cancelled, refunded): the list shows it. */
  onChanged: () => void;
};

const LEDGER_KINDS = ['sale', 'cancel', 'payment', 'refund'] as const;
type LedgerKind = (typeof LEDGER_KINDS)[number];
const isLedgerKind = (kind: string): kind is LedgerKind =>
  (LEDGER_KINDS as readonly string[]).includes(kind);

/**
 * One order (?order=ID): its status, customer, items, payments and refunds, and what staff with
 * shop:write can do with it (take the payment, cancel, refund, send or print the receipt).
 */
export function OrderDetailsDrawer({ orderId, onClose, onChanged }: OrderDetailsDrawerProps) {
  const t = useT(orderMessages);
  const f = useFormat();
  const canWrite = usePermission(PERMISSIONS.shopWrite);
  const details = useOrderDetails(orderId);
  const [dialog, setDialog] = useState<'pay' | 'cancel' | 'refund' | null>(null);
  const order = details.data;
  const amount = (minor: number) => money(minor, null, f);

  const changed = (next: OrderDetails | null) => {
    setDialog(null);
    if (next) details.setData(next);
    else void details.reload();
    onChanged();
  };

  const handleCancel = async () => {
    await commerceApi().cancelOrder(orderId);
    notify.info(t('cancelled', { id: orderId }));
    changed(null);
  };

  const kindText = (row: OrderTransaction) =>
    isLedgerKind(row.kind) ? t(`kind_${row.kind}`) : t('kindOther', { kind: row.kind });
  const ledger = order?.transactions.filter((row) => row.kind !== 'sale') ?? [];

  return (
    <Drawer open onClose={onClose} size="lg" title={t('details', { id: orderId })}>
      {!order ? (
        <ResourceStatus
          resource={details}
          loadingLabel={t('detailsLoading')}
          errorTitle={t('detailsNotLoaded')}
        />
      ) : (
        <div className={styles['fw-shop-order']} aria-busy={details.loading}>
          <dl className={styles['fw-shop-order-facts']}>
            <div>
              <dt>{t('status')}</dt>
              <dd>
                <Badge tone={STATUS_TONE[order.status]}>{t(statusKey(order.status))}</Badge>
              </dd>
            </div>
            <div>
              <dt>{t('customer')}</dt>
              <dd>
                {order.user ? (
                  <>
                    <span className={styles['fw-shop-block']}>{order.user.name}</span>
                    <span className={styles['fw-shop-block']}>{order.user.email}</span>
                  </>
                ) : (
                  (order.user_name ?? t('walkIn'))
                )}
              </dd>
            </div>
            <div>
              <dt>{t('channel')}</dt>
              <dd>{order.channel === 'counter' ? t('channelCounter') : t('channelShop')}</dd>
            </div>
            <div>
              <dt>{t('date')}</dt>
              <dd>{f.dateTime(order.created_at)}</dd>
            </div>
            <div>
              <dt>{t('total')}</dt>
              <dd>{amount(order.total)}</dd>
            </div>
            <div>
              <dt>{t('paid')}</dt>
              <dd>{amount(order.paid_amount)}</dd>
            </div>
            <div>
              <dt>{t('refunded')}</dt>
              <dd>{amount(order.refunded_amount)}</dd>
            </div>
            <div>
              <dt>{canPay(order) ? t('due') : t('refundable')}</dt>
              <dd>{amount(canPay(order) ? amountDue(order) : refundable(order))}</dd>
            </div>
          </dl>
          {order.paid_at && order.payment_method ? (
            <p>
              {t('paidAt', {
                when: f.dateTime(order.paid_at),
                method: t(`method_${order.payment_method}`),
              })}
            </p>
          ) : null}
          {order.notes ? (
            <p>
              <strong>{t('notes')}:</strong> {order.notes}
            </p>
          ) : null}

          {canWrite && (canPay(order) || canCancel(order) || canRefund(order)) ? (
            <div className={styles['fw-shop-order-actions']} data-print="hide">
              {canPay(order) ? (
                <Button onClick={() => setDialog('pay')}>{t('takePayment')}</Button>
              ) : null}
              {canCancel(order) ? (
                <Button variant="danger" onClick={() => setDialog('cancel')}>
                  {t('cancelOrder')}
                </Button>
              ) : null}
              {canRefund(order) ? (
                <Button variant="secondary" onClick={() => setDialog('refund')}>
                  {t('refund')}
                </Button>
              ) : null}
            </div>
          ) : null}

          <section
            className={styles['fw-shop-order-section']}
            aria-labelledby="fw-shop-order-ledger"
          >
            <h3 id="fw-shop-order-ledger" className={styles['fw-shop-order-heading']}>
              {t('ledger')}
            </h3>
            {ledger.length === 0 ? (
              <p>{t('ledgerEmpty')}</p>
            ) : (
              <table className={styles['fw-shop-receipt-lines']}>
                <caption className={styles['fw-shop-visually-hidden']}>{t('ledger')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('what')}</th>
                    <th scope="col">{t('when')}</th>
                    <th scope="col">{t('amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        {kindText(row)}
                        {row.payment_method ? ` · ${t(`methodLabel_${row.payment_method}`)}` : ''}
                        {row.notes ? ` · ${row.notes}` : ''}
                      </th>
                      <td>{f.dateTime(row.created_at)}</td>
                      <td>{amount(row.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          {order.status === 'pending' || order.status === 'cancelled' ? null : (
            <section
              className={styles['fw-shop-order-section']}
              aria-labelledby="fw-shop-order-receipt"
            >
              <h3 id="fw-shop-order-receipt" className={styles['fw-shop-order-heading']}>
                {t('receipt')}
              </h3>
              <Receipt order={order} items={order.items} />
              {canWrite ? (
                <ReceiptActions orderId={order.id} customerEmail={order.user?.email ?? null} />
              ) : null}
            </section>
          )}
        </div>
      )}
      {order && dialog === 'pay' ? (
        <PayOrderDialog
          order={order}
          onClose={() => setDialog(null)}
          onPaid={(payment) => {
            notify.success(t('paidToast', { id: payment.id, amount: amount(payment.paid_amount) }));
            changed(null);
          }}
        />
      ) : null}
      {order && dialog === 'refund' ? (
        <RefundDialog
          order={order}
          onClose={() => setDialog(null)}
          onRefunded={(next) => {
            notify.success(
              t('refundedToast', {
                id: next.id,
                amount: amount(next.refunded_amount - order.refunded_amount),
              }),
            );
            changed(next);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        tone="danger"
        title={t('cancelTitle', { id: orderId })}
        message={t('cancelMessage')}
        confirmLabel={t('cancelOrder')}
        cancelLabel={t('keepOrder')}
        onConfirm={handleCancel}
        onCancel={() => setDialog(null)}
      />
    </Drawer>
  );
}
