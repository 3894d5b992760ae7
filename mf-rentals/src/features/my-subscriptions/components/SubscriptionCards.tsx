import { useId, useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  errorText,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { Subscription, UserSubscription } from '@fairway/shared-api/subscriptions';
import { mySubscriptionsMessages } from '../i18n';
import { amountOf } from '../utils/money';
import styles from './MySubscriptions.module.css';

export type SubscriptionSets = {
  mandatory: Subscription[];
  joined: UserSubscription[];
  available: Subscription[];
};

export type SubscriptionCardsProps = {
  lists: SubscriptionSets;
  /** Heading level of the three lists (3 under a section heading). */
  level: 2 | 3;
  /** Joins can be left here (false: someone else's join in the household's name). */
  canLeave: (joined: UserSubscription) => boolean;
  onJoin: (subscription: Subscription) => Promise<unknown>;
  onLeave: (joined: UserSubscription) => Promise<unknown>;
  /** Texts of the toasts after a join or a leave. */
  joinedText: (name: string) => string;
  leftText: (name: string) => string;
  onChanged: () => void;
};

/**
 * Mandatory subscriptions (no Leave: they apply without joining), the optional ones joined (Leave,
 * after a confirmation) and the ones that can still be joined (Join).
 */
export function SubscriptionCards({
  lists,
  level,
  canLeave,
  onJoin,
  onLeave,
  joinedText,
  leftText,
  onChanged,
}: SubscriptionCardsProps) {
  const t = useT(mySubscriptionsMessages);
  const f = useFormat();
  const ids = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<UserSubscription | null>(null);
  const Heading = level === 2 ? 'h2' : 'h3';
  const price = (s: { amount: number; billing_period: Subscription['billing_period'] }) =>
    t(`per_${s.billing_period}`, { amount: amountOf(s.amount, f) });

  const handleJoin = async (s: Subscription) => {
    if (busy) return;
    setBusy(`join-${s.id}`);
    try {
      await onJoin(s);
      notify.success(joinedText(s.name));
      onChanged();
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  const handleLeave = async () => {
    const j = leaving;
    if (!j) return;
    try {
      await onLeave(j);
    } catch (err) {
      throw new Error(errorText(err));
    }
    notify.success(leftText(j.subscription_name));
    setLeaving(null);
    onChanged();
  };

  return (
    <>
      <section aria-labelledby={`${ids}-m`} className={styles['fw-mysubs-section']}>
        <Heading id={`${ids}-m`}>{t('mandatoryHeading')}</Heading>
        {lists.mandatory.length === 0 ? (
          <p className={styles['fw-mysubs-muted']}>{t('mandatoryEmpty')}</p>
        ) : (
          <>
            <p className={styles['fw-mysubs-muted']}>{t('mandatoryHint')}</p>
            <ul className={styles['fw-mysubs-list']}>
              {lists.mandatory.map((s) => (
                <li key={s.id} className={styles['fw-mysubs-item']}>
                  <div className={styles['fw-mysubs-item-text']}>
                    <strong>{s.name}</strong>
                    <p>{price(s)}</p>
                    {s.description ? (
                      <p className={styles['fw-mysubs-muted']}>{s.description}</p>
                    ) : null}
                  </div>
                  <Badge tone="accent">{t('mandatory')}</Badge>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby={`${ids}-j`} className={styles['fw-mysubs-section']}>
        <Heading id={`${ids}-j`}>{t('joinedHeading')}</Heading>
        {lists.joined.length === 0 ? (
          <p className={styles['fw-mysubs-muted']}>{t('joinedEmpty')}</p>
        ) : (
          <ul className={styles['fw-mysubs-list']}>
            {lists.joined.map((j) => (
              <li key={j.id} className={styles['fw-mysubs-item']}>
                <div className={styles['fw-mysubs-item-text']}>
                  <strong>{j.subscription_name}</strong>
                  <p>{price(j)}</p>
                  <p className={styles['fw-mysubs-muted']}>
                    {canLeave(j)
                      ? t('joinedSince', { date: f.date(j.joined_at) })
                      : t('joinedBy', { name: j.user_name })}
                  </p>
                </div>
                {!j.is_mandatory && canLeave(j) ? (
                  <div className={styles['fw-mysubs-item-side']}>
                    <Button
                      variant="secondary"
                      aria-label={t('leaveNamed', { name: j.subscription_name })}
                      onClick={() => setLeaving(j)}
                    >
                      {t('leave')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${ids}-a`} className={styles['fw-mysubs-section']}>
        <Heading id={`${ids}-a`}>{t('availableHeading')}</Heading>
        {lists.available.length === 0 ? (
          <p className={styles['fw-mysubs-muted']}>{t('availableEmpty')}</p>
        ) : (
          <ul className={styles['fw-mysubs-list']}>
            {lists.available.map((s) => (
              <li key={s.id} className={styles['fw-mysubs-item']}>
                <div className={styles['fw-mysubs-item-text']}>
                  <strong>{s.name}</strong>
                  <p>{price(s)}</p>
                  {s.description ? (
                    <p className={styles['fw-mysubs-muted']}>{s.description}</p>
                  ) : null}
                </div>
                <div className={styles['fw-mysubs-item-side']}>
                  <Button
                    loading={busy === `join-${s.id}`}
                    aria-label={t('joinNamed', { name: s.name })}
                    onClick={() => void handleJoin(s)}
                  >
                    {t('join')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? t('leaveTitle', { name: leaving.subscription_name }) : ''}
        message={t('leaveMessage')}
        confirmLabel={t('leave')}
        cancelLabel={t('stay')}
        tone="danger"
        onConfirm={handleLeave}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}
