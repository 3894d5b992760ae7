import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /shop/catalogue (being built). */
export function CataloguePage() {
  useDocumentTitle('CataloguePage', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="CataloguePage" />
    </div>
  );
}
