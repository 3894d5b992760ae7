import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /shop (being built). */
export function StorefrontPage() {
  useDocumentTitle('StorefrontPage', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="StorefrontPage" />
    </div>
  );
}
