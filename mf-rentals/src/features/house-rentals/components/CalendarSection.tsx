import { useMemo } from 'react';
import {
  Button,
  DataTable,
  ErrorState,
  Notice,
  useFormat,
  useT,
  type DataTableColumn,
  type Resource,
} from '@fairway/shared-ui';
import type { HouseBooking, HouseRentalDetails } from '@fairway/shared-api/house-rentals';
import { monthBounds } from '../../../shared/utils/dates';
import { useFreeNights } from '../hooks/useHouseRentalsData';
import { useHouseRentalsParams } from '../hooks/useHouseRentalsParams';
import { useHouseRentals } from '../stores/HouseRentalsContext';
import { houseRentalsMessages } from '../i18n';
import { BookingStatusBadge } from './BookingBadges';
import { HouseCalendar, type NightInfo } from './HouseCalendar';
import styles from './HouseRentals.module.css';

export const guestOf = (b: Pick<HouseBooking, 'guest_name' | 'user_id' | 'id'>, fallback: string) =>
  b.guest_name ?? fallback;

/**
 * ?view=calendar: the house's month, night by night: booked (by whom), free (from the same
 * available-dates the guests see) or not offered; and the month's stays as a list.
 */
export function CalendarSection({
  listing,
  bookings,
}: {
  listing: HouseRentalDetails;
  bookings: Resource<HouseBooking[]>;
}) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const store = useHouseRentals();
  const { month: monthParam, update } = useHouseRentalsParams();
  const month = monthParam ?? f.today().slice(0, 7);
  const window = useMemo(() => monthBounds(month), [month]);
  const free = useFreeNights(listing, window, store.changes);
  const freeSet = useMemo(() => new Set(free.data?.free ?? []), [free.data]);
  const takenSet = useMemo(
    () => new Set(free.data?.periods.flatMap((p) => p.booked_dates) ?? []),
    [free.data],
  );
  const live = useMemo(
    () => (bookings.data ?? []).filter((b) => b.status !== 'cancelled'),
    [bookings.data],
  );
  const inMonth = live
    .filter((b) => b.check_in <= window.end && b.check_out > window.start)
    .sort((a, b) => a.check_in.localeCompare(b.check_in));

  const nightOf = (date: string): NightInfo => {
    const holding = live.filter((b) => b.check_in <= date && date < b.check_out);
    if (holding.length > 0 || takenSet.has(date))
      return {
        state: 'booked',
        bookings: holding.map((b) => ({
          id: b.id,
          guest: guestOf(b, t('guestFallback', { id: b.id })),
        })),
      };
    return freeSet.has(date) ? { state: 'free' } : { state: 'closed' };
  };

  const columns: DataTableColumn<HouseBooking>[] = [
    {
      id: 'guest',
      header: t('columnGuest'),
      value: (b) => guestOf(b, t('guestFallback', { id: b.id })),
      render: (b) => (
        <Button
          variant="ghost"
          size="sm"
          className={styles['fw-hr-link']}
          aria-label={t('openBooking', {
            guest: guestOf(b, t('guestFallback', { id: b.id })),
            id: b.id,
          })}
          onClick={() => update({ booking: b.id })}
        >
          {guestOf(b, t('guestFallback', { id: b.id }))}
        </Button>
      ),
      wrap: true,
    },
    {
      id: 'stay',
      header: t('columnStay'),
      value: (b) => b.check_in,
      render: (b) =>
        `${t('dateRange', { start: f.dateShort(b.check_in), end: f.dateShort(b.check_out) })} (${t('nights', { count: b.nights })})`,
    },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (b) => t(`status_${b.status}`),
      render: (b) => <BookingStatusBadge status={b.status} />,
    },
  ];

  return (
    <section aria-labelledby="fw-hr-calendar" className={styles['fw-hr-section']}>
      <h2 id="fw-hr-calendar">{t('rentalCalendar')}</h2>
      {listing.periods.length === 0 ? <Notice tone="info">{t('calendarNoPeriods')}</Notice> : null}
      {free.status === 'error' ? (
        <ErrorState
          title={t('freeNightsError')}
          message={free.error}
          onRetry={() => void free.reload()}
          retrying={free.retrying}
        />
      ) : null}
      {bookings.status === 'error' ? (
        <ErrorState
          title={t('bookingsError')}
          message={bookings.error}
          onRetry={() => void bookings.reload()}
          retrying={bookings.retrying}
        />
      ) : null}
      <div aria-busy={free.loading || bookings.loading}>
        <HouseCalendar
          house={listing.house_name}
          month={month}
          onMonthChange={(m) => update({ month: m })}
          nightOf={nightOf}
          onOpenBooking={(id) => update({ booking: id })}
        />
      </div>
      <DataTable
        caption={t('staysInMonth', { month: f.month(window.start) })}
        columns={columns}
        rows={bookings.data ? inMonth : null}
        getRowId={(b) => String(b.id)}
        loading={bookings.loading && !bookings.data}
        emptyTitle={t('noStaysInMonth')}
        filterable={false}
        exportFileName={false}
      />
    </section>
  );
}
