import { money, useFormat, useT } from '@fairway/shared-ui';
import type { HouseBooking } from '@fairway/shared-api/house-rentals';
import { houseRentalsMessages } from '../i18n';
import styles from './HouseRentals.module.css';

/** A stay's money from the ledger: the price as fixed, paid, credited (a cancellation), due. */
export function BookingMoney({ booking }: { booking: HouseBooking }) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  return (
    <dl className={styles['fw-hr-money']}>
      <dt>
        {t('quoteNights', { count: booking.nights, rate: money(booking.nightly_rate, null, f) })}
      </dt>
      <dd>{money(booking.nights * booking.nightly_rate, null, f)}</dd>
      <dt>{t('cleaningFee')}</dt>
      <dd>{money(booking.cleaning_fee, null, f)}</dd>
      <dt>{t('moneyTotal')}</dt>
      <dd>{money(booking.total_amount, null, f)}</dd>
      <dt>{t('moneyPaid')}</dt>
      <dd>{money(booking.amount_paid, null, f)}</dd>
      {booking.amount_credited > 0 ? (
        <>
          <dt>{t('moneyCredited')}</dt>
          <dd>{money(booking.amount_credited, null, f)}</dd>
        </>
      ) : null}
      <dt className={styles['fw-hr-money-due']}>{t('moneyDue')}</dt>
      <dd className={styles['fw-hr-money-due']}>{money(booking.amount_due, null, f)}</dd>
    </dl>
  );
}
