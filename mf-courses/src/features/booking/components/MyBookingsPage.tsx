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
  icons,
  useCan,
  useCurrentUserId,
  useDocumentTitle,
  useFormat,
  useT,
  pageStyles as styles,
  type Formatter,
  type Translate,
} from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import sections from './Sections.module.css';
import { PERMISSIONS } from '@fairway/shared-api';
import { waitlistApi } from '../../../shared/api/clients';
import { useBookingRules } from '../hooks/useBookingRules';
import { useCurrentTeeTime } from '../hooks/useCurrentTeeTime';
import { useMyBookings, type BookingScope } from '../hooks/useMyBookings';
import { useCancelBooking } from '../hooks/useCancelBooking';
import { useClubClock } from '../hooks/useClubClock';
import { useMyWaitlist } from '../hooks/useMyWaitlist';
import { cancelState } from '../utils/clock';
import { formatDay, relativeDay, todayIso } from '../../../shared/utils/dates';
import { bookingMessages, type BookingT } from '../i18n';
import { timeOnTee } from '../utils/tee';
import { CalendarFeedButton } from './CalendarFeed';
import { CurrentTeeTimeNotice } from './CurrentTeeTimeNotice';
import { MyWaitlist } from './MyWaitlist';
import list from './MyBookings.module.css';
import { messages } from '../../../i18n/messages';

type T = Translate<keyof (typeof messages)['en']>;

const playersText = (b: TeeTimeBooking, t: T) =>
  b.players.map((p) => (p.is_guest ? t('guestName', { name: p.name }) : p.name)).join(', ');

/** '09:00', or '09:00 · 10th tee' for a booking on the 10th tee (crossover starts). */
const bookingTime = (bk: TeeTimeBooking, f: Formatter, b: BookingT) =>
  timeOnTee(f.time(bk.start_time), bk.start_tee, false, b);

/**
 * /courses/my-bookings: the member's tee time bookings (upcoming, or all), their round under
 * way or next today on top, cancelling one outside the club's cut-off (inside it the card says
 * to call the pro shop; the server applies the same rule), "Add to calendar" on each upcoming
 * booking, the personal calendar feed, and her waitlist with its offers.
 */
export function MyBookingsPage() {
  const t = useT(messages);
  const b = useT(bookingMessages);
  const f = useFormat();
  const can = useCan();
  const { clock } = useClubClock();
  useDocumentTitle(t('myBookingsTitle'), t('sectionName'));
  const scopes = [
    { value: 'upcoming', label: t('scopeUpcoming') },
    { value: 'all', label: t('scopeAll') },
  ];
  const headingId = useId();
  const userId = useCurrentUserId();
  const [scope, setScope] = useState<BookingScope>('upcoming');
  const bookings = useMyBookings(userId, scope);
  const current = useCurrentTeeTime(userId);
  const rules = useBookingRules();
  const waitlist = useMyWaitlist(can(PERMISSIONS.teeTimesBook));
  const [cancelling, setCancelling] = useState<TeeTimeBooking | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = todayIso(undefined, f);
  const cancel = useCancelBooking(() => {
    setCancelling(null);
    // The cancelled booking's button may be gone: continue from the list's heading.
    setTimeout(() => headingRef.current?.focus(), 0);
    void bookings.reload();
    void current.reload();
  });

  // ConfirmDialog shows the server's reason (e.g. the cut-off) and stays open.
  const handleCancel = async () => {
    if (cancelling) await cancel(cancelling);
  };

  const handleOfferBooked = () => {
    void bookings.reload();
    void current.reload();
  };

  const rows = bookings.data;
  const liveText = rows && !bookings.loading ? t('bookingsCount', { count: rows.length }) : '';

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title={t('myBookingsTitle')}
        description={
          rules && rules.cancellation_cutoff_hours > 0
            ? t('myBookingsDescriptionCutoff', { count: rules.cancellation_cutoff_hours })
            : t('myBookingsDescription')
        }
        actions={
          <>
            <Link to="/courses" className={buttonClassName('secondary')}>
              {t('bookATeeTime')}
            </Link>
            <CalendarFeedButton />
          </>
        }
      />
      {current.data ? <CurrentTeeTimeNotice current={current.data} /> : null}

      <RadioGroup
        label={t('show')}
        orientation="horizontal"
        options={scopes}
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
          {scope === 'upcoming' ? t('upcomingBookings') : t('allBookings')}
        </h2>
        <LiveMessage text={liveText} />
        {rows === null ? (
          <ResourceStatus
            resource={bookings}
            loadingLabel={t('loadingBookings')}
            errorTitle={t('bookingsNotLoaded')}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            title={scope === 'upcoming' ? t('noUpcomingBookings') : t('noBookingsYet')}
            message={t('bookingsEmptyMessage')}
            action={
              <Link to="/courses" className={buttonClassName('primary')}>
                {t('bookATeeTime')}
              </Link>
            }
          />
        ) : (
          <>
            {bookings.status === 'error' ? (
              <ResourceStatus
                resource={bookings}
                loadingLabel={t('loadingBookings')}
                errorTitle={t('bookingsNotRefreshed')}
              />
            ) : null}
            <ul className={list['fw-courses-bookings']} aria-busy={bookings.loading || undefined}>
              {rows.map((bk) => (
                <li key={bk.id}>
                  <article
                    className={list['fw-courses-booking']}
                    aria-labelledby={`booking-${bk.id}`}
                  >
                    <h3 id={`booking-${bk.id}`} className={list['fw-courses-booking-title']}>
                      <span className={list['fw-courses-booking-time']}>
                        {bookingTime(bk, f, b)}
                      </span>{' '}
                      {relativeDay(bk.date, today, f)}
                      {bk.status === 'cancelled' ? (
                        <>
                          {' '}
                          <Badge tone="neutral">{t('cancelled')}</Badge>
                        </>
                      ) : null}
                    </h3>
                    <dl className={list['fw-courses-booking-facts']}>
                      <div>
                        <dt>{t('date')}</dt>
                        <dd>
                          <time dateTime={bk.date}>{f.date(bk.date)}</time>
                        </dd>
                      </div>
                      <div>
                        <dt>{t('course')}</dt>
                        <dd>{bk.course_name}</dd>
                      </div>
                      <div>
                        <dt>{t('playersLabel')}</dt>
                        <dd>{playersText(bk, t)}</dd>
                      </div>
                      <div>
                        <dt>{t('cartsLabel')}</dt>
                        <dd>{f.number(bk.carts)}</dd>
                      </div>
                      <div>
                        <dt>{t('status')}</dt>
                        <dd>{bk.status === 'confirmed' ? t('confirmed') : t('cancelled')}</dd>
                      </div>
                      {bk.notes ? (
                        <div>
                          <dt>{t('notes')}</dt>
                          <dd>{bk.notes}</dd>
                        </div>
                      ) : null}
                    </dl>
                    <BookingActions
                      booking={bk}
                      state={cancelState(bk, rules, clock)}
                      cutoff={rules?.cancellation_cutoff_hours ?? 0}
                      onCancel={() => setCancelling(bk)}
                    />
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {can(PERMISSIONS.teeTimesBook) ? (
        <MyWaitlist entries={waitlist} onBooked={handleOfferBooked} />
      ) : null}

      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancelThisBooking')}
        message={
          cancelling
            ? t('cancelThisBookingMessage', {
                time: bookingTime(cancelling, f, b),
                day: formatDay(cancelling.date, f),
                course: cancelling.course_name,
                players: t('players', { count: cancelling.player_count }),
              })
            : ''
        }
        tone="danger"
        confirmLabel={t('cancelBooking')}
        cancelLabel={t('keepBooking')}
        onConfirm={handleCancel}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}

type BookingActionsProps = {
  booking: TeeTimeBooking;
  state: ReturnType<typeof cancelState>;
  cutoff: number;
  onCancel: () => void;
};

/** An upcoming booking's actions: "Add to calendar", and Cancel outside the cut-off (else why not). */
function BookingActions({ booking, state, cutoff, onCancel }: BookingActionsProps) {
  const t = useT(messages);
  const b = useT(bookingMessages);
  const f = useFormat();
  if (state === 'no') return null;
  const time = bookingTime(booking, f, b);
  const day = formatDay(booking.date, f);
  return (
    <div className={list['fw-courses-booking-actions']}>
      <a
        href={waitlistApi().bookingCalendarUrl(booking.id)}
        download
        className={buttonClassName('secondary', 'sm')}
        aria-label={b('addToCalendarAt', { time, day })}
      >
        <icons.DownloadIcon />
        {b('addToCalendar')}
      </a>
      {state === 'yes' ? (
        <Button
          variant="danger"
          size="sm"
          aria-label={t('cancelBookingAt', { time, day })}
          onClick={onCancel}
        >
          {t('cancelBooking')}
        </Button>
      ) : (
        <p className={list['fw-courses-booking-note']}>
          {b('cannotCancelOnline', { count: cutoff })}
        </p>
      )}
    </div>
  );
}
