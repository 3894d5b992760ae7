import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  Drawer,
  EmptyState,
  LoadingState,
  errorText,
  money,
  notify,
  serverText,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  HOUSE_BOOKING_MOVES,
  type HouseBooking,
  type HouseBookingStatus,
} from '@fairway/shared-api/house-rentals';
import { houseRentalsApi } from '../../../shared/api/clients';
import { useHouseRentalsParams } from '../hooks/useHouseRentalsParams';
import { useHouseRentals } from '../stores/HouseRentalsContext';
import { houseRentalsMessages } from '../i18n';
import { BookingStatusBadge, PaymentStatusBadge } from './BookingBadges';
import { guestOf } from './CalendarSection';
import { BookingMoney } from './BookingMoney';
import { PaymentDialog } from './PaymentDialog';
import styles from './HouseRentals.module.css';

type Move = Exclude<HouseBookingStatus, 'pending'>;

export type BookingDetailsProps = {
  id: number;
  /** The booking as the list that opened it has it; null while the list loads, or when not there. */
  booking: HouseBooking | null;
  loading: boolean;
};

/** ?booking=ID: a stay, its money and the office's steps (confirm, check in, complete, cancel, payment). */
export function BookingDetails({ id, booking: listed, loading }: BookingDetailsProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const store = useHouseRentals();
  const { update } = useHouseRentalsParams();
  // The server's answer to a change made here, until the list has it too.
  const [answer, setAnswer] = useState<HouseBooking | null>(null);
  const booking = answer && (!listed || answer.updated_at >= listed.updated_at) ? answer : listed;
  const [busy, setBusy] = useState<Move | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);
  const close = () => update({ booking: null });
  const guest = booking ? guestOf(booking, t('guestFallback', { id })) : '';

  const changed = (next: HouseBooking) => {
    setAnswer(next);
    store.changed();
  };

  const move = async (status: Move) => {
    if (!booking) return;
    setBusy(status);
    try {
      const next = await houseRentalsApi().setBookingStatus(booking.id, { status });
      changed(next);
      notify.success(t('bookingMoved', { guest, status: t(`status_${next.status}`) }));
    } catch (err) {
      notify.error(serverText(err) ?? errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const handleCancel = async () => {
    if (!booking) return;
    let next: HouseBooking;
    try {
      next = await houseRentalsApi().setBookingStatus(booking.id, { status: 'cancelled' });
    } catch (err) {
      throw new Error(serverText(err) ?? errorText(err));
    }
    setCancelling(false);
    changed(next);
    notify.success(t('bookingCancelled', { guest, house: next.house_name }));
  };

  const moves = booking ? HOUSE_BOOKING_MOVES[booking.status].filter((s) => s !== 'cancelled') : [];
  const canCancel = booking ? HOUSE_BOOKING_MOVES[booking.status].includes('cancelled') : false;

  return (
    <Drawer open onClose={close} size="md" title={t('bookingTitle', { id })}>
      {!booking ? (
        loading ? (
          <LoadingState label={t('loadingBooking')} />
        ) : (
          <EmptyState title={t('bookingNotFound')} message={t('bookingNotFoundMessage')} />
        )
      ) : (
        <div className={styles['fw-hr-details']}>
          <dl className={styles['fw-hr-facts']}>
            <dt>{t('guest')}</dt>
            <dd>
              {guest}
              {booking.guest_email ? (
                <span className={styles['fw-hr-muted']}> · {booking.guest_email}</span>
              ) : null}
            </dd>
            <dt>{t('house')}</dt>
            <dd>
              {booking.house_name}{' '}
              <span className={styles['fw-hr-muted']}>· {booking.listing_title}</span>
            </dd>
            <dt>{t('stay')}</dt>
            <dd>
              {t('dateRange', {
                start: f.dateLong(booking.check_in),
                end: f.dateLong(booking.check_out),
              })}{' '}
              ({t('nights', { count: booking.nights })})
            </dd>
            <dt>{t('period')}</dt>
            <dd>{booking.period_name}</dd>
            <dt>{t('guests')}</dt>
            <dd>{booking.guests}</dd>
            <dt>{t('columnStatus')}</dt>
            <dd>
              <BookingStatusBadge status={booking.status} />
            </dd>
            <dt>{t('columnPayment')}</dt>
            <dd>
              <PaymentStatusBadge status={booking.payment_status} />
            </dd>
            {booking.tenant_id !== null ? (
              <>
                <dt>{t('bookedFor')}</dt>
                <dd>{t('bookedForHousehold', { id: booking.tenant_id })}</dd>
              </>
            ) : null}
          </dl>

          {store.canWrite && (moves.length > 0 || canCancel || booking.amount_due > 0) ? (
            <div className={styles['fw-hr-actions']} role="group" aria-label={t('actions')}>
              {moves.map((status) => (
                <Button
                  key={status}
                  size="sm"
                  loading={busy === status}
                  disabled={busy !== null && busy !== status}
                  onClick={() => void move(status as Move)}
                >
                  {t(`move_${status as Exclude<Move, 'cancelled'>}`)}
                </Button>
              ))}
              {booking.amount_due > 0 && booking.status !== 'cancelled' ? (
                <Button size="sm" variant="secondary" onClick={() => setPaying(true)}>
                  {t('recordPayment')}
                </Button>
              ) : null}
              {canCancel ? (
                <Button size="sm" variant="danger" onClick={() => setCancelling(true)}>
                  {t('cancelBooking')}
                </Button>
              ) : null}
            </div>
          ) : null}

          <section aria-labelledby="fw-hr-booking-money">
            <h3 id="fw-hr-booking-money">{t('money')}</h3>
            <BookingMoney booking={booking} />
          </section>

          {booking.notes ? (
            <section aria-labelledby="fw-hr-booking-notes">
              <h3 id="fw-hr-booking-notes">{t('notes')}</h3>
              <p className={styles['fw-hr-pre']}>{booking.notes}</p>
            </section>
          ) : null}

          <p className={styles['fw-hr-muted']}>
            {t('bookedOn', { date: f.dateTime(booking.created_at) })}
          </p>
        </div>
      )}
      {booking && paying ? (
        <PaymentDialog
          booking={booking}
          onClose={() => setPaying(false)}
          onPaid={(next) => {
            setPaying(false);
            changed(next);
          }}
        />
      ) : null}
      {booking && cancelling ? (
        <ConfirmDialog
          open
          tone="danger"
          title={t('cancelBookingTitle', { guest, house: booking.house_name })}
          message={
            booking.amount_paid > 0
              ? t('cancelBookingPaidMessage', { paid: money(booking.amount_paid, null, f) })
              : t('cancelBookingMessage')
          }
          confirmLabel={t('cancelBooking')}
          cancelLabel={t('keepBooking')}
          onConfirm={handleCancel}
          onCancel={() => setCancelling(false)}
        />
      ) : null}
    </Drawer>
  );
}
