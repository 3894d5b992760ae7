import { BarChart, Button, Notice, useFormat, useT } from '@fairway/shared-ui';
import { formatShortDay, formatWeekday } from '../../../shared/utils/dates';
import { useWeekOverview } from '../hooks/useWeekOverview';
import styles from './TeeSheet.module.css';
import { messages } from '../../../i18n/messages';

export type WeekUtilisationProps = {
  courseId: number;
  date: string;
  /** Changes after the sheet changed, to load the week again. */
  version?: number;
};

/**
 * A bar per day of the week: the share of open places that are booked, on a fixed 0–100 % axis
 * (1 % is a short bar; an empty week still reads 0–100 %). While the week loads the space stays
 * quiet: the sheet's own loading state is the one the desk sees.
 */
export function WeekUtilisation({ courseId, date, version = 0 }: WeekUtilisationProps) {
  const overview = useWeekOverview(courseId, date, version);
  const t = useT(messages);
  const f = useFormat();
  if (overview.status === 'loading')
    return <div className={styles['fw-courses-week-placeholder']} aria-busy="true" />;
  if (overview.status === 'error' && !overview.data)
    return (
      <Notice
        tone="warning"
        role="none"
        title={t('weekNotLoaded')}
        action={
          <Button
            size="sm"
            variant="secondary"
            loading={overview.retrying}
            onClick={() => void overview.reload()}
          >
            {t('tryAgain')}
          </Button>
        }
      >
        {overview.error}
      </Notice>
    );
  const days = overview.data?.days ?? [];
  return (
    <BarChart
      title={t('utilisationThisWeek')}
      description={t('utilisationDescription', {
        day: days[0] ? formatShortDay(days[0].date, f) : f.date(date),
      })}
      data={days.map((d) => ({
        label: formatWeekday(d.date, f),
        value: d.is_open ? Math.round(d.utilization * 100) : 0,
      }))}
      height={140}
      axisMax={100}
      categoryLabel={t('day')}
      valueLabel={t('utilisation')}
      formatValue={(value) => f.percent(value / 100)}
    />
  );
}
