import { useResource, useT } from '@fairway/shared-ui';
import {
  PLAN_LEVELS,
  type TrainingPlan,
  type TrainingPlanInput,
} from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { academyMessages } from '../../../shared/i18n/messages';
import { setupMessages } from '../i18n';
import type { FieldSpec } from '../utils/fieldForm';
import { FieldFormDialog } from './FieldFormDialog';
import { SetupTable } from './SetupTable';

/** ?tab=plans. */
export function PlansTab() {
  const t = useT(setupMessages);
  const ta = useT(academyMessages);
  const rows = useResource(() => academyApi().trainingPlans.list(), []);
  const types = useResource(() => academyApi().trainingTypes.active(), []);
  const fields = (row: TrainingPlan | null): FieldSpec[] => {
    const options = (types.data ?? []).map((ty) => ({ value: String(ty.id), label: ty.name }));
    if (row && !options.some((o) => o.value === String(row.training_type_id)))
      options.unshift({ value: String(row.training_type_id), label: row.training_type_name });
    return [
      { name: 'name', label: t('name'), kind: 'text', required: true, maxLength: 120 },
      {
        name: 'training_type_id',
        label: t('type'),
        kind: 'select',
        required: true,
        numeric: true,
        options,
      },
      {
        name: 'level',
        label: t('level'),
        kind: 'select',
        required: true,
        options: PLAN_LEVELS.map((l) => ({ value: l, label: ta(`level_${l}`) })),
      },
      {
        name: 'total_sessions',
        label: t('totalSessions'),
        kind: 'integer',
        required: true,
        min: 1,
        max: 200,
      },
      {
        name: 'session_duration_minutes',
        label: t('sessionDuration'),
        kind: 'integer',
        required: true,
        min: 5,
        max: 600,
      },
      { name: 'objectives', label: t('objectives'), kind: 'textarea', maxLength: 4000 },
      { name: 'description', label: t('descriptionField'), kind: 'textarea', maxLength: 2000 },
    ];
  };
  return (
    <SetupTable<TrainingPlan>
      caption={t('plans')}
      rows={rows}
      columns={[
        { id: 'type', header: t('columnType'), value: (r) => r.training_type_name },
        { id: 'level', header: t('columnLevel'), value: (r) => ta(`level_${r.level}`) },
        {
          id: 'sessions',
          header: t('columnSessions'),
          value: (r) => r.total_sessions,
          align: 'end',
        },
      ]}
      addLabel={t('addPlan')}
      emptyTitle={t('noPlans')}
      emptyMessage={t('noPlansMessage')}
      setActive={(r, is_active) => academyApi().trainingPlans.update(r.id, { is_active })}
      remove={(r) => academyApi().trainingPlans.remove(r.id)}
      renderDialog={(row, onClose, onSaved) => (
        <FieldFormDialog
          title={row ? t('editNamed', { name: row.name }) : t('addPlan')}
          fields={fields(row)}
          notice={types.status === 'error' ? t('optionsError', { error: types.error }) : null}
          initial={{
            name: row?.name ?? '',
            training_type_id: row ? String(row.training_type_id) : '',
            level: row?.level ?? 'all',
            total_sessions: String(row?.total_sessions ?? 4),
            session_duration_minutes: String(row?.session_duration_minutes ?? 60),
            objectives: row?.objectives ?? '',
            description: row?.description ?? '',
          }}
          onClose={onClose}
          onSubmit={async (body) => {
            const api = academyApi().trainingPlans;
            const input = body as TrainingPlanInput;
            onSaved(row ? await api.update(row.id, input) : await api.create(input));
          }}
        />
      )}
    />
  );
}
