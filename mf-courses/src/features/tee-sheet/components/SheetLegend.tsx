import { Badge, useT } from '@fairway/shared-ui';
import { deskMessages } from '../i18n';
import styles from './TeeSheet.module.css';

/** What the chips' colours and marks mean, in one quiet line above the sheet. */
export function SheetLegend() {
  const t = useT(deskMessages);
  return (
    <ul className={styles['fw-courses-legend']} aria-label={t('legend')}>
      <li>
        <span className={styles['fw-courses-legend-swatch']} aria-hidden="true" />
        {t('legendBooked')}
      </li>
      <li>
        <span
          className={`${styles['fw-courses-legend-swatch']} ${styles['fw-courses-chip-in']}`}
          aria-hidden="true"
        />
        {t('legendCheckedIn')}
      </li>
      <li>
        <span
          className={`${styles['fw-courses-legend-swatch']} ${styles['fw-courses-chip-no-show']}`}
          aria-hidden="true"
        />
        {t('legendNoShow')}
      </li>
      <li>
        <Badge tone="info">{t('legendPaid')}</Badge>
      </li>
      <li>{t('legendFacts')}</li>
      <li>
        <span aria-hidden="true">✎</span> {t('legendNotes')}
      </li>
      <li>
        <span className={styles['fw-courses-legend-past']} aria-hidden="true" />
        {t('legendPast')}
      </li>
      <li className={styles['fw-courses-legend-hint']}>{t('legendDrag')}</li>
    </ul>
  );
}
