import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  Dialog,
  LiveMessage,
  Notice,
  Select,
  TextField,
  TimeField,
  errorText,
  fieldErrorsOf,
  notify,
  pageStyles as page,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { Schedule, Session, SessionInput } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { useScheduleOptions } from '../hooks/useScheduleOptions';
import { officeMessages } from '../i18n';
import { weeklyDates } from '../utils/weekly';

const FIELDS = ['session_date', 'start_time', 'end_time', 'location', 'trainer_id', 'title'];

type Problems = Partial<Record<'session_date' | 'start_time' | 'end_time' | 'weeks', string>>;

export type SessionDialogProps = {
  schedule: Schedule;
  /** null: add sessions; else move this one. */
  session: Session | null;
  onClose: () => void;
  /** After sessions were added or moved (also after a run that stopped part way). */
  onChanged: () => void;
};

/**
 * Adding sessions to a schedule (several weekly in one go: one call each, with progress, stopping
 * at the first refusal) or moving one: date, times, location and an optional substitute trainer.
 */
export function SessionDialog({ schedule, session, onClose, onChanged }: SessionDialogProps) {
  const t = useT(officeMessages);
  const f = useFormat();
  const formId = useId();
  const options = useScheduleOptions();
  const [date, setDate] = useState(session?.session_date ?? schedule.start_date);
  const [start, setStart] = useState(session?.start_time ?? '');
  const [end, setEnd] = useState(session?.end_time ?? '');
  const [location, setLocation] = useState(session?.location ?? schedule.location ?? '');
  const [title, setTitle] = useState(session?.title ?? '');
  const [trainerId, setTrainerId] = useState(
    session && session.trainer_id !== schedule.trainer_id ? String(session.trainer_id) : '',
  );
  const [weeks, setWeeks] = useState('1');
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string>('');
  const [submitting, setSubmitting] = useState(false);
  const count = /^\d{1,2}$/.test(weeks) ? Math.max(1, Number(weeks)) : 1;

  const check = (): Problems => {
    const found: Problems = {};
    if (!date) found.session_date = t('dateRequired');
    else if (date < schedule.start_date || date > schedule.end_date)
      found.session_date = t('outsideSchedule', {
        start: f.date(schedule.start_date),
        end: f.date(schedule.end_date),
      });
    if (!start) found.start_time = t('timeRequired');
    if (!end) found.end_time = t('timeRequired');
    else if (start && end <= start) found.end_time = t('endBeforeStartTime');
    if (!session && !(/^\d{1,2}$/.test(weeks) && Number(weeks) >= 1 && Number(weeks) <= 52))
      found.weeks = t('wholeNumber', { min: 1, max: 52 });
    return found;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setError(null);
    setSubmitting(true);
    const fields = {
      start_time: start,
      end_time: end,
      location: location.trim() || null,
      title: title.trim() || null,
      // Moving back to the schedule's own trainer clears a substitute.
      ...(trainerId
        ? { trainer_id: Number(trainerId) }
        : session
          ? { trainer_id: schedule.trainer_id }
          : {}),
    };
    const api = academyApi().sessions;
    if (session) {
      try {
        const moved = await api.update(session.id, { ...fields, session_date: date });
        notify.success(t('sessionMoved', { number: moved.session_number }));
        onChanged();
        onClose();
      } catch (err) {
        setProblems(fieldErrorsOf(err, FIELDS));
        setError(errorText(err));
        setSubmitting(false);
      }
      return;
    }
    const dates = weeklyDates(date, count);
    let done = 0;
    for (const day of dates) {
      setProgress(t('creatingProgress', { done: done + 1, total: dates.length }));
      const body: SessionInput = { schedule_id: schedule.id, session_date: day, ...fields };
      try {
        await api.create(body);
        done++;
      } catch (err) {
        setProgress('');
        setError(
          [
            t('stoppedAt', { date: f.date(day), error: errorText(err) }),
            t('addedBefore', { count: done }),
          ]
            .filter(Boolean)
            .join(' '),
        );
        setSubmitting(false);
        if (done > 0) onChanged();
        return;
      }
    }
    setProgress('');
    notify.success(t('sessionsAdded', { count: done }));
    onChanged();
    onClose();
  };

  const trainers = options.data?.trainers.filter((tr) => tr.id !== schedule.trainer_id) ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={
        session
          ? t('moveSessionTitle', { number: session.session_number })
          : t('addSessionTitle', { name: schedule.name })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {session ? t('saveMove') : t('saveSessions', { count })}
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
        {progress ? <p>{progress}</p> : null}
        <LiveMessage text={progress} />
        <div className={page['fw-ui-page-fields']}>
          <DateField
            label={t('sessionDate')}
            required
            min={schedule.start_date}
            max={schedule.end_date}
            value={date}
            error={problems.session_date}
            onValueChange={setDate}
          />
          <TimeField
            label={t('startTime')}
            required
            stepMinutes={5}
            value={start}
            error={problems.start_time}
            onValueChange={setStart}
          />
          <TimeField
            label={t('endTime')}
            required
            stepMinutes={5}
            value={end}
            error={problems.end_time}
            onValueChange={setEnd}
          />
          {session ? null : (
            <TextField
              label={t('repeatWeeks')}
              hint={t('repeatHint')}
              inputMode="numeric"
              maxLength={2}
              value={weeks}
              error={problems.weeks}
              onValueChange={setWeeks}
            />
          )}
        </div>
        <TextField
          label={t('columnLocation')}
          optionalLabel={t('optional')}
          maxLength={200}
          value={location}
          onValueChange={setLocation}
        />
        <TextField
          label={t('sessionTitle')}
          optionalLabel={t('optional')}
          maxLength={120}
          value={title}
          onValueChange={setTitle}
        />
        <Select
          label={t('substitute')}
          optionalLabel={t('optional')}
          options={[
            { value: '', label: t('scheduleTrainer', { name: schedule.trainer_name }) },
            ...trainers.map((tr) => ({ value: String(tr.id), label: tr.name })),
          ]}
          value={trainerId}
          onValueChange={setTrainerId}
        />
      </form>
    </Dialog>
  );
}
