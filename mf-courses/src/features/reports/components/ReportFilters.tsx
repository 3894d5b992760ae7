import { DateField, Select, useT, pageStyles } from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { reportMessages } from '../i18n';
import { PRESETS, type DateRange, type Preset, type RangeProblem } from '../utils/ranges';

export type ReportFiltersProps = {
  range: DateRange;
  preset: Preset | null;
  courseId: number | null;
  courses: ReadonlyArray<Course>;
  problem: RangeProblem;
  onPreset: (preset: Preset) => void;
  onRange: (range: DateRange) => void;
  onCourse: (courseId: number | null) => void;
};

const PRESET_KEYS = {
  thisWeek: 'presetThisWeek',
  last7: 'presetLast7',
  thisMonth: 'presetThisMonth',
  lastMonth: 'presetLastMonth',
} as const;

/** The period (a preset or two dates) and the course of the report. */
export function ReportFilters({
  range,
  preset,
  courseId,
  courses,
  problem,
  onPreset,
  onRange,
  onCourse,
}: ReportFiltersProps) {
  const t = useT(reportMessages);
  const handlePreset = (value: string) => {
    if ((PRESETS as readonly string[]).includes(value)) onPreset(value as Preset);
  };
  return (
    <section aria-label={t('filters')} className={pageStyles['fw-ui-page-fields']}>
      <Select
        label={t('period')}
        value={preset ?? 'custom'}
        onValueChange={handlePreset}
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
        label={t('course')}
        value={courseId === null ? '' : String(courseId)}
        onValueChange={(value) => onCourse(value ? Number(value) : null)}
        options={[
          { value: '', label: t('allCourses') },
          ...courses.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
    </section>
  );
}
