import { useId } from 'react';
import { Badge, ResourceStatus, useFormat, useT, type BadgeTone } from '@fairway/shared-ui';
import type { SubscriptionBalanceStatus } from '@fairway/shared-api/subscriptions';
import type { useMyBalances } from '../hooks/useMySubscriptions';
import { mySubscriptionsMessages } from '../i18n';
import { amountOf } from '../utils/money';
import styles from './MySubscriptions.module.css';

const TONES: Record<SubscriptionBalanceStatus, BadgeTone> = {
  open: 'info',
  paid: 'success',
  overdue: 'danger',
  void: 'neutral',
};

/** My charges, newest first: period, due date, status and what is still outstanding. */
export function MyBalances({ balances }: { balances: ReturnType<typeof useMyBalances> }) {
  const t = useT(mySubscriptionsMessages);
  const f = useFormat();
  const headingId = useId();
  const page = balances.data;
  const owed = (page?.items ?? []).reduce((sum, b) => sum + b.outstanding, 0);

  return (
    <section aria-labelledby={headingId} className={styles['fw-mysubs-section']}>
      <h2 id={headingId}>{t('balancesHeading')}</h2>
      {!page ? (
        <ResourceStatus
          resource={balances}
          loadingLabel={t('loading')}
          errorTitle={t('loadErrorTitle')}
        />
      ) : page.items.length === 0 ? (
        <p className={styles['fw-mysubs-muted']}>{t('balancesEmpty')}</p>
      ) : (
        <>
          {/* The total only when every charge is here: a partial sum would mislead. */}
          {page.total <= page.items.length ? (
            <p className={styles['fw-mysubs-total']}>
              {owed > 0 ? t('outstandingTotal', { amount: amountOf(owed, f) }) : t('nothingOwed')}
            </p>
          ) : null}
          <ul className={styles['fw-mysubs-list']} aria-label={t('balancesHeading')}>
            {page.items.map((b) => (
              <li key={b.id} className={styles['fw-mysubs-item']}>
                <div className={styles['fw-mysubs-item-text']}>
                  <strong>{b.subscription_name}</strong>
                  <p>
                    {t('periodRange', { start: f.date(b.period_start), end: f.date(b.period_end) })}
                  </p>
                  <p className={styles['fw-mysubs-muted']}>
                    {t('dueOn', { date: f.date(b.due_date) })} ·{' '}
                    {t('amountLine', { amount: amountOf(b.amount, f), paid: amountOf(b.paid, f) })}
                  </p>
                </div>
                <div className={styles['fw-mysubs-item-side']}>
                  <Badge tone={TONES[b.status]}>{t(`status_${b.status}`)}</Badge>
                  {b.outstanding > 0 ? (
                    <strong>{t('outstanding', { amount: amountOf(b.outstanding, f) })}</strong>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {page.total > page.items.length ? (
            <p className={styles['fw-mysubs-muted']}>
              {t('balancesMore', { shown: page.items.length, total: page.total })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
