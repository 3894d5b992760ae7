import { useId, useState } from 'react';
import {
  Badge,
  Button,
  DataTable,
  Select,
  useFormat,
  useT,
  type BadgeTone,
  type DataTableColumn,
} from '@fairway/shared-ui';
import {
  MAINTENANCE_PAYMENT_STATUSES,
  type MaintenanceBalance,
  type MaintenancePaymentStatus,
} from '@fairway/shared-api/house-maintenance';
import { useBalances } from '../hooks/useMaintenanceData';
import { useMaintenanceParams } from '../hooks/useMaintenanceParams';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountOf } from '../utils/money';
import styles from './Maintenance.module.css';

const PAYMENT_TONES: Record<MaintenancePaymentStatus, BadgeTone> = {
  unpaid: 'danger',
  partial: 'warning',
  paid: 'success',
};

/** ?tab=balances: completed billable jobs with what was charged, paid and is still owed. */
export function BalancesTab() {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const state = useMaintenance();
  const { update } = useMaintenanceParams();
  const headingId = useId();
  const [paymentStatus, setPaymentStatus] = useState<MaintenancePaymentStatus | null>(null);
  const balances = useBalances(paymentStatus, state.money);
  const rows = balances.data;
  const outstanding = (rows ?? []).reduce((sum, b) => sum + b.outstanding, 0);

  const columns: DataTableColumn<MaintenanceBalance>[] = [
    {
      id: 'title',
      header: t('colJob'),
      value: (b) => b.title,
      render: (b) => (
        <button
          type="button"
          className={styles['fw-maint-link']}
          onClick={() => update({ job: b.maintenance_id })}
        >
          {b.title}
        </button>
      ),
      rowHeader: true,
      wrap: true,
    },
    { id: 'house', header: t('colHouse'), value: (b) => b.house_name, wrap: true },
    { id: 'household', header: t('colHousehold'), value: (b) => b.tenant_name ?? '', wrap: true },
    {
      id: 'resolved',
      header: t('colResolved'),
      value: (b) => b.resolved_at ?? '',
      render: (b) => (b.resolved_at ? f.date(b.resolved_at) : t('dash')),
    },
    {
      id: 'charged',
      header: t('colCharged'),
      value: (b) => b.charged,
      render: (b) => amountOf(b.charged, f),
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
      id: 'payment',
      header: t('colPayment'),
      value: (b) => t(`payment_${b.payment_status}`),
      render: (b) => (
        <Badge tone={PAYMENT_TONES[b.payment_status]}>{t(`payment_${b.payment_status}`)}</Badge>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className={styles['fw-maint-tab']}>
      <h2 id={headingId}>{t('balances')}</h2>
      <div className={styles['fw-maint-toolbar']}>
        <Select
          label={t('filterPayment')}
          placeholder={t('anyPayment')}
          options={MAINTENANCE_PAYMENT_STATUSES.map((s) => ({
            value: s,
            label: t(`payment_${s}`),
          }))}
          value={paymentStatus ?? ''}
          onValueChange={(v) => setPaymentStatus((v || null) as MaintenancePaymentStatus | null)}
        />
      </div>
      {rows && rows.length > 0 ? (
        <p className={styles['fw-maint-muted']}>
          {t('totalOutstanding', { amount: amountOf(outstanding, f) })}
        </p>
      ) : null}
      <DataTable
        caption={t('balances')}
        hideCaption
        columns={columns}
        rows={rows}
        getRowId={(b) => String(b.maintenance_id)}
        loading={balances.loading}
        error={balances.status === 'error' ? t('loadError', { error: balances.error }) : null}
        onRetry={() => void balances.reload()}
        emptyTitle={t('noBalances')}
        emptyMessage={t('noBalancesMessage')}
        initialSort={{ columnId: 'outstanding', direction: 'descending' }}
        rowActionsLabel={t('actions')}
        rowActions={
          state.canWrite
            ? (b) =>
                b.outstanding > 0 ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('recordPaymentFor', { title: b.title })}
                    onClick={() => state.openDialog({ kind: 'payment', target: b })}
                  >
                    {t('recordPayment')}
                  </Button>
                ) : null
            : undefined
        }
      />
    </section>
  );
}
