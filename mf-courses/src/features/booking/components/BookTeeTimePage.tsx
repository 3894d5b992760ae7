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
import { type AvailableTeeTime, type TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import layout from './BookTeeTimePage.module.css';
import sections from './Sections.module.css';
import { CourseStatusBanner } from '../../course-status/components/CourseStatusBanner';
import { RequestServiceDialog } from '../../on-course-services/components/RequestServiceDialog';
import { pickCourse, useActiveCourses } from '../../../shared/hooks/useActiveCourses';
import { useAvailableTeeTimes } from '../hooks/useAvailableTeeTimes';
import { useBookingRulesState } from '../hooks/useBookingRules';
import { useCurrentTeeTime } from '../hooks/useCurrentTeeTime';
import { useMyBookings } from '../hooks/useMyBookings';
import { useBookingStore } from '../stores/bookingStore';
import { addDays, formatDay, todayIso } from '../../../shared/utils/dates';
import { useBookingDate } from '../hooks/useBookingDate';
import { daysAhead, opensOn } from '../utils/clock';
import { hasCrossover, timeOnTee } from '../utils/tee';
import { bookingMessages } from '../i18n';
import { BookTeeTimeDialog } from './BookTeeTimeDialog';
import { BookingConfirmation } from './BookingConfirmation';
import { JoinWaitlistDialog } from './JoinWaitlistDialog';
import { MyBookingDialog } from './MyBookingDialog';
import { CourseDayPicker } from '../../../shared/components/CourseDayPicker';
import { CurrentTeeTimeNotice } from './CurrentTeeTimeNotice';
import { TeeTimeList } from './TeeTimeList';
import { messages } from '../../../i18n/messages';

/**
 * /courses (tee_times:book): a member picks a course (remembered) and a day (today by default,
 * kept in the address: `?date=`), sees whether the course is open (today), the day's times with
 * the places left, and books one; her own time opens her booking, a full one its waitlist. A day
 * past the booking window says when it opens.
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
  const b = useT(bookingMessages);
  const f = useFormat();
  const today = todayIso(undefined, f);
  const [date, setDateParam] = useBookingDate(today);
  const [month, setMonth] = useState(date.slice(0, 7));
  const [shownDate, setShownDate] = useState(date);
  const [booking, setBooking] = useState<AvailableTeeTime | null>(null);
  const [confirmed, setConfirmed] = useState<TeeTimeBooking | null>(null);
  const [ownTime, setOwnTime] = useState<AvailableTeeTime | null>(null);
  const [waiting, setWaiting] = useState<{ teeTime: AvailableTeeTime | null } | null>(null);
  const [requesting, setRequesting] = useState(false);
  const user = useStore(sessionStore, (s) => s.user);
  const can = useCan();
  const { rules, settled } = useBookingRulesState();
  const opens = opensOn(date, rules);
  // A later day waits for the rules: it may be past the window (today never is).
  const times = useAvailableTeeTimes(courseId, date, opens === null && (settled || date === today));
  const current = useCurrentTeeTime(user?.id ?? null);
  const mine = useMyBookings(user?.id ?? null, 'upcoming');
  const course = courses.find((c) => c.id === courseId)!;

  // The calendar follows the day when it changes from the address (Back, a shared link).
  if (shownDate !== date) {
    setShownDate(date);
    setMonth(date.slice(0, 7));
  }

  const shown =
    times.data && times.data.courseId === courseId && times.data.date === date
      ? times.data.rows
      : null;
  const day = formatDay(date, f);
  // Crossover starts: each time for the 1st and the 10th tee, named with its tee.
  const crossover = course.crossover_starts || hasCrossover(shown ?? []);
  const currentBooking = current.data?.booking ?? null;
  const serviceCourse = currentBooking
    ? courses.find((c) => c.id === currentBooking.course_id)
    : undefined;
  const canRequest = can(PERMISSIONS.courseServicesRequest) && currentBooking !== null;
  const maxPlayers =
    rules?.max_players_per_booking ?? SETTINGS_DEFAULTS.course.max_players_per_booking;

  /** The day shown: a new step in the history (Back returns to the previous day). */
  const setDate = setDateParam;

  const handleBooked = (made: TeeTimeBooking) => {
    setBooking(null);
    setConfirmed(made);
    void times.reload();
    void current.reload();
    void mine.reload();
  };

  const handleOwnChanged = () => {
    void times.reload();
    void current.reload();
    void mine.reload();
  };

  // The member's own bookings as dots on the calendar, and the days she cannot book yet.
  const marked: Record<string, CalendarMark> = {};
  if (rules?.last_bookable_date) {
    const [y, m] = month.split('-').map(Number);
    const last = new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
    for (let d = 1; d <= last; d++) {
      const iso = `${month}-${String(d).padStart(2, '0')}`;
      const opening = opensOn(iso, rules);
      if (opening)
        marked[iso] = {
          tone: 'neutral',
          label: b('opensOnMark', { opens: formatDay(opening, f) }),
        };
    }
  }
  for (const bk of mine.data ?? []) {
    if (bk.status === 'confirmed' && bk.course_id === courseId)
      marked[bk.date] = { tone: 'success', label: t('youHaveABooking') };
  }

  const liveText =
    shown && opens === null ? t('teeTimesOnDayCount', { count: shown.length, day }) : '';
  const someFull = (shown ?? []).some(
    (x) => !x.is_blocked && (x.is_full || x.places_left <= 0) && x.my_booking_id === null,
  );
  const canWait = can(PERMISSIONS.teeTimesBook);
  const ownBooking =
    ownTime === null
      ? undefined
      : mine.data === null
        ? undefined
        : (mine.data.find((x) => x.id === ownTime.my_booking_id) ?? null);

  return (
    <>
      {confirmed ? (
        <BookingConfirmation
          booking={confirmed}
          crossover={crossover}
          onDismiss={() => setConfirmed(null)}
        />
      ) : null}
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
      />
      {date === today ? <CourseStatusBanner courseId={courseId} /> : null}

      <div className={layout['fw-courses-book-layout']}>
        <div className={layout['fw-courses-book-calendar']}>
          <MonthCalendar
            label={t('bookingDate')}
            month={month}
            onMonthChange={setMonth}
            selected={date}
            onSelect={setDate}
            min={today}
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
          {opens !== null && rules ? (
            <EmptyState
              title={b('bookingsOpenOn', { day, opens: formatDay(opens, f) })}
              message={b('bookingsOpenOnMessage', {
                count: daysAhead(rules),
                opens: formatDay(opens, f),
              })}
              action={
                rules.last_bookable_date ? (
                  <Button
                    variant="secondary"
                    onClick={() => setDate(rules.last_bookable_date ?? today)}
                  >
                    {b('backToLastBookable', { day: formatDay(rules.last_bookable_date, f) })}
                  </Button>
                ) : null
              }
            />
          ) : shown !== null && times.status === 'error' ? (
            <Notice tone="warning" role="none">
              {t('teeTimesNotRefreshed', { error: times.error ?? '' })}
            </Notice>
          ) : null}
          {opens !== null ? null : shown === null && times.status === 'error' ? (
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
            <>
              <TeeTimeList
                teeTimes={shown}
                labelledBy={headingId}
                onSelect={setBooking}
                onOpenMine={setOwnTime}
                onWaitlist={canWait ? (teeTime) => setWaiting({ teeTime }) : undefined}
                crossover={crossover}
              />
              {canWait && someFull ? (
                <div>
                  <Button variant="secondary" onClick={() => setWaiting({ teeTime: null })}>
                    {b('tellMeWindow')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>

      {booking && user ? (
        <BookTeeTimeDialog
          teeTime={booking}
          courseName={course.name}
          userId={user.id}
          userName={`${user.first_name} ${user.last_name}`.trim() || user.email}
          maxPlayers={maxPlayers}
          guestsAllowed={rules?.guests_allowed ?? true}
          crossover={crossover}
          onClose={() => setBooking(null)}
          onBooked={handleBooked}
          onStale={() => void times.reload()}
        />
      ) : null}
      {ownTime ? (
        <MyBookingDialog
          booking={ownBooking}
          time={timeOnTee(f.time(ownTime.start_time), ownTime.start_tee, crossover, b)}
          crossover={crossover}
          rules={rules}
          onClose={() => setOwnTime(null)}
          onChanged={handleOwnChanged}
        />
      ) : null}
      {waiting && shown ? (
        <JoinWaitlistDialog
          courseId={courseId}
          courseName={course.name}
          date={date}
          times={shown}
          teeTime={waiting.teeTime}
          maxPlayers={maxPlayers}
          onClose={() => setWaiting(null)}
          onJoined={() => undefined}
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
