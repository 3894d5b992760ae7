import { useId, useState } from 'react';
import {
  Badge,
  Button,
  Notice,
  ResourceStatus,
  errorText,
  notify,
  useFormat,
  useT,
  type Resource,
} from '@fairway/shared-ui';
import type { Subscription, UserSubscription } from '@fairway/shared-api/subscriptions';
import { subscriptionsMessages } from '../i18n';
import { amountOf } from '../utils/money';
import styles from './Subscriptions.module.css';

export type SubscriptionSets = {
  mandatory: Subscription[];
  joined: UserSubscription[];
  available: Subscription[];
};

export type SubscriptionListsProps = {
  lists: Resource<SubscriptionSets>;
  /** Whose lists these are, as the buttons and messages name them ("Ana López"). */
  who: string;
  canWrite: boolean;
  onJoin: (subscription: Subscription) => Promise<unknown>;
  onLeave: (joined: UserSubscription) => Promise<unknown>;
  /** After a join or a leave: the lists reload. */
  onChanged: () => void;
};

/** What applies (mandatory, no leaving), what was joined (leave) and what could be joined (join). */
export function SubscriptionLists({
  lists,
  who,
  canWrite,
  onJoin,
  onLeave,
  onChanged,
}: SubscriptionListsProps) {
  const t = useT(subscriptionsMessages);
  const f = useFormat();
  const ids = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!lists.data)
    return (
      <ResourceStatus
        resource={lists}
        loadingLabel={t('listsLoading')}
        errorTitle={t('listsError')}
      />
    );
  const { mandatory, joined, available } = lists.data;
  const price = (s: { amount: number; billing_period: Subscription['billing_period'] }) =>
    t(`per_${s.billing_period}`, { amount: amountOf(s.amount, f) });

  const act = async (key: string, call: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(key);
    setError(null);
    try {
      await call();
      notify.success(done);
      onChanged();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles['fw-subs-tab']}>
      {error ? (
        <Notice tone="error" onDismiss={() => setError(null)}>
          {error}
        </Notice>
      ) : null}
      <div className={styles['fw-subs-lists']}>
        <section aria-labelledby={`${ids}-m`}>
          <h3 id={`${ids}-m`}>{t('mandatoryHeading')}</h3>
          {mandatory.length === 0 ? (
            <p className={styles['fw-subs-muted']}>{t('mandatoryEmpty')}</p>
          ) : (
            <ul className={styles['fw-subs-list']}>
              {mandatory.map((s) => (
                <li key={s.id} className={styles['fw-subs-item']}>
                  <div className={styles['fw-subs-item-text']}>
                    <strong>{s.name}</strong>
                    <p>{price(s)}</p>
                  </div>
                  <Badge tone="accent">{t('mandatory')}</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${ids}-j`}>
          <h3 id={`${ids}-j`}>{t('joinedHeading')}</h3>
          {joined.length === 0 ? (
            <p className={styles['fw-subs-muted']}>{t('joinedEmpty')}</p>
          ) : (
            <ul className={styles['fw-subs-list']}>
              {joined.map((j) => (
                <li key={j.id} className={styles['fw-subs-item']}>
                  <div className={styles['fw-subs-item-text']}>
                    <strong>{j.subscription_name}</strong>
                    <p>{price(j)}</p>
                    <p className={styles['fw-subs-muted']}>
                      {j.tenant_id !== null
                        ? t('byPerson', { name: j.user_name })
                        : t('joinedSince', { date: f.date(j.joined_at) })}
                    </p>
                  </div>
                  {canWrite && !j.is_mandatory ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busy === `leave-${j.id}`}
                      aria-label={t('leaveFor', { name: j.subscription_name, who })}
                      onClick={() =>
                        void act(
                          `leave-${j.id}`,
                          () => onLeave(j),
                          t('left', { who, name: j.subscription_name }),
                        )
                      }
                    >
                      {t('leave')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${ids}-a`}>
          <h3 id={`${ids}-a`}>{t('availableHeading')}</h3>
          {available.length === 0 ? (
            <p className={styles['fw-subs-muted']}>{t('availableEmpty')}</p>
          ) : (
            <ul className={styles['fw-subs-list']}>
              {available.map((s) => (
                <li key={s.id} className={styles['fw-subs-item']}>
                  <div className={styles['fw-subs-item-text']}>
                    <strong>{s.name}</strong>
                    <p>{price(s)}</p>
                  </div>
                  {canWrite ? (
                    <Button
                      size="sm"
                      loading={busy === `join-${s.id}`}
                      aria-label={t('joinFor', { name: s.name, who })}
                      onClick={() =>
                        void act(
                          `join-${s.id}`,
                          () => onJoin(s),
                          t('joined', { who, name: s.name }),
                        )
                      }
                    >
                      {t('join')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
