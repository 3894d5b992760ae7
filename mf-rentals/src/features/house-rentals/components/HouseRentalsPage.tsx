import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /rentals/house-rentals: listings, periods, the calendar per house, bookings with payments, images and feedback (docs/property.md). */
export function HouseRentalsPage() {
  useDocumentTitle('House rentals', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="House rentals" />
    </div>
  );
}
