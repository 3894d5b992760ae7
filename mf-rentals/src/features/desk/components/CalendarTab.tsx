import {
  Button,
  Cluster,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  Select,
  Switch,
  useFormat,
  useResource,
  useT,
} from '@fairway/shared-ui';
import { rentalsApi } from '../../../shared/api/clients';
import type { RentalAvailability } from '../../../shared/api/types';
import { useRentalPools } from '../../../shared/hooks/useRentalPools';
import { addMonths, monthBounds } from '../../../shared/utils/dates';
import { useDeskParams } from '../hooks/useDeskParams';
import { useDesk } from '../stores/DeskContext';
import { deskMessages, type DeskT } from '../i18n';
import { monthWeeks } from '../utils/monthGrid';
import styles from './Desk.module.css';

type Day = RentalAvailability['days'][number];

const tone = (day: Day, quantity: number) =>
  day.available <= 0 ? 'full' : day.booked > 0 || day.available < quantity ? 'some' : 'free';

const dayText = (day: Day, t: DeskT) =>
  `${t('bookedCount', { count: day.booked })}, ${t('freeCount', { count: day.available })}`;

/** ?tab=calendar: one rental pool's month, units booked and free each day, as a grid or a table. */
export function CalendarTab() {
  const t = useT(deskMessages);
  const f = useFormat();
  const desk = useDesk();
  const { poolId, month: monthParam, tableView, update } = useDeskParams();
  const pools = useRentalPools();
  const month = monthParam ?? f.today().slice(0, 7);
  const pool = pools.data?.find((p) => p.inventory_id === poolId) ?? pools.data?.[0] ?? null;
  const { start, end } = monthBounds(month);
  const availability = useResource<RentalAvailability | null>(
    () => (pool ? rentalsApi().availability(pool.inventory_id, start, end) : Promise.resolve(null)),
    [pool?.inventory_id, start, end, desk.changes],
  );
  // What is shown belongs to the chosen pool and month (not an answer for the previous choice).
  const shown =
    availability.data &&
    availability.data.inventory_id === pool?.inventory_id &&
    availability.data.days[0]?.date === start
      ? availability.data
      : null;
  const days = shown?.days ?? [];
  const byDay = new Map(days.map((d) => [d.date, d]));
  const quantity = shown?.quantity ?? 0;
  const monthName = f.month(start);
  const caption = pool ? t('calendarCaption', { item: pool.item_name, month: monthName }) : '';

  if (pools.status === 'loading') return <LoadingState label={t('loadingPools')} />;
  if (pools.status === 'error')
    return (
      <ErrorState
        title={t('poolsErrorTitle')}
        message={pools.error}
        onRetry={() => void pools.reload()}
        retrying={pools.retrying}
      />
    );
  if (!pool) return <EmptyState title={t('noPools')} message={t('noPoolsMessage')} />;

  const weekdays = f.weekdays();
  const weeks = monthWeeks(month, weekdays[0]?.day ?? 1);

  return (
    <section aria-labelledby="fw-rentals-calendar" className={styles['fw-rentals-tab']}>
      <h2 id="fw-rentals-calendar">{t('calendar')}</h2>
      <div className={styles['fw-rentals-filters']}>
        <Select
          label={t('pool')}
          options={(pools.data ?? []).map((p) => ({
            value: String(p.inventory_id),
            label: t('poolUnits', { item: p.item_name, count: p.units }),
          }))}
          value={String(pool.inventory_id)}
          onChange={(e) => update({ pool: e.target.value })}
        />
        <Cluster gap={2} align="center">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('previousMonth')}
            onClick={() => update({ month: addMonths(month, -1) })}
          >
            ‹
          </Button>
          <span className={styles['fw-rentals-month']} aria-live="polite">
            {monthName}
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('nextMonth')}
            onClick={() => update({ month: addMonths(month, 1) })}
          >
            ›
          </Button>
        </Cluster>
        <Switch
          label={t('showAsTable')}
          checked={tableView}
          onChange={(on) => update({ view: on ? 'table' : null })}
        />
      </div>

      {availability.status === 'error' ? (
        <ErrorState
          title={t('calendarError')}
          message={availability.error}
          onRetry={() => void availability.reload()}
          retrying={availability.retrying}
        />
      ) : !shown ? (
        <LoadingState label={t('loadingCalendar')} />
      ) : tableView ? (
        <DataTable
          caption={caption}
          columns={[
            {
              id: 'date',
              header: t('columnDate'),
              value: (d: Day) => d.date,
              render: (d: Day) => f.dateLong(d.date),
            },
            { id: 'booked', header: t('columnBooked'), value: (d: Day) => d.booked, align: 'end' },
            {
              id: 'available',
              header: t('columnAvailable'),
              value: (d: Day) => d.available,
              align: 'end',
            },
          ]}
          rows={days}
          getRowId={(d) => d.date}
          filterable={false}
          pageSizeOptions={[31]}
          initialPageSize={31}
          exportFileName={`availability-${pool.inventory_id}-${month}`}
        />
      ) : (
        <div className={styles['fw-rentals-grid-scroll']}>
          <table className={styles['fw-rentals-grid']}>
            <caption>
              {caption}{' '}
              <span className={styles['fw-rentals-muted']}>
                {t('unitsInPool', { count: quantity })}
              </span>
            </caption>
            <thead>
              <tr>
                {weekdays.map((w) => (
                  <th key={w.day} scope="col" abbr={w.long}>
                    {w.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, i) => (
                <tr key={i}>
                  {week.map((date, j) => {
                    const day = date ? byDay.get(date) : undefined;
                    if (!date || !day) return <td key={j} />;
                    return (
                      <td key={date} data-tone={tone(day, quantity)}>
                        <span className={styles['fw-rentals-grid-date']}>
                          {Number(date.slice(8, 10))}
                        </span>
                        <span className={styles['fw-rentals-grid-counts']}>{dayText(day, t)}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
