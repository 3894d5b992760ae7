import { Badge, getT, useFormat, useT, type Translate } from '@fairway/shared-ui';
import type { AvailableTeeTime } from '@fairway/shared-api/tee-sheet';
import { cx } from '../../../shared/utils/cx';
import styles from './TeeTimeList.module.css';
import { messages } from '../../../i18n/messages';
import { bookingMessages } from '../i18n';
import { hasCrossover, teeName, timeOnTee } from '../utils/tee';

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
  /**
   * The course runs crossover starts: every time is named with its tee ('09:00 · 10th tee').
   * Also on when the list has a 10th-tee time; off, every text is as on a single-tee course.
   */
  crossover?: boolean;
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
 * time opens her booking; a full one offers its waitlist; a blocked one cannot be chosen. On a
 * course with crossover starts each time comes twice, for the 1st and the 10th tee, and says which.
 */
export function TeeTimeList({
  teeTimes,
  labelledBy,
  onSelect,
  onOpenMine,
  onWaitlist,
  crossover = false,
}: TeeTimeListProps) {
  const t = useT(messages);
  const b = useT(bookingMessages);
  const f = useFormat();
  const twoTees = crossover || hasCrossover(teeTimes);
  return (
    <ul className={styles['fw-courses-times']} aria-labelledby={labelledBy}>
      {teeTimes.map((teeTime) => {
        const mine = teeTime.my_booking_id !== null;
        const places = teeTime.is_blocked ? t('notAvailable') : placesText(teeTime, t);
        const time = f.time(teeTime.start_time);
        const named = timeOnTee(time, teeTime.start_tee, twoTees, b);
        const wait = !mine && onWaitlist !== undefined && waitable(teeTime);
        const label = t(mine ? 'teeTimeLabelMine' : 'teeTimeLabel', { time: named, places });
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
              {twoTees ? (
                <span className={styles['fw-courses-time-tee']}>
                  {teeName(teeTime.start_tee, b)}
                </span>
              ) : null}
              <span className={styles['fw-courses-time-places']}>{places}</span>
              {mine ? (
                <Badge tone="success" className={styles['fw-courses-time-badge']}>
                  {t('yourBooking')}
                </Badge>
              ) : null}
              {wait ? (
                <Badge tone="neutral" className={styles['fw-courses-time-badge']}>
                  {b('joinWaitlist')}
                </Badge>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
