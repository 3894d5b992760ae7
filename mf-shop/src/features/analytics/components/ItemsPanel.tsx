import { useState } from 'react';
import {
  Card,
  DataTable,
  Select,
  money,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { AnalyticsType, ItemPerformance } from '@fairway/shared-api/shop';
import { useItemFilterOptions, useItemPerformance, type ItemFilters } from '../hooks/useAnalytics';
import { analyticsMessages } from '../i18n';
import type { DateRange } from '../utils/ranges';
import styles from './Analytics.module.css';

export type ItemsPanelProps = { range: DateRange | null; type: AnalyticsType };

const PAGE_SIZES = [25, 50, 100];

/** Item performance, filtered by category and brand, paged by the server. */
export function ItemsPanel({ range, type }: ItemsPanelProps) {
  const t = useT(analyticsMessages);
  const f = useFormat();
  const amount = (minor: number) => money(minor, null, f);
  const [filters, setFilters] = useState<ItemFilters>({ categoryId: null, brandId: null });
  const [paging, setPage] = useState({ limit: 25, offset: 0, scope: '' });
  // A new period, type or filter starts again on the first page.
  const scope = `${range?.start}|${range?.end}|${type}|${filters.categoryId}|${filters.brandId}`;
  const page = { limit: paging.limit, offset: paging.scope === scope ? paging.offset : 0 };
  const items = useItemPerformance(range, type, filters, page);
  const options = useItemFilterOptions();
  const sales = type !== 'rental';
  const rentals = type !== 'sale';

  const columns: DataTableColumn<ItemPerformance>[] = [
    { id: 'item', header: t('item'), value: (i) => i.item_name },
    { id: 'brand', header: t('brand'), value: (i) => i.brand_name ?? '' },
    { id: 'category', header: t('category'), value: (i) => i.category_name ?? '' },
    ...(sales
      ? ([
          { id: 'sold', header: t('sold'), value: (i) => i.sold, align: 'end' },
          {
            id: 'sales',
            header: t('salesRevenue'),
            value: (i) => i.sales_revenue,
            render: (i) => amount(i.sales_revenue),
            align: 'end',
          },
        ] satisfies DataTableColumn<ItemPerformance>[])
      : []),
    ...(rentals
      ? ([
          { id: 'rented', header: t('rented'), value: (i) => i.rented, align: 'end' },
          {
            id: 'rentals',
            header: t('rentalRevenue'),
            value: (i) => i.rental_revenue,
            render: (i) => amount(i.rental_revenue),
            align: 'end',
          },
        ] satisfies DataTableColumn<ItemPerformance>[])
      : []),
    {
      id: 'refunds',
      header: t('refundsColumn'),
      value: (i) => i.refunds,
      render: (i) => amount(i.refunds),
      align: 'end',
    },
    { id: 'stock', header: t('stock'), value: (i) => i.stock, align: 'end' },
  ];

  const filter = (next: Partial<ItemFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
  };

  return (
    <Card title={t('items')} className={styles['fw-shop-analytics-wide']}>
      <div className={styles['fw-shop-analytics-panel']}>
        <div
          role="group"
          aria-label={t('itemsFilters')}
          className={styles['fw-shop-analytics-filters']}
        >
          <Select
            label={t('category')}
            value={filters.categoryId === null ? '' : String(filters.categoryId)}
            onValueChange={(value) => filter({ categoryId: value ? Number(value) : null })}
            options={[
              { value: '', label: t('allCategories') },
              ...options.categories.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <Select
            label={t('brand')}
            value={filters.brandId === null ? '' : String(filters.brandId)}
            onValueChange={(value) => filter({ brandId: value ? Number(value) : null })}
            options={[
              { value: '', label: t('allBrands') },
              ...options.brands.map((b) => ({ value: String(b.id), label: b.name })),
            ]}
          />
        </div>
        <DataTable
          caption={t('items')}
          hideCaption
          columns={columns}
          rows={items.data?.items ?? null}
          getRowId={(i) => String(i.item_id)}
          loading={items.loading}
          error={items.error}
          onRetry={() => void items.reload()}
          paging={{
            total: items.data?.total ?? 0,
            offset: page.offset,
            limit: page.limit,
            onOffsetChange: (offset) => setPage({ limit: page.limit, offset, scope }),
            onLimitChange: (limit) => setPage({ limit, offset: 0, scope }),
          }}
          pageSizeOptions={PAGE_SIZES}
          emptyTitle={t('itemsEmpty')}
        />
      </div>
    </Card>
  );
}
