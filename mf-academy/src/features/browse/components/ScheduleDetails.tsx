import {
  Badge,
  Button,
  Drawer,
  EmptyState,
  Notice,
  ResourceStatus,
  useFormat,
  useResource,
  useT,
} from '@fairway/shared-ui';
import type { Enrollment, Schedule, Session } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { academyMessages } from '../../../shared/i18n/messages';
import { browseMessages } from '../i18n';
import { SchedulePrice } from './ScheduleCard';
import styles from './Browse.module.css';

export type ScheduleDetailsProps = {
  scheduleId: number;
  /** The schedule when it is one of the published ones listed; null: not open for enrolment. */
  schedule: Schedule | null;
  levelText: string | null;
  enrolment: Enrollment | undefined;
  enrolling: boolean;
  refusal: string | null;
  onEnrol: (schedule: Schedule) => void;
  onClose: () => void;
};

/** ?schedule=ID: a schedule's facts and its sessions (GET /schedules/{id}/sessions), with Enrol. */
export function ScheduleDetails({
  scheduleId,
  schedule,
  levelText,
  enrolment,
  enrolling,
  refusal,
  onEnrol,
  onClose,
}: ScheduleDetailsProps) {
  const t = useT(browseMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const sessions = useResource<Session[]>(
    () => (schedule ? academyApi().schedules.sessions(scheduleId) : Promise.resolve([])),
    [scheduleId, schedule !== null],
  );
  const full = schedule ? schedule.places_left <= 0 : true;

  const footer = schedule ? (
    enrolment ? (
      <span className={styles['fw-academy-enrolled']}>
        <Badge tone="success">{t('enrolled')}</Badge>
        <StatusBadge kind="enrollment" status={enrolment.status} />
      </span>
    ) : (
      <Button
        disabled={full}
        loading={enrolling}
        loadingLabel={t('enrolling')}
        onClick={() => onEnrol(schedule)}
      >
        {full ? t('full') : t('enrol')}
      </Button>
    )
  ) : (
    <Button variant="secondary" onClick={onClose}>
      {t('close')}
    </Button>
  );

  return (
    <Drawer open onClose={onClose} title={schedule?.name ?? t('details')} footer={footer}>
      {!schedule ? (
        <Notice tone="info" role="none">
          {t('notOpen')}
        </Notice>
      ) : (
        <div className={styles['fw-academy-details']}>
          {schedule.description ? <p>{schedule.description}</p> : null}
          <p>
            {levelText
              ? t('planLevel', { plan: schedule.training_plan_name, level: levelText })
              : schedule.training_plan_name}
          </p>
          <p>{t('withTrainer', { trainer: schedule.trainer_name })}</p>
          <p>
            {ta('dateRange', {
              start: f.date(schedule.start_date),
              end: f.date(schedule.end_date),
            })}
          </p>
          {schedule.location ? <p>{schedule.location}</p> : null}
          <p>{ta('placesLeft', { count: Math.max(0, schedule.places_left) })}</p>
          <SchedulePrice schedule={schedule} />
          {refusal ? <Notice tone="error">{refusal}</Notice> : null}
          <h3 className={styles['fw-academy-subheading']}>{t('sessionsHeading')}</h3>
          {sessions.status !== 'ready' ? (
            <ResourceStatus
              resource={sessions}
              loadingLabel={t('loadingSessions')}
              errorTitle={t('sessionsError')}
            />
          ) : sessions.data.length === 0 ? (
            <EmptyState title={t('noSessions')} />
          ) : (
            <ol className={styles['fw-academy-sessions']} aria-label={t('sessionsHeading')}>
              {sessions.data.map((s) => {
                const line = (
                  <>
                    {s.title ?? t('sessionLine', { number: s.session_number })} ·{' '}
                    {f.dateLong(s.session_date)} ·{' '}
                    {ta('timeRange', { start: f.time(s.start_time), end: f.time(s.end_time) })}
                    {s.location ? ` · ${s.location}` : ''}
                  </>
                );
                return (
                  <li key={s.id}>
                    {s.status === 'cancelled' ? <s>{line}</s> : line}{' '}
                    {s.status !== 'scheduled' ? (
                      <StatusBadge kind="session" status={s.status} />
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      )}
    </Drawer>
  );
}
