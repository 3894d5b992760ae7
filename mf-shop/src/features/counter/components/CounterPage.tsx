import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /shop/counter (being built). */
export function CounterPage() {
  useDocumentTitle('CounterPage', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="CounterPage" />
    </div>
  );
}
