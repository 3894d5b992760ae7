import { useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  EmptyState,
  Notice,
  ResourceStatus,
  Select,
  TextArea,
  errorText,
  money,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { TrainingUser } from '@fairway/shared-api/academy';
import { trainingsApi } from '../../../shared/api/clients';
import { useActiveTrainings } from '../hooks/useMyTraining';
import { myTrainingMessages } from '../i18n';
import styles from './MyTraining.module.css';

/** Ask for a basic training: which one, a preferred day and a note (POST /trainings/users). */
export function LessonRequestForm({
  onRequested,
}: {
  onRequested: (request: TrainingUser) => void;
}) {
  const t = useT(myTrainingMessages);
  const f = useFormat();
  const trainings = useActiveTrainings();
  const today = f.today();
  const [trainingId, setTrainingId] = useState('');
  const [preferred, setPreferred] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ training?: string; date?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = {
      training: trainingId ? undefined : t('chooseFirst'),
      date: preferred && preferred < today ? t('dateInPast') : undefined,
    };
    setErrors(problems);
    setFailure(null);
    if (problems.training || problems.date) return;
    setSending(true);
    try {
      const request = await trainingsApi().requests.create({
        training_id: Number(trainingId),
        ...(preferred ? { preferred_date: preferred } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      });
      onRequested(request);
      notify.success(t('requested', { name: request.training_name }));
      setTrainingId('');
      setPreferred('');
      setNotes('');
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setSending(false);
    }
  };

  if (trainings.status !== 'ready')
    return (
      <ResourceStatus
        resource={trainings}
        loadingLabel={t('loadingLessons')}
        errorTitle={t('trainingsError')}
      />
    );
  if (trainings.data.length === 0) return <EmptyState title={t('noTrainings')} />;

  return (
    <form className={styles['fw-academy-form']} onSubmit={(e) => void handleSubmit(e)} noValidate>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Select
        label={t('lesson')}
        placeholder={t('chooseLesson')}
        required
        value={trainingId}
        error={errors.training}
        options={trainings.data.map((tr) => ({
          value: String(tr.id),
          label: `${tr.name} · ${tr.course_name} · ${money(tr.price, null, f)}`,
        }))}
        onChange={(e) => setTrainingId(e.target.value)}
      />
      <DateField
        label={t('preferredDate')}
        optionalLabel={t('optional')}
        value={preferred}
        min={today}
        error={errors.date}
        onValueChange={setPreferred}
      />
      <TextArea
        label={t('notes')}
        optionalLabel={t('optional')}
        value={notes}
        maxLength={2000}
        rows={2}
        onChange={(e) => setNotes(e.target.value)}
      />
      <div>
        <Button type="submit" loading={sending}>
          {t('sendRequest')}
        </Button>
      </div>
    </form>
  );
}
