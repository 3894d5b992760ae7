import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /rentals/houses: houses to stay in, their free dates and prices; book, my stays, feedback (docs/property.md). */
export function BookHousePage() {
  useDocumentTitle('Book a house', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="Book a house" />
    </div>
  );
}
