import {
  BarChart,
  DataTable,
  EmptyState,
  LineChart,
  Tabs,
  money,
  useFormat,
  useT,
  type DataTableColumn,
  type Formatter,
} from '@fairway/shared-ui';
import type { AnalyticsType, RevenueGroup, RevenuePoint } from '@fairway/shared-api/shop';
import { analyticsMessages } from '../i18n';
import styles from './Analytics.module.css';

export type RevenuePanelProps = {
  points: readonly RevenuePoint[];
  group: RevenueGroup;
  type: AnalyticsType;
};

/** A period's label on the axis: the day, the week's first day, or the month. */
export function periodLabel(period: string, group: RevenueGroup, f: Formatter): string {
  return group === 'month' ? f.month(period) : f.dateShort(period);
}

const revenueOf = (p: RevenuePoint) => p.sales_revenue + p.rental_revenue;

/**
 * Revenue per day, week or month: bars of the money taken, and (for sales and rentals together)
 * the two as lines; the same figures as a table. "No sales in this period" when there are none.
 */
export function RevenuePanel({ points, group, type }: RevenuePanelProps) {
  const t = useT(analyticsMessages);
  const f = useFormat();
  const amount = (minor: number) => money(minor, null, f);
  const label = (p: RevenuePoint) => periodLabel(p.period, group, f);
  const empty = points.every((p) => revenueOf(p) === 0 && p.refunds === 0);
  if (empty) return <EmptyState title={t('emptyTitle')} message={t('emptyMessage')} />;

  const columns: DataTableColumn<RevenuePoint>[] = [
    {
      id: 'period',
      header: t('periodLabel'),
      value: (p) => p.period,
      render: (p) => (group === 'week' ? t('weekOf', { date: f.date(p.period) }) : label(p)),
    },
    ...(type === 'rental'
      ? []
      : [
          {
            id: 'sales',
            header: t('salesRevenue'),
            value: (p: RevenuePoint) => p.sales_revenue,
            render: (p: RevenuePoint) => amount(p.sales_revenue),
            align: 'end' as const,
          },
        ]),
    ...(type === 'sale'
      ? []
      : [
          {
            id: 'rentals',
            header: t('rentalRevenue'),
            value: (p: RevenuePoint) => p.rental_revenue,
            render: (p: RevenuePoint) => amount(p.rental_revenue),
            align: 'end' as const,
          },
        ]),
    {
      id: 'refunds',
      header: t('refundsColumn'),
      value: (p) => p.refunds,
      render: (p) => amount(p.refunds),
      align: 'end',
    },
    {
      id: 'net',
      header: t('netColumn'),
      value: (p) => p.net_revenue,
      render: (p) => amount(p.net_revenue),
      align: 'end',
    },
  ];

  const charts = (
    <div className={styles['fw-shop-analytics-charts']}>
      <BarChart
        title={t(`revenueBy_${group}`)}
        description={t('revenueChartDescription')}
        categoryLabel={t('periodLabel')}
        valueLabel={t('totalColumn')}
        formatValue={amount}
        data={points.map((p) => ({ label: label(p), value: revenueOf(p) }))}
        height={240}
      />
      {type === 'both' ? (
        <LineChart
          title={t(`splitBy_${group}`)}
          xLabel={t('periodLabel')}
          formatValue={amount}
          series={[
            {
              name: t('salesRevenue'),
              points: points.map((p) => ({ x: label(p), y: p.sales_revenue })),
            },
            {
              name: t('rentalRevenue'),
              points: points.map((p) => ({ x: label(p), y: p.rental_revenue })),
            },
            {
              name: t('refundsColumn'),
              points: points.map((p) => ({ x: label(p), y: p.refunds })),
            },
          ]}
          height={220}
        />
      ) : null}
    </div>
  );

  return (
    <Tabs
      label={t('view')}
      tabs={[
        { id: 'charts', label: t('charts'), content: charts },
        {
          id: 'table',
          label: t('table'),
          content: (
            <DataTable
              caption={t('revenueCaption')}
              columns={columns}
              rows={points}
              getRowId={(p) => p.period}
              filterable={false}
            />
          ),
        },
      ]}
    />
  );
}
