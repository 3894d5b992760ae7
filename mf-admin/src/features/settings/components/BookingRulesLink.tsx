import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, useT, pageStyles as styles } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { settingsMessages } from '../i18n';
import { sectionTitle } from '../utils/labels';

/** Where the tee sheet's booking rules are edited (mf-courses); they are not repeated here. */
export const BOOKING_RULES_PATH = '/courses/booking-rules';

/**
 * The "Course and bookings" tab: the booking rules have one editor, Tee times → Booking rules,
 * so this tab says so and links there instead of repeating the fields.
 */
export function BookingRulesLink() {
  const t = useT(messages);
  const ts = useT(settingsMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles['fw-ui-page-section']}>
      <div>
        <h2 id={headingId}>{sectionTitle('course', t)}</h2>
        <p>
          <strong>{ts('bookingRulesElsewhere')}</strong>
        </p>
        <p className={styles['fw-ui-page-muted']}>{ts('bookingRulesElsewhereText')}</p>
      </div>
      <div className={styles['fw-ui-page-actions']}>
        <Link to={BOOKING_RULES_PATH} className={buttonClassName('primary')}>
          {ts('openBookingRules')}
        </Link>
      </div>
    </section>
  );
}
