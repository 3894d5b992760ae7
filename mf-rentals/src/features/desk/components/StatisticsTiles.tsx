import { Grid, StatTile, money, useFormat, useT } from '@fairway/shared-ui';
import type { useRentalStatistics } from '../hooks/useDeskData';
import { deskMessages } from '../i18n';

/** The desk at a glance: today's pickups and returns, what is out, overdue, and 30 days' money. */
export function StatisticsTiles({
  statistics,
}: {
  statistics: ReturnType<typeof useRentalStatistics>;
}) {
  const t = useT(deskMessages);
  const f = useFormat();
  const s = statistics.data;
  if (statistics.status === 'error' && !s)
    return (
      <p role="status" aria-live="polite">
        {t('statisticsError', { error: statistics.error })}
      </p>
    );
  const value = (n: number | undefined) => (n === undefined ? '…' : f.number(n));
  const amount = (n: number | undefined) => (n === undefined ? '…' : money(n, null, f));
  return (
    <section aria-label={t('statistics')} aria-busy={!s}>
      <Grid minColumnWidth="9rem" gap={3}>
        <StatTile label={t('statPickupsToday')} value={value(s?.pickups_today)} />
        <StatTile label={t('statReturnsToday')} value={value(s?.returns_today)} />
        <StatTile label={t('statActiveNow')} value={value(s?.active_now)} />
        <StatTile label={t('statOverdue')} value={value(s?.overdue)} />
        <StatTile label={t('statRevenue')} value={amount(s?.net_revenue)} hint={t('last30Days')} />
        <StatTile
          label={t('statDamageFees')}
          value={amount(s?.damage_fees)}
          hint={t('last30Days')}
        />
      </Grid>
    </section>
  );
}
