import { Badge, DataTable, money, useFormat, useT, type DataTableColumn } from '@fairway/shared-ui';
import type { HouseBooking } from '@fairway/shared-api/house-rentals';
import { useHouseholdBookings } from '../hooks/useHouseholdData';
import { householdMessages } from '../i18n';
import styles from '../../property/components/Property.module.css';

const TONES = {
  pending: 'warning',
  confirmed: 'info',
  checked_in: 'success',
  completed: 'neutral',
  cancelled: 'neutral',
} as const;

/** The house stays booked in the household's name (view_bookings). */
export function BookingsSection({ tenantId }: { tenantId: number }) {
  const t = useT(householdMessages);
  const f = useFormat();
  const bookings = useHouseholdBookings(tenantId);
  const columns: DataTableColumn<HouseBooking>[] = [
    {
      id: 'house',
      header: t('columnHouse'),
      value: (b) => b.house_name,
      rowHeader: true,
      wrap: true,
    },
    {
      id: 'stay',
      header: t('columnStay'),
      value: (b) => b.check_in,
      render: (b) => t('stay', { start: f.dateShort(b.check_in), end: f.dateShort(b.check_out) }),
    },
    { id: 'guest', header: t('columnGuest'), value: (b) => b.guest_name ?? '—', wrap: true },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (b) => t(`booking_${b.status}`),
      render: (b) => <Badge tone={TONES[b.status]}>{t(`booking_${b.status}`)}</Badge>,
    },
    {
      id: 'due',
      header: t('columnDue'),
      value: (b) => b.amount_due,
      render: (b) => money(b.amount_due, null, f),
      align: 'end',
    },
  ];
  return (
    <section aria-label={t('myBookings')} className={styles['fw-rentals-property-section']}>
      <h2>{t('myBookings')}</h2>
      <DataTable
        caption={t('bookingsTable')}
        hideCaption
        columns={columns}
        rows={bookings.data}
        getRowId={(b) => String(b.id)}
        loading={bookings.loading}
        error={bookings.status === 'error' ? `${t('bookingsError')}: ${bookings.error}` : null}
        onRetry={() => void bookings.reload()}
        initialSort={{ columnId: 'stay', direction: 'descending' }}
        filterable={false}
        exportFileName={false}
        emptyTitle={t('noBookings')}
        emptyMessage={t('noBookingsMessage')}
      />
    </section>
  );
}
