import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /shop/my-orders (being built). */
export function MyOrdersPage() {
  useDocumentTitle('MyOrdersPage', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="MyOrdersPage" />
    </div>
  );
}
