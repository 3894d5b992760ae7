import { minorUnits, money, useFormat, useResource, useT } from '@fairway/shared-ui';
import type { Trainer, TrainerInput } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { setupMessages } from '../i18n';
import { moneyText, type FieldSpec } from '../utils/fieldForm';
import { FieldFormDialog } from './FieldFormDialog';
import { SetupTable } from './SetupTable';

/** ?tab=trainers (the default). */
export function TrainersTab() {
  const t = useT(setupMessages);
  const f = useFormat();
  const units = minorUnits(f.settings.currency);
  const rows = useResource(() => academyApi().trainers.list(), []);
  const fields: FieldSpec[] = [
    { name: 'first_name', label: t('firstName'), kind: 'text', required: true, maxLength: 80 },
    { name: 'last_name', label: t('lastName'), kind: 'text', required: true, maxLength: 80 },
    { name: 'email', label: t('email'), kind: 'email', maxLength: 254 },
    { name: 'phone', label: t('phone'), kind: 'text', maxLength: 40 },
    { name: 'specialty', label: t('specialty'), kind: 'text', maxLength: 120 },
    { name: 'hourly_rate', label: t('hourlyRate'), kind: 'money', hint: f.settings.currency },
    { name: 'bio', label: t('bio'), kind: 'textarea', maxLength: 4000 },
    { name: 'user_id', label: t('memberAccount'), kind: 'member', hint: t('memberAccountHint') },
  ];
  const initial = (r: Trainer | null) => ({
    first_name: r?.first_name ?? '',
    last_name: r?.last_name ?? '',
    email: r?.email ?? '',
    phone: r?.phone ?? '',
    specialty: r?.specialty ?? '',
    hourly_rate: r?.hourly_rate != null ? moneyText(r.hourly_rate, units) : '',
    bio: r?.bio ?? '',
    user_id: r?.user_id ? String(r.user_id) : '',
  });
  return (
    <SetupTable<Trainer>
      caption={t('trainers')}
      rows={rows}
      columns={[
        { id: 'specialty', header: t('columnSpecialty'), value: (r) => r.specialty, wrap: true },
        { id: 'contact', header: t('columnContact'), value: (r) => r.email ?? r.phone, wrap: true },
        {
          id: 'rate',
          header: t('columnRate'),
          value: (r) => r.hourly_rate,
          render: (r) => (r.hourly_rate === null ? '' : money(r.hourly_rate, null, f)),
          align: 'end',
        },
      ]}
      addLabel={t('addTrainer')}
      emptyTitle={t('noTrainers')}
      emptyMessage={t('noTrainersMessage')}
      setActive={(r, is_active) => academyApi().trainers.update(r.id, { is_active })}
      remove={(r) => academyApi().trainers.remove(r.id)}
      renderDialog={(row, onClose, onSaved) => (
        <FieldFormDialog
          title={row ? t('editNamed', { name: row.name }) : t('addTrainer')}
          fields={fields}
          initial={initial(row)}
          onClose={onClose}
          onSubmit={async (body) => {
            const api = academyApi().trainers;
            const input = body as TrainerInput;
            onSaved(row ? await api.update(row.id, input) : await api.create(input));
          }}
        />
      )}
    />
  );
}
