import { useResource, useT } from '@fairway/shared-ui';
import type { TrainingType, TrainingTypeInput } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { setupMessages } from '../i18n';
import type { FieldSpec } from '../utils/fieldForm';
import { FieldFormDialog } from './FieldFormDialog';
import { SetupTable } from './SetupTable';

/** ?tab=types. */
export function TypesTab() {
  const t = useT(setupMessages);
  const rows = useResource(() => academyApi().trainingTypes.list(), []);
  const fields: FieldSpec[] = [
    { name: 'name', label: t('name'), kind: 'text', required: true, maxLength: 120 },
    {
      name: 'default_duration_minutes',
      label: t('defaultDuration'),
      kind: 'integer',
      required: true,
      min: 5,
      max: 600,
    },
    { name: 'description', label: t('descriptionField'), kind: 'textarea', maxLength: 2000 },
  ];
  return (
    <SetupTable<TrainingType>
      caption={t('types')}
      rows={rows}
      columns={[
        {
          id: 'duration',
          header: t('columnDuration'),
          value: (r) => r.default_duration_minutes,
          align: 'end',
        },
      ]}
      addLabel={t('addType')}
      emptyTitle={t('noTypes')}
      emptyMessage={t('noTypesMessage')}
      setActive={(r, is_active) => academyApi().trainingTypes.update(r.id, { is_active })}
      remove={(r) => academyApi().trainingTypes.remove(r.id)}
      renderDialog={(row, onClose, onSaved) => (
        <FieldFormDialog
          title={row ? t('editNamed', { name: row.name }) : t('addType')}
          fields={fields}
          initial={{
            name: row?.name ?? '',
            default_duration_minutes: String(row?.default_duration_minutes ?? 60),
            description: row?.description ?? '',
          }}
          onClose={onClose}
          onSubmit={async (body) => {
            const api = academyApi().trainingTypes;
            const input = body as TrainingTypeInput;
            onSaved(row ? await api.update(row.id, input) : await api.create(input));
          }}
        />
      )}
    />
  );
}
