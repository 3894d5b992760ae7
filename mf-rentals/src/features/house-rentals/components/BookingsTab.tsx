import { Select, useT } from '@fairway/shared-ui';
import { HOUSE_BOOKING_STATUSES, HOUSE_PAYMENT_STATUSES } from '@fairway/shared-api/house-rentals';
import type { useAllBookings } from '../hooks/useHouseRentalsData';
import { useHouseRentalsParams } from '../hooks/useHouseRentalsParams';
import { houseRentalsMessages } from '../i18n';
import { BookingTable } from './BookingTable';
import styles from './HouseRentals.module.css';

/** ?tab=bookings: every stay of every house, by status (asked of the server) and payment. */
export function BookingsTab({ bookings }: { bookings: ReturnType<typeof useAllBookings> }) {
  const t = useT(houseRentalsMessages);
  const { status, payment, update } = useHouseRentalsParams();
  const rows =
    bookings.data?.bookings.filter((b) => !payment || b.payment_status === payment) ?? null;
  const filtered = Boolean(status || payment);

  return (
    <section aria-labelledby="fw-hr-bookings" className={styles['fw-hr-tab']}>
      <h2 id="fw-hr-bookings">{t('bookings')}</h2>
      <div className={styles['fw-hr-filters']} role="group" aria-label={t('filters')}>
        <Select
          label={t('filterStatus')}
          placeholder={t('anyStatus')}
          options={HOUSE_BOOKING_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value || null })}
        />
        <Select
          label={t('filterPayment')}
          placeholder={t('anyPayment')}
          options={HOUSE_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`payment_${s}`) }))}
          value={payment ?? ''}
          onChange={(e) => update({ payment: e.target.value || null })}
        />
      </div>
      <BookingTable
        caption={t('bookings')}
        rows={rows}
        loading={bookings.loading && !bookings.data}
        error={bookings.status === 'error' ? bookings.error : null}
        onRetry={() => void bookings.reload()}
        emptyTitle={filtered ? t('noBookingsMatch') : t('noBookings')}
        emptyMessage={filtered ? t('noBookingsMatchMessage') : t('noBookingsMessage')}
      />
    </section>
  );
}
