import { EmptyState, ResourceStatus, useFormat, useT } from '@fairway/shared-ui';
import { useTrainerNotes } from '../hooks/useCoachData';
import { coachMessages } from '../i18n';
import styles from './Coach.module.css';

/** The notes I wrote on candidates (GET /trainers/{id}/notes), newest first. */
export function MyNotes({ trainerId, changes }: { trainerId: number; changes: number }) {
  const t = useT(coachMessages);
  const f = useFormat();
  const notes = useTrainerNotes(trainerId, changes);

  return (
    <section aria-labelledby="fw-academy-coach-notes" className={styles['fw-academy-section']}>
      <h2 id="fw-academy-coach-notes" className={styles['fw-academy-heading']}>
        {t('myNotes')}
      </h2>
      {notes.status !== 'ready' && !notes.data ? (
        <ResourceStatus
          resource={notes}
          loadingLabel={t('loadingNotes')}
          errorTitle={t('notesError')}
        />
      ) : (notes.data ?? []).length === 0 ? (
        <EmptyState title={t('noNotes')} message={t('myNotesEmpty')} />
      ) : (
        <ul className={styles['fw-academy-note-list']} aria-labelledby="fw-academy-coach-notes">
          {(notes.data ?? []).map((n) => (
            <li key={n.id} className={styles['fw-academy-note']}>
              <p>
                <strong>{t('aboutCandidate', { name: n.candidate_name })}</strong>{' '}
                <span className={styles['fw-academy-muted']}>{f.dateTime(n.created_at)}</span>
              </p>
              <p className={styles['fw-academy-note-text']}>{n.note}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
