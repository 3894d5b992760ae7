import { useFormat, useT } from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { formatDay } from '../../../shared/utils/dates';
import { messages } from '../../../i18n/messages';
import { bookingMessages } from '../i18n';
import { timeOnTee } from '../utils/tee';
import styles from './BookingDetails.module.css';
import { money } from '../../../shared/utils/money';

export type BookingDetailsProps = {
  booking: TeeTimeBooking;
  /** The course runs crossover starts: the time is named with its tee ('09:00 · 1st tee'). */
  crossover?: boolean;
};

/** The players as a member reads them: 'Alex Admin, Jo Bloggs (guest)'. */
export function playersText(booking: TeeTimeBooking, guestName: (name: string) => string): string {
  return booking.players.map((p) => (p.is_guest ? guestName(p.name) : p.name)).join(', ');
}

/** A booking's facts: time and day, course, players, carts, notes and its price when it has one. */
export function BookingDetails({ booking, crossover = false }: BookingDetailsProps) {
  const t = useT(messages);
  const b = useT(bookingMessages);
  const f = useFormat();
  return (
    <dl className={styles['fw-courses-details']}>
      <div>
        <dt>{b('bookingTime')}</dt>
        <dd>
          {timeOnTee(f.time(booking.start_time), booking.start_tee, crossover, b)},{' '}
          <time dateTime={booking.date}>{formatDay(booking.date, f)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('course')}</dt>
        <dd>{booking.course_name}</dd>
      </div>
      <div>
        <dt>{b('holes')}</dt>
        <dd>{b('holesCount', { count: booking.holes })}</dd>
      </div>
      <div>
        <dt>{t('playersLabel')}</dt>
        <dd>{playersText(booking, (name) => t('guestName', { name }))}</dd>
      </div>
      <div>
        <dt>{t('cartsLabel')}</dt>
        <dd>{f.number(booking.carts)}</dd>
      </div>
      {booking.notes ? (
        <div>
          <dt>{t('notes')}</dt>
          <dd>{booking.notes}</dd>
        </div>
      ) : null}
      {booking.price ? (
        <div>
          <dt>{b('price')}</dt>
          <dd>{money(booking.price.total_cents, booking.price.currency, f)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
