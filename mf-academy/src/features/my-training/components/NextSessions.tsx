import { EmptyState, ResourceStatus, useFormat, useT } from '@fairway/shared-ui';
import type { Enrollment } from '@fairway/shared-api/academy';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { academyMessages } from '../../../shared/i18n/messages';
import { useSessionsOf } from '../hooks/useMyTraining';
import { myTrainingMessages } from '../i18n';
import { upcoming } from '../utils/progress';
import styles from './MyTraining.module.css';

/** The coming sessions of my approved courses, on the club's clock; cancelled ones struck through. */
export function NextSessions({ enrolments }: { enrolments: readonly Enrollment[] }) {
  const t = useT(myTrainingMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const sessions = useSessionsOf(
    enrolments.filter((e) => e.status === 'approved').map((e) => e.schedule_id),
  );

  if (sessions.status !== 'ready' && !sessions.data)
    return (
      <ResourceStatus
        resource={sessions}
        loadingLabel={t('loadingSessions')}
        errorTitle={t('sessionsError')}
      />
    );
  const next = upcoming(sessions.data ?? [], Date.now());
  if (next.length === 0)
    return <EmptyState title={t('noSessions')} message={t('noSessionsMessage')} />;

  return (
    <ol className={styles['fw-academy-list']} aria-labelledby="fw-academy-mine-sessions">
      {next.map((s) => {
        const cancelled = s.status === 'cancelled';
        const when = (
          <>
            <time dateTime={s.session_date}>{f.dateLong(s.session_date)}</time>,{' '}
            {ta('timeRange', { start: f.time(s.start_time), end: f.time(s.end_time) })}
          </>
        );
        return (
          <li
            key={s.id}
            className={styles['fw-academy-item']}
            data-cancelled={cancelled || undefined}
          >
            <p className={styles['fw-academy-item-title']}>
              {cancelled ? <s>{when}</s> : <strong>{when}</strong>}
              {s.status !== 'scheduled' ? <StatusBadge kind="session" status={s.status} /> : null}
            </p>
            <p>
              {s.schedule_name} · {s.title ?? t('sessionNumber', { number: s.session_number })}
              {s.location ? ` · ${s.location}` : ''}
            </p>
            {cancelled && s.cancel_reason ? (
              <p className={styles['fw-academy-muted']}>{s.cancel_reason}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
