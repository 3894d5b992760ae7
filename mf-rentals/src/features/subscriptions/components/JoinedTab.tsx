import { useId, useState } from 'react';
import {
  DataTable,
  Select,
  useFormat,
  useResource,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { UserSubscription } from '@fairway/shared-api/subscriptions';
import { subscriptionsApi } from '../../../shared/api/clients';
import { useSubscriptionList } from '../hooks/useSubscriptionsData';
import { useSubscriptionsParams } from '../hooks/useSubscriptionsParams';
import { subscriptionsMessages } from '../i18n';
import styles from './Subscriptions.module.css';

type Count = { id: number; name: string; people: number };

/** ?tab=joined&subscription=ID: every join (newest first, paged by the server) and people per subscription. */
export function JoinedTab() {
  const t = useT(subscriptionsMessages);
  const f = useFormat();
  const headingId = useId();
  const { subscriptionId, update } = useSubscriptionsParams();
  const subscriptions = useSubscriptionList();
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(25);
  const joins = useResource(
    () =>
      subscriptionsApi().users({
        limit,
        offset,
        ...(subscriptionId ? { subscription_id: subscriptionId } : {}),
      }),
    [limit, offset, subscriptionId],
  );
  const map = useResource(() => subscriptionsApi().usersMap(), []);
  const counts: Count[] | null =
    map.data && subscriptions.data
      ? subscriptions.data
          .filter((s) => !s.is_mandatory)
          .map((s) => ({ id: s.id, name: s.name, people: map.data?.[String(s.id)]?.length ?? 0 }))
      : null;

  const columns: DataTableColumn<UserSubscription>[] = [
    { id: 'person', header: t('colPerson'), value: (r) => r.user_name, rowHeader: true },
    { id: 'subscription', header: t('colSubscription'), value: (r) => r.subscription_name },
    {
      id: 'household',
      header: t('colHousehold'),
      value: (r) => r.tenant_name ?? t('forThemselves'),
    },
    {
      id: 'joined',
      header: t('colJoinedAt'),
      value: (r) => r.joined_at,
      render: (r) => f.date(r.joined_at),
    },
  ];

  return (
    <section aria-labelledby={headingId} className={styles['fw-subs-tab']}>
      <h2 id={headingId}>{t('joinedTitle')}</h2>
      <div className={styles['fw-subs-toolbar']}>
        <Select
          className={styles['fw-subs-grow']}
          label={t('filterSubscription')}
          placeholder={t('anySubscription')}
          options={(subscriptions.data ?? [])
            .filter((s) => !s.is_mandatory)
            .map((s) => ({ value: String(s.id), label: s.name }))}
          value={subscriptionId ? String(subscriptionId) : ''}
          onValueChange={(v) => {
            setOffset(0);
            update({ subscription: v || null });
          }}
        />
      </div>
      <DataTable
        caption={t('joinedTitle')}
        hideCaption
        columns={columns}
        rows={joins.data?.items}
        getRowId={(r) => String(r.id)}
        loading={joins.loading}
        error={joins.status === 'error' ? t('loadError', { error: joins.error }) : null}
        onRetry={() => void joins.reload()}
        emptyTitle={t('noJoins')}
        emptyMessage={t('noJoinsMessage')}
        paging={{
          total: joins.data?.total ?? 0,
          offset,
          limit,
          onOffsetChange: setOffset,
          onLimitChange: (n) => {
            setOffset(0);
            setLimit(n);
          },
        }}
      />
      <DataTable
        caption={t('perSubscription')}
        columns={[
          {
            id: 'name',
            header: t('colSubscription'),
            value: (r: Count) => r.name,
            rowHeader: true,
          },
          { id: 'people', header: t('colPeople'), value: (r: Count) => r.people, align: 'end' },
        ]}
        rows={counts}
        getRowId={(r) => String(r.id)}
        loading={map.loading || subscriptions.loading}
        error={
          map.status === 'error'
            ? t('loadError', { error: map.error })
            : subscriptions.status === 'error'
              ? t('loadError', { error: subscriptions.error })
              : null
        }
        onRetry={() => void Promise.all([map.reload(), subscriptions.reload()])}
        filterable={false}
        initialSort={{ columnId: 'people', direction: 'descending' }}
        emptyTitle={t('noJoins')}
      />
    </section>
  );
}
