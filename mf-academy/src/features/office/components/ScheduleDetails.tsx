import { useState, type ReactNode } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Notice,
  ResourceStatus,
  TextField,
  errorText,
  money,
  notify,
  useFormat,
  usePermission,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { Enrollment, Schedule, Session } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { academyMessages } from '../../../shared/i18n/messages';
import { useOfficeParams } from '../hooks/useOfficeParams';
import { useScheduleDetails } from '../hooks/useScheduleDetails';
import { officeMessages } from '../i18n';
import { ScheduleActionButtons } from './ScheduleActionButtons';
import { ScheduleActionDialogs, type ScheduleDialogState } from './ScheduleActionDialogs';
import { SessionDialog } from './SessionDialog';
import { SummaryTiles } from './SummaryTiles';
import styles from './Office.module.css';

type SessionAction = { kind: 'add' } | { kind: 'move' | 'cancel'; session: Session };

/** ?schedule=ID: a schedule's summary tiles, its sessions (add, move, cancel) and enrolments. */
export function ScheduleDetails({ id }: { id: number }) {
  const t = useT(officeMessages);
  const { update } = useOfficeParams();
  const [version, setVersion] = useState(0);
  const details = useScheduleDetails(id, version);
  const schedule = details.schedule;
  const back = (
    <Button variant="secondary" size="sm" onClick={() => update({ schedule: null })}>
      {t('backToSchedules')}
    </Button>
  );
  if (!schedule.data)
    return (
      <section className={styles['fw-academy-section']} aria-label={t('loadingSchedule')}>
        <div>{back}</div>
        <ResourceStatus
          resource={schedule}
          loadingLabel={t('loadingSchedule')}
          errorTitle={t('detailsError')}
        />
      </section>
    );
  return (
    <Details
      schedule={schedule.data}
      details={details}
      back={back}
      onChanged={(s) => {
        schedule.setData(s);
        setVersion((n) => n + 1);
      }}
      onSessionsChanged={() => {
        setVersion((n) => n + 1);
        void schedule.reload();
      }}
    />
  );
}

function Details({
  schedule,
  details,
  back,
  onChanged,
  onSessionsChanged,
}: {
  schedule: Schedule;
  details: ReturnType<typeof useScheduleDetails>;
  back: ReactNode;
  onChanged: (schedule: Schedule) => void;
  onSessionsChanged: () => void;
}) {
  const t = useT(officeMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const canWrite = usePermission('academy:write');
  const [dialog, setDialog] = useState<ScheduleDialogState | null>(null);
  const [sessionAction, setSessionAction] = useState<SessionAction | null>(null);
  const [cancelReason, setCancelReason] = useState('');
  const { sessions, enrollments, summary } = details;
  const open = schedule.status === 'draft' || schedule.status === 'published';

  const handleCancelSession = async () => {
    if (sessionAction?.kind !== 'cancel') return;
    const { session } = sessionAction;
    try {
      await academyApi().sessions.cancel(session.id, cancelReason.trim() || null);
    } catch (err) {
      throw new Error(errorText(err));
    }
    notify.success(t('sessionCancelled', { number: session.session_number }));
    setSessionAction(null);
    onSessionsChanged();
  };

  const sessionColumns: DataTableColumn<Session>[] = [
    { id: 'number', header: t('columnNumber'), value: (s) => s.session_number, align: 'end' },
    {
      id: 'date',
      header: t('columnDate'),
      value: (s) => s.starts_at,
      render: (s) => f.date(s.session_date),
      rowHeader: true,
    },
    {
      id: 'time',
      header: t('columnTime'),
      value: (s) => s.start_time,
      render: (s) => ta('timeRange', { start: f.time(s.start_time), end: f.time(s.end_time) }),
    },
    { id: 'trainer', header: t('columnTrainer'), value: (s) => s.trainer_name },
    { id: 'location', header: t('columnLocation'), value: (s) => s.location, wrap: true },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (s) => ta(`session_${s.status}`),
      render: (s) => <StatusBadge kind="session" status={s.status} />,
    },
    {
      id: 'attended',
      header: t('columnAttended'),
      value: (s) => s.attended_count,
      render: (s) => t('attended', { attended: s.attended_count, expected: s.expected_count }),
      align: 'end',
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('actions'),
            sortable: false,
            exportable: false,
            render: (s: Session) => (
              <div className={styles['fw-academy-row-actions']}>
                {s.status === 'scheduled' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('moveSession', { number: s.session_number })}
                    onClick={() => setSessionAction({ kind: 'move', session: s })}
                  >
                    {t('move')}
                  </Button>
                ) : null}
                {s.status === 'scheduled' || s.status === 'in_progress' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('cancelSession', { number: s.session_number })}
                    onClick={() => {
                      setCancelReason('');
                      setSessionAction({ kind: 'cancel', session: s });
                    }}
                  >
                    {t('cancel')}
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]
      : []),
  ];

  const enrolmentColumns: DataTableColumn<Enrollment>[] = [
    {
      id: 'candidate',
      header: t('columnCandidate'),
      value: (e) => e.candidate_name,
      rowHeader: true,
    },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (e) => ta(`enrollment_${e.status}`),
      render: (e) => <StatusBadge kind="enrollment" status={e.status} />,
    },
    {
      id: 'price',
      header: t('columnPrice'),
      value: (e) => e.price,
      render: (e) => money(e.price, null, f),
      align: 'end',
    },
    {
      id: 'enrolled',
      header: t('columnEnrolled'),
      value: (e) => e.enrolled_at,
      render: (e) => f.date(e.enrolled_at),
    },
  ];

  return (
    <section aria-labelledby="fw-academy-schedule" className={styles['fw-academy-section']}>
      <div>{back}</div>
      <div className={styles['fw-academy-heading']}>
        <h2 id="fw-academy-schedule">
          {schedule.name} <StatusBadge kind="schedule" status={schedule.status} />
        </h2>
        {canWrite ? <ScheduleActionButtons schedule={schedule} onAction={setDialog} /> : null}
      </div>
      <p>
        {schedule.training_plan_name} · {schedule.trainer_name} ·{' '}
        {ta('dateRange', { start: f.date(schedule.start_date), end: f.date(schedule.end_date) })}
        {schedule.location ? ` · ${schedule.location}` : ''}
      </p>
      {schedule.cancel_reason ? (
        <Notice tone="warning">{t('cancelledBecause', { reason: schedule.cancel_reason })}</Notice>
      ) : null}
      <SummaryTiles summary={summary} />

      <section aria-labelledby="fw-academy-sessions" className={styles['fw-academy-section']}>
        <div className={styles['fw-academy-heading']}>
          <h3 id="fw-academy-sessions">{t('sessions')}</h3>
          {canWrite && open ? (
            <Button size="sm" onClick={() => setSessionAction({ kind: 'add' })}>
              {t('addSession')}
            </Button>
          ) : null}
        </div>
        <DataTable
          caption={t('sessions')}
          hideCaption
          columns={sessionColumns}
          rows={sessions.data}
          getRowId={(s) => String(s.id)}
          loading={sessions.loading}
          error={sessions.status === 'error' ? `${t('sessionsError')}: ${sessions.error}` : null}
          onRetry={() => void sessions.reload()}
          emptyTitle={t('noSessions')}
          emptyMessage={t('noSessionsMessage')}
          filterable={false}
          exportFileName={false}
        />
      </section>

      <section aria-labelledby="fw-academy-enrolments" className={styles['fw-academy-section']}>
        <h3 id="fw-academy-enrolments">{t('enrolments')}</h3>
        <DataTable
          caption={t('enrolments')}
          hideCaption
          columns={enrolmentColumns}
          rows={enrollments.data}
          getRowId={(e) => String(e.id)}
          loading={enrollments.loading}
          error={
            enrollments.status === 'error' ? `${t('enrolmentsError')}: ${enrollments.error}` : null
          }
          onRetry={() => void enrollments.reload()}
          emptyTitle={t('noEnrolments')}
          emptyMessage={t('noEnrolmentsMessage')}
          exportFileName="academy-enrolments"
        />
      </section>

      <ScheduleActionDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onChanged={(s) => {
          onChanged(s);
          if (s.status === 'cancelled') void enrollments.reload();
        }}
      />
      {sessionAction?.kind === 'add' || sessionAction?.kind === 'move' ? (
        <SessionDialog
          schedule={schedule}
          session={sessionAction.kind === 'move' ? sessionAction.session : null}
          onClose={() => setSessionAction(null)}
          onChanged={onSessionsChanged}
        />
      ) : null}
      <ConfirmDialog
        open={sessionAction?.kind === 'cancel'}
        title={
          sessionAction?.kind === 'cancel'
            ? t('cancelSessionTitle', {
                number: sessionAction.session.session_number,
                date: f.date(sessionAction.session.session_date),
              })
            : ''
        }
        message={t('cancelSessionMessage')}
        confirmLabel={
          sessionAction?.kind === 'cancel'
            ? t('cancelSession', { number: sessionAction.session.session_number })
            : t('cancel')
        }
        cancelLabel={t('keepSession')}
        tone="danger"
        onConfirm={handleCancelSession}
        onCancel={() => setSessionAction(null)}
      >
        <TextField
          label={t('reason')}
          optionalLabel={t('optional')}
          maxLength={500}
          value={cancelReason}
          onValueChange={setCancelReason}
        />
      </ConfirmDialog>
    </section>
  );
}
