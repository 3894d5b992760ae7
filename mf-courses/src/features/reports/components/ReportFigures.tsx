import { StatTile, useFormat, useT } from '@fairway/shared-ui';
import type { TeeSheetReport } from '@fairway/shared-api/tee-sheet';
import { reportMessages } from '../i18n';
import styles from './Reports.module.css';

export type ReportFiguresProps = { report: TeeSheetReport; unit: number };

/** The period's totals as figures. */
export function ReportFigures({ report, unit }: ReportFiguresProps) {
  const t = useT(reportMessages);
  const f = useFormat();
  const totals = report.totals;
  const booked = totals.bands.reduce((n, b) => n + b.booked_players, 0);
  const money = (cents: number) => f.money(cents / unit, report.currency);
  return (
    <section aria-label={t('figures')} className={styles['fw-courses-report-figures']}>
      <StatTile
        label={t('roundsPlayed')}
        value={f.number(totals.rounds)}
        hint={t('roundsHint', {
          booked: totals.booked_players,
          checkedIn: totals.checked_in_players,
        })}
      />
      <StatTile
        label={t('utilisation')}
        value={f.percent(totals.utilisation)}
        hint={t('utilisationHint', { booked, capacity: totals.capacity })}
      />
      <StatTile
        label={t('noShows')}
        value={f.number(totals.no_show_players)}
        hint={t('noShowsHint', { count: totals.no_show_bookings })}
      />
      <StatTile
        label={t('revenue')}
        value={money(totals.revenue_cents)}
        hint={t('revenueHint', {
          paid: money(totals.paid_cents),
          unpaid: money(totals.unpaid_cents),
        })}
      />
    </section>
  );
}
