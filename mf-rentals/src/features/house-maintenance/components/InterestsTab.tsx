import { useId, useState } from 'react';
import {
  Badge,
  DataTable,
  Menu,
  Notice,
  Select,
  errorText,
  notify,
  useFormat,
  useT,
  type BadgeTone,
  type DataTableColumn,
} from '@fairway/shared-ui';
import {
  MAINTENANCE_INTEREST_STATUSES,
  type MaintenanceInterest,
  type MaintenanceInterestStatus,
} from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useInterests } from '../hooks/useMaintenanceData';
import { useMaintenanceParams } from '../hooks/useMaintenanceParams';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import styles from './Maintenance.module.css';

const TONES: Record<MaintenanceInterestStatus, BadgeTone> = {
  pending: 'warning',
  contacted: 'info',
  accepted: 'success',
  declined: 'neutral',
};

/** ?tab=interests&interest=status: households' interest in activities, by status. */
export function InterestsTab() {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const { canWrite } = useMaintenance();
  const { interestStatus, update } = useMaintenanceParams();
  const interests = useInterests(interestStatus);
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);

  const handleStatus = async (interest: MaintenanceInterest, status: MaintenanceInterestStatus) => {
    setError(null);
    try {
      const saved = await maintenanceApi().interests.update(interest.id, { status });
      interests.setData((list) =>
        (list ?? [])
          .map((x) => (x.id === saved.id ? saved : x))
          // Filtered by status: one that changed status leaves the list.
          .filter((x) => !interestStatus || x.status === interestStatus),
      );
      notify.success(
        t('interestChanged', {
          household: saved.tenant_name,
          activity: saved.activity_name,
          status: t(`interest_${saved.status}`),
        }),
      );
    } catch (err) {
      setError(errorText(err));
    }
  };

  const columns: DataTableColumn<MaintenanceInterest>[] = [
    {
      id: 'household',
      header: t('colHousehold'),
      value: (r) => r.tenant_name,
      rowHeader: true,
      wrap: true,
    },
    { id: 'activity', header: t('colActivity'), value: (r) => r.activity_name, wrap: true },
    { id: 'by', header: t('colRegisteredBy'), value: (r) => r.user_name ?? '' },
    {
      id: 'created',
      header: t('colRegistered'),
      value: (r) => r.created_at,
      render: (r) => f.date(r.created_at),
    },
    {
      id: 'status',
      header: t('interestStatus'),
      value: (r) => t(`interest_${r.status}`),
      render: (r) => <Badge tone={TONES[r.status]}>{t(`interest_${r.status}`)}</Badge>,
    },
    { id: 'notes', header: t('colNotes'), value: (r) => r.notes ?? '', wrap: true },
  ];

  return (
    <section aria-labelledby={headingId} className={styles['fw-maint-tab']}>
      <h2 id={headingId}>{t('interests')}</h2>
      <div className={styles['fw-maint-toolbar']}>
        <Select
          label={t('interestStatus')}
          placeholder={t('anyStatus')}
          options={MAINTENANCE_INTEREST_STATUSES.map((s) => ({
            value: s,
            label: t(`interest_${s}`),
          }))}
          value={interestStatus ?? ''}
          onValueChange={(v) => update({ interest: v || null })}
        />
      </div>
      {error ? (
        <Notice tone="error" onDismiss={() => setError(null)}>
          {error}
        </Notice>
      ) : null}
      <DataTable
        caption={t('interests')}
        hideCaption
        columns={columns}
        rows={interests.data}
        getRowId={(r) => String(r.id)}
        loading={interests.loading}
        error={interests.status === 'error' ? t('loadError', { error: interests.error }) : null}
        onRetry={() => void interests.reload()}
        initialSort={{ columnId: 'created', direction: 'descending' }}
        emptyTitle={t('noInterests')}
        emptyMessage={interestStatus ? t('noInterestsStatus') : t('noInterestsMessage')}
        rowActionsLabel={t('actions')}
        rowActions={
          canWrite
            ? (r) => (
                <Menu
                  trigger={t('changeStatus')}
                  triggerLabel={t('changeStatusFor', {
                    household: r.tenant_name,
                    activity: r.activity_name,
                  })}
                  variant="secondary"
                  items={MAINTENANCE_INTEREST_STATUSES.filter((s) => s !== r.status).map((s) => ({
                    id: s,
                    label: t(`interest_${s}`),
                    onSelect: () => void handleStatus(r, s),
                  }))}
                />
              )
            : undefined
        }
      />
    </section>
  );
}
