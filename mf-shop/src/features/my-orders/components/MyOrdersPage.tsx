import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  Notice,
  PageHeader,
  ResourceStatus,
  buttonClassName,
  errorText,
  money,
  notify,
  useDocumentTitle,
  useFormat,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Order } from '@fairway/shared-api/shop';
import { SECTION_NAME } from '../../../app/sections';
import { commerceApi } from '../../../shared/api/clients';
import { OrderStatusBadge } from '../../../shared/components/OrderStatusBadge';
import { newIdempotencyKey } from '../../../shared/utils/idempotency';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '../hooks/useMyOrders';
import { myOrdersMessages } from '../i18n';
import { OrderDetailsPanel } from './OrderDetailsPanel';
import styles from './MyOrders.module.css';

/** /shop/my-orders (shop:buy): the member's orders, details under `?order=ID`, pay a pending one on account. */
export function MyOrdersPage() {
  const t = useT(myOrdersMessages);
  const f = useFormat();
  useDocumentTitle(t('title'), SECTION_NAME);
  const [params, setParams] = useSearchParams();
  const [pageNumber, setPageNumber] = useState(1);
  const orders = useMyOrders(pageNumber);
  const [paying, setPaying] = useState<number | null>(null);
  const [payProblem, setPayProblem] = useState<{ id: number; text: string } | null>(null);
  const [version, setVersion] = useState(0);
  const payKeys = useRef(new Map<number, string>());

  const open = Number(params.get('order')) || null;
  const handleToggle = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open === id) next.delete('order');
        else next.set('order', String(id));
        return next;
      },
      { replace: true },
    );

  const handlePay = async (order: Order) => {
    setPaying(order.id);
    setPayProblem(null);
    const key = payKeys.current.get(order.id) ?? newIdempotencyKey();
    payKeys.current.set(order.id, key);
    try {
      const paid = await commerceApi().pay(order.id, { payment_method: 'account' }, key);
      orders.setData((current) => ({
        total: current?.total ?? 1,
        items: (current?.items ?? []).map((o) => (o.id === order.id ? paid : o)),
      }));
      setVersion((v) => v + 1);
      notify.success(t('paidToast', { id: order.id }));
    } catch (err) {
      setPayProblem({ id: order.id, text: errorText(err) });
    } finally {
      setPaying(null);
    }
  };

  const list = orders.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / MY_ORDERS_PAGE_SIZE));

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      {orders.status !== 'ready' ? (
        <ResourceStatus resource={orders} loadingLabel={t('loading')} errorTitle={t('loadError')} />
      ) : list.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          message={t('emptyMessage')}
          action={
            <Link to="/shop" className={buttonClassName('primary')}>
              {t('goShop')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className={styles['fw-shop-orders']} aria-label={t('title')}>
            {list.map((order) => {
              const expanded = open === order.id;
              const panelId = `shop-order-${order.id}`;
              return (
                <li key={order.id} className={styles['fw-shop-order']}>
                  <div className={styles['fw-shop-order-head']}>
                    <h2>{t('orderNumber', { id: order.id })}</h2>
                    <span className={styles['fw-shop-order-total']}>
                      {money(order.total, null, f)}
                    </span>
                  </div>
                  <p className={styles['fw-shop-order-meta']}>
                    <OrderStatusBadge status={order.status} />
                    <span>{t('placedOn', { date: f.dateTime(order.created_at) })}</span>
                    <span>· {t('itemCount', { count: order.item_count })}</span>
                  </p>
                  {order.status === 'pending' ? (
                    <p className={styles['fw-shop-order-meta']}>{t('pendingNote')}</p>
                  ) : null}
                  {payProblem?.id === order.id ? (
                    <Notice tone="error" title={t('payFailed', { id: order.id })}>
                      {payProblem.text}
                    </Notice>
                  ) : null}
                  <div className={styles['fw-shop-order-actions']}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={expanded}
                      aria-controls={expanded ? panelId : undefined}
                      aria-label={t(expanded ? 'hideDetailsOf' : 'showDetailsOf', { id: order.id })}
                      onClick={() => handleToggle(order.id)}
                    >
                      {t(expanded ? 'hideDetails' : 'showDetails')}
                    </Button>
                    {order.status === 'pending' ? (
                      <Button
                        size="sm"
                        aria-label={t('payOrderNamed', { id: order.id })}
                        loading={paying === order.id}
                        loadingLabel={t('paying')}
                        onClick={() => void handlePay(order)}
                      >
                        {t('payOnAccount')}
                      </Button>
                    ) : null}
                  </div>
                  {expanded ? (
                    <OrderDetailsPanel orderId={order.id} version={version} id={panelId} />
                  ) : null}
                </li>
              );
            })}
          </ul>
          {pages > 1 ? (
            <nav
              className={styles['fw-shop-pager']}
              aria-label={t('pageOf', { page: pageNumber, pages })}
            >
              <Button
                variant="secondary"
                disabled={pageNumber <= 1}
                onClick={() => setPageNumber((p) => p - 1)}
              >
                {t('newer')}
              </Button>
              <span>{t('pageOf', { page: pageNumber, pages })}</span>
              <Button
                variant="secondary"
                disabled={pageNumber >= pages}
                onClick={() => setPageNumber((p) => p + 1)}
              >
                {t('older')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
