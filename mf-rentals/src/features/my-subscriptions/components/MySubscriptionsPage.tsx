import { useId, useState } from 'react';
import {
  Notice,
  PageHeader,
  ResourceStatus,
  hasStatus,
  serverText,
  useCurrentUserId,
  useDocumentTitle,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { subscriptionsApi } from '../../../shared/api/clients';
import { rentalMessages } from '../../../shared/i18n/messages';
import {
  useHouseholdLists,
  useMyBalances,
  useMyHouseholdId,
  useMyLists,
} from '../hooks/useMySubscriptions';
import { mySubscriptionsMessages } from '../i18n';
import { MyBalances } from './MyBalances';
import { SubscriptionCards } from './SubscriptionCards';
import styles from './MySubscriptions.module.css';

/**
 * /rentals/my-subscriptions (subscriptions:join): the mandatory subscriptions that apply to me,
 * the optional ones I joined (leave) or could join, my balances, and my household's when I am in one.
 */
export function MySubscriptionsPage() {
  const t = useT(mySubscriptionsMessages);
  const tr = useT(rentalMessages);
  useDocumentTitle(t('title'), tr('sectionName'));
  const me = useCurrentUserId();
  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      {me !== null ? <MySubscriptions me={me} /> : null}
    </div>
  );
}

function MySubscriptions({ me }: { me: number }) {
  const t = useT(mySubscriptionsMessages);
  const tenantId = useMyHouseholdId();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const lists = useMyLists(me, version);
  const balances = useMyBalances(me, version);

  return (
    <>
      <MyBalances balances={balances} />
      {lists.data ? (
        <div className={styles['fw-mysubs-sections']}>
          <SubscriptionCards
            lists={lists.data}
            level={2}
            canLeave={() => true}
            onJoin={(s) => subscriptionsApi().join(me, s.id)}
            onLeave={(j) => subscriptionsApi().leave(me, j.subscription_id)}
            joinedText={(name) => t('joined', { name })}
            leftText={(name) => t('left', { name })}
            onChanged={reload}
          />
        </div>
      ) : (
        <ResourceStatus
          resource={lists}
          loadingLabel={t('loading')}
          errorTitle={t('loadErrorTitle')}
        />
      )}
      {tenantId !== null ? (
        <HouseholdSubscriptions me={me} tenantId={tenantId} version={version} onChanged={reload} />
      ) : null}
    </>
  );
}

/** In a household: what applies to it and what it joined, within what the household lets me do. */
function HouseholdSubscriptions({
  me,
  tenantId,
  version,
  onChanged,
}: {
  me: number;
  tenantId: number;
  version: number;
  onChanged: () => void;
}) {
  const t = useT(mySubscriptionsMessages);
  const headingId = useId();
  const lists = useHouseholdLists(tenantId, version);
  // Not let see the household's money (403), or no longer in it (404): said in a sentence.
  const refused =
    lists.status === 'error' && (hasStatus(lists.failure, 403) || hasStatus(lists.failure, 404));

  return (
    <section aria-labelledby={headingId} className={styles['fw-mysubs-section']}>
      <h2 id={headingId}>{t('householdHeading')}</h2>
      {refused ? (
        <Notice tone="info">
          {t('householdNotAllowed', { reason: serverText(lists.failure) ?? '' })}
        </Notice>
      ) : lists.data ? (
        <div className={styles['fw-mysubs-sections']}>
          <SubscriptionCards
            lists={lists.data}
            level={3}
            // Only the person who joined in the household's name can leave it again here.
            canLeave={(j) => j.user_id === me}
            onJoin={(s) => subscriptionsApi().join(me, s.id, tenantId)}
            onLeave={(j) => subscriptionsApi().leave(me, j.subscription_id, tenantId)}
            joinedText={(name) => t('householdJoined', { name })}
            leftText={(name) => t('householdLeft', { name })}
            onChanged={onChanged}
          />
        </div>
      ) : (
        <ResourceStatus
          resource={lists}
          loadingLabel={t('loading')}
          errorTitle={t('loadErrorTitle')}
        />
      )}
    </section>
  );
}
