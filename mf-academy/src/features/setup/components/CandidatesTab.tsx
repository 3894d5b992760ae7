import { useFormat, useResource, useT } from '@fairway/shared-ui';
import { SKILL_LEVELS, type Candidate, type CandidateInput } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { academyMessages } from '../../../shared/i18n/messages';
import { setupMessages } from '../i18n';
import type { FieldSpec } from '../utils/fieldForm';
import { FieldFormDialog } from './FieldFormDialog';
import { SetupTable } from './SetupTable';

/** ?tab=candidates. */
export function CandidatesTab() {
  const t = useT(setupMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const rows = useResource(() => academyApi().candidates.list(), []);
  const fields: FieldSpec[] = [
    { name: 'first_name', label: t('firstName'), kind: 'text', required: true, maxLength: 80 },
    { name: 'last_name', label: t('lastName'), kind: 'text', required: true, maxLength: 80 },
    { name: 'email', label: t('email'), kind: 'email', maxLength: 254 },
    { name: 'phone', label: t('phone'), kind: 'text', maxLength: 40 },
    { name: 'date_of_birth', label: t('dateOfBirth'), kind: 'date' },
    { name: 'handicap', label: t('handicap'), kind: 'decimal', min: -10, max: 54, maxLength: 5 },
    {
      name: 'skill_level',
      label: t('skillLevel'),
      kind: 'select',
      required: true,
      options: SKILL_LEVELS.map((l) => ({ value: l, label: ta(`level_${l}`) })),
    },
    { name: 'goals', label: t('goals'), kind: 'textarea', maxLength: 2000 },
    { name: 'user_id', label: t('memberAccount'), kind: 'member', hint: t('memberAccountHint') },
  ];
  return (
    <SetupTable<Candidate>
      caption={t('candidates')}
      rows={rows}
      columns={[
        { id: 'level', header: t('skillLevel'), value: (r) => ta(`level_${r.skill_level}`) },
        {
          id: 'handicap',
          header: t('columnHandicap'),
          value: (r) => r.handicap,
          render: (r) =>
            r.handicap === null ? '' : f.number(r.handicap, { minimumFractionDigits: 1 }),
          align: 'end',
        },
        { id: 'contact', header: t('email'), value: (r) => r.email, wrap: true },
        {
          id: 'member',
          header: t('columnMember'),
          value: (r) => (r.user_id ? t('yes') : t('no')),
        },
      ]}
      addLabel={t('addCandidate')}
      emptyTitle={t('noCandidates')}
      emptyMessage={t('noCandidatesMessage')}
      setActive={(r, is_active) => academyApi().candidates.update(r.id, { is_active })}
      remove={(r) => academyApi().candidates.remove(r.id)}
      renderDialog={(row, onClose, onSaved) => (
        <FieldFormDialog
          title={row ? t('editNamed', { name: row.name }) : t('addCandidate')}
          fields={fields}
          initial={{
            first_name: row?.first_name ?? '',
            last_name: row?.last_name ?? '',
            email: row?.email ?? '',
            phone: row?.phone ?? '',
            date_of_birth: row?.date_of_birth ?? '',
            handicap: row?.handicap != null ? String(row.handicap) : '',
            skill_level: row?.skill_level ?? 'beginner',
            goals: row?.goals ?? '',
            user_id: row?.user_id ? String(row.user_id) : '',
          }}
          onClose={onClose}
          onSubmit={async (body) => {
            const api = academyApi().candidates;
            const input = body as CandidateInput;
            onSaved(row ? await api.update(row.id, input) : await api.create(input));
          }}
        />
      )}
    />
  );
}
