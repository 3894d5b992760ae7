import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName, icons, useFormat, useT } from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { waitlistApi } from '../../../shared/api/clients';
import { formatDay } from '../../../shared/utils/dates';
import { bookingMessages } from '../i18n';
import { timeOnTee } from '../utils/tee';
import { BookingDetails } from './BookingDetails';
import styles from './BookingDetails.module.css';

export type BookingConfirmationProps = {
  booking: TeeTimeBooking;
  /** The course runs crossover starts: the time is named with its tee ('09:00 · 1st tee'). */
  crossover?: boolean;
  onDismiss: () => void;
};

/**
 * What the member sees once booked, at the top of the page in place of the dialog: "You are
 * booked", the time, course, players and price, "Add to calendar" (the booking's .ics) and "View
 * my bookings". Its heading takes the focus (and scrolls into view on a phone) so a screen reader
 * reads it at once; "Done" puts it away.
 */
export function BookingConfirmation({
  booking,
  crossover = false,
  onDismiss,
}: BookingConfirmationProps) {
  const b = useT(bookingMessages);
  const f = useFormat();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [booking.id]);
  const time = timeOnTee(f.time(booking.start_time), booking.start_tee, crossover, b);
  const day = formatDay(booking.date, f);
  return (
    <section className={styles['fw-courses-confirmation']} aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={styles['fw-courses-confirmation-title']}
      >
        <icons.SuccessIcon /> {b('youAreBooked')}
      </h2>
      <p className={styles['fw-courses-details-summary']}>
        {b('bookedSummary', { time, day, course: booking.course_name })}
      </p>
      <BookingDetails booking={booking} crossover={crossover} />
      <div className={styles['fw-courses-details-links']}>
        <a
          href={waitlistApi().bookingCalendarUrl(booking.id)}
          download
          className={buttonClassName('secondary')}
          aria-label={b('addToCalendarAt', { time, day })}
        >
          <icons.DownloadIcon />
          {b('addToCalendar')}
        </a>
        <Link to="/courses/my-bookings" className={buttonClassName('secondary')}>
          {b('viewMyBookings')}
        </Link>
        <Button variant="ghost" onClick={onDismiss}>
          {b('done')}
        </Button>
      </div>
    </section>
  );
}
