import { minorUnits, money, useFormat, useResource, useT } from '@fairway/shared-ui';
import type { Training, TrainingInput } from '@fairway/shared-api/academy';
import { academyApi, coursesApi, trainingsApi } from '../../../shared/api/clients';
import { setupMessages } from '../i18n';
import { moneyText, type FieldSpec } from '../utils/fieldForm';
import { FieldFormDialog } from './FieldFormDialog';
import { SetupTable } from './SetupTable';

/** ?tab=trainings: the basic trainings of each course. */
export function TrainingsTab() {
  const t = useT(setupMessages);
  const f = useFormat();
  const units = minorUnits(f.settings.currency);
  const rows = useResource(() => trainingsApi().list(), []);
  const choices = useResource(async () => {
    const [courses, trainers] = await Promise.all([
      coursesApi().list(),
      academyApi().trainers.active(),
    ]);
    return { courses, trainers };
  }, []);
  const fields = (row: Training | null): FieldSpec[] => {
    const courses = (choices.data?.courses ?? []).map((c) => ({
      value: String(c.id),
      label: c.name,
    }));
    if (row && !courses.some((c) => c.value === String(row.course_id)))
      courses.unshift({ value: String(row.course_id), label: row.course_name });
    const trainers = (choices.data?.trainers ?? []).map((tr) => ({
      value: String(tr.id),
      label: tr.name,
    }));
    if (row?.trainer_id && !trainers.some((tr) => tr.value === String(row.trainer_id)))
      trainers.unshift({ value: String(row.trainer_id), label: row.trainer_name ?? '' });
    return [
      {
        name: 'course_id',
        label: t('course'),
        kind: 'select',
        required: true,
        numeric: true,
        options: courses,
      },
      { name: 'name', label: t('name'), kind: 'text', required: true, maxLength: 120 },
      { name: 'trainer_id', label: t('trainer'), kind: 'select', numeric: true, options: trainers },
      {
        name: 'duration_minutes',
        label: t('duration'),
        kind: 'integer',
        required: true,
        min: 5,
        max: 600,
      },
      {
        name: 'price',
        label: t('price'),
        kind: 'money',
        required: true,
        hint: f.settings.currency,
      },
      {
        name: 'max_participants',
        label: t('maxParticipants'),
        kind: 'integer',
        required: true,
        min: 1,
        max: 100,
      },
      { name: 'description', label: t('descriptionField'), kind: 'textarea', maxLength: 4000 },
    ];
  };
  return (
    <SetupTable<Training>
      caption={t('trainings')}
      rows={rows}
      columns={[
        { id: 'course', header: t('columnCourse'), value: (r) => r.course_name },
        { id: 'trainer', header: t('columnTrainer'), value: (r) => r.trainer_name },
        {
          id: 'duration',
          header: t('columnDuration'),
          value: (r) => r.duration_minutes,
          align: 'end',
        },
        {
          id: 'price',
          header: t('columnPrice'),
          value: (r) => r.price,
          render: (r) => money(r.price, null, f),
          align: 'end',
        },
      ]}
      addLabel={t('addTraining')}
      emptyTitle={t('noTrainings')}
      emptyMessage={t('noTrainingsMessage')}
      setActive={(r, is_active) => trainingsApi().update(r.id, { is_active })}
      remove={(r) => trainingsApi().remove(r.id)}
      renderDialog={(row, onClose, onSaved) => (
        <FieldFormDialog
          title={row ? t('editNamed', { name: row.name }) : t('addTraining')}
          fields={fields(row)}
          notice={choices.status === 'error' ? t('optionsError', { error: choices.error }) : null}
          initial={{
            course_id: row ? String(row.course_id) : '',
            name: row?.name ?? '',
            trainer_id: row?.trainer_id ? String(row.trainer_id) : '',
            duration_minutes: String(row?.duration_minutes ?? 60),
            price: row ? moneyText(row.price, units) : '',
            max_participants: String(row?.max_participants ?? 1),
            description: row?.description ?? '',
          }}
          onClose={onClose}
          onSubmit={async (body) => {
            const api = trainingsApi();
            const input = body as TrainingInput;
            onSaved(row ? await api.update(row.id, input) : await api.create(input));
          }}
        />
      )}
    />
  );
}
