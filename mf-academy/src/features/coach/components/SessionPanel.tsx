import { useState } from 'react';
import {
  Button,
  EmptyState,
  Notice,
  ResourceStatus,
  TextArea,
  errorText,
  notify,
  useFormat,
  useResource,
  useT,
} from '@fairway/shared-ui';
import type { Enrollment, Session } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { academyMessages } from '../../../shared/i18n/messages';
import { useAttendanceMarks } from '../hooks/useAttendanceMarks';
import { coachMessages } from '../i18n';
import { AttendanceRow } from './AttendanceRow';
import styles from './Coach.module.css';

export type SessionPanelProps = {
  sessionId: number;
  /** The session as the calendar has it, so it shows without another read. */
  known: Session | null;
  heading: string;
  /** The session changed (started, completed): the calendar reloads. */
  onSessionChanged: () => void;
  onOpenNotes: (enrolment: Enrollment, sessionId: number) => void;
};

const EXPECTED = new Set<Enrollment['status']>(['approved', 'completed']);

/** The roster of one session: who is expected and each one's mark (GET /sessions/{id}/attendance). */
function Roster({
  session,
  onOpenNotes,
}: {
  session: Session;
  onOpenNotes: (enrolment: Enrollment, sessionId: number) => void;
}) {
  const t = useT(coachMessages);
  const roster = useResource<Enrollment[]>(async () => {
    const all = await academyApi().schedules.enrollments(session.schedule_id);
    return all
      .filter((e) => EXPECTED.has(e.status))
      .sort((a, b) => a.candidate_name.localeCompare(b.candidate_name));
  }, [session.schedule_id]);
  const marks = useAttendanceMarks(session.id);
  const canMark = session.status === 'in_progress' || session.status === 'completed';

  if (roster.status !== 'ready')
    return (
      <ResourceStatus
        resource={roster}
        loadingLabel={t('loadingRoster')}
        errorTitle={t('rosterError')}
      />
    );
  if (roster.data.length === 0)
    return <EmptyState title={t('noCandidates')} message={t('noCandidatesMessage')} />;
  return (
    <>
      {marks.rows.status === 'error' ? <Notice tone="error">{marks.rows.error}</Notice> : null}
      <ul className={styles['fw-academy-roster']} aria-label={t('expectedHeading')}>
        {roster.data.map((e) => (
          <AttendanceRow
            key={e.id}
            enrolment={e}
            status={marks.statusOf(e.id)}
            record={marks.recordOf(e.id)}
            failure={marks.failureOf(e.id)}
            canMark={canMark}
            onMark={(id, status) => void marks.mark(id, status)}
            onRated={marks.replace}
            onOpenNotes={(enrolment) => onOpenNotes(enrolment, session.id)}
          />
        ))}
      </ul>
    </>
  );
}

/** A session to teach: Start, one-tap attendance and ratings for each candidate, Complete with notes. */
export function SessionPanel({
  sessionId,
  known,
  heading,
  onSessionChanged,
  onOpenNotes,
}: SessionPanelProps) {
  const t = useT(coachMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const session = useResource<Session>(
    () =>
      known && known.id === sessionId
        ? Promise.resolve(known)
        : academyApi().sessions.get(sessionId),
    [sessionId],
  );
  const [busy, setBusy] = useState<'start' | 'complete' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notes, setNotes] = useState('');

  const handleAction = async (action: 'start' | 'complete') => {
    setBusy(action);
    setRefusal(null);
    try {
      const done =
        action === 'start'
          ? await academyApi().sessions.start(sessionId)
          : await academyApi().sessions.complete(sessionId, notes.trim() || null);
      session.setData(done);
      notify.success(action === 'start' ? t('started') : t('completed'));
      onSessionChanged();
    } catch (err) {
      setRefusal(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const s = session.data;
  return (
    <section aria-labelledby="fw-academy-coach-session" className={styles['fw-academy-section']}>
      <h2 id="fw-academy-coach-session" tabIndex={-1} className={styles['fw-academy-heading']}>
        {heading}
      </h2>
      {!s || s.id !== sessionId ? (
        <ResourceStatus
          resource={session}
          loadingLabel={t('loadingSession')}
          errorTitle={t('sessionError')}
        />
      ) : (
        <div className={styles['fw-academy-session']}>
          <div className={styles['fw-academy-session-head']}>
            <p className={styles['fw-academy-session-title']}>
              <strong>
                {s.title ??
                  t('sessionTitle', { schedule: s.schedule_name, number: s.session_number })}
              </strong>{' '}
              <StatusBadge kind="session" status={s.status} />
            </p>
            <p>
              {f.dateLong(s.session_date)},{' '}
              {ta('timeRange', { start: f.time(s.start_time), end: f.time(s.end_time) })}
              {s.location ? ` · ${s.location}` : ''}
            </p>
            <p className={styles['fw-academy-muted']}>
              {t('summary', {
                marked: s.marked_count,
                expected: s.expected_count,
                attended: s.attended_count,
              })}
            </p>
            {s.status === 'scheduled' ? (
              <div className={styles['fw-academy-actions']}>
                <Button
                  size="lg"
                  loading={busy === 'start'}
                  onClick={() => void handleAction('start')}
                >
                  {t('start')}
                </Button>
              </div>
            ) : null}
          </div>
          {refusal ? <Notice tone="error">{refusal}</Notice> : null}
          {s.status === 'scheduled' ? (
            <Notice tone="info" role="none">
              {t('startFirst')}
            </Notice>
          ) : null}
          {s.status === 'cancelled' ? (
            <Notice tone="warning" role="none">
              {t('cancelledSession')} {s.cancel_reason ?? ''}
            </Notice>
          ) : (
            <>
              <h3 className={styles['fw-academy-subheading']}>{t('expectedHeading')}</h3>
              <Roster session={s} onOpenNotes={onOpenNotes} />
            </>
          )}
          {s.status === 'in_progress' ? (
            <div className={styles['fw-academy-complete']}>
              <TextArea
                label={t('completeNotes')}
                hint={t('completeHint')}
                value={notes}
                maxLength={4000}
                rows={3}
                onChange={(e) => setNotes(e.target.value)}
              />
              <div>
                <Button loading={busy === 'complete'} onClick={() => void handleAction('complete')}>
                  {t('complete')}
                </Button>
              </div>
            </div>
          ) : null}
          {s.status === 'completed' && s.notes ? (
            <p className={styles['fw-academy-muted']}>{t('sessionNotes', { notes: s.notes })}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}
