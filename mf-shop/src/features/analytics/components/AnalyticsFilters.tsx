import { DateField, Select, useT } from '@fairway/shared-ui';
import type { AnalyticsType } from '@fairway/shared-api/shop';
import { analyticsMessages } from '../i18n';
import { PRESETS, TYPES, type DateRange, type Preset, type RangeProblem } from '../utils/ranges';
import styles from './Analytics.module.css';

export type AnalyticsFiltersProps = {
  range: DateRange;
  preset: Preset | null;
  type: AnalyticsType;
  problem: RangeProblem;
  onPreset: (preset: Preset) => void;
  onRange: (range: DateRange) => void;
  onType: (type: AnalyticsType) => void;
};

const PRESET_KEYS = {
  last7: 'presetLast7',
  last30: 'presetLast30',
  last90: 'presetLast90',
  thisMonth: 'presetThisMonth',
} as const;

const TYPE_KEYS = { both: 'typeBoth', sale: 'typeSale', rental: 'typeRental' } as const;

/** The period (a preset or two dates) and what is counted (sales, rentals or both). */
export function AnalyticsFilters({
  range,
  preset,
  type,
  problem,
  onPreset,
  onRange,
  onType,
}: AnalyticsFiltersProps) {
  const t = useT(analyticsMessages);
  return (
    <section aria-label={t('filters')} className={styles['fw-shop-analytics-filters']}>
      <Select
        label={t('period')}
        value={preset ?? 'custom'}
        onValueChange={(value) => {
          if ((PRESETS as readonly string[]).includes(value)) onPreset(value as Preset);
        }}
        options={[
          ...PRESETS.map((p) => ({ value: p, label: t(PRESET_KEYS[p]) })),
          { value: 'custom', label: t('presetCustom'), disabled: true },
        ]}
      />
      <DateField
        label={t('from')}
        value={range.start}
        onValueChange={(start) => start && onRange({ ...range, start })}
      />
      <DateField
        label={t('to')}
        value={range.end}
        onValueChange={(end) => end && onRange({ ...range, end })}
        error={
          problem?.kind === 'endBeforeStart'
            ? t('endBeforeStart')
            : problem?.kind === 'tooLong'
              ? t('tooLong', { days: problem.days })
              : null
        }
      />
      <Select
        label={t('type')}
        value={type}
        onValueChange={(value) => {
          if ((TYPES as readonly string[]).includes(value)) onType(value as AnalyticsType);
        }}
        options={TYPES.map((v) => ({ value: v, label: t(TYPE_KEYS[v]) }))}
      />
    </section>
  );
}
