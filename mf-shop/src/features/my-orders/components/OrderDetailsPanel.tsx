import { ResourceStatus, money, useFormat, useT } from '@fairway/shared-ui';
import { usePaymentMethodName } from '../../../shared/components/OrderStatusBadge';
import { useOrderDetails } from '../hooks/useMyOrders';
import { myOrdersMessages } from '../i18n';
import styles from './MyOrders.module.css';

export type OrderDetailsPanelProps = {
  orderId: number;
  /** Bumped after a payment so the ledger rows load again. */
  version: number;
  id: string;
};

/** An order's lines, payments and refunds. */
export function OrderDetailsPanel({ orderId, version, id }: OrderDetailsPanelProps) {
  const t = useT(myOrdersMessages);
  const f = useFormat();
  const methodName = usePaymentMethodName();
  const details = useOrderDetails(orderId, version);

  if (details.status !== 'ready') {
    return (
      <div id={id} className={styles['fw-shop-order-details']}>
        <ResourceStatus
          resource={details}
          loadingLabel={t('loadingDetails')}
          errorTitle={t('detailsError')}
        />
      </div>
    );
  }
  const order = details.data;
  const payments = order.transactions.filter((x) => x.kind === 'payment');
  const refunds = order.transactions.filter((x) => x.kind === 'refund');

  return (
    <div id={id} className={styles['fw-shop-order-details']}>
      <h3>{t('items')}</h3>
      <table className={styles['fw-shop-order-table']} aria-label={t('items')}>
        <thead>
          <tr>
            <th scope="col">{t('item')}</th>
            <th scope="col" className={styles['fw-shop-num']}>
              {t('quantity')}
            </th>
            <th scope="col" className={styles['fw-shop-num']}>
              {t('unitPrice')}
            </th>
            <th scope="col" className={styles['fw-shop-num']}>
              {t('lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.item_name}
                {line.refunded_quantity > 0 ? (
                  <> ({t('refundedUnits', { count: line.refunded_quantity })})</>
                ) : null}
              </th>
              <td className={styles['fw-shop-num']}>{f.number(line.quantity)}</td>
              <td className={styles['fw-shop-num']}>{money(line.unit_price, null, f)}</td>
              <td className={styles['fw-shop-num']}>{money(line.line_total, null, f)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('payments')}</h3>
      {payments.length === 0 ? (
        <p>{t('noPayments')}</p>
      ) : (
        <ul className={styles['fw-shop-order-list']}>
          {payments.map((p) => (
            <li key={p.id}>
              {t('paymentLine', {
                amount: money(p.amount, null, f),
                method: methodName(p.payment_method),
                date: f.dateTime(p.created_at),
              })}
            </li>
          ))}
        </ul>
      )}
      {refunds.length > 0 ? (
        <>
          <h3>{t('refunds')}</h3>
          <ul className={styles['fw-shop-order-list']}>
            {refunds.map((r) => (
              <li key={r.id}>
                {t('refundLine', {
                  amount: money(Math.abs(r.amount), null, f),
                  date: f.dateTime(r.created_at),
                })}
                {r.notes ? ` · ${r.notes}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
