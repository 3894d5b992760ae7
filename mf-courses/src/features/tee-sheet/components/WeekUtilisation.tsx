import { BarChart, Button, LoadingState, Notice } from '@fairway/shared-ui';
import { formatShortDay, formatWeekday } from '../../../shared/utils/dates';
import { useWeekOverview } from '../hooks/useWeekOverview';

export type WeekUtilisationProps = {
  courseId: number;
  date: string;
  /** Changes after the sheet changed, to load the week again. */
  version?: number;
};

const asPercent = (value: number) => `${value}%`;

/** A bar per day of the week: the share of open places that are booked. */
export function WeekUtilisation({ courseId, date, version = 0 }: WeekUtilisationProps) {
  const overview = useWeekOverview(courseId, date, version);
  if (overview.status === 'loading') return <LoadingState label="Loading the week…" />;
  if (overview.status === 'error' && !overview.data)
    return (
      <Notice
        tone="warning"
        role="none"
        title="The week's utilisation could not be loaded"
        action={
          <Button
            size="sm"
            variant="secondary"
            loading={overview.retrying}
            onClick={() => void overview.reload()}
          >
            Try again
          </Button>
        }
      >
        {overview.error}
      </Notice>
    );
  const days = overview.data?.days ?? [];
  return (
    <BarChart
      title="Utilisation this week"
      description={`Booked players as a share of the places on times that are not blocked, week of ${days[0] ? formatShortDay(days[0].date) : date}.`}
      data={days.map((d) => ({
        label: formatWeekday(d.date),
        value: d.is_open ? Math.round(d.utilization * 100) : 0,
      }))}
      height={160}
      categoryLabel="Day"
      valueLabel="Utilisation"
      formatValue={asPercent}
    />
  );
}
