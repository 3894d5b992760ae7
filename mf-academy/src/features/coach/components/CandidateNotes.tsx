import { useState, type FormEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  Drawer,
  EmptyState,
  Notice,
  ResourceStatus,
  TextArea,
  errorText,
  notify,
  useCurrentUserId,
  useFormat,
  useResource,
  useT,
} from '@fairway/shared-ui';
import type { CandidateNote } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { coachMessages } from '../i18n';
import styles from './Coach.module.css';

export type CandidateNotesProps = {
  candidateId: number;
  candidateName: string;
  /** The session the new notes are about, if any. */
  sessionId: number | null;
  onClose: () => void;
  /** A note was added, changed or deleted (My notes reloads). */
  onChanged: () => void;
};

/** One note, with Edit and Delete when I wrote it. */
function NoteItem({
  note,
  mine,
  onSaved,
  onDelete,
}: {
  note: CandidateNote;
  mine: boolean;
  onSaved: (note: CandidateNote) => void;
  onDelete: (note: CandidateNote) => void;
}) {
  const t = useT(coachMessages);
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.note);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const when = f.dateTime(note.created_at);

  const handleSave = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setFailure(t('noteRequired'));
    setSaving(true);
    setFailure(null);
    try {
      const saved = await academyApi().candidates.updateNote(note.candidate_id, note.id, {
        note: text.trim(),
      });
      onSaved(saved);
      setEditing(false);
      notify.success(t('noteSaved'));
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className={styles['fw-academy-note']}>
      <p className={styles['fw-academy-muted']}>
        {t('by', { author: note.author_name ?? '—', when })}
      </p>
      {editing ? (
        <form onSubmit={(e) => void handleSave(e)} className={styles['fw-academy-note-form']}>
          <TextArea
            label={t('editNote', { date: when })}
            hideLabel
            value={text}
            maxLength={4000}
            rows={3}
            error={failure}
            onChange={(e) => setText(e.target.value)}
          />
          <div className={styles['fw-academy-actions']}>
            <Button type="submit" size="sm" loading={saving}>
              {t('save')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setText(note.note);
                setFailure(null);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className={styles['fw-academy-note-text']}>{note.note}</p>
          {mine ? (
            <div className={styles['fw-academy-actions']}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('editNote', { date: when })}
                onClick={() => setEditing(true)}
              >
                {t('edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('deleteNote', { date: when })}
                onClick={() => onDelete(note)}
              >
                {t('delete')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}

/** A candidate's notes (GET /candidates/{id}/notes): add one, edit or delete my own. */
export function CandidateNotes({
  candidateId,
  candidateName,
  sessionId,
  onClose,
  onChanged,
}: CandidateNotesProps) {
  const t = useT(coachMessages);
  const me = useCurrentUserId();
  const notes = useResource<CandidateNote[]>(
    () => academyApi().candidates.notes(candidateId),
    [candidateId],
  );
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CandidateNote | null>(null);

  const handleAdd = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setFailure(t('noteRequired'));
    setAdding(true);
    setFailure(null);
    try {
      const note = await academyApi().candidates.addNote(candidateId, {
        note: text.trim(),
        ...(sessionId ? { session_id: sessionId } : {}),
      });
      notes.setData((list) => [note, ...(list ?? [])]);
      setText('');
      notify.success(t('noteAdded'));
      onChanged();
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setAdding(false);
    }
  };

  const handleDelete = async () => {
    const note = deleting;
    if (!note) return;
    try {
      await academyApi().candidates.removeNote(candidateId, note.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    notes.setData((list) => (list ?? []).filter((n) => n.id !== note.id));
    setDeleting(null);
    notify.success(t('noteDeleted'));
    onChanged();
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('notesOn', { name: candidateName })}
      closeLabel={t('close')}
    >
      <div className={styles['fw-academy-notes']}>
        <form onSubmit={(e) => void handleAdd(e)} className={styles['fw-academy-note-form']}>
          <TextArea
            label={t('newNote')}
            value={text}
            maxLength={4000}
            rows={3}
            error={failure}
            onChange={(e) => setText(e.target.value)}
          />
          <div>
            <Button type="submit" loading={adding}>
              {t('addNote')}
            </Button>
          </div>
        </form>
        {notes.status !== 'ready' && !notes.data ? (
          <ResourceStatus
            resource={notes}
            loadingLabel={t('loadingNotes')}
            errorTitle={t('notesError')}
          />
        ) : (notes.data ?? []).length === 0 ? (
          <EmptyState title={t('noNotes')} />
        ) : (
          <ul
            className={styles['fw-academy-note-list']}
            aria-label={t('notesOn', { name: candidateName })}
          >
            {(notes.data ?? []).map((n) => (
              <NoteItem
                key={n.id}
                note={n}
                mine={me !== null && n.author_id === me}
                onSaved={(saved) => {
                  notes.setData((list) => (list ?? []).map((x) => (x.id === saved.id ? saved : x)));
                  onChanged();
                }}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
        {failure && notes.status === 'error' ? <Notice tone="error">{failure}</Notice> : null}
      </div>
      {deleting ? (
        <ConfirmDialog
          open
          title={t('deleteTitle')}
          message={t('deleteMessage')}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          tone="danger"
          onConfirm={handleDelete}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Drawer>
  );
}
