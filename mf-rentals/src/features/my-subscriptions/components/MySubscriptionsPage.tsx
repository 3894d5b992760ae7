import { PageHeader, useDocumentTitle, pageStyles as styles } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';

/** /rentals/my-subscriptions: what the signed-in member pays: mandatory and optional subscriptions, join and leave, balances (docs/property.md). */
export function MySubscriptionsPage() {
  useDocumentTitle('My subscriptions', SECTION_NAME);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title="My subscriptions" />
    </div>
  );
}
