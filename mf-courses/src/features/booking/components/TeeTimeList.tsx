import { Badge } from '@fairway/shared-ui';
import type { AvailableTeeTime } from '@fairway/shared-api/tee-sheet';
import { cx } from '../../../shared/utils/cx';
import styles from './TeeTimeList.module.css';

export type TeeTimeListProps = {
  teeTimes: readonly AvailableTeeTime[];
  /** Labels the list ('Tee times on Tuesday 3 March 2026'). */
  labelledBy: string;
  onSelect: (teeTime: AvailableTeeTime) => void;
};

/** '3 places left', '1 place left' or 'Full'. */
export function placesText(t: Pick<AvailableTeeTime, 'places_left' | 'is_full'>): string {
  if (t.is_full || t.places_left <= 0) return 'Full';
  return `${t.places_left} ${t.places_left === 1 ? 'place' : 'places'} left`;
}

const bookable = (t: AvailableTeeTime) => !t.is_blocked && !t.is_full && t.places_left > 0;

/** The day's free times as buttons: the time, the places left, and the member's own booking. */
export function TeeTimeList({ teeTimes, labelledBy, onSelect }: TeeTimeListProps) {
  return (
    <ul className={styles['fw-courses-times']} aria-labelledby={labelledBy}>
      {teeTimes.map((t) => {
        const mine = t.my_booking_id !== null;
        const places = t.is_blocked ? 'Not available' : placesText(t);
        return (
          <li key={t.id}>
            <button
              type="button"
              className={cx(styles['fw-courses-time'], mine && styles['fw-courses-time-mine'])}
              disabled={!bookable(t)}
              aria-label={`${t.start_time}, ${places}${mine ? ', your booking' : ''}`}
              onClick={() => onSelect(t)}
            >
              <span className={styles['fw-courses-time-start']}>{t.start_time}</span>
              <span className={styles['fw-courses-time-places']}>{places}</span>
              {mine ? <Badge tone="success">Your booking</Badge> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
