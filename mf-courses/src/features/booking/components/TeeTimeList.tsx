import { Badge, getT, useFormat, useT, type Translate } from '@fairway/shared-ui';
import type { AvailableTeeTime } from '@fairway/shared-api/tee-sheet';
import { cx } from '../../../shared/utils/cx';
import styles from './TeeTimeList.module.css';
import { messages } from '../../../i18n/messages';

export type TeeTimeListProps = {
  teeTimes: readonly AvailableTeeTime[];
  /** Labels the list ('Tee times on Tuesday 3 March 2026'). */
  labelledBy: string;
  onSelect: (teeTime: AvailableTeeTime) => void;
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

/** The day's free times as buttons: the time, the places left, and the member's own booking. */
export function TeeTimeList({ teeTimes, labelledBy, onSelect }: TeeTimeListProps) {
  const t = useT(messages);
  const f = useFormat();
  return (
    <ul className={styles['fw-courses-times']} aria-labelledby={labelledBy}>
      {teeTimes.map((teeTime) => {
        const mine = teeTime.my_booking_id !== null;
        const places = teeTime.is_blocked ? t('notAvailable') : placesText(teeTime, t);
        const time = f.time(teeTime.start_time);
        return (
          <li key={teeTime.id}>
            <button
              type="button"
              className={cx(styles['fw-courses-time'], mine && styles['fw-courses-time-mine'])}
              disabled={!bookable(teeTime)}
              aria-label={t(mine ? 'teeTimeLabelMine' : 'teeTimeLabel', { time, places })}
              onClick={() => onSelect(teeTime)}
            >
              <span className={styles['fw-courses-time-start']}>{time}</span>
              <span className={styles['fw-courses-time-places']}>{places}</span>
              {mine ? <Badge tone="success">{t('yourBooking')}</Badge> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
