import {
  DateField,
  Notice,
  Select,
  pageStyles as page,
  useFormat,
  useT,
  type Resource,
} from '@fairway/shared-ui';
import type { Schedule } from '@fairway/shared-api/academy';
import { academyMessages } from '../../../shared/i18n/messages';
import { reportsMessages } from '../i18n';

export type ReportFiltersProps = {
  schedules: Resource<Schedule[]>;
  scheduleId: number | null;
  from: string;
  to: string;
  rangeOk: boolean;
  onSchedule: (id: number | null) => void;
  onRange: (from: string, to: string) => void;
};

/** A schedule, or every schedule over two dates. */
export function ReportFilters({
  schedules,
  scheduleId,
  from,
  to,
  rangeOk,
  onSchedule,
  onRange,
}: ReportFiltersProps) {
  const t = useT(reportsMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const options = (schedules.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.name} (${ta('dateRange', { start: f.date(s.start_date), end: f.date(s.end_date) })})`,
  }));
  return (
    <div role="group" aria-label={t('filters')} className={page['fw-ui-page-section']}>
      {schedules.status === 'error' ? (
        <Notice tone="error">{t('schedulesError', { error: schedules.error })}</Notice>
      ) : null}
      <div className={page['fw-ui-page-fields']}>
        <Select
          label={t('schedule')}
          options={[{ value: '', label: t('allSchedules') }, ...options]}
          value={scheduleId ? String(scheduleId) : ''}
          onValueChange={(v) => onSchedule(v ? Number(v) : null)}
        />
        {scheduleId ? null : (
          <>
            <DateField
              label={t('from')}
              value={from}
              max={to || undefined}
              error={rangeOk ? null : t('rangeProblem')}
              onValueChange={(v) => onRange(v, to)}
            />
            <DateField
              label={t('to')}
              value={to}
              min={from || undefined}
              onValueChange={(v) => onRange(from, v)}
            />
          </>
        )}
      </div>
    </div>
  );
}
