import { Badge, getT, useFormat, useT, type Translate } from '@fairway/shared-ui';
import type { AvailableTeeTime } from '@fairway/shared-api/tee-sheet';
import { cx } from '../../../shared/utils/cx';
import styles from './TeeTimeList.module.css';
import { messages } from '../../../i18n/messages';
import { bookingMessages } from '../i18n';

export type TeeTimeListProps = {
  teeTimes: readonly AvailableTeeTime[];
  /** Labels the list ('Tee times on Tuesday 3 March 2026'). */
  labelledBy: string;
  /** A free time: book it. */
  onSelect: (teeTime: AvailableTeeTime) => void;
  /** The member's own time ("Your booking"): open her booking, never a new one. */
  onOpenMine: (teeTime: AvailableTeeTime) => void;
  /** A full time: join its waitlist; without it full times cannot be chosen. */
  onWaitlist?: (teeTime: AvailableTeeTime) => void;
};

/** '3 places left', '1 place left' or 'Full'. */
export function placesText(
  teeTime: Pick<AvailableTeeTime, 'places_left' | 'is_full'>,
  t: Translate<keyof (typeof messages)['en']> = getT(messages),
): string {
  if (teeTime.is_full || teeTime.places_left <= 0) return t('full');
  return t('placesLeft', { count: teeTime.places_left });
}

const bookable = (t: AvailableTeeTime) => !t.is_blocked && !t.is_full && t.places_left > 0;

const waitable = (t: AvailableTeeTime) => !t.is_blocked && !bookable(t);

/**
 * The day's times as buttons: the time, the places left, and the member's own booking. Her own
 * time opens her booking; a full one offers its waitlist; a blocked one cannot be chosen.
 */
export function TeeTimeList({
  teeTimes,
  labelledBy,
  onSelect,
  onOpenMine,
  onWaitlist,
}: TeeTimeListProps) {
  const t = useT(messages);
  const b = useT(bookingMessages);
  const f = useFormat();
  return (
    <ul className={styles['fw-courses-times']} aria-labelledby={labelledBy}>
      {teeTimes.map((teeTime) => {
        const mine = teeTime.my_booking_id !== null;
        const places = teeTime.is_blocked ? t('notAvailable') : placesText(teeTime, t);
        const time = f.time(teeTime.start_time);
        const wait = !mine && onWaitlist !== undefined && waitable(teeTime);
        const label = t(mine ? 'teeTimeLabelMine' : 'teeTimeLabel', { time, places });
        const handleClick = () => {
          if (mine) onOpenMine(teeTime);
          else if (wait) onWaitlist(teeTime);
          else onSelect(teeTime);
        };
        return (
          <li key={teeTime.id}>
            <button
              type="button"
              className={cx(
                styles['fw-courses-time'],
                mine && styles['fw-courses-time-mine'],
                wait && styles['fw-courses-time-full'],
              )}
              disabled={!mine && !wait && !bookable(teeTime)}
              aria-label={wait ? `${label}, ${b('joinWaitlist').toLowerCase()}` : label}
              onClick={handleClick}
            >
              <span className={styles['fw-courses-time-start']}>{time}</span>
              <span className={styles['fw-courses-time-places']}>{places}</span>
              {mine ? <Badge tone="success">{t('yourBooking')}</Badge> : null}
              {wait ? <Badge tone="neutral">{b('joinWaitlist')}</Badge> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
