import { DataTable, money, useFormat, useT, type DataTableColumn } from '@fairway/shared-ui';
import type { AnalyticsType, CategoryPerformance } from '@fairway/shared-api/shop';
import { analyticsMessages } from '../i18n';

export type CategoriesTableProps = {
  rows: readonly CategoryPerformance[];
  type: AnalyticsType;
};

/** Category performance: items, units sold and their revenue, rentals and theirs. */
export function CategoriesTable({ rows, type }: CategoriesTableProps) {
  const t = useT(analyticsMessages);
  const f = useFormat();
  const amount = (minor: number) => money(minor, null, f);
  const sales = type !== 'rental';
  const rentals = type !== 'sale';
  const columns: DataTableColumn<CategoryPerformance>[] = [
    { id: 'category', header: t('category'), value: (c) => c.category_name },
    { id: 'items', header: t('itemCount'), value: (c) => c.items, align: 'end' },
    ...(sales
      ? ([
          { id: 'sold', header: t('sold'), value: (c) => c.sold, align: 'end' },
          {
            id: 'sales',
            header: t('salesRevenue'),
            value: (c) => c.sales_revenue,
            render: (c) => amount(c.sales_revenue),
            align: 'end',
          },
        ] satisfies DataTableColumn<CategoryPerformance>[])
      : []),
    ...(rentals
      ? ([
          { id: 'rented', header: t('rented'), value: (c) => c.rented, align: 'end' },
          {
            id: 'rentals',
            header: t('rentalRevenue'),
            value: (c) => c.rental_revenue,
            render: (c) => amount(c.rental_revenue),
            align: 'end',
          },
        ] satisfies DataTableColumn<CategoryPerformance>[])
      : []),
  ];
  return (
    <DataTable
      caption={t('categories')}
      hideCaption
      columns={columns}
      rows={rows}
      getRowId={(c) => String(c.category_id ?? 'none')}
      filterable={false}
      initialSort={{ columnId: sales ? 'sales' : 'rentals', direction: 'descending' }}
      emptyTitle={t('categoriesEmpty')}
      exportFileName={false}
    />
  );
}
