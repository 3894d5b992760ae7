import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  errorText,
  money,
  notify,
  serverText,
  useFormat,
  useT,
  type Resource,
} from '@fairway/shared-ui';
import type { HouseholdMembership } from '@fairway/shared-api/property';
import { houseRentalsApi } from '../../../shared/api/clients';
import {
  BookingStatusBadge,
  PaymentStatusBadge,
} from '../../house-rentals/components/BookingBadges';
import { houseRentalsMessages } from '../../house-rentals/i18n';
import { canLeaveFeedback, cancellable } from '../../house-rentals/utils/stay';
import { orderStays, type MyStay } from '../hooks/useHouseBookingData';
import { houseBookingMessages } from '../i18n';
import { FeedbackDialog } from './FeedbackDialog';
import styles from './HouseBooking.module.css';

export type MyStaysProps = {
  stays: Resource<MyStay[]>;
  household: HouseholdMembership | null;
  onChanged: () => void;
};

/**
 * My stays (and my household's when I may see them): status, what is due; cancel my own while
 * pending or confirmed; rate my stay once checked in or completed.
 */
export function MyStays({ stays, household, onChanged }: MyStaysProps) {
  const t = useT(houseBookingMessages);
  const th = useT(houseRentalsMessages);
  const f = useFormat();
  const today = f.today();
  const [cancelling, setCancelling] = useState<MyStay | null>(null);
  const [rating, setRating] = useState<MyStay | null>(null);
  const [rated, setRated] = useState<readonly number[]>([]);

  const handleCancel = async (stay: MyStay) => {
    try {
      await houseRentalsApi().setBookingStatus(stay.id, { status: 'cancelled' });
    } catch (err) {
      throw new Error(serverText(err) ?? errorText(err));
    }
    setCancelling(null);
    notify.success(t('stayCancelled', { house: stay.house_name }));
    onChanged();
  };

  if (stays.status === 'error')
    return (
      <ErrorState
        title={t('staysError')}
        message={stays.error}
        onRetry={() => void stays.reload()}
        retrying={stays.retrying}
      />
    );
  if (!stays.data) return <LoadingState label={t('loadingStays')} />;
  if (stays.data.length === 0)
    return <EmptyState title={t('noStays')} message={t('noStaysMessage')} />;

  return (
    <>
      <ul className={styles['fw-hb-stays']} aria-label={t('myStays')}>
        {orderStays(stays.data, today).map((stay) => {
          const headingId = `fw-hb-stay-${stay.id}`;
          const feedbackGiven = stay.has_feedback || rated.includes(stay.id);
          return (
            <li key={stay.id} className={styles['fw-hb-stay']} aria-labelledby={headingId}>
              <div className={styles['fw-hb-stay-head']}>
                <h3 id={headingId} className={styles['fw-hb-card-title']}>
                  {stay.listing_title}
                </h3>
                <BookingStatusBadge status={stay.status} />
              </div>
              <p>
                {th('dateRange', {
                  start: f.dateShort(stay.check_in),
                  end: f.dateShort(stay.check_out),
                })}{' '}
                · {th('nights', { count: stay.nights })} ·{' '}
                {t('guestsCount', { count: stay.guests })}
              </p>
              <p className={styles['fw-hb-muted']}>
                {stay.house_name}
                {stay.tenant_id !== null && household && stay.tenant_id === household.tenant.id
                  ? ` · ${t('forHousehold', { household: household.tenant.name })}`
                  : ''}
                {!stay.mine && stay.guest_name
                  ? ` · ${t('bookedBy', { name: stay.guest_name })}`
                  : ''}
              </p>
              <p>
                {t('totalIs', { total: money(stay.total_amount, null, f) })}{' '}
                {stay.status !== 'cancelled' ? (
                  <>
                    <PaymentStatusBadge status={stay.payment_status} />{' '}
                    {stay.amount_due > 0 ? (
                      <strong>{t('dueIs', { amount: money(stay.amount_due, null, f) })}</strong>
                    ) : null}
                  </>
                ) : null}
              </p>
              {stay.mine ? (
                <div className={styles['fw-hb-actions']}>
                  {canLeaveFeedback(stay.status) && !feedbackGiven ? (
                    <Button
                      size="sm"
                      aria-label={t('rateStayAt', { house: stay.house_name })}
                      onClick={() => setRating(stay)}
                    >
                      {t('rateStay')}
                    </Button>
                  ) : null}
                  {canLeaveFeedback(stay.status) && feedbackGiven ? (
                    <span className={styles['fw-hb-muted']}>{t('feedbackThanks')}</span>
                  ) : null}
                  {cancellable(stay.status) ? (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t('cancelStayAt', { house: stay.house_name })}
                      onClick={() => setCancelling(stay)}
                    >
                      {t('cancelStay')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {cancelling ? (
        <ConfirmDialog
          open
          tone="danger"
          title={t('cancelStayTitle', { house: cancelling.house_name })}
          message={
            cancelling.amount_paid > 0
              ? t('cancelStayPaidMessage', { paid: money(cancelling.amount_paid, null, f) })
              : t('cancelStayMessage')
          }
          confirmLabel={t('cancelStay')}
          cancelLabel={t('keepStay')}
          onConfirm={() => handleCancel(cancelling)}
          onCancel={() => setCancelling(null)}
        />
      ) : null}
      {rating ? (
        <FeedbackDialog
          stay={rating}
          onClose={() => setRating(null)}
          onSent={() => {
            setRated((ids) => [...ids, rating.id]);
            setRating(null);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
