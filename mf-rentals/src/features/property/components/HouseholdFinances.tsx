import {
  BarChart,
  DataTable,
  Grid,
  ResourceStatus,
  StatTile,
  money,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import { LEDGER_SOURCES, type LedgerRow } from '@fairway/shared-api/property';
import { useFinancialOverview } from '../hooks/usePropertyData';
import { propertyMessages } from '../i18n';
import styles from './Property.module.css';

export type HouseholdFinancesProps = {
  tenantId: number;
  /** The heading level of the section (2 on My house, 3 inside the manager's household page). */
  headingLevel?: 2 | 3;
  /** The section's heading (default "Finances"). */
  title?: string;
};

/**
 * A household's money from GET /financial/overview/{id}: charged, paid and outstanding; a chart of
 * charged against paid for each source (its numbers also as a table for screen readers); the latest
 * ledger rows.
 */
export function HouseholdFinances({ tenantId, headingLevel = 3, title }: HouseholdFinancesProps) {
  const t = useT(propertyMessages);
  const f = useFormat();
  const overview = useFinancialOverview(tenantId);
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const amount = (minor: number) => money(minor, null, f);
  const heading = title ?? t('finances');

  const columns: DataTableColumn<LedgerRow>[] = [
    {
      id: 'date',
      header: t('columnDate'),
      value: (r) => r.created_at,
      render: (r) => f.dateShort(r.created_at),
    },
    {
      id: 'description',
      header: t('columnDescription'),
      value: (r) => r.description,
      rowHeader: true,
      wrap: true,
    },
    { id: 'source', header: t('columnSource'), value: (r) => t(`source_${r.source}`) },
    { id: 'entry', header: t('columnEntry'), value: (r) => t(`entry_${r.entry}`) },
    {
      id: 'amount',
      header: t('columnAmount'),
      value: (r) => r.amount,
      render: (r) => amount(r.amount),
      align: 'end',
    },
  ];

  return (
    <section aria-label={heading} className={styles['fw-rentals-property-section']}>
      <Heading>{heading}</Heading>
      <ResourceStatus
        resource={overview}
        loadingLabel={t('loadingFinances')}
        errorTitle={t('financesError')}
      />
      {overview.data ? (
        <>
          <section aria-label={t('totals')}>
            <Grid minColumnWidth="9rem" gap={3}>
              <StatTile label={t('charged')} value={amount(overview.data.totals.charged)} />
              <StatTile label={t('paid')} value={amount(overview.data.totals.paid)} />
              {overview.data.totals.credited > 0 ? (
                <StatTile label={t('credited')} value={amount(overview.data.totals.credited)} />
              ) : null}
              <StatTile label={t('outstanding')} value={amount(overview.data.totals.outstanding)} />
            </Grid>
          </section>
          <BarChart
            title={t('bySource')}
            description={t('bySourceDescription')}
            orientation="horizontal"
            categoryLabel={t('columnSource')}
            valueLabel={t('columnAmount')}
            formatValue={amount}
            data={LEDGER_SOURCES.flatMap((source) => {
              const totals = overview.data!.by_source[source];
              const name = t(`source_${source}`);
              return [
                { label: t('chargedOf', { source: name }), value: totals.charged },
                { label: t('paidOf', { source: name }), value: totals.paid },
              ];
            })}
          />
          <Sub>{t('latestRows')}</Sub>
          <DataTable
            caption={t('latestRows')}
            hideCaption
            columns={columns}
            rows={overview.data.recent}
            getRowId={(r) => String(r.id)}
            filterable={false}
            exportFileName={false}
            emptyTitle={t('noLedger')}
            emptyMessage={t('noLedgerMessage')}
          />
        </>
      ) : null}
    </section>
  );
}
