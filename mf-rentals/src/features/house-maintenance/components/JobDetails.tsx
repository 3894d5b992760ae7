import { useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  Drawer,
  ResourceStatus,
  errorText,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { MaintenanceJob } from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useJob } from '../hooks/useMaintenanceData';
import { useMaintenanceParams } from '../hooks/useMaintenanceParams';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountOf } from '../utils/money';
import { isFinal, priorityTone, statusKey, statusTone } from '../utils/statuses';
import styles from './Maintenance.module.css';

/** ?job=ID: a job's facts, its money from the ledger, and what the office can do with it. */
export function JobDetails({ id }: { id: number }) {
  const t = useT(maintenanceMessages);
  const state = useMaintenance();
  const { update } = useMaintenanceParams();
  const loaded = useJob(id);
  const job = loaded.data ? state.latest(loaded.data) : null;
  const close = () => update({ job: null });

  return (
    <Drawer
      open
      onClose={close}
      title={job ? job.title : t('jobNumber', { id })}
      description={job ? t('jobNumber', { id }) : undefined}
      closeLabel={t('close')}
      footer={
        <Button variant="secondary" onClick={close}>
          {t('close')}
        </Button>
      }
    >
      {job ? (
        <JobFacts job={job} onDeleted={close} />
      ) : (
        <ResourceStatus
          resource={loaded}
          loadingLabel={t('jobLoading')}
          errorTitle={t('jobError')}
        />
      )}
    </Drawer>
  );
}

function JobFacts({ job, onDeleted }: { job: MaintenanceJob; onDeleted: () => void }) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const state = useMaintenance();
  const [deleting, setDeleting] = useState(false);
  const amount = (minor: number | null) => (minor === null ? t('notSet') : amountOf(minor, f));
  const facts: [string, ReactNode][] = [
    [
      t('factStatus'),
      <Badge tone={statusTone(job.status_id)}>{t(statusKey(job.status_id))}</Badge>,
    ],
    [
      t('factPriority'),
      <Badge tone={priorityTone(job.priority)}>{t(`priority_${job.priority}`)}</Badge>,
    ],
    [t('factHouse'), job.house_name],
    [t('factHousehold'), job.tenant_name ?? t('noHousehold')],
    [t('factType'), job.type_name ?? t('notSet')],
    [t('factReportedBy'), job.reported_by_name ?? t('dash')],
    [t('factAssignedTo'), job.assigned_to_name ?? t('nobody')],
    [t('factScheduledFor'), job.scheduled_for ? f.dateLong(job.scheduled_for) : t('notSet')],
    [t('factEstimated'), amount(job.estimated_cost)],
    [t('factCost'), amount(job.cost)],
    [t('factBillable'), job.billable ? t('yes') : t('no')],
  ];
  if (job.resolved_at) facts.push([t('factResolvedAt'), f.dateTime(job.resolved_at)]);

  const handleDelete = async () => {
    try {
      await maintenanceApi().remove(job.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    state.forget(job.id);
    notify.success(t('jobDeleted', { title: job.title }));
    setDeleting(false);
    onDeleted();
  };

  return (
    <div className={styles['fw-maint-details']}>
      <dl className={styles['fw-maint-facts']}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles['fw-maint-fact']}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {job.description ? (
        <section aria-label={t('factDescription')}>
          <h3>{t('factDescription')}</h3>
          <p className={styles['fw-maint-pre']}>{job.description}</p>
        </section>
      ) : null}
      {job.resolution_notes ? (
        <section aria-label={t('factResolution')}>
          <h3>{t('factResolution')}</h3>
          <p className={styles['fw-maint-pre']}>{job.resolution_notes}</p>
        </section>
      ) : null}
      {job.charged > 0 ? (
        <section aria-label={t('moneyHeading')}>
          <h3>{t('moneyHeading')}</h3>
          <dl className={styles['fw-maint-facts']}>
            <dt>{t('factCharged')}</dt>
            <dd>{amountOf(job.charged, f)}</dd>
            <dt>{t('factPaid')}</dt>
            <dd>{amountOf(job.paid, f)}</dd>
            <dt>{t('factOutstanding')}</dt>
            <dd>{amountOf(job.outstanding, f)}</dd>
          </dl>
        </section>
      ) : null}
      {state.canWrite ? (
        <div className={styles['fw-maint-actions']}>
          {!isFinal(job.status_id) ? (
            <Button onClick={() => state.openDialog({ kind: 'resolve', job })}>
              {t('resolve')}
            </Button>
          ) : null}
          {job.outstanding > 0 ? (
            <Button
              onClick={() =>
                state.openDialog({
                  kind: 'payment',
                  target: {
                    maintenance_id: job.id,
                    title: job.title,
                    tenant_name: job.tenant_name,
                    outstanding: job.outstanding,
                  },
                })
              }
            >
              {t('recordPayment')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => state.openDialog({ kind: 'edit', job })}>
            {t('editJob')}
          </Button>
          <Button variant="secondary" onClick={() => state.openDialog({ kind: 'assign', job })}>
            {t('assign')}
          </Button>
          <Button variant="ghost" onClick={() => setDeleting(true)}>
            {t('deleteJob')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t('deleteJobTitle', { title: job.title })}
        message={t('deleteJobMessage')}
        confirmLabel={t('deleteJob')}
        cancelLabel={t('keep')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}
