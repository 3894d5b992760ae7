import { useId } from 'react';
import { Badge, Menu, useFormat, useT, type MenuItem } from '@fairway/shared-ui';
import type { MaintenanceJob } from '@fairway/shared-api/house-maintenance';
import { maintenanceMessages } from '../i18n';
import { amountOf } from '../utils/money';
import { COMPLETED, isFinal, movesOf, priorityTone, statusKey } from '../utils/statuses';
import styles from './Maintenance.module.css';

export type JobCardProps = {
  job: MaintenanceJob;
  canWrite: boolean;
  /** A move of this job is on its way. */
  busy: boolean;
  onOpen: () => void;
  /** Moving to Completed means resolving it (the cost and the charge): the board opens that dialog. */
  onMove: (statusId: number) => void;
};

/** One job on the board: what, where, for whom, how urgent, what it costs; a menu moves it. */
export function JobCard({ job, canWrite, busy, onOpen, onMove }: JobCardProps) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const titleId = useId();
  const moves = movesOf(job);
  const items: MenuItem[] = moves.map((statusId) => ({
    id: String(statusId),
    label:
      statusId === COMPLETED ? t('resolveAction') : t('moveTo', { status: t(statusKey(statusId)) }),
    onSelect: () => onMove(statusId),
  }));
  // Resolve completes any job that is not final, also where a plain move to Completed is not allowed.
  if (!isFinal(job.status_id) && !moves.includes(COMPLETED))
    items.push(
      { type: 'separator', id: 'sep' },
      { id: 'resolve', label: t('resolveAction'), onSelect: () => onMove(COMPLETED) },
    );
  const money = [
    job.estimated_cost !== null
      ? t('estimated', { amount: amountOf(job.estimated_cost, f) })
      : null,
    job.cost !== null ? t('actual', { amount: amountOf(job.cost, f) }) : null,
  ].filter(Boolean);

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={styles['fw-maint-card']}
      data-priority={job.priority}
    >
      <h4 id={titleId}>
        <button
          type="button"
          className={styles['fw-maint-link']}
          aria-label={t('openJob', { title: job.title })}
          onClick={onOpen}
        >
          {job.title}
        </button>
      </h4>
      <p>{t('jobHouse', { house: job.house_name })}</p>
      <p>
        {job.tenant_name ? t('jobHousehold', { household: job.tenant_name }) : t('noHousehold')}
      </p>
      <p>
        <Badge tone={priorityTone(job.priority)}>
          {t('priorityLabel', { priority: t(`priority_${job.priority}`) })}
        </Badge>
      </p>
      {money.length > 0 ? <p>{money.join(' · ')}</p> : null}
      {canWrite && items.length > 0 ? (
        <div className={styles['fw-maint-card-actions']}>
          <Menu
            trigger={t('moveJob')}
            triggerLabel={t('moveJobLabel', { title: job.title })}
            items={items}
            align="start"
            variant="secondary"
          />
        </div>
      ) : null}
    </article>
  );
}
