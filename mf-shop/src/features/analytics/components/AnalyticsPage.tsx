import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /shop/analytics (being built). */
export function AnalyticsPage() {
  useDocumentTitle('AnalyticsPage', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="AnalyticsPage" />
    </div>
  );
}
