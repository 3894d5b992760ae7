import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  Dialog,
  Notice,
  TextArea,
  errorText,
  notify,
  pageStyles as page,
  useT,
} from '@fairway/shared-ui';
import type { Schedule } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { officeMessages } from '../i18n';
import { ScheduleDialog } from './ScheduleDialog';

/** A dialog about one schedule (or a new one). */
export type ScheduleDialogState =
  | { kind: 'new' }
  | { kind: 'edit'; schedule: Schedule }
  | { kind: 'publish'; schedule: Schedule }
  | { kind: 'cancel'; schedule: Schedule };

export type ScheduleActionDialogsProps = {
  dialog: ScheduleDialogState | null;
  onClose: () => void;
  /** After the server confirmed a change (or a creation). */
  onChanged: (schedule: Schedule, created: boolean) => void;
};

/** The open schedule dialog: new, edit, publish or cancel; refusals are shown in it. */
export function ScheduleActionDialogs({ dialog, onClose, onChanged }: ScheduleActionDialogsProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'new':
    case 'edit': {
      const schedule = dialog.kind === 'edit' ? dialog.schedule : null;
      return (
        <ScheduleDialog
          schedule={schedule}
          onClose={onClose}
          onSaved={(saved) => {
            onChanged(saved, schedule === null);
            onClose();
          }}
        />
      );
    }
    case 'publish':
      return <PublishDialog schedule={dialog.schedule} onClose={onClose} onChanged={onChanged} />;
    case 'cancel':
      return (
        <CancelScheduleDialog schedule={dialog.schedule} onClose={onClose} onChanged={onChanged} />
      );
  }
}

type ActionProps = {
  schedule: Schedule;
  onClose: () => void;
  onChanged: (schedule: Schedule, created: boolean) => void;
};

function PublishDialog({ schedule, onClose, onChanged }: ActionProps) {
  const t = useT(officeMessages);
  const handleConfirm = async () => {
    let published: Schedule;
    try {
      published = await academyApi().schedules.publish(schedule.id);
    } catch (err) {
      // ConfirmDialog shows it ("Add at least one session before publishing").
      throw new Error(errorText(err));
    }
    onChanged(published, false);
    notify.success(t('published', { name: published.name }));
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t('publishTitle', { name: schedule.name })}
      message={t('publishMessage')}
      confirmLabel={t('publish')}
      cancelLabel={t('cancel')}
      onConfirm={handleConfirm}
      onCancel={onClose}
    />
  );
}

function CancelScheduleDialog({ schedule, onClose, onChanged }: ActionProps) {
  const t = useT(officeMessages);
  const formId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const text = reason.trim();
    setProblem(text ? null : t('reasonRequired'));
    if (!text) return;
    setError(null);
    setSubmitting(true);
    try {
      const cancelled = await academyApi().schedules.cancel(schedule.id, text);
      onChanged(cancelled, false);
      notify.success(t('scheduleCancelled', { name: cancelled.name }));
      onClose();
    } catch (err) {
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('cancelScheduleTitle', { name: schedule.name })}
      description={t('cancelScheduleMessage')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('keepSchedule')}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={submitting}>
            {t('cancelSchedule')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={page['fw-ui-page-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <TextArea
          label={t('reason')}
          required
          maxLength={500}
          rows={3}
          value={reason}
          error={problem}
          onValueChange={setReason}
        />
      </form>
    </Dialog>
  );
}
