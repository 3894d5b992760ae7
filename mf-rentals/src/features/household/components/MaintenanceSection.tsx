import { useState } from 'react';
import {
  Badge,
  Button,
  DataTable,
  Grid,
  StatTile,
  money,
  notify,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { MaintenanceJob } from '@fairway/shared-api/house-maintenance';
import {
  useHouseholdHouses,
  useHouseholdJobs,
  useMaintenanceSummary,
} from '../hooks/useHouseholdData';
import { householdMessages } from '../i18n';
import { MaintenanceRequestDialog } from './MaintenanceRequestDialog';
import styles from '../../property/components/Property.module.css';

const PRIORITY_TONES = {
  low: 'neutral',
  normal: 'info',
  high: 'warning',
  urgent: 'danger',
} as const;

export type MaintenanceSectionProps = {
  tenantId: number;
  /** view_maintenance: the household's jobs, their costs and its maintenance balance. */
  canView: boolean;
  /** request_maintenance: "Request maintenance". */
  canRequest: boolean;
};

/** The household's maintenance: its requests with status and cost, its balance, a new request. */
export function MaintenanceSection({ tenantId, canView, canRequest }: MaintenanceSectionProps) {
  const t = useT(householdMessages);
  const f = useFormat();
  const jobs = useHouseholdJobs(tenantId, canView);
  const summary = useMaintenanceSummary(tenantId, canView);
  const houses = useHouseholdHouses(tenantId);
  const [requesting, setRequesting] = useState(false);
  const amount = (minor: number) => money(minor, null, f);

  const columns: DataTableColumn<MaintenanceJob>[] = [
    { id: 'title', header: t('columnTitle'), value: (j) => j.title, rowHeader: true, wrap: true },
    { id: 'house', header: t('columnHouse'), value: (j) => j.house_name, wrap: true },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (j) => j.status_name,
      render: (j) => (
        <Badge tone={j.status_id === 5 ? 'success' : 'neutral'}>{j.status_name}</Badge>
      ),
    },
    {
      id: 'priority',
      header: t('columnPriority'),
      value: (j) => t(`priority_${j.priority}`),
      render: (j) => <Badge tone={PRIORITY_TONES[j.priority]}>{t(`priority_${j.priority}`)}</Badge>,
    },
    {
      id: 'cost',
      header: t('columnCost'),
      value: (j) => j.cost ?? j.estimated_cost,
      render: (j) =>
        j.cost !== null
          ? amount(j.cost)
          : j.estimated_cost !== null
            ? `≈ ${amount(j.estimated_cost)}`
            : t('noCost'),
      align: 'end',
    },
    {
      id: 'reported',
      header: t('columnReported'),
      value: (j) => j.created_at,
      render: (j) => f.dateShort(j.created_at),
    },
  ];

  const s = summary.data;
  return (
    <section aria-label={t('maintenance')} className={styles['fw-rentals-property-section']}>
      <div className={styles['fw-rentals-property-member-head']}>
        <h2>{t('maintenance')}</h2>
        {canRequest ? (
          <Button
            disabled={houses.status === 'ready' && houses.data.length === 0}
            onClick={() => setRequesting(true)}
          >
            {t('requestMaintenance')}
          </Button>
        ) : null}
      </div>
      {canView ? (
        <>
          {s ? (
            <section aria-label={t('maintenanceBalance')}>
              <Grid minColumnWidth="9rem" gap={3}>
                <StatTile label={t('maintenanceBalance')} value={amount(s.outstanding)} />
              </Grid>
            </section>
          ) : summary.status === 'error' ? (
            <p role="status" className={styles['fw-rentals-property-muted']}>
              {t('loadFailed', { what: t('maintenanceBalance'), error: summary.error })}
            </p>
          ) : null}
          <DataTable
            caption={t('jobsTable')}
            hideCaption
            columns={columns}
            rows={jobs.data}
            getRowId={(j) => String(j.id)}
            loading={jobs.loading}
            error={jobs.status === 'error' ? `${t('maintenanceError')}: ${jobs.error}` : null}
            onRetry={() => void jobs.reload()}
            initialSort={{ columnId: 'reported', direction: 'descending' }}
            filterable={false}
            exportFileName={false}
            emptyTitle={t('noJobs')}
            emptyMessage={t('noJobsMessage')}
          />
        </>
      ) : null}
      {requesting ? (
        <MaintenanceRequestDialog
          houses={houses.data ?? []}
          onClose={() => setRequesting(false)}
          onSaved={(job) => {
            if (canView) jobs.setData((current) => [job, ...(current ?? [])]);
            notify.success(t('requestSent', { title: job.title }));
            setRequesting(false);
          }}
        />
      ) : null}
    </section>
  );
}
