import { useState } from 'react';
import {
  Card,
  DataTable,
  ResourceStatus,
  StatTile,
  money,
  useFormat,
  useT,
  type DataTableColumn,
  type Resource,
} from '@fairway/shared-ui';
import type { RefundRecord, RefundSummary } from '@fairway/shared-api/shop';
import { useRefunds } from '../hooks/useAnalytics';
import { analyticsMessages } from '../i18n';
import type { DateRange } from '../utils/ranges';
import styles from './Analytics.module.css';

export type RefundsPanelProps = {
  range: DateRange | null;
  summary: Resource<RefundSummary>;
};

const PAGE_SIZES = [20, 50, 100];

/** The period's refunds: how many, how much, on average, the last 30 days; then each of them. */
export function RefundsPanel({ range, summary }: RefundsPanelProps) {
  const t = useT(analyticsMessages);
  const f = useFormat();
  const amount = (minor: number) => money(minor, null, f);
  const [paging, setPage] = useState({ limit: 20, offset: 0, scope: '' });
  // A new period starts again on the first page.
  const scope = `${range?.start}|${range?.end}`;
  const page = { limit: paging.limit, offset: paging.scope === scope ? paging.offset : 0 };
  const refunds = useRefunds(range, page);

  const columns: DataTableColumn<RefundRecord>[] = [
    {
      id: 'date',
      header: t('date'),
      value: (r) => new Date(r.created_at),
      render: (r) => f.dateTime(r.created_at),
    },
    {
      id: 'for',
      header: t('refundFor'),
      value: (r) =>
        r.order_id !== null
          ? t('refundOrder', { id: r.order_id })
          : r.rental_id !== null
            ? t('refundRental', { id: r.rental_id })
            : '',
    },
    { id: 'customer', header: t('customer'), value: (r) => r.user_name ?? '' },
    { id: 'reason', header: t('reason'), value: (r) => r.reason ?? '', wrap: true },
    { id: 'by', header: t('by'), value: (r) => r.created_by_name ?? '' },
    {
      id: 'amount',
      header: t('amount'),
      value: (r) => r.amount,
      render: (r) => amount(r.amount),
      align: 'end',
    },
  ];

  return (
    <Card title={t('refundsTitle')} className={styles['fw-shop-analytics-wide']}>
      <div className={styles['fw-shop-analytics-panel']}>
        {summary.data ? (
          <div className={styles['fw-shop-analytics-figures']}>
            <StatTile label={t('refundCount')} value={f.number(summary.data.count)} />
            <StatTile label={t('refundTotal')} value={amount(summary.data.total)} />
            <StatTile label={t('refundAverage')} value={amount(summary.data.average)} />
            <StatTile label={t('refundLast30')} value={amount(summary.data.last_30_days)} />
          </div>
        ) : (
          <ResourceStatus
            resource={summary}
            loadingLabel={t('refundsLoading')}
            errorTitle={t('refundsNotLoaded')}
          />
        )}
        <DataTable
          caption={t('refundsTitle')}
          hideCaption
          columns={columns}
          rows={refunds.data?.items ?? null}
          getRowId={(r) => String(r.id)}
          loading={refunds.loading}
          error={refunds.error}
          onRetry={() => void refunds.reload()}
          paging={{
            total: refunds.data?.total ?? 0,
            offset: page.offset,
            limit: page.limit,
            onOffsetChange: (offset) => setPage({ limit: page.limit, offset, scope }),
            onLimitChange: (limit) => setPage({ limit, offset: 0, scope }),
          }}
          pageSizeOptions={PAGE_SIZES}
          emptyTitle={t('refundsEmpty')}
        />
      </div>
    </Card>
  );
}
