import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /rentals/subscriptions: subscriptions and their types, who joined, per member and household, balances (docs/property.md). */
export function SubscriptionsPage() {
  useDocumentTitle('Subscriptions', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="Subscriptions" />
    </div>
  );
}
