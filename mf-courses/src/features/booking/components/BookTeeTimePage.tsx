import { useId, useState } from 'react';
import { useStore } from 'zustand';
import {
  Button,
  EmptyState,
  ErrorState,
  LiveMessage,
  LoadingState,
  MonthCalendar,
  Notice,
  PageHeader,
  ResourceStatus,
  useCan,
  useDocumentTitle,
  useFormat,
  useT,
  type CalendarMark,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS, sessionStore } from '@fairway/shared-api';
import { SETTINGS_DEFAULTS } from '@fairway/shared-api/settings';
import { type AvailableTeeTime } from '@fairway/shared-api/tee-sheet';
import layout from './BookTeeTimePage.module.css';
import sections from './Sections.module.css';
import { CourseStatusBanner } from '../../course-status/components/CourseStatusBanner';
import { RequestServiceDialog } from '../../on-course-services/components/RequestServiceDialog';
import { pickCourse, useActiveCourses } from '../../../shared/hooks/useActiveCourses';
import { useAvailableTeeTimes } from '../hooks/useAvailableTeeTimes';
import { useBookingRules } from '../hooks/useBookingRules';
import { useCurrentTeeTime } from '../hooks/useCurrentTeeTime';
import { useMyBookings } from '../hooks/useMyBookings';
import { useBookingStore } from '../stores/bookingStore';
import { addDays, formatDay, todayIso } from '../../../shared/utils/dates';
import { BookTeeTimeDialog } from './BookTeeTimeDialog';
import { CourseDayPicker } from '../../../shared/components/CourseDayPicker';
import { CurrentTeeTimeNotice } from './CurrentTeeTimeNotice';
import { TeeTimeList } from './TeeTimeList';
import { messages } from '../../../i18n/messages';

/**
 * /courses (tee_times:book): a member picks a course (remembered) and a day (today by default),
 * sees whether the course is open, the day's free times with the places left, and books one.
 */
export function BookTeeTimePage() {
  const t = useT(messages);
  useDocumentTitle(t('bookATeeTime'), t('sectionName'));
  const courses = useActiveCourses();
  const remembered = useBookingStore((s) => s.courseId);
  const setCourseId = useBookingStore((s) => s.setCourseId);

  const course = courses.data ? pickCourse(courses.data, remembered) : null;

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={t('bookATeeTime')} description={t('bookDescription')} />
      <ResourceStatus
        resource={courses}
        loadingLabel={t('loadingCourses')}
        errorTitle={t('coursesNotLoaded')}
      />
      {courses.status === 'ready' && !course ? (
        <EmptyState title={t('noCoursesToBook')} message={t('noCoursesToBookMessage')} />
      ) : null}
      {course && courses.data ? (
        <CourseDay courses={courses.data} courseId={course.id} onCourseChange={setCourseId} />
      ) : null}
    </div>
  );
}

type CourseDayProps = {
  courses: NonNullable<ReturnType<typeof useActiveCourses>['data']>;
  courseId: number;
  onCourseChange: (courseId: number) => void;
};

function CourseDay({ courses, courseId, onCourseChange }: CourseDayProps) {
  const headingId = useId();
  const t = useT(messages);
  const f = useFormat();
  const today = todayIso(undefined, f);
  const [date, setDateState] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [booking, setBooking] = useState<AvailableTeeTime | null>(null);
  const [requesting, setRequesting] = useState(false);
  const user = useStore(sessionStore, (s) => s.user);
  const can = useCan();
  const rules = useBookingRules();
  const times = useAvailableTeeTimes(courseId, date);
  const current = useCurrentTeeTime(user?.id ?? null);
  const mine = useMyBookings(user?.id ?? null, 'upcoming');
  const course = courses.find((c) => c.id === courseId)!;

  const shown =
    times.data && times.data.courseId === courseId && times.data.date === date
      ? times.data.rows
      : null;
  const day = formatDay(date, f);
  const currentBooking = current.data?.booking ?? null;
  const serviceCourse = currentBooking
    ? courses.find((c) => c.id === currentBooking.course_id)
    : undefined;
  const canRequest = can(PERMISSIONS.courseServicesRequest) && currentBooking !== null;

  /** The day shown; the calendar turns to its month. */
  const setDate = (next: string) => {
    setDateState(next);
    setMonth(next.slice(0, 7));
  };

  const handleBooked = () => {
    setBooking(null);
    void times.reload();
    void current.reload();
    void mine.reload();
  };

  // The member's own bookings as dots on the calendar.
  const marked: Record<string, CalendarMark> = {};
  for (const b of mine.data ?? []) {
    if (b.status === 'confirmed' && b.course_id === courseId)
      marked[b.date] = { tone: 'success', label: t('youHaveABooking') };
  }

  const liveText = shown ? t('teeTimesOnDayCount', { count: shown.length, day }) : '';

  return (
    <>
      {current.data ? (
        <CurrentTeeTimeNotice
          current={current.data}
          action={
            canRequest ? (
              <Button size="sm" variant="secondary" onClick={() => setRequesting(true)}>
                {t('requestAService')}
              </Button>
            ) : null
          }
        />
      ) : null}
      <CourseDayPicker
        courses={courses}
        courseId={courseId}
        onCourseChange={onCourseChange}
        date={date}
        onDateChange={setDate}
        min={today}
        max={rules?.last_bookable_date ?? undefined}
      />
      <CourseStatusBanner courseId={courseId} />

      <div className={layout['fw-courses-book-layout']}>
        <div className={layout['fw-courses-book-calendar']}>
          <MonthCalendar
            label={t('bookingDate')}
            month={month}
            onMonthChange={setMonth}
            selected={date}
            onSelect={setDate}
            min={today}
            max={rules?.last_bookable_date ?? undefined}
            today={today}
            marked={marked}
          />
        </div>
        <section className={styles['fw-ui-page-section']} aria-labelledby={headingId}>
          <h2 id={headingId} className={sections['fw-courses-heading']}>
            {t('teeTimesOn', { day })}
          </h2>
          <LiveMessage text={liveText} />
          <LiveMessage text={times.liveAnnouncement} />
          {shown !== null && times.status === 'error' ? (
            <Notice tone="warning" role="none">
              {t('teeTimesNotRefreshed', { error: times.error ?? '' })}
            </Notice>
          ) : null}
          {shown === null && times.status === 'error' ? (
            <ErrorState
              title={t('teeTimesNotLoaded')}
              message={times.error}
              onRetry={() => void times.reload()}
              retrying={times.retrying}
            />
          ) : shown === null ? (
            <LoadingState label={t('loadingTeeTimes')} />
          ) : shown.length === 0 ? (
            <EmptyState
              title={t('noTeeTimesOnDate')}
              message={t('noTeeTimesToBookMessage')}
              action={
                <Button variant="secondary" onClick={() => setDate(addDays(date, 1))}>
                  {t('nextDay')}
                </Button>
              }
            />
          ) : (
            <TeeTimeList teeTimes={shown} labelledBy={headingId} onSelect={setBooking} />
          )}
        </section>
      </div>

      {booking && user ? (
        <BookTeeTimeDialog
          teeTime={booking}
          courseName={course.name}
          userId={user.id}
          userName={`${user.first_name} ${user.last_name}`.trim() || user.email}
          maxPlayers={
            rules?.max_players_per_booking ?? SETTINGS_DEFAULTS.course.max_players_per_booking
          }
          guestsAllowed={rules?.guests_allowed ?? true}
          onClose={() => setBooking(null)}
          onBooked={handleBooked}
          onStale={() => void times.reload()}
        />
      ) : null}
      {requesting && currentBooking ? (
        <RequestServiceDialog
          courseId={currentBooking.course_id}
          courseName={currentBooking.course_name}
          holes={serviceCourse?.holes_count ?? null}
          onClose={() => setRequesting(false)}
        />
      ) : null}
    </>
  );
}
