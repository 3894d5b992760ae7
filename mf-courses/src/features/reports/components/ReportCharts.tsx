import { BarChart, Heatmap, LineChart, useFormat, useT } from '@fairway/shared-ui';
import type { TeeSheetReport } from '@fairway/shared-api/tee-sheet';
import { reportMessages } from '../i18n';
import { bandLabel } from '../utils/labels';
import styles from './Reports.module.css';

export type ReportChartsProps = { report: TeeSheetReport; unit: number };

/** Utilisation by weekday × band, rounds and no-shows per day, and revenue per day. */
export function ReportCharts({ report, unit }: ReportChartsProps) {
  const t = useT(reportMessages);
  const f = useFormat();
  const label = (date: string) => f.dateShort(date);
  const money = (cents: number) => f.money(cents / unit, report.currency);
  return (
    <div className={styles['fw-courses-report-charts']}>
      <div className={styles['fw-courses-report-wide']}>
        <Heatmap
          title={t('heatmapTitle')}
          description={t('heatmapDescription', {
            from: f.date(report.start_date),
            to: f.date(report.end_date),
          })}
          rowLabel={t('weekday')}
          rows={f.weekdays().map((w) => ({ key: String(w.day), label: w.short }))}
          columns={report.bands.map((b) => ({ key: b.key, label: bandLabel(b, t, f) }))}
          cells={report.by_weekday_band.map((c) => ({
            row: String(c.weekday),
            column: c.band,
            value: c.capacity === 0 ? null : c.utilisation,
          }))}
          max={1}
          formatValue={(v) => f.percent(v)}
        />
      </div>
      <BarChart
        title={t('roundsTitle')}
        categoryLabel={t('day')}
        valueLabel={t('rounds')}
        data={report.days.map((d) => ({ label: label(d.date), value: d.rounds }))}
        height={200}
      />
      <BarChart
        title={t('noShowsTitle')}
        categoryLabel={t('day')}
        valueLabel={t('players')}
        colorIndex={6}
        data={report.days.map((d) => ({ label: label(d.date), value: d.no_show_players }))}
        height={200}
      />
      <div className={styles['fw-courses-report-wide']}>
        <LineChart
          title={t('revenueTitle')}
          xLabel={t('day')}
          formatValue={(v) => money(v)}
          series={[
            {
              name: t('revenueBooked'),
              points: report.days.map((d) => ({ x: label(d.date), y: d.revenue_cents })),
            },
            {
              name: t('revenuePaid'),
              points: report.days.map((d) => ({ x: label(d.date), y: d.paid_cents })),
            },
          ]}
          height={220}
        />
      </div>
    </div>
  );
}
