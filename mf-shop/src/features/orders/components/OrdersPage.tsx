import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /shop/orders (being built). */
export function OrdersPage() {
  useDocumentTitle('OrdersPage', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="OrdersPage" />
    </div>
  );
}
