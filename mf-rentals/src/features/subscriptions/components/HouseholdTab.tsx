import { useId, useState } from 'react';
import { EmptyState, ResourceStatus, Select, usePermission, useT } from '@fairway/shared-ui';
import type { Tenant } from '@fairway/shared-api/property';
import { subscriptionsApi } from '../../../shared/api/clients';
import { useHouseholdSubscriptions, useHouseholds } from '../hooks/useSubscriptionsData';
import { useSubscriptionsParams } from '../hooks/useSubscriptionsParams';
import { subscriptionsMessages } from '../i18n';
import { SubscriptionLists } from './SubscriptionLists';
import styles from './Subscriptions.module.css';

/** ?tab=household&household=ID: a household's subscriptions; join or leave in its name. */
export function HouseholdTab() {
  const t = useT(subscriptionsMessages);
  const headingId = useId();
  const households = useHouseholds();
  const { tenantId, update } = useSubscriptionsParams();
  const tenant = households.data?.find((h) => h.id === tenantId) ?? null;

  return (
    <section aria-labelledby={headingId} className={styles['fw-subs-tab']}>
      <h2 id={headingId}>{t('tabHousehold')}</h2>
      {!households.data ? (
        <ResourceStatus
          resource={households}
          loadingLabel={t('householdsLoading')}
          errorTitle={t('householdsError')}
        />
      ) : households.data.length === 0 ? (
        <EmptyState title={t('noHouseholds')} message={t('noHouseholdsMessage')} />
      ) : (
        <>
          <div className={styles['fw-subs-toolbar']}>
            <Select
              className={styles['fw-subs-grow']}
              label={t('household')}
              placeholder={t('chooseHousehold')}
              options={households.data.map((h) => ({ value: String(h.id), label: h.name }))}
              value={tenant ? String(tenant.id) : ''}
              onValueChange={(v) => update({ household: v || null })}
            />
          </div>
          {tenant ? (
            <HouseholdLists key={tenant.id} tenant={tenant} />
          ) : (
            <p className={styles['fw-subs-muted']}>{t('pickHousehold')}</p>
          )}
        </>
      )}
    </section>
  );
}

function HouseholdLists({ tenant }: { tenant: Tenant }) {
  const canWrite = usePermission('subscriptions:write');
  const [version, setVersion] = useState(0);
  const lists = useHouseholdSubscriptions(tenant.id, version);
  return (
    <SubscriptionLists
      lists={lists}
      who={tenant.name}
      canWrite={canWrite}
      // A household joins in its primary account's name.
      onJoin={(s) => subscriptionsApi().join(tenant.user_id, s.id, tenant.id)}
      onLeave={(j) => subscriptionsApi().leave(j.user_id, j.subscription_id, tenant.id)}
      onChanged={() => setVersion((v) => v + 1)}
    />
  );
}
