import { useId, useMemo, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  MonthCalendar,
  ResourceStatus,
  errorText,
  notify,
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

type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type ClosuresTabProps = { course: Course; canWrite: boolean };

/** Special closures: a month calendar with the closed dates marked, and the upcoming ones as a list. */
export function ClosuresTab({ course, canWrite }: ClosuresTabProps) {
  const closures = useClosures(course.id);
  const weekStart = useWeekStart();
  const headingId = useId();
  const listHeadingId = useId();
  const today = todayIso();
  const [adding, setAdding] = useState<{ date: string | null } | null>(null);
  const [removing, setRemoving] = useState<SpecialClosure | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  const all = closures.data ?? [];
  const marks = useMemo(() => closureMarks(all), [all]);
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
    notify.success(`The closure on ${formatLongDate(removing.date)} is removed`);
    setRemoving(null);
  };

  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <div className={styles['fw-courses-section-header']}>
        <h2 id={headingId} className={styles['fw-courses-heading']}>
          Closures
        </h2>
        {canWrite && closures.status === 'ready' ? (
          <Button variant="secondary" onClick={() => setAdding({ date: null })}>
            Add closure
          </Button>
        ) : null}
      </div>
      <p className={page['fw-ui-page-muted']}>
        On a closure date the course is closed all day, whatever its opening hours.
        {canWrite ? ' Choose a date on the calendar to close the course or to open it again.' : ''}
      </p>
      <ResourceStatus
        resource={closures}
        loadingLabel="Loading the closures…"
        errorTitle="The closures could not be loaded"
      />
      {closures.status === 'ready' ? (
        <div className={page['fw-ui-page-columns']}>
          <MonthCalendar
            label={`Closures of ${course.name}`}
            marked={marks}
            selected={selected}
            onSelect={handleSelect}
            min={canWrite ? today : undefined}
            today={today}
            weekStartsOn={(weekStart.data ?? 1) as WeekDay}
          />
          <section aria-labelledby={listHeadingId} className={page['fw-ui-page-section']}>
            <h3 id={listHeadingId} className={styles['fw-courses-subheading']}>
              Upcoming closures
            </h3>
            {upcoming.length === 0 ? (
              <EmptyState
                title="No upcoming closures"
                message="The course opens by its opening hours every day."
              />
            ) : (
              <ul className={page['fw-ui-page-list']} aria-labelledby={listHeadingId}>
                {upcoming.map((c) => (
                  <li key={c.id} className={styles['fw-courses-closure']}>
                    <div>
                      <p className={styles['fw-courses-list-title']}>{formatLongDate(c.date)}</p>
                      <p className={page['fw-ui-page-muted']}>{c.reason ?? 'No reason given'}</p>
                    </div>
                    {canWrite ? (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`Remove the closure on ${formatLongDate(c.date)}`}
                        onClick={() => setRemoving(c)}
                      >
                        Remove
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
        title={removing ? `Open on ${formatLongDate(removing.date)} again?` : 'Remove closure?'}
        message={
          removing
            ? `The closure${removing.reason ? ` (${removing.reason})` : ''} is removed and the course opens by its usual hours that day.`
            : ''
        }
        confirmLabel="Remove closure"
        tone="danger"
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
