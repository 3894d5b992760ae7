import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /rentals/house-maintenance: the maintenance board by status with costs, types, activities, interests, balances (docs/property.md). */
export function HouseMaintenancePage() {
  useDocumentTitle('Maintenance', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="Maintenance" />
    </div>
  );
}
