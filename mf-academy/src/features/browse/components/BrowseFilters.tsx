import { Select, TextField, useT } from '@fairway/shared-ui';
import { PLAN_LEVELS, type PlanLevel } from '@fairway/shared-api/academy';
import { academyMessages } from '../../../shared/i18n/messages';
import { browseMessages } from '../i18n';
import styles from './Browse.module.css';

export type BrowseFiltersProps = {
  query: string;
  level: PlanLevel | null;
  trainerId: number | null;
  trainers: readonly { id: number; name: string }[];
  onQueryChange: (text: string) => void;
  onLevelChange: (level: string) => void;
  onTrainerChange: (id: string) => void;
};

/** Level, trainer and text: the choices live in the address (useBrowseParams). */
export function BrowseFilters(props: BrowseFiltersProps) {
  const t = useT(browseMessages);
  const ta = useT(academyMessages);
  return (
    <div role="search" aria-label={t('filters')} className={styles['fw-academy-filters']}>
      <TextField
        label={t('search')}
        type="search"
        placeholder={t('searchPlaceholder')}
        value={props.query}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => props.onQueryChange(e.target.value)}
      />
      <Select
        label={t('level')}
        value={props.level ?? ''}
        options={[
          { value: '', label: t('anyLevel') },
          ...PLAN_LEVELS.map((l) => ({ value: l, label: ta(`level_${l}`) })),
        ]}
        onChange={(e) => props.onLevelChange(e.target.value)}
      />
      <Select
        label={t('trainer')}
        value={props.trainerId ? String(props.trainerId) : ''}
        options={[
          { value: '', label: t('anyTrainer') },
          ...props.trainers.map((tr) => ({ value: String(tr.id), label: tr.name })),
        ]}
        onChange={(e) => props.onTrainerChange(e.target.value)}
      />
    </div>
  );
}
