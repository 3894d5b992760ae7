import { useId, useState } from 'react';
import {
  Badge,
  Button,
  EmptyState,
  Notice,
  ResourceStatus,
  errorText,
  notify,
  useFormat,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { WaitlistEntry } from '@fairway/shared-api/tee-sheet';
import { waitlistApi } from '../../../shared/api/clients';
import { formatDay } from '../../../shared/utils/dates';
import { bookingMessages, type BookingT } from '../i18n';
import { timeOnTee } from '../utils/tee';
import { useClubClock } from '../hooks/useClubClock';
import type { useMyWaitlist } from '../hooks/useMyWaitlist';
import list from './MyBookings.module.css';
import sections from './Sections.module.css';

export type MyWaitlistProps = {
  entries: ReturnType<typeof useMyWaitlist>;
  /** An offer was accepted: the bookings reload. */
  onBooked: () => void;
};

/** '09:10' for one time, '08:00–10:00' for a window. */
export function entryWhen(
  entry: Pick<WaitlistEntry, 'from_time' | 'to_time'>,
  b: BookingT,
  time: (t: string) => string,
): string {
  return entry.from_time === entry.to_time
    ? time(entry.from_time)
    : b('windowText', { from: time(entry.from_time), to: time(entry.to_time) });
}

/**
 * My bookings' waitlist: each open entry (the time or window, day, course, players) with "Leave
 * the waitlist"; an offer first, with the time it is held until and Accept / Decline. Accepting
 * books it.
 */
export function MyWaitlist({ entries, onBooked }: MyWaitlistProps) {
  const headingId = useId();
  const b = useT(bookingMessages);
  const f = useFormat();
  const { now } = useClubClock();
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = entries.data;

  const act = async (entry: WaitlistEntry, action: 'accept' | 'decline' | 'leave') => {
    setBusy(entry.id);
    setFailure(null);
    const day = formatDay(entry.date, f);
    try {
      if (action === 'accept') {
        const booking = await waitlistApi().accept(entry.id);
        notify.success(
          b('offerAccepted', {
            time: timeOnTee(f.time(booking.start_time), booking.start_tee, false, b),
            day,
          }),
        );
        onBooked();
      } else if (action === 'decline') {
        await waitlistApi().decline(entry.id);
        notify.success(b('offerDeclined'));
      } else {
        await waitlistApi().leave(entry.id);
        notify.success(b('leftWaitlist', { when: entryWhen(entry, b, f.time), day }));
      }
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(null);
      void entries.reload();
    }
  };

  return (
    <section className={styles['fw-ui-page-section']} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections['fw-courses-heading']}>
        {b('myWaitlist')}
      </h2>
      {failure ? (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      {rows === null ? (
        <ResourceStatus
          resource={entries}
          loadingLabel={b('loadingWaitlist')}
          errorTitle={b('waitlistNotLoaded')}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={b('waitlistEmpty')} />
      ) : (
        <ul className={list['fw-courses-bookings']}>
          {rows.map((entry) => {
            const day = formatDay(entry.date, f);
            const when = entryWhen(entry, b, f.time);
            const offer = entry.status === 'offered' ? entry.offer : null;
            const expired = offer !== null && new Date(offer.expires_at).getTime() <= now.getTime();
            const titleId = `waitlist-${entry.id}`;
            return (
              <li key={entry.id}>
                <article className={list['fw-courses-booking']} aria-labelledby={titleId}>
                  <h3 id={titleId} className={list['fw-courses-booking-title']}>
                    {offer
                      ? b('offerTitle', {
                          // An offer on a crossover course may come on either tee: it names the 10th.
                          time: timeOnTee(f.time(offer.start_time), offer.start_tee, false, b),
                          day,
                        })
                      : b('waitlistEntry', { when, day, course: entry.course_name })}
                  </h3>
                  <p>
                    {entry.course_name} · {b('waitlistFor', { count: entry.player_count })}{' '}
                    {offer ? null : <Badge tone="neutral">{b('waitlistWaiting')}</Badge>}
                  </p>
                  {offer ? (
                    <Notice tone={expired ? 'warning' : 'success'} role="none">
                      {expired
                        ? b('offerExpired')
                        : b('heldUntil', { time: f.time(new Date(offer.expires_at)) })}
                    </Notice>
                  ) : null}
                  <div className={list['fw-courses-booking-actions']}>
                    {offer && !expired ? (
                      <>
                        <Button
                          size="sm"
                          loading={busy === entry.id}
                          loadingLabel={b('acceptOffer')}
                          onClick={() => void act(entry, 'accept')}
                        >
                          {b('acceptOffer')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={busy === entry.id}
                          onClick={() => void act(entry, 'decline')}
                        >
                          {b('declineOffer')}
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={busy === entry.id}
                        loadingLabel={b('leaveWaitlist')}
                        aria-label={b('leaveWaitlistFor', { when, day })}
                        onClick={() => void act(entry, 'leave')}
                      >
                        {b('leaveWaitlist')}
                      </Button>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {rows !== null && entries.status === 'error' ? (
        <ResourceStatus
          resource={entries}
          loadingLabel={b('loadingWaitlist')}
          errorTitle={b('waitlistNotLoaded')}
        />
      ) : null}
    </section>
  );
}
