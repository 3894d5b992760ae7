import { useId } from 'react';
import { Button, Notice, ResourceStatus, pageStyles as page } from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { useCourseStatus } from '../hooks/useCourseSetup';
import { formatLongDate } from '../utils/closures';
import styles from './CourseSetup.module.css';

export type StatusTabProps = { course: Course };

const checkedAt = (iso: string, timeZone: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone }).format(d);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(d);
  }
};

/** What members see about the course right now: the server's status sentence, as a banner. */
export function StatusTab({ course }: StatusTabProps) {
  const status = useCourseStatus(course.id);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <h2 id={headingId} className={styles['fw-courses-heading']}>
        Status
      </h2>
      <p className={page['fw-ui-page-muted']}>
        The banner members see on the course&apos;s pages, worked out from the opening hours and
        closures.
      </p>
      <ResourceStatus
        resource={status}
        loadingLabel="Loading the course status…"
        errorTitle="The course status could not be loaded"
      />
      {status.data ? (
        <>
          <Notice
            tone={status.data.is_open_now ? 'success' : 'warning'}
            title={status.data.is_open_now ? 'Open now' : 'Closed now'}
            role="status"
          >
            {status.data.message}
          </Notice>
          <dl className={styles['fw-courses-facts']}>
            <div>
              <dt>Next opening</dt>
              <dd>
                {status.data.next_opening
                  ? `${formatLongDate(status.data.next_opening.date)} at ${status.data.next_opening.time}`
                  : status.data.is_open_now
                    ? 'Open now'
                    : 'None in the next 7 days'}
              </dd>
            </div>
            <div>
              <dt>Checked</dt>
              <dd>
                {checkedAt(status.data.checked_at, status.data.time_zone)} ({status.data.time_zone})
              </dd>
            </div>
          </dl>
          <div className={page['fw-ui-page-actions']}>
            <Button
              variant="secondary"
              onClick={() => void status.reload()}
              loading={status.loading}
              loadingLabel="Checking"
            >
              Check again
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
