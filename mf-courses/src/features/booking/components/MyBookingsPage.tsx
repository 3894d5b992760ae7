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
  useFormat,
  useT,
  pageStyles as styles,
  type Translate,
} from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import sections from './Sections.module.css';
import { teeSheetApi } from '../../../shared/api/clients';
import { useBookingRules } from '../hooks/useBookingRules';
import { useCurrentTeeTime } from '../hooks/useCurrentTeeTime';
import { useMyBookings, type BookingScope } from '../hooks/useMyBookings';
import { formatDay, relativeDay, todayIso } from '../../../shared/utils/dates';
import { CurrentTeeTimeNotice } from './CurrentTeeTimeNotice';
import list from './MyBookings.module.css';
import { messages } from '../../../i18n/messages';

type T = Translate<keyof (typeof messages)['en']>;

const playersText = (b: TeeTimeBooking, t: T) =>
  b.players.map((p) => (p.is_guest ? t('guestName', { name: p.name }) : p.name)).join(', ');

const cancellable = (b: TeeTimeBooking, today: string) =>
  b.status === 'confirmed' && b.date >= today;

/**
 * /courses/my-bookings: the member's tee time bookings (upcoming, or all), their round under
 * way or next today on top, and cancelling one (the server applies the club's cut-off and its
 * refusal is shown in the confirmation).
 */
export function MyBookingsPage() {
  const t = useT(messages);
  const f = useFormat();
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
  const [cancelling, setCancelling] = useState<TeeTimeBooking | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = todayIso(undefined, f);

  const handleCancel = async () => {
    if (!cancelling) return;
    try {
      await teeSheetApi().cancel(cancelling.id);
    } catch (err) {
      // ConfirmDialog shows the server's reason (e.g. the cut-off) and stays open.
      throw new Error(errorText(err));
    }
    notify.success(
      t('bookingCancelled', {
        time: f.time(cancelling.start_time),
        day: formatDay(cancelling.date, f),
      }),
    );
    setCancelling(null);
    // The cancelled booking's button may be gone: continue from the list's heading.
    setTimeout(() => headingRef.current?.focus(), 0);
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
          <Link to="/courses" className={buttonClassName('secondary')}>
            {t('bookATeeTime')}
          </Link>
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
              {rows.map((b) => (
                <li key={b.id}>
                  <article
                    className={list['fw-courses-booking']}
                    aria-labelledby={`booking-${b.id}`}
                  >
                    <h3 id={`booking-${b.id}`} className={list['fw-courses-booking-title']}>
                      <span className={list['fw-courses-booking-time']}>
                        {f.time(b.start_time)}
                      </span>{' '}
                      {relativeDay(b.date, today, f)}
                      {b.status === 'cancelled' ? (
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
                          <time dateTime={b.date}>{f.date(b.date)}</time>
                        </dd>
                      </div>
                      <div>
                        <dt>{t('course')}</dt>
                        <dd>{b.course_name}</dd>
                      </div>
                      <div>
                        <dt>{t('playersLabel')}</dt>
                        <dd>{playersText(b, t)}</dd>
                      </div>
                      <div>
                        <dt>{t('cartsLabel')}</dt>
                        <dd>{f.number(b.carts)}</dd>
                      </div>
                      <div>
                        <dt>{t('status')}</dt>
                        <dd>{b.status === 'confirmed' ? t('confirmed') : t('cancelled')}</dd>
                      </div>
                      {b.notes ? (
                        <div>
                          <dt>{t('notes')}</dt>
                          <dd>{b.notes}</dd>
                        </div>
                      ) : null}
                    </dl>
                    {cancellable(b, today) ? (
                      <div>
                        <Button
                          variant="danger"
                          size="sm"
                          aria-label={t('cancelBookingAt', {
                            time: f.time(b.start_time),
                            day: formatDay(b.date, f),
                          })}
                          onClick={() => setCancelling(b)}
                        >
                          {t('cancelBooking')}
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
        title={t('cancelThisBooking')}
        message={
          cancelling
            ? t('cancelThisBookingMessage', {
                time: f.time(cancelling.start_time),
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
