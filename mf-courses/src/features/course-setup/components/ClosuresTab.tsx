import { useId, useMemo, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  MonthCalendar,
  ResourceStatus,
  errorText,
  notify,
  useFormat,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Course, SpecialClosure } from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import { useClosures, useWeekStart } from '../hooks/useCourseSetup';
import {
  closureMarks,
  closureOn,
  formatLongDate,
  todayIso,
  upcomingClosures,
} from '../utils/closures';
import { AddClosureDialog } from './AddClosureDialog';
import styles from './CourseSetup.module.css';
import { messages } from '../../../i18n/messages';

type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type ClosuresTabProps = { course: Course; canWrite: boolean };

/** Special closures: a month calendar with the closed dates marked, and the upcoming ones as a list. */
export function ClosuresTab({ course, canWrite }: ClosuresTabProps) {
  const closures = useClosures(course.id);
  const weekStart = useWeekStart();
  const headingId = useId();
  const listHeadingId = useId();
  const t = useT(messages);
  const f = useFormat();
  const today = todayIso(undefined, f);
  const longDate = (date: string) => formatLongDate(date, f);
  const [adding, setAdding] = useState<{ date: string | null } | null>(null);
  const [removing, setRemoving] = useState<SpecialClosure | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  const all = closures.data ?? [];
  const marks = useMemo(() => closureMarks(all, t), [all, t]);
  const upcoming = upcomingClosures(all, today);

  const handleSelect = (date: string) => {
    setSelected(date);
    if (!canWrite) return;
    const existing = closureOn(all, date);
    if (existing) setRemoving(existing);
    else if (date >= today) setAdding({ date });
  };

  const handleAdded = (closure: SpecialClosure) => {
    closures.setData((current) => [...(current ?? []), closure]);
    setAdding(null);
  };

  const handleRemove = async () => {
    if (!removing) return;
    try {
      await coursesApi().removeClosure(removing.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    closures.setData((current) => (current ?? []).filter((c) => c.id !== removing.id));
    notify.success(t('closureRemoved', { day: longDate(removing.date) }));
    setRemoving(null);
  };

  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <div className={styles['fw-courses-section-header']}>
        <h2 id={headingId} className={styles['fw-courses-heading']}>
          {t('closures')}
        </h2>
        {canWrite && closures.status === 'ready' ? (
          <Button variant="secondary" onClick={() => setAdding({ date: null })}>
            {t('addClosure')}
          </Button>
        ) : null}
      </div>
      <p className={page['fw-ui-page-muted']}>
        {canWrite ? `${t('closuresIntro')} ${t('closuresIntroWrite')}` : t('closuresIntro')}
      </p>
      <ResourceStatus
        resource={closures}
        loadingLabel={t('loadingClosures')}
        errorTitle={t('closuresNotLoaded')}
      />
      {closures.status === 'ready' ? (
        <div className={page['fw-ui-page-columns']}>
          <MonthCalendar
            label={t('closuresOf', { name: course.name })}
            marked={marks}
            selected={selected}
            onSelect={handleSelect}
            min={canWrite ? today : undefined}
            today={today}
            weekStartsOn={(weekStart.data ?? 1) as WeekDay}
          />
          <section aria-labelledby={listHeadingId} className={page['fw-ui-page-section']}>
            <h3 id={listHeadingId} className={styles['fw-courses-subheading']}>
              {t('upcomingClosures')}
            </h3>
            {upcoming.length === 0 ? (
              <EmptyState
                title={t('noUpcomingClosures')}
                message={t('noUpcomingClosuresMessage')}
              />
            ) : (
              <ul className={page['fw-ui-page-list']} aria-labelledby={listHeadingId}>
                {upcoming.map((c) => (
                  <li key={c.id} className={styles['fw-courses-closure']}>
                    <div>
                      <p className={styles['fw-courses-list-title']}>{longDate(c.date)}</p>
                      <p className={page['fw-ui-page-muted']}>{c.reason ?? t('noReasonGiven')}</p>
                    </div>
                    {canWrite ? (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('removeClosureOn', { day: longDate(c.date) })}
                        onClick={() => setRemoving(c)}
                      >
                        {t('remove')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
      {adding ? (
        <AddClosureDialog
          courseId={course.id}
          courseName={course.name}
          date={adding.date}
          min={today}
          onClose={() => setAdding(null)}
          onSaved={handleAdded}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={
          removing ? t('openAgainOn', { day: longDate(removing.date) }) : t('removeClosureQuestion')
        }
        message={
          removing
            ? removing.reason
              ? t('removeClosureMessageReason', { reason: removing.reason })
              : t('removeClosureMessage')
            : ''
        }
        confirmLabel={t('removeClosure')}
        tone="danger"
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
