import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /rentals (being built). */
export function RentalsDeskPage() {
  useDocumentTitle('RentalsDeskPage', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="RentalsDeskPage" />
    </div>
  );
}
