import type { ReactNode } from 'react';
import { PageHeader, Tabs, useDocumentTitle, useT, pageStyles as page } from '@fairway/shared-ui';
import { rentalMessages } from '../../../shared/i18n/messages';
import { useSubscriptionsParams, type SubscriptionsTab } from '../hooks/useSubscriptionsParams';
import { subscriptionsMessages } from '../i18n';
import { BalancesTab } from './BalancesTab';
import { HouseholdTab } from './HouseholdTab';
import { JoinedTab } from './JoinedTab';
import { MemberTab } from './MemberTab';
import { SubscriptionsTab as SubscriptionsListTab } from './SubscriptionsTab';
import { TypesTab } from './TypesTab';

/** /rentals/subscriptions (subscriptions:read; changes with :write): fees, who joined, what is owed. */
export function SubscriptionsPage() {
  const t = useT(subscriptionsMessages);
  const tr = useT(rentalMessages);
  const { tab, update } = useSubscriptionsParams();
  useDocumentTitle(t('title'), tr('sectionName'));

  const tabs: { id: SubscriptionsTab; label: string; content: ReactNode }[] = [
    { id: 'subscriptions', label: t('tabSubscriptions'), content: <SubscriptionsListTab /> },
    { id: 'types', label: t('tabTypes'), content: <TypesTab /> },
    { id: 'member', label: t('tabMember'), content: <MemberTab /> },
    { id: 'household', label: t('tabHousehold'), content: <HouseholdTab /> },
    { id: 'joined', label: t('tabJoined'), content: <JoinedTab /> },
    { id: 'balances', label: t('tabBalances'), content: <BalancesTab /> },
  ];

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('views')}
        value={tab}
        // Each tab's own choices do not carry over.
        onChange={(id) =>
          update({ tab: id === 'subscriptions' ? null : id, household: null, subscription: null })
        }
        tabs={tabs}
      />
    </div>
  );
}
