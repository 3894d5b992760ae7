import { useId, useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  errorText,
  notify,
  useFormat,
  usePermission,
  useResource,
  useT,
  type BadgeTone,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type {
  SubscriptionBalance,
  SubscriptionBalanceStatus,
} from '@fairway/shared-api/subscriptions';
import { subscriptionsApi } from '../../../shared/api/clients';
import { subscriptionsMessages } from '../i18n';
import { amountOf } from '../utils/money';
import { BalancePaymentDialog } from './BalancePaymentDialog';
import { ChargeDialog } from './ChargeDialog';
import styles from './Subscriptions.module.css';

export const BALANCE_TONES: Record<SubscriptionBalanceStatus, BadgeTone> = {
  open: 'info',
  paid: 'success',
  overdue: 'danger',
  void: 'neutral',
};

type Open =
  | { kind: 'charge' }
  | { kind: 'payment'; balance: SubscriptionBalance }
  | { kind: 'void'; balance: SubscriptionBalance };

/** ?tab=balances: every charge of a subscription with what was paid; charge, take payments, void. */
export function BalancesTab() {
  const t = useT(subscriptionsMessages);
  const f = useFormat();
  const canWrite = usePermission('subscriptions:write');
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(25);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<Open | null>(null);
  const balances = useResource(
    () => subscriptionsApi().listBalances({ limit, offset }),
    [limit, offset, version],
  );
  const put = (saved: SubscriptionBalance) =>
    balances.setData((page) => ({
      total: page?.total ?? 1,
      items: (page?.items ?? []).map((b) => (b.id === saved.id ? saved : b)),
    }));

  const handleVoid = async () => {
    if (open?.kind !== 'void') return;
    const { balance } = open;
    try {
      await subscriptionsApi().voidBalance(balance.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    notify.success(
      t('voided', {
        subscription: balance.subscription_name,
        name: balance.user_name ?? t('deletedAccount'),
      }),
    );
    setOpen(null);
    setVersion((v) => v + 1);
  };

  const columns: DataTableColumn<SubscriptionBalance>[] = [
    {
      id: 'member',
      header: t('member'),
      value: (b) => b.user_name ?? t('deletedAccount'),
      rowHeader: true,
      wrap: true,
    },
    {
      id: 'subscription',
      header: t('colSubscription'),
      value: (b) => b.subscription_name,
      wrap: true,
    },
    { id: 'household', header: t('colHousehold'), value: (b) => b.tenant_name ?? '' },
    {
      id: 'period',
      header: t('colPeriod'),
      value: (b) => b.period_start,
      render: (b) => t('periodRange', { start: f.date(b.period_start), end: f.date(b.period_end) }),
    },
    {
      id: 'due',
      header: t('colDue'),
      value: (b) => b.due_date,
      render: (b) => f.date(b.due_date),
    },
    {
      id: 'amount',
      header: t('colAmount'),
      value: (b) => b.amount,
      render: (b) => amountOf(b.amount, f),
      align: 'end',
    },
    {
      id: 'paid',
      header: t('colPaid'),
      value: (b) => b.paid,
      render: (b) => amountOf(b.paid, f),
      align: 'end',
    },
    {
      id: 'outstanding',
      header: t('colOutstanding'),
      value: (b) => b.outstanding,
      render: (b) => amountOf(b.outstanding, f),
      align: 'end',
    },
    {
      id: 'status',
      header: t('colStatus'),
      value: (b) => t(`status_${b.status}`),
      render: (b) => <Badge tone={BALANCE_TONES[b.status]}>{t(`status_${b.status}`)}</Badge>,
    },
  ];

  return (
    <section aria-labelledby={headingId} className={styles['fw-subs-tab']}>
      <h2 id={headingId}>{t('balances')}</h2>
      <DataTable
        caption={t('balances')}
        hideCaption
        columns={columns}
        rows={balances.data?.items}
        getRowId={(b) => String(b.id)}
        loading={balances.loading}
        error={balances.status === 'error' ? t('loadError', { error: balances.error }) : null}
        onRetry={() => void balances.reload()}
        emptyTitle={t('noBalances')}
        emptyMessage={t('noBalancesMessage')}
        paging={{
          total: balances.data?.total ?? 0,
          offset,
          limit,
          onOffsetChange: setOffset,
          onLimitChange: (n) => {
            setOffset(0);
            setLimit(n);
          },
        }}
        toolbar={
          canWrite ? (
            <Button onClick={() => setOpen({ kind: 'charge' })}>{t('chargeMember')}</Button>
          ) : null
        }
        emptyAction={
          canWrite ? (
            <Button onClick={() => setOpen({ kind: 'charge' })}>{t('chargeMember')}</Button>
          ) : null
        }
        rowActionsLabel={t('actions')}
        rowActions={
          canWrite
            ? (b) =>
                b.status === 'void' ? null : (
                  <div className={styles['fw-subs-actions']}>
                    {b.outstanding > 0 ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('recordPaymentFor', {
                          name: b.user_name ?? t('deletedAccount'),
                          subscription: b.subscription_name,
                        })}
                        onClick={() => setOpen({ kind: 'payment', balance: b })}
                      >
                        {t('recordPayment')}
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('voidFor', {
                        name: b.user_name ?? t('deletedAccount'),
                        subscription: b.subscription_name,
                      })}
                      onClick={() => setOpen({ kind: 'void', balance: b })}
                    >
                      {t('voidBalance')}
                    </Button>
                  </div>
                )
            : undefined
        }
      />
      {open?.kind === 'charge' ? (
        <ChargeDialog
          onClose={() => setOpen(null)}
          onCharged={() => {
            setOpen(null);
            setOffset(0);
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
      {open?.kind === 'payment' ? (
        <BalancePaymentDialog
          balance={open.balance}
          onClose={() => setOpen(null)}
          onPaid={(saved) => {
            put(saved);
            setOpen(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'void'}
        title={
          open?.kind === 'void'
            ? t('voidTitle', {
                subscription: open.balance.subscription_name,
                name: open.balance.user_name ?? t('deletedAccount'),
              })
            : ''
        }
        message={t('voidMessage')}
        confirmLabel={t('voidBalance')}
        cancelLabel={t('keepCharge')}
        tone="danger"
        onConfirm={handleVoid}
        onCancel={() => setOpen(null)}
      />
    </section>
  );
}
