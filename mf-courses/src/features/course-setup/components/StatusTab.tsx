import { useId } from 'react';
import {
  Button,
  Notice,
  ResourceStatus,
  useFormat,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { useCourseStatus } from '../hooks/useCourseSetup';
import { formatLongDate } from '../utils/closures';
import styles from './CourseSetup.module.css';
import { messages } from '../../../i18n/messages';

export type StatusTabProps = { course: Course };

/** What members see about the course right now: the server's status sentence, as a banner. */
export function StatusTab({ course }: StatusTabProps) {
  const status = useCourseStatus(course.id);
  const headingId = useId();
  const t = useT(messages);
  const f = useFormat();
  return (
    <section aria-labelledby={headingId} className={page['fw-ui-page-section']}>
      <h2 id={headingId} className={styles['fw-courses-heading']}>
        {t('status')}
      </h2>
      <p className={page['fw-ui-page-muted']}>{t('statusIntro')}</p>
      <ResourceStatus
        resource={status}
        loadingLabel={t('loadingCourseStatus')}
        errorTitle={t('courseStatusNotLoaded')}
      />
      {status.data ? (
        <>
          <Notice
            tone={status.data.is_open_now ? 'success' : 'warning'}
            title={t(status.data.is_open_now ? 'openNow' : 'closedNow')}
            role="status"
          >
            {status.data.message}
          </Notice>
          <dl className={styles['fw-courses-facts']}>
            <div>
              <dt>{t('nextOpening')}</dt>
              <dd>
                {status.data.next_opening
                  ? t('dayAtTime', {
                      day: formatLongDate(status.data.next_opening.date, f),
                      time: f.time(status.data.next_opening.time),
                    })
                  : t(status.data.is_open_now ? 'openNow' : 'noneInNext7Days')}
              </dd>
            </div>
            <div>
              <dt>{t('checked')}</dt>
              <dd>
                {f.time(status.data.checked_at)} ({status.data.time_zone})
              </dd>
            </div>
          </dl>
          <div className={page['fw-ui-page-actions']}>
            <Button
              variant="secondary"
              onClick={() => void status.reload()}
              loading={status.loading}
              loadingLabel={t('checking')}
            >
              {t('checkAgain')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
