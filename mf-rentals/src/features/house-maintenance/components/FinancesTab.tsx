import { useId, useState } from 'react';
import {
  Button,
  Card,
  EmptyState,
  Grid,
  LineChart,
  ResourceStatus,
  Select,
  StatTile,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  MAINTENANCE_FINANCIAL_PERIODS,
  type MaintenanceFinancialAnalytics,
  type MaintenanceFinancialBreakdown,
  type MaintenanceFinancialPeriod,
} from '@fairway/shared-api/house-maintenance';
import {
  useFinancialAnalytics,
  useFinancialBreakdown,
  useFinancialSummary,
  useHouseholds,
} from '../hooks/useMaintenanceData';
import { useMaintenanceParams } from '../hooks/useMaintenanceParams';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountOf } from '../utils/money';
import styles from './Maintenance.module.css';

/** ?tab=finances&household=ID&period=…: what maintenance costs one household. */
export function FinancesTab() {
  const t = useT(maintenanceMessages);
  const households = useHouseholds();
  const { tenantId, update } = useMaintenanceParams();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className={styles['fw-maint-tab']}>
      <h2 id={headingId}>{t('finances')}</h2>
      {households.status !== 'ready' && !households.data ? (
        <ResourceStatus
          resource={households}
          loadingLabel={t('householdsLoading')}
          errorTitle={t('householdsError', { error: households.error ?? '' })}
        />
      ) : (households.data ?? []).length === 0 ? (
        <EmptyState title={t('noHouseholds')} message={t('noHouseholdsMessage')} />
      ) : (
        <>
          <div className={styles['fw-maint-toolbar']}>
            <Select
              className={styles['fw-maint-grow']}
              label={t('household')}
              placeholder={t('chooseHousehold')}
              options={(households.data ?? []).map((h) => ({
                value: String(h.id),
                label: h.houses.length
                  ? `${h.name} (${h.houses.map((house) => house.name).join(', ')})`
                  : h.name,
              }))}
              value={tenantId ? String(tenantId) : ''}
              onValueChange={(v) => update({ household: v || null })}
            />
          </div>
          {tenantId ? (
            <HouseholdFinances key={tenantId} tenantId={tenantId} />
          ) : (
            <p className={styles['fw-maint-muted']}>{t('pickHousehold')}</p>
          )}
        </>
      )}
    </section>
  );
}

function HouseholdFinances({ tenantId }: { tenantId: number }) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const state = useMaintenance();
  const { period, update } = useMaintenanceParams();
  const summary = useFinancialSummary(tenantId, state.money);
  const breakdown = useFinancialBreakdown(tenantId, period, state.money);
  const analytics = useFinancialAnalytics(tenantId, state.money);
  const s = summary.data;

  return (
    <>
      {summary.status === 'error' && !s ? (
        <ResourceStatus
          resource={summary}
          loadingLabel={t('summaryLoading')}
          errorTitle={t('summaryError')}
        />
      ) : (
        <section
          aria-label={s ? t('summary', { household: s.tenant_name }) : t('summaryLoading')}
          aria-busy={!s}
        >
          <Grid minColumnWidth="9rem" gap={3}>
            <StatTile
              label={t('tileCharged')}
              value={s ? amountOf(s.charged, f) : '…'}
              hint={t('allTime')}
            />
            <StatTile
              label={t('tilePaid')}
              value={s ? amountOf(s.paid, f) : '…'}
              hint={t('allTime')}
            />
            <StatTile label={t('tileOutstanding')} value={s ? amountOf(s.outstanding, f) : '…'} />
            <StatTile
              label={t('tileOpenJobs')}
              value={s ? f.number(s.open_jobs) : '…'}
              hint={s ? t('ofJobs', { count: s.jobs_total }) : undefined}
            />
          </Grid>
        </section>
      )}
      <Card
        title={t('breakdown')}
        actions={
          <Select
            label={t('period')}
            options={MAINTENANCE_FINANCIAL_PERIODS.map((p) => ({
              value: p,
              label: t(`period_${p}`),
            }))}
            value={period}
            onValueChange={(v) =>
              update({ period: v === 'current_month' ? null : (v as MaintenanceFinancialPeriod) })
            }
          />
        }
      >
        {breakdown.data ? (
          <BreakdownTable breakdown={breakdown.data} />
        ) : (
          <ResourceStatus
            resource={breakdown}
            loadingLabel={t('summaryLoading')}
            errorTitle={t('summaryError')}
          />
        )}
      </Card>
      <Card title={t('analytics')}>
        {analytics.data ? (
          <AnalyticsChart analytics={analytics.data} />
        ) : (
          <ResourceStatus
            resource={analytics}
            loadingLabel={t('summaryLoading')}
            errorTitle={t('summaryError')}
          />
        )}
      </Card>
    </>
  );
}

function BreakdownTable({ breakdown }: { breakdown: MaintenanceFinancialBreakdown }) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const range =
    breakdown.from && breakdown.to
      ? t('periodRange', { from: f.date(breakdown.from), to: f.date(breakdown.to) })
      : t('period_all_time');
  if (breakdown.by_type.length === 0)
    return (
      <p className={styles['fw-maint-muted']}>
        {range}. {t('noBreakdown')}
      </p>
    );
  const cells = (m: { charged: number; paid: number; credited: number; outstanding: number }) => (
    <>
      <td className={styles['fw-maint-num']}>{amountOf(m.charged, f)}</td>
      <td className={styles['fw-maint-num']}>{amountOf(m.paid, f)}</td>
      <td className={styles['fw-maint-num']}>{amountOf(m.credited, f)}</td>
      <td className={styles['fw-maint-num']}>{amountOf(m.outstanding, f)}</td>
    </>
  );
  return (
    <div
      className={styles['fw-maint-scroll']}
      role="region"
      aria-label={t('breakdown')}
      tabIndex={0}
    >
      <table className={styles['fw-maint-table']}>
        <caption>{`${t('breakdown')}, ${range}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colType')}</th>
            <th scope="col">{t('colJobs')}</th>
            <th scope="col">{t('colCharged')}</th>
            <th scope="col">{t('colPaid')}</th>
            <th scope="col">{t('colCredited')}</th>
            <th scope="col">{t('colOutstanding')}</th>
          </tr>
        </thead>
        <tbody>
          {breakdown.by_type.map((row) => (
            <tr key={row.maintenance_type_id ?? 'none'}>
              <th scope="row">{row.type_name ?? t('untyped')}</th>
              <td className={styles['fw-maint-num']}>{f.number(row.jobs)}</td>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('totalRow')}</th>
            <td />
            {cells(breakdown)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function AnalyticsChart({ analytics }: { analytics: MaintenanceFinancialAnalytics }) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const [asTable, setAsTable] = useState(false);
  const label = (month: string) => f.month(`${month}-01`);
  const nothing = analytics.total_charged === 0 && analytics.total_paid === 0;

  return (
    <div className={styles['fw-maint-tab']}>
      {nothing ? <p className={styles['fw-maint-muted']}>{t('noAnalytics')}</p> : null}
      <div className={styles['fw-maint-actions']}>
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
        >
          {asTable ? t('showChart') : t('showChartTable')}
        </Button>
      </div>
      {asTable ? (
        <div
          className={styles['fw-maint-scroll']}
          role="region"
          aria-label={t('monthsTable')}
          tabIndex={0}
        >
          <table className={styles['fw-maint-table']}>
            <caption>{t('monthsTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colMonth')}</th>
                <th scope="col">{t('seriesCharged')}</th>
                <th scope="col">{t('seriesPaid')}</th>
              </tr>
            </thead>
            <tbody>
              {analytics.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{label(m.month)}</th>
                  <td className={styles['fw-maint-num']}>{amountOf(m.charged, f)}</td>
                  <td className={styles['fw-maint-num']}>{amountOf(m.paid, f)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('totalRow')}</th>
                <td className={styles['fw-maint-num']}>{amountOf(analytics.total_charged, f)}</td>
                <td className={styles['fw-maint-num']}>{amountOf(analytics.total_paid, f)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <LineChart
          title={t('chartTitle')}
          description={t('chartDescription', {
            from: f.date(analytics.from),
            to: f.date(analytics.to),
          })}
          xLabel={t('colMonth')}
          formatValue={(minor) => amountOf(minor, f)}
          series={[
            {
              name: t('seriesCharged'),
              points: analytics.months.map((m) => ({ x: label(m.month), y: m.charged })),
            },
            {
              name: t('seriesPaid'),
              points: analytics.months.map((m) => ({ x: label(m.month), y: m.paid })),
            },
          ]}
        />
      )}
      {analytics.cost_by_type.length > 0 ? (
        <div
          className={styles['fw-maint-scroll']}
          role="region"
          aria-label={t('costByType')}
          tabIndex={0}
        >
          <table className={styles['fw-maint-table']}>
            <caption>{t('costByType')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colType')}</th>
                <th scope="col">{t('colJobs')}</th>
                <th scope="col">{t('colCharged')}</th>
              </tr>
            </thead>
            <tbody>
              {analytics.cost_by_type.map((row) => (
                <tr key={row.maintenance_type_id ?? 'none'}>
                  <th scope="row">{row.type_name ?? t('untyped')}</th>
                  <td className={styles['fw-maint-num']}>{f.number(row.jobs)}</td>
                  <td className={styles['fw-maint-num']}>{amountOf(row.charged, f)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
