import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /rentals/mine (being built). */
export function MyRentalsPage() {
  useDocumentTitle('MyRentalsPage', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="MyRentalsPage" />
    </div>
  );
}
