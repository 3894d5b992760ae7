import { useId, useState } from 'react';
import {
  EmptyState,
  LiveMessage,
  Notice,
  ResourceStatus,
  serverText,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import { MAX_MAINTENANCE_PAGE, type MaintenanceJob } from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useJobs } from '../hooks/useMaintenanceData';
import { useMaintenanceParams } from '../hooks/useMaintenanceParams';
import { useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountOf } from '../utils/money';
import { COMPLETED, STATUS_IDS, statusKey } from '../utils/statuses';
import { JobCard } from './JobCard';
import styles from './Maintenance.module.css';

type Refusal = { title: string; message: string };

/** ?tab=board (the default): one column per status with its jobs and the totals of their costs. */
export function BoardTab() {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const state = useMaintenance();
  const { update } = useMaintenanceParams();
  const jobs = useJobs(state.created);
  const headingId = useId();
  const [moving, setMoving] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const handleMove = async (job: MaintenanceJob, statusId: number) => {
    if (statusId === COMPLETED) {
      state.openDialog({ kind: 'resolve', job });
      return;
    }
    if (moving !== null) return;
    setMoving(job.id);
    setRefusal(null);
    try {
      const moved = await maintenanceApi().setStatus(job.id, statusId);
      state.remember(moved);
      setAnnouncement(t('moved', { title: moved.title, status: t(statusKey(moved.status_id)) }));
    } catch (err) {
      setRefusal({ title: job.title, message: serverText(err) ?? t('moveRefused') });
    } finally {
      setMoving(null);
    }
  };

  if (jobs.status !== 'ready' && !jobs.data)
    return (
      <ResourceStatus
        resource={jobs}
        loadingLabel={t('boardLoading')}
        errorTitle={t('boardError')}
      />
    );
  const all = (jobs.data ?? []).filter((j) => !state.removed.has(j.id)).map(state.latest);
  if (all.length === 0) return <EmptyState title={t('noJobs')} message={t('noJobsMessage')} />;

  return (
    <section aria-labelledby={headingId} className={styles['fw-maint-tab']}>
      <h2 id={headingId}>{t('board')}</h2>
      {refusal ? (
        <Notice tone="error" title={t('moveRefused')} onDismiss={() => setRefusal(null)}>
          {`${refusal.title}: ${refusal.message}`}
        </Notice>
      ) : null}
      {all.length >= MAX_MAINTENANCE_PAGE ? (
        <p className={styles['fw-maint-muted']}>{t('tooManyJobs', { count: all.length })}</p>
      ) : null}
      <ul className={styles['fw-maint-board']}>
        {STATUS_IDS.map((statusId) => {
          const column = all.filter((j) => j.status_id === statusId);
          const estimated = column.reduce((sum, j) => sum + (j.estimated_cost ?? 0), 0);
          const actual = column.reduce((sum, j) => sum + (j.cost ?? 0), 0);
          const columnId = `${headingId}-${statusId}`;
          return (
            <li key={statusId}>
              <section aria-labelledby={columnId} className={styles['fw-maint-column']}>
                <div className={styles['fw-maint-column-head']}>
                  <h3 id={columnId}>{t(statusKey(statusId))}</h3>
                  <span className={styles['fw-maint-muted']}>
                    {t('columnJobs', { count: column.length })}
                  </span>
                </div>
                <p className={styles['fw-maint-column-total']}>
                  {t('columnTotals', {
                    estimated: amountOf(estimated, f),
                    actual: amountOf(actual, f),
                  })}
                </p>
                {column.length === 0 ? (
                  <p className={styles['fw-maint-muted']}>{t('emptyColumn')}</p>
                ) : (
                  <ul className={styles['fw-maint-cards']}>
                    {column.map((job) => (
                      <li key={job.id}>
                        <JobCard
                          job={job}
                          busy={moving === job.id}
                          canWrite={state.canWrite}
                          onOpen={() => update({ job: job.id })}
                          onMove={(statusId) => void handleMove(job, statusId)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          );
        })}
      </ul>
      <LiveMessage text={announcement} />
    </section>
  );
}
