import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /rentals/my-house: the signed-in tenant's house, bookings, maintenance requests, balance and household (docs/property.md). */
export function MyHousePage() {
  useDocumentTitle('My house', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="My house" />
    </div>
  );
}
