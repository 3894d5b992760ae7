import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  LoadingState,
  Notice,
  ResourceStatus,
  Switch,
  TimeField,
  errorText,
  fieldErrors,
  notify,
  useFormat,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Course, OpeningHours } from '@fairway/shared-api/courses';
import { saveWeek } from '../api/openingHours';
import { useOpeningHours, useWeekStart } from '../hooks/useCourseSetup';
import {
  dayName,
  dayRow,
  weekChanges,
  weekErrors,
  weekRows,
  type DayErrors,
  type DayField,
  type DayRow,
} from '../utils/weekGrid';
import styles from './CourseSetup.module.css';
import { messages, type CoursesKey } from '../../../i18n/messages';

export type OpeningHoursTabProps = { course: Course; canWrite: boolean };

/** Opening hours as a week grid: a row per weekday, in the club's week order, one Save. */
export function OpeningHoursTab({ course, canWrite }: OpeningHoursTabProps) {
  const hours = useOpeningHours(course.id);
  const weekStart = useWeekStart();
  const headingId = useId();
  const t = useT(messages);
  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <h2 id={headingId} className={styles['fw-courses-heading']}>
        {t('openingHours')}
      </h2>
      <ResourceStatus
        resource={hours}
        loadingLabel={t('loadingOpeningHours')}
        errorTitle={t('openingHoursNotLoaded')}
      />
      {hours.status === 'ready' && weekStart.status === 'loading' ? (
        <LoadingState label={t('loadingOpeningHours')} />
      ) : null}
      {hours.status === 'ready' && weekStart.status === 'ready' ? (
        <WeekGrid
          course={course}
          saved={hours.data}
          weekStartsOn={weekStart.data}
          canWrite={canWrite}
          onSaved={(rows) =>
            hours.setData((current) => {
              const kept = (current ?? []).filter((h) => !rows.some((r) => r.id === h.id));
              return [...kept, ...rows];
            })
          }
        />
      ) : null}
    </section>
  );
}

const FIELDS: ReadonlyArray<{ field: DayField; label: CoursesKey }> = [
  { field: 'open_time', label: 'opens' },
  { field: 'close_time', label: 'closes' },
  { field: 'first_tee_time', label: 'firstTeeTime' },
  { field: 'last_tee_time', label: 'lastTeeTime' },
];

/** A weekday as a heading: 'Monday', 'Lunes' (Spanish writes weekdays in lower case in a sentence). */
const capitalised = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

type WeekGridProps = {
  course: Course;
  saved: OpeningHours[];
  weekStartsOn: number;
  canWrite: boolean;
  onSaved: (rows: OpeningHours[]) => void;
};

type Outcome = { tone: 'error'; text: string } | null;

function WeekGrid({ course, saved, weekStartsOn, canWrite, onSaved }: WeekGridProps) {
  const idPrefix = useId().replace(/:/g, '');
  const t = useT(messages);
  const f = useFormat();
  const [rows, setRows] = useState<DayRow[]>(() => weekRows(saved, weekStartsOn));
  const [errors, setErrors] = useState<Record<number, DayErrors>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const focusPending = useRef(false);
  const inputId = (day: number, field: DayField | 'is_open') => `${idPrefix}-${day}-${field}`;

  // After a failed check or save, focus goes to the first day with a message, once it shows.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    for (const row of rows) {
      const e = errors[row.day_of_week];
      if (!e) continue;
      const field = FIELDS.find((item) => e[item.field])?.field;
      document.getElementById(inputId(row.day_of_week, field ?? 'is_open'))?.focus();
      return;
    }
  }, [errors]);

  const update = (day: number, patch: Partial<DayRow>) => {
    const next = rows.map((r) => (r.day_of_week === day ? { ...r, ...patch } : r));
    setRows(next);
    if (errors[day]) {
      // A day showing a message is checked again as it changes.
      const fresh = weekErrors(next, t)[day];
      setErrors((current) => {
        const updated = { ...current };
        if (fresh) updated[day] = fresh;
        else delete updated[day];
        return updated;
      });
    }
  };

  const first = rows[0]!;
  const handleCopyFirst = () => {
    const { is_open, open_time, close_time, first_tee_time, last_tee_time } = first;
    setRows(
      rows.map((r) => ({ ...r, is_open, open_time, close_time, first_tee_time, last_tee_time })),
    );
    setErrors({});
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setOutcome(null);
    const problems = weekErrors(rows, t);
    if (Object.keys(problems).length > 0) {
      focusPending.current = true;
      setErrors(problems);
      return;
    }
    setErrors({});
    const changes = weekChanges(rows, saved, course.id);
    if (changes.length === 0) {
      notify.info(t('openingHoursUnchanged'));
      return;
    }
    setSaving(true);
    const results = await saveWeek(changes);
    setSaving(false);

    const stored = results.flatMap((r) => (r.ok ? [r.saved] : []));
    const failed = results.filter((r) => !r.ok);
    if (stored.length > 0) {
      onSaved(stored);
      setRows((current) =>
        current.map((row) => {
          const s = stored.find((h) => h.day_of_week === row.day_of_week);
          return s ? dayRow(row.day_of_week, s) : row;
        }),
      );
    }
    if (failed.length === 0) {
      notify.success(t('openingHoursSaved', { name: course.name }));
      return;
    }
    const dayProblems: Record<number, DayErrors> = {};
    for (const r of failed) {
      if (r.ok) continue;
      const byField = fieldErrors(r.error);
      const onFields: DayErrors = {};
      for (const { field } of FIELDS) if (byField[field]) onFields[field] = byField[field];
      dayProblems[r.change.day] =
        Object.keys(onFields).length > 0 ? onFields : { row: errorText(r.error) };
    }
    const days = failed.map((r) => dayName(r.change.day, f)).join(', ');
    setOutcome({
      tone: 'error',
      text:
        stored.length > 0
          ? t('daysPartlySaved', {
              count: failed.length,
              saved: t('daysSaved', { count: stored.length }),
              days,
            })
          : t('nothingSaved', { count: failed.length, days }),
    });
    focusPending.current = true;
    setErrors(dayProblems);
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)} className={page['fw-ui-page-form']}>
      <p className={page['fw-ui-page-muted']}>{t('openingHoursIntro')}</p>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div className={styles['fw-courses-week']}>
        {rows.map((row) => {
          const day = row.day_of_week;
          const e = errors[day] ?? {};
          const rowErrorId = `${idPrefix}-${day}-error`;
          return (
            <fieldset
              key={day}
              className={styles['fw-courses-day']}
              aria-describedby={e.row ? rowErrorId : undefined}
            >
              <legend className={styles['fw-courses-day-name']}>
                {capitalised(dayName(day, f), f.locale)}
              </legend>
              <div className={styles['fw-courses-day-fields']}>
                <Switch
                  id={inputId(day, 'is_open')}
                  label={t('isOpen')}
                  checked={row.is_open}
                  disabled={!canWrite}
                  onChange={(checked) => update(day, { is_open: checked })}
                  hint={row.id === null && !row.is_open ? t('noHoursYet') : undefined}
                />
                {FIELDS.map(({ field, label }) => (
                  <TimeField
                    key={field}
                    id={inputId(day, field)}
                    label={t(label)}
                    stepMinutes={5}
                    required={field === 'open_time' || field === 'close_time'}
                    disabled={!canWrite || !row.is_open}
                    value={row[field]}
                    error={e[field]}
                    onValueChange={(value) => update(day, { [field]: value })}
                  />
                ))}
              </div>
              {e.row ? (
                <p id={rowErrorId} className={styles['fw-courses-row-error']}>
                  {e.row}
                </p>
              ) : null}
            </fieldset>
          );
        })}
      </div>
      {canWrite ? (
        <div className={page['fw-ui-page-actions']}>
          <Button type="submit" loading={saving} loadingLabel={t('saving')}>
            {t('saveOpeningHours')}
          </Button>
          <Button variant="secondary" onClick={handleCopyFirst}>
            {t('copyDayToEveryDay', { day: dayName(first.day_of_week, f) })}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
