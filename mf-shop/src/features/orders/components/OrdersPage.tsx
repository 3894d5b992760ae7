import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Badge,
  DataTable,
  LiveMessage,
  PageHeader,
  Select,
  TextField,
  money,
  pageStyles,
  useDocumentTitle,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import { ORDER_STATUSES, type Order } from '@fairway/shared-api/shop';
import { SECTION_NAME } from '../../../app/sections';
import { useOrders } from '../hooks/useOrders';
import { orderMessages } from '../i18n';
import { STATUS_TONE, isOrderStatus, statusKey } from '../utils/orders';
import { PAGE_SIZES, ordersFromParams, ordersParams, type OrdersView } from '../utils/ordersUrl';
import { OrderDetailsDrawer } from './OrderDetailsDrawer';
import styles from './Orders.module.css';

/** How long typing in the search must pause before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/**
 * /shop/orders (shop:read): every order of the shop and the counter, paged by the server, filtered
 * by status and searched by number or customer. `?order=ID` opens one order's details, where staff
 * with shop:write take a payment, cancel, refund and send the receipt. The page, filters and open
 * order are in the URL.
 */
export function OrdersPage() {
  const t = useT(orderMessages);
  const f = useFormat();
  useDocumentTitle(t('title'), SECTION_NAME);
  const [params, setParams] = useSearchParams();
  const view = ordersFromParams(params);
  const orders = useOrders(view);
  const [query, setQuery] = useState(view.q);

  const show = (next: Partial<OrdersView>, replace = true) =>
    setParams(ordersParams({ ...view, ...next }), { replace });

  // The search is sent once typing pauses; the first page of its answer is shown.
  useEffect(() => {
    if (query.trim() === view.q.trim()) return;
    const timer = setTimeout(() => show({ q: query, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const linkTo = (id: number) => `?${ordersParams({ ...view, orderId: id }).toString()}`;

  const columns = useMemo<DataTableColumn<Order>[]>(
    () => [
      {
        id: 'id',
        header: t('order'),
        value: (o) => o.id,
        render: (o) => (
          <Link to={linkTo(o.id)} aria-label={t('open', { id: o.id })}>
            {t('orderNumber', { id: o.id })}
          </Link>
        ),
      },
      {
        id: 'date',
        header: t('date'),
        value: (o) => new Date(o.created_at),
        render: (o) => f.dateTime(o.created_at),
      },
      { id: 'customer', header: t('customer'), value: (o) => o.user_name ?? t('walkIn') },
      {
        id: 'channel',
        header: t('channel'),
        value: (o) => (o.channel === 'counter' ? t('channelCounter') : t('channelShop')),
      },
      { id: 'items', header: t('items'), value: (o) => o.item_count, align: 'end' },
      {
        id: 'total',
        header: t('total'),
        value: (o) => o.total,
        render: (o) => money(o.total, null, f),
        align: 'end',
      },
      {
        id: 'status',
        header: t('status'),
        value: (o) => t(statusKey(o.status)),
        render: (o) => <Badge tone={STATUS_TONE[o.status]}>{t(statusKey(o.status))}</Badge>,
      },
    ],
    // linkTo reads the view, which the params decide.
    [t, f, params],
  );

  const filtered = Boolean(view.status || view.q);
  const total = orders.data?.total ?? 0;

  return (
    <div className={pageStyles['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-label={t('filters')} className={styles['fw-shop-orders-filters']}>
        <Select
          label={t('status')}
          value={view.status ?? ''}
          onValueChange={(value) => show({ status: isOrderStatus(value) ? value : null, page: 1 })}
          options={[
            { value: '', label: t('anyStatus') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: t(statusKey(s)) })),
          ]}
        />
        <TextField
          label={t('search')}
          hint={t('searchHint')}
          type="search"
          maxLength={100}
          value={query}
          onValueChange={setQuery}
        />
      </section>
      <LiveMessage text={orders.status === 'ready' ? t('ordersFound', { count: total }) : ''} />
      <div className={pageStyles['fw-ui-page-section']}>
        <DataTable
          caption={t('caption')}
          hideCaption
          columns={columns}
          rows={orders.data?.items ?? null}
          getRowId={(o) => String(o.id)}
          loading={orders.loading}
          error={orders.error}
          onRetry={() => void orders.reload()}
          paging={{
            total,
            offset: (view.page - 1) * view.limit,
            limit: view.limit,
            onOffsetChange: (offset) => show({ page: Math.floor(offset / view.limit) + 1 }, false),
            onLimitChange: (limit) => show({ limit, page: 1 }),
          }}
          pageSizeOptions={PAGE_SIZES}
          emptyTitle={filtered ? t('noMatch') : t('noOrders')}
          emptyMessage={filtered ? t('noMatchMessage') : t('noOrdersMessage')}
        />
      </div>
      {view.orderId !== null ? (
        <OrderDetailsDrawer
          key={view.orderId}
          orderId={view.orderId}
          onClose={() => show({ orderId: null })}
          onChanged={() => void orders.reload()}
        />
      ) : null}
    </div>
  );
}
