import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, Notice, TextArea, errorText, useFormat, useT } from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import { deskMessages } from '../i18n';
import styles from './TeeSheet.module.css';

export type NotesDialogProps = {
  booking: TeeTimeBooking;
  onClose: () => void;
  onSaved: (booking: TeeTimeBooking) => void;
};

/** The booking's notes for the desk and the starter: shown on the chip, edited here. */
export function NotesDialog({ booking, onClose, onSaved }: NotesDialogProps) {
  const formId = useId();
  const t = useT(deskMessages);
  const f = useFormat();
  const [notes, setNotes] = useState(booking.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const trimmed = notes.trim();
      onSaved(await teeSheetApi().update(booking.id, { notes: trimmed === '' ? null : trimmed }));
    } catch (err) {
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('notesTitle', { name: booking.user_name, time: f.time(booking.start_time) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={t('saving')}>
            {t('saveNotes')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles['fw-courses-sheet-form']}
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <TextArea
          label={t('notes')}
          hint={t('notesHint')}
          rows={3}
          maxLength={500}
          value={notes}
          onValueChange={setNotes}
        />
      </form>
    </Dialog>
  );
}
