import { useState } from 'react';
import {
  Button,
  DataTable,
  useFormat,
  usePermission,
  useResource,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import { SCHEDULE_STATUSES, type Schedule } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { academyMessages } from '../../../shared/i18n/messages';
import { useOfficeParams } from '../hooks/useOfficeParams';
import { officeMessages } from '../i18n';
import { ScheduleActionButtons } from './ScheduleActionButtons';
import { ScheduleActionDialogs, type ScheduleDialogState } from './ScheduleActionDialogs';
import { ScheduleDetails } from './ScheduleDetails';
import styles from './Office.module.css';

/** The schedules tab: the list by status, or one schedule's details (?schedule=ID). */
export function SchedulesTab() {
  const { scheduleId } = useOfficeParams();
  return scheduleId !== null ? (
    <ScheduleDetails key={scheduleId} id={scheduleId} />
  ) : (
    <ScheduleList />
  );
}

function ScheduleList() {
  const t = useT(officeMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const canWrite = usePermission('academy:write');
  const { status, update } = useOfficeParams();
  const [dialog, setDialog] = useState<ScheduleDialogState | null>(null);
  const list = useResource(() => {
    const api = academyApi().schedules;
    return status ? api.byStatus(status) : api.list();
  }, [status]);

  const handleChanged = (schedule: Schedule, created: boolean) => {
    if (created) return void update({ schedule: schedule.id });
    list.setData((rows) => (rows ?? []).map((r) => (r.id === schedule.id ? schedule : r)));
  };

  const columns: DataTableColumn<Schedule>[] = [
    {
      id: 'name',
      header: t('columnSchedule'),
      value: (s) => s.name,
      rowHeader: true,
      wrap: true,
      render: (s) => (
        <Button
          variant="ghost"
          size="sm"
          className={styles['fw-academy-link']}
          aria-label={t('openSchedule', { name: s.name })}
          onClick={() => update({ schedule: s.id })}
        >
          {s.name}
        </Button>
      ),
    },
    { id: 'plan', header: t('columnPlan'), value: (s) => s.training_plan_name, wrap: true },
    { id: 'trainer', header: t('columnTrainer'), value: (s) => s.trainer_name },
    {
      id: 'dates',
      header: t('columnDates'),
      value: (s) => s.start_date,
      render: (s) => ta('dateRange', { start: f.date(s.start_date), end: f.date(s.end_date) }),
    },
    {
      id: 'places',
      header: t('columnPlaces'),
      value: (s) => s.places_taken,
      render: (s) => t('places', { taken: s.places_taken, max: s.max_participants }),
      align: 'end',
    },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (s) => ta(`schedule_${s.status}`),
      render: (s) => <StatusBadge kind="schedule" status={s.status} />,
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('actions'),
            sortable: false,
            exportable: false,
            render: (s: Schedule) => <ScheduleActionButtons schedule={s} onAction={setDialog} />,
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="fw-academy-schedules" className={styles['fw-academy-section']}>
      <div className={styles['fw-academy-heading']}>
        <h2 id="fw-academy-schedules">{t('schedules')}</h2>
        {canWrite ? (
          <Button onClick={() => setDialog({ kind: 'new' })}>{t('newSchedule')}</Button>
        ) : null}
      </div>
      <div role="group" aria-label={t('statusFilter')} className={styles['fw-academy-chips']}>
        {[null, ...SCHEDULE_STATUSES].map((s) => (
          <Button
            key={s ?? 'all'}
            size="sm"
            variant={status === s ? 'primary' : 'secondary'}
            aria-pressed={status === s}
            onClick={() => update({ status: s })}
          >
            {s ? ta(`schedule_${s}`) : t('allStatuses')}
          </Button>
        ))}
      </div>
      <DataTable
        caption={t('schedules')}
        hideCaption
        columns={columns}
        rows={list.data}
        getRowId={(s) => String(s.id)}
        loading={list.loading}
        error={list.status === 'error' ? `${t('schedulesError')}: ${list.error}` : null}
        onRetry={() => void list.reload()}
        emptyTitle={status ? t('noSchedulesStatus') : t('noSchedules')}
        emptyMessage={status ? t('noSchedulesStatusMessage') : t('noSchedulesMessage')}
        exportFileName="academy-schedules"
      />
      <ScheduleActionDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onChanged={handleChanged}
      />
    </section>
  );
}
