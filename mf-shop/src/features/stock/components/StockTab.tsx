import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  DataTable,
  Select,
  icons,
  notify,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { ShopInventory, ShopInventoryPurpose } from '@fairway/shared-api/shop';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useInventoryPage, useStockableItems } from '../hooks/useStock';
import { stockMessages } from '../i18n';
import { moved, purposeName } from '../utils/stock';
import { MovementDialog } from './MovementDialog';
import { StockRowDialog } from './StockRowDialog';
import styles from './Stock.module.css';

export type StockTabProps = {
  canWrite: boolean;
  lowOnly: boolean;
  onLowOnlyChange: (on: boolean) => void;
  /** After a change that may move the low-stock count. */
  onChanged: () => void;
};

type Moving = { row: ShopInventory; kind: 'restock' | 'adjustment' } | null;
type Editing = { row: ShopInventory | null } | null;

/** The stock rows a server page at a time: low-stock flag and filter, restock/adjust, edit, add. */
export function StockTab({ canWrite, lowOnly, onLowOnlyChange, onChanged }: StockTabProps) {
  const t = useT(stockMessages);
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(25);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [purpose, setPurpose] = useState<'' | ShopInventoryPurpose>('');
  const stock = useInventoryPage({
    offset,
    limit,
    ...(q ? { q } : {}),
    ...(purpose ? { purpose } : {}),
    ...(lowOnly ? { low_stock: true } : {}),
  });
  const [moving, setMoving] = useState<Moving>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const items = useStockableItems(editing !== null && editing.row === null);

  const replace = (row: ShopInventory) =>
    stock.setData((current) => {
      const rows = current?.items ?? [];
      const known = rows.some((r) => r.id === row.id);
      return {
        total: (current?.total ?? 0) + (known ? 0 : 1),
        items: known ? rows.map((r) => (r.id === row.id ? row : r)) : [row, ...rows],
      };
    });

  const handleRecorded = (row: ShopInventory, delta: number) => {
    const next = moved(row, delta);
    replace(next);
    setMoving(null);
    onChanged();
    notify.success(t('recorded', { name: row.item_name, count: next.quantity }));
  };

  const columns: DataTableColumn<ShopInventory>[] = [
    {
      id: 'item',
      header: t('columnItem'),
      value: (r) => r.item_name,
      render: (r) => (r.brand_name ? `${r.item_name} · ${r.brand_name}` : r.item_name),
      rowHeader: true,
      wrap: true,
    },
    { id: 'purpose', header: t('columnPurpose'), value: (r) => purposeName(t, r.purpose) },
    {
      id: 'quantity',
      header: t('columnQuantity'),
      value: (r) => r.quantity,
      render: (r) => (
        <span className={r.low_stock ? styles['fw-shop-qty-low'] : undefined}>{r.quantity}</span>
      ),
      align: 'end',
    },
    {
      id: 'threshold',
      header: t('columnThreshold'),
      value: (r) => r.low_stock_threshold,
      align: 'end',
    },
    {
      id: 'low',
      header: t('columnLow'),
      value: (r) => (r.low_stock ? t('lowStock') : t('stockOk')),
      render: (r) =>
        r.low_stock ? (
          <Badge tone="warning">
            <span className={styles['fw-shop-low']}>
              <icons.WarningIcon aria-hidden="true" />
              {t('lowStock')}
            </span>
          </Badge>
        ) : (
          <Badge tone="success">{t('stockOk')}</Badge>
        ),
    },
    { id: 'location', header: t('columnLocation'), value: (r) => r.location },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('columnActions'),
            sortable: false,
            exportable: false,
            render: (r: ShopInventory) => {
              const named = { name: r.item_name, purpose: purposeName(t, r.purpose) };
              return (
                <div className={styles['fw-shop-row-actions']}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('restockNamed', named)}
                    onClick={() => setMoving({ row: r, kind: 'restock' })}
                  >
                    {t('restock')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('adjustNamed', named)}
                    onClick={() => setMoving({ row: r, kind: 'adjustment' })}
                  >
                    {t('adjust')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('editNamed', named)}
                    onClick={() => setEditing({ row: r })}
                  >
                    {t('edit')}
                  </Button>
                </div>
              );
            },
          } satisfies DataTableColumn<ShopInventory>,
        ]
      : []),
  ];

  const filtered = q !== '' || purpose !== '' || lowOnly;

  return (
    <>
      <div className={styles['fw-shop-filters']}>
        <Select
          label={t('purposeFilter')}
          value={purpose}
          onValueChange={(v) => {
            setPurpose(v as '' | ShopInventoryPurpose);
            setOffset(0);
          }}
          options={[
            { value: '', label: t('anyPurpose') },
            { value: 'sale', label: t('purposeSale') },
            { value: 'rental', label: t('purposeRental') },
          ]}
        />
        <Checkbox
          label={t('lowOnly')}
          checked={lowOnly}
          onCheckedChange={(on) => {
            onLowOnlyChange(on);
            setOffset(0);
          }}
        />
      </div>
      <DataTable
        caption={t('stockCaption')}
        hideCaption
        columns={columns}
        rows={stock.data?.items ?? null}
        getRowId={(r) => String(r.id)}
        loading={stock.loading}
        error={stock.status === 'error' ? `${t('stockError')}: ${stock.error}` : null}
        onRetry={() => void stock.reload()}
        filterLabel={t('searchStock')}
        onFilterChange={(text) => {
          setSearch(text);
          setOffset(0);
        }}
        paging={{
          total: stock.data?.total ?? 0,
          offset,
          limit,
          onOffsetChange: setOffset,
          onLimitChange: (n) => {
            setLimit(n);
            setOffset(0);
          },
        }}
        pageSizeOptions={[25, 50, 100]}
        emptyTitle={filtered ? undefined : t('noStockTitle')}
        emptyMessage={filtered ? undefined : t('noStockMessage')}
        toolbar={
          canWrite ? (
            <Button onClick={() => setEditing({ row: null })}>{t('addStock')}</Button>
          ) : undefined
        }
      />
      {moving ? (
        <MovementDialog
          row={moving.row}
          kind={moving.kind}
          onClose={() => setMoving(null)}
          onRecorded={(delta) => handleRecorded(moving.row, delta)}
        />
      ) : null}
      {editing ? (
        <StockRowDialog
          row={editing.row}
          items={items.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(row) => {
            replace(row);
            setEditing(null);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
