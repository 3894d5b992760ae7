import {
  Button,
  Card,
  Notice,
  ResourceStatus,
  useCurrentUserId,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { waitlistApi } from '../../shared/api/clients';
import { useActiveCourses } from '../../shared/hooks/useActiveCourses';
import { useCourseStatus } from '../../features/course-status/hooks/useCourseStatus';
import { homeMessages } from '../i18n';
import { bookingMessages } from '../../features/booking/i18n';
import { timeOnTee } from '../../features/booking/utils/tee';
import { useNextTeeTime } from '../hooks/useNextTeeTime';
import { handlePortalLink } from '../utils/portalLink';
import styles from './Home.module.css';

/** 'tomorrow at 08:30' → 'Tomorrow at 08:30' (a relative day starts the sentence). */
const sentenceCase = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The member's next tee time with "Add to calendar", or "Book a tee time" when there is none. */
function NextTeeTime({ userId }: { userId: number }) {
  const t = useT(homeMessages);
  const b = useT(bookingMessages);
  const f = useFormat();
  const next = useNextTeeTime(userId);
  const booking = next.data;
  return (
    <Card title={t('nextTeeTime')}>
      <ResourceStatus
        resource={next}
        loadingLabel={t('nextLoading')}
        errorTitle={t('nextNotLoaded')}
      />
      {next.status === 'ready' && booking && (
        <>
          <p className={styles['fw-courses-home-when']}>
            {sentenceCase(
              t('nextWhen', {
                day: f.relativeDay(booking.date, f.today()),
                // '08:30 · 10th tee' for a 10th-tee start (crossover starts).
                time: timeOnTee(f.time(booking.start_time), booking.start_tee, false, b),
              }),
              f.locale,
            )}
          </p>
          <p className={styles['fw-courses-home-muted']}>
            {f.dateLong(booking.date)}
            {' · '}
            {t('nextWhere', {
              course: booking.course_name,
              players: t('players', { count: booking.player_count }),
              holes: booking.holes,
            })}
          </p>
          <p className={styles['fw-courses-home-actions']}>
            <a
              href={waitlistApi().bookingCalendarUrl(booking.id)}
              className={styles['fw-courses-home-link']}
              download
            >
              {t('addToCalendar')}
            </a>
            <a
              href="/courses/my-bookings"
              className={styles['fw-courses-home-link']}
              onClick={handlePortalLink}
            >
              {t('myBookings')}
            </a>
          </p>
        </>
      )}
      {next.status === 'ready' && !booking && (
        <>
          <p className={styles['fw-courses-home-muted']}>{t('noTeeTime')}</p>
          <p className={styles['fw-courses-home-actions']}>
            <a href="/courses" className={styles['fw-courses-home-cta']} onClick={handlePortalLink}>
              {t('bookTeeTime')}
            </a>
          </p>
        </>
      )}
    </Card>
  );
}

/** Whether one course is open now, in the server's own sentence (the course-status feature's hook). */
function CourseStatusLine({ course }: { course: Course }) {
  const t = useT(homeMessages);
  const status = useCourseStatus(course.id);
  if (status.status === 'loading')
    return (
      <p className={styles['fw-courses-home-muted']}>
        {t('statusLoading', { course: course.name })}
      </p>
    );
  if (status.status === 'error')
    return (
      <Notice
        tone="warning"
        role="none"
        title={t('statusNotLoaded', { course: course.name })}
        action={
          <Button
            size="sm"
            variant="secondary"
            loading={status.retrying}
            onClick={() => void status.reload()}
          >
            {t('tryAgain')}
          </Button>
        }
      >
        {status.error}
      </Notice>
    );
  return (
    <Notice tone={status.data.is_open_now ? 'success' : 'warning'} role="none" title={course.name}>
      {status.data.message}
    </Notice>
  );
}

/** The club's courses, each with whether it is open now; nothing while there is no course. */
function CourseStatuses() {
  const t = useT(homeMessages);
  const courses = useActiveCourses();
  if (courses.status === 'ready' && courses.data.length === 0) return null;
  return (
    <Card title={t('courseStatus')}>
      <ResourceStatus
        resource={courses}
        loadingLabel={t('coursesLoading')}
        errorTitle={t('coursesNotLoaded')}
      />
      {courses.data && (
        <div className={styles['fw-courses-home-list']}>
          {courses.data.slice(0, 4).map((course) => (
            <CourseStatusLine key={course.id} course={course} />
          ))}
        </div>
      )}
    </Card>
  );
}

/**
 * A golfer's home widget (tee_times:book): the next tee time, with "Add to calendar", or a "Book
 * a tee time" call to action; and whether the courses are open. The club's news will join it
 * when the club has news (nothing is shown for it until then).
 */
export function MyGolfWidget() {
  const userId = useCurrentUserId();
  if (userId === null) return null;
  return (
    <div className={styles['fw-courses-home-grid']}>
      <NextTeeTime userId={userId} />
      <CourseStatuses />
    </div>
  );
}
