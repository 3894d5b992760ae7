import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /rentals/property: houses and their types, households and their sub-tenants, a household's finances (docs/property.md). */
export function PropertyPage() {
  useDocumentTitle('Houses and tenants', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="Houses and tenants" />
    </div>
  );
}
