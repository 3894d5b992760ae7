import type { ReactNode } from 'react';
import {
  Button,
  DataTable,
  money,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { HouseBooking } from '@fairway/shared-api/house-rentals';
import { useHouseRentalsParams } from '../hooks/useHouseRentalsParams';
import { houseRentalsMessages } from '../i18n';
import { BookingStatusBadge, PaymentStatusBadge } from './BookingBadges';
import { guestOf } from './CalendarSection';
import styles from './HouseRentals.module.css';

export type BookingTableProps = {
  caption: string;
  rows: readonly HouseBooking[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyTitle: string;
  emptyMessage?: ReactNode;
};

/** Stays as a table: guest (opens the booking), house, nights, guests, status, payment, due. */
export function BookingTable({ rows, ...props }: BookingTableProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const { update } = useHouseRentalsParams();
  const guest = (b: HouseBooking) => guestOf(b, t('guestFallback', { id: b.id }));

  const columns: DataTableColumn<HouseBooking>[] = [
    {
      id: 'guest',
      header: t('columnGuest'),
      value: guest,
      render: (b) => (
        <Button
          variant="ghost"
          size="sm"
          className={styles['fw-hr-link']}
          aria-label={t('openBooking', { guest: guest(b), id: b.id })}
          onClick={() => update({ booking: b.id })}
        >
          {guest(b)}
        </Button>
      ),
      wrap: true,
    },
    {
      id: 'house',
      header: t('columnHouse'),
      value: (b) => b.house_name,
      wrap: true,
    },
    {
      id: 'stay',
      header: t('columnStay'),
      value: (b) => b.check_in,
      render: (b) => (
        <>
          {t('dateRange', { start: f.dateShort(b.check_in), end: f.dateShort(b.check_out) })}{' '}
          <span className={styles['fw-hr-muted']}>({t('nights', { count: b.nights })})</span>
        </>
      ),
    },
    { id: 'guests', header: t('columnGuests'), value: (b) => b.guests, align: 'end' },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (b) => t(`status_${b.status}`),
      render: (b) => <BookingStatusBadge status={b.status} />,
    },
    {
      id: 'payment',
      header: t('columnPayment'),
      value: (b) => t(`payment_${b.payment_status}`),
      render: (b) => <PaymentStatusBadge status={b.payment_status} />,
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
    <DataTable
      caption={props.caption}
      hideCaption
      columns={columns}
      rows={rows}
      getRowId={(b) => String(b.id)}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      emptyTitle={props.emptyTitle}
      emptyMessage={props.emptyMessage}
      exportFileName={false}
    />
  );
}
