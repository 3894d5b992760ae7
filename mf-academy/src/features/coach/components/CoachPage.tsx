import { useState } from 'react';
import {
  EmptyState,
  PageHeader,
  ResourceStatus,
  useCurrentUserId,
  useDocumentTitle,
  useFormat,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Session, Trainer } from '@fairway/shared-api/academy';
import { academyMessages } from '../../../shared/i18n/messages';
import { addDays, weekStart as startOfWeek } from '../../../shared/utils/days';
import { defaultSession, useMyTrainer, useTrainerSessions } from '../hooks/useCoachData';
import { useCoachParams } from '../hooks/useCoachParams';
import { coachMessages } from '../i18n';
import { CandidateNotes } from './CandidateNotes';
import { MyNotes } from './MyNotes';
import { SessionPanel } from './SessionPanel';
import { WeekCalendar } from './WeekCalendar';
import styles from './Coach.module.css';

type NotesTarget = { candidateId: number; name: string; sessionId: number | null };

/** The trainer's screen once "me" is known: today's session, the week, and notes. */
function CoachDesk({ trainer }: { trainer: Trainer }) {
  const t = useT(coachMessages);
  const f = useFormat();
  const params = useCoachParams();
  const today = f.today();
  const weekStartsOn = f.weekdays()[0]?.day ?? 1;
  const thisWeek = startOfWeek(today, weekStartsOn);
  const weekStart = startOfWeek(params.week ?? today, weekStartsOn);
  const [changes, setChanges] = useState(0);
  const [notesChanges, setNotesChanges] = useState(0);
  const [notesOf, setNotesOf] = useState<NotesTarget | null>(null);
  const week = useTrainerSessions(trainer.id, weekStart, addDays(weekStart, 6), changes);
  const todays = useTrainerSessions(trainer.id, today, today, changes);

  const todaySessions = todays.data?.sessions ?? [];
  const fallback = defaultSession(todaySessions, Date.now());
  const selectedId = params.sessionId ?? fallback?.id ?? null;
  const known: Session | null =
    [...(week.data?.sessions ?? []), ...todaySessions].find((s) => s.id === selectedId) ?? null;
  const heading = known && known.session_date === today ? t('todaysSession') : t('session');

  const handleSelect = (session: Session) => {
    params.update({ session: session.id });
    requestAnimationFrame(() => document.getElementById('fw-academy-coach-session')?.focus());
  };

  return (
    <div className={styles['fw-academy-coach']}>
      {selectedId !== null ? (
        <SessionPanel
          key={selectedId}
          sessionId={selectedId}
          known={known}
          heading={heading}
          onSessionChanged={() => setChanges((n) => n + 1)}
          onOpenNotes={(e, sessionId) =>
            setNotesOf({ candidateId: e.candidate_id, name: e.candidate_name, sessionId })
          }
        />
      ) : (
        <section
          aria-labelledby="fw-academy-coach-session"
          className={styles['fw-academy-section']}
        >
          <h2 id="fw-academy-coach-session" tabIndex={-1} className={styles['fw-academy-heading']}>
            {t('todaysSession')}
          </h2>
          {todays.status !== 'ready' ? (
            <ResourceStatus
              resource={todays}
              loadingLabel={t('loadingSession')}
              errorTitle={t('weekError')}
            />
          ) : (
            <EmptyState title={t('noSessionToday')} message={t('noSessionTodayMessage')} />
          )}
        </section>
      )}
      <WeekCalendar
        weekStart={weekStart}
        today={today}
        week={week}
        selectedId={selectedId}
        onSelect={handleSelect}
        onWeekChange={(step) =>
          params.update({
            week:
              step === 0 || addDays(weekStart, 7 * step) === thisWeek
                ? null
                : addDays(weekStart, 7 * step),
          })
        }
      />
      <MyNotes trainerId={trainer.id} changes={notesChanges} />
      {notesOf ? (
        <CandidateNotes
          candidateId={notesOf.candidateId}
          candidateName={notesOf.name}
          sessionId={notesOf.sessionId}
          onClose={() => setNotesOf(null)}
          onChanged={() => setNotesChanges((n) => n + 1)}
        />
      ) : null}
    </div>
  );
}

/** /academy/coach (academy:teach): the trainer's own screen. */
export function CoachPage() {
  const t = useT(coachMessages);
  const ta = useT(academyMessages);
  useDocumentTitle(t('title'), ta('sectionName'));
  const me = useCurrentUserId();
  const trainer = useMyTrainer(me);

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      {trainer.status !== 'ready' ? (
        <ResourceStatus
          resource={trainer}
          loadingLabel={t('loadingTrainer')}
          errorTitle={t('trainerError')}
        />
      ) : !trainer.data ? (
        <EmptyState title={t('notTrainer')} message={t('notTrainerMessage')} />
      ) : (
        <CoachDesk trainer={trainer.data} />
      )}
    </div>
  );
}
