import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  Dialog,
  Notice,
  TextArea,
  TimeField,
  errorText,
  notify,
  pageStyles as page,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { TrainingUser } from '@fairway/shared-api/academy';
import { trainingsApi } from '../../../shared/api/clients';
import { clubDayAndTime, clubInstant } from '../../../shared/utils/clubInstant';
import { officeMessages } from '../i18n';

export type LessonDateDialogProps = {
  request: TrainingUser;
  /** 'date' sets it (confirming the request); 'proposal' offers it to the member. */
  mode: 'date' | 'proposal';
  member: string;
  onClose: () => void;
  onSaved: (request: TrainingUser) => void;
};

/** A lesson's day and time on the club's clock, sent as an instant with the club's offset. */
export function LessonDateDialog({
  request,
  mode,
  member,
  onClose,
  onSaved,
}: LessonDateDialogProps) {
  const t = useT(officeMessages);
  const f = useFormat();
  const formId = useId();
  const zone = f.settings.time_zone || 'UTC';
  const initial = request.training_date ?? request.proposed_date;
  const start = initial ? clubDayAndTime(initial, zone) : null;
  const [day, setDay] = useState(start?.day ?? request.preferred_date ?? '');
  const [time, setTime] = useState(start?.time ?? '');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ day?: string; time?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const names = { member, training: request.training_name };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = {
      ...(day ? {} : { day: t('dateRequired') }),
      ...(time ? {} : { time: t('timeRequired') }),
    };
    setProblems(found);
    if (!day || !time) return;
    setError(null);
    setSubmitting(true);
    const when = clubInstant(day, time, zone);
    try {
      const api = trainingsApi().requests;
      const saved =
        mode === 'date'
          ? await api.setDate(request.id, when)
          : await api.propose(request.id, when, note.trim() || null);
      notify.success(
        mode === 'date' ? t('dateSet', { ...names, date: f.dateTime(when) }) : t('proposed', names),
      );
      onSaved(saved);
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
      title={t(mode === 'date' ? 'setDateTitle' : 'proposeTitle', names)}
      description={t(mode === 'date' ? 'setDateDescription' : 'proposeDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t(mode === 'date' ? 'setDate' : 'propose')}
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
        <div className={page['fw-ui-page-fields']}>
          <DateField
            label={t('lessonDay')}
            required
            value={day}
            error={problems.day}
            onValueChange={setDay}
          />
          <TimeField
            label={t('lessonTime')}
            required
            stepMinutes={5}
            value={time}
            error={problems.time}
            onValueChange={setTime}
          />
        </div>
        {mode === 'proposal' ? (
          <TextArea
            label={t('proposalNote')}
            optionalLabel={t('optional')}
            maxLength={1000}
            rows={2}
            value={note}
            onValueChange={setNote}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
