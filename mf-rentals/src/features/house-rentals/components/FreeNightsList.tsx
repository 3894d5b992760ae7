import { Button, useFormat, useT } from '@fairway/shared-ui';
import { houseRentalsMessages } from '../i18n';
import type { FreeRange } from '../utils/stay';
import styles from './HouseRentals.module.css';

export type FreeNightsListProps = {
  ranges: readonly FreeRange[];
  /** Chooses a run: check-in its first night, check-out the morning after its last. */
  onChoose: (range: FreeRange) => void;
  /** At most this many runs are offered. */
  limit?: number;
};

/** The free nights as runs ("3 Mar – 7 Mar, 4 nights"), each a button that fills the dates. */
export function FreeNightsList({ ranges, onChoose, limit = 8 }: FreeNightsListProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  if (ranges.length === 0) return <p className={styles['fw-hr-muted']}>{t('noFreeNights')}</p>;
  return (
    <ul className={styles['fw-hr-free']}>
      {ranges.slice(0, limit).map((r) => {
        const text = t('freeRange', {
          start: f.dateShort(r.first),
          end: f.dateShort(r.checkOut),
          count: r.nights,
        });
        return (
          <li key={r.first}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('chooseFreeRange', { range: text })}
              onClick={() => onChoose(r)}
            >
              {text}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
