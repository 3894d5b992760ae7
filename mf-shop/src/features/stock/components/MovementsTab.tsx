import { useMemo, useState } from 'react';
import {
  DataTable,
  Select,
  money,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import {
  SHOP_TRANSACTION_KINDS,
  type ShopInventory,
  type ShopTransaction,
  type ShopTransactionKind,
} from '@fairway/shared-api/shop';
import { usePaymentMethodName } from '../../../shared/components/OrderStatusBadge';
import { useTransactionsPage } from '../hooks/useStock';
import { stockMessages } from '../i18n';
import { kindName, purposeName, statusName } from '../utils/stock';
import styles from './Stock.module.css';

export type MovementsTabProps = {
  /** Stock rows, to name a movement's stock. */
  stock: readonly ShopInventory[];
};

/** The ledger: every stock and money movement, newest first, a server page at a time, by kind. */
export function MovementsTab({ stock }: MovementsTabProps) {
  const t = useT(stockMessages);
  const f = useFormat();
  const methodName = usePaymentMethodName();
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(25);
  const [kind, setKind] = useState<'' | ShopTransactionKind>('');
  const movements = useTransactionsPage({ offset, limit, ...(kind ? { kind } : {}) });
  const names = useMemo(
    () => new Map(stock.map((r) => [r.id, `${r.item_name} (${purposeName(t, r.purpose)})`])),
    [stock, t],
  );

  const rows = useMemo(
    () =>
      [...(movements.data?.items ?? [])].sort(
        (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
      ),
    [movements.data],
  );

  const columns: DataTableColumn<ShopTransaction>[] = [
    {
      id: 'when',
      header: t('columnWhen'),
      value: (r) => r.created_at,
      render: (r) => f.dateTime(r.created_at),
    },
    { id: 'kind', header: t('columnKind'), value: (r) => kindName(t, r.kind) },
    {
      id: 'stock',
      header: t('columnStock'),
      value: (r) =>
        r.inventory_id === null
          ? null
          : (names.get(r.inventory_id) ?? t('stockRef', { id: r.inventory_id })),
      wrap: true,
    },
    {
      id: 'units',
      header: t('columnUnits'),
      value: (r) => r.quantity,
      render: (r) =>
        r.quantity === 0 ? (
          '—'
        ) : (
          <span className={r.quantity < 0 ? styles['fw-shop-negative'] : undefined}>
            {r.quantity > 0 ? `+${r.quantity}` : `−${Math.abs(r.quantity)}`}
          </span>
        ),
      align: 'end',
    },
    {
      id: 'amount',
      header: t('columnAmount'),
      value: (r) => r.amount,
      render: (r) =>
        r.amount === 0
          ? '—'
          : `${money(r.amount, null, f)}${r.payment_method ? ` · ${methodName(r.payment_method)}` : ''}`,
      align: 'end',
    },
    { id: 'status', header: t('columnStatus'), value: (r) => statusName(t, r.status) },
    {
      id: 'order',
      header: t('columnOrder'),
      value: (r) => (r.order_id === null ? null : t('orderRef', { id: r.order_id })),
    },
    { id: 'notes', header: t('columnNotes'), value: (r) => r.notes, wrap: true },
  ];

  return (
    <>
      <div className={styles['fw-shop-filters']}>
        <Select
          label={t('kindFilter')}
          value={kind}
          onValueChange={(v) => {
            setKind(v as '' | ShopTransactionKind);
            setOffset(0);
          }}
          options={[
            { value: '', label: t('anyKind') },
            ...SHOP_TRANSACTION_KINDS.map((k) => ({ value: k, label: kindName(t, k) })),
          ]}
        />
      </div>
      <DataTable
        caption={t('movementsCaption')}
        hideCaption
        columns={columns}
        rows={movements.status === 'loading' ? null : rows}
        getRowId={(r) => String(r.id)}
        loading={movements.loading}
        error={movements.status === 'error' ? `${t('movementsError')}: ${movements.error}` : null}
        onRetry={() => void movements.reload()}
        paging={{
          total: movements.data?.total ?? 0,
          offset,
          limit,
          onOffsetChange: setOffset,
          onLimitChange: (n) => {
            setLimit(n);
            setOffset(0);
          },
        }}
        pageSizeOptions={[25, 50, 100]}
        emptyTitle={kind ? undefined : t('noMovementsTitle')}
        emptyMessage={kind ? undefined : t('noMovementsMessage')}
      />
    </>
  );
}
