import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  LiveMessage,
  PageHeader,
  RadioGroup,
  ResourceStatus,
  buttonClassName,
  errorText,
  notify,
  useCurrentUserId,
  useDocumentTitle,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { SECTION_NAME } from '../../../app/sections';
import sections from './Sections.module.css';
import { teeSheetApi } from '../../../shared/api/clients';
import { useBookingRules } from '../hooks/useBookingRules';
import { useCurrentTeeTime } from '../hooks/useCurrentTeeTime';
import { useMyBookings, type BookingScope } from '../hooks/useMyBookings';
import { formatDay, relativeDay, todayIso } from '../../../shared/utils/dates';
import { CurrentTeeTimeNotice } from './CurrentTeeTimeNotice';
import list from './MyBookings.module.css';

const SCOPES = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'all', label: 'All, including past and cancelled' },
];

const playersText = (b: TeeTimeBooking) =>
  b.players.map((p) => (p.is_guest ? `${p.name} (guest)` : p.name)).join(', ');

const cancellable = (b: TeeTimeBooking, today: string) =>
  b.status === 'confirmed' && b.date >= today;

/**
 * /courses/my-bookings: the member's tee time bookings (upcoming, or all), their round under
 * way or next today on top, and cancelling one (the server applies the club's cut-off and its
 * refusal is shown in the confirmation).
 */
export function MyBookingsPage() {
  useDocumentTitle('My bookings', SECTION_NAME);
  const headingId = useId();
  const userId = useCurrentUserId();
  const [scope, setScope] = useState<BookingScope>('upcoming');
  const bookings = useMyBookings(userId, scope);
  const current = useCurrentTeeTime(userId);
  const rules = useBookingRules();
  const [cancelling, setCancelling] = useState<TeeTimeBooking | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = todayIso();

  const handleCancel = async () => {
    if (!cancelling) return;
    try {
      await teeSheetApi().cancel(cancelling.id);
    } catch (err) {
      // ConfirmDialog shows the server's reason (e.g. the cut-off) and stays open.
      throw new Error(errorText(err));
    }
    notify.success(
      `Your booking at ${cancelling.start_time} on ${formatDay(cancelling.date)} is cancelled`,
    );
    setCancelling(null);
    // The cancelled booking's button may be gone: continue from the list's heading.
    setTimeout(() => headingRef.current?.focus(), 0);
    void bookings.reload();
    void current.reload();
  };

  const rows = bookings.data;
  const liveText =
    rows && !bookings.loading ? `${rows.length} ${rows.length === 1 ? 'booking' : 'bookings'}` : '';

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title="My bookings"
        description={`Your tee times. Cancel one you cannot play so another member can take it${
          rules && rules.cancellation_cutoff_hours > 0
            ? `: up to ${rules.cancellation_cutoff_hours} hours before it starts.`
            : '.'
        }`}
        actions={
          <Link to="/courses" className={buttonClassName('secondary')}>
            Book a tee time
          </Link>
        }
      />
      {current.data ? <CurrentTeeTimeNotice current={current.data} /> : null}

      <RadioGroup
        label="Show"
        orientation="horizontal"
        options={SCOPES}
        value={scope}
        onChange={(value) => setScope(value as BookingScope)}
      />

      <section className={styles['fw-ui-page-section']} aria-labelledby={headingId}>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className={sections['fw-courses-heading']}
        >
          {scope === 'upcoming' ? 'Upcoming bookings' : 'All bookings'}
        </h2>
        <LiveMessage text={liveText} />
        {rows === null ? (
          <ResourceStatus
            resource={bookings}
            loadingLabel="Loading your bookings…"
            errorTitle="Your bookings could not be loaded"
          />
        ) : rows.length === 0 ? (
          <EmptyState
            title={scope === 'upcoming' ? 'No upcoming bookings' : 'No bookings yet'}
            message="Book a tee time and it will show here."
            action={
              <Link to="/courses" className={buttonClassName('primary')}>
                Book a tee time
              </Link>
            }
          />
        ) : (
          <>
            {bookings.status === 'error' ? (
              <ResourceStatus
                resource={bookings}
                loadingLabel="Loading your bookings…"
                errorTitle="Your bookings could not be refreshed"
              />
            ) : null}
            <ul className={list['fw-courses-bookings']} aria-busy={bookings.loading || undefined}>
              {rows.map((b) => (
                <li key={b.id}>
                  <article
                    className={list['fw-courses-booking']}
                    aria-labelledby={`booking-${b.id}`}
                  >
                    <h3 id={`booking-${b.id}`} className={list['fw-courses-booking-title']}>
                      <span className={list['fw-courses-booking-time']}>{b.start_time}</span>{' '}
                      {relativeDay(b.date, today)}
                      {b.status === 'cancelled' ? (
                        <>
                          {' '}
                          <Badge tone="neutral">Cancelled</Badge>
                        </>
                      ) : null}
                    </h3>
                    <dl className={list['fw-courses-booking-facts']}>
                      <div>
                        <dt>Date</dt>
                        <dd>{formatDay(b.date)}</dd>
                      </div>
                      <div>
                        <dt>Course</dt>
                        <dd>{b.course_name}</dd>
                      </div>
                      <div>
                        <dt>Players</dt>
                        <dd>{playersText(b)}</dd>
                      </div>
                      <div>
                        <dt>Carts</dt>
                        <dd>{b.carts}</dd>
                      </div>
                      <div>
                        <dt>Status</dt>
                        <dd>{b.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}</dd>
                      </div>
                      {b.notes ? (
                        <div>
                          <dt>Notes</dt>
                          <dd>{b.notes}</dd>
                        </div>
                      ) : null}
                    </dl>
                    {cancellable(b, today) ? (
                      <div>
                        <Button
                          variant="danger"
                          size="sm"
                          aria-label={`Cancel the booking at ${b.start_time} on ${formatDay(b.date)}`}
                          onClick={() => setCancelling(b)}
                        >
                          Cancel booking
                        </Button>
                      </div>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this booking?"
        message={
          cancelling
            ? `${cancelling.start_time} on ${formatDay(cancelling.date)}, ${cancelling.course_name}, for ${cancelling.player_count} ${cancelling.player_count === 1 ? 'player' : 'players'}. The places are freed for other members.`
            : ''
        }
        tone="danger"
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        onConfirm={handleCancel}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}
