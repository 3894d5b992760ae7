import { useState } from 'react';
import {
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LiveMessage,
  LoadingState,
  Notice,
  PageHeader,
  ResourceStatus,
  errorText,
  notify,
  useDocumentTitle,
  useFormat,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import type { TeeSheetRow, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import { CourseDayPicker } from '../../../shared/components/CourseDayPicker';
import { pickCourse, useActiveCourses } from '../../../shared/hooks/useActiveCourses';
import { formatDay, todayIso } from '../../../shared/utils/dates';
import { useTeeSheet } from '../hooks/useTeeSheet';
import { useTeeSheetStore } from '../stores/teeSheetStore';
import { percent, sheetSummary } from '../utils/grid';
import { BlockTeeTimeDialog } from './BlockTeeTimeDialog';
import { MoveBookingDialog } from './MoveBookingDialog';
import { StaffBookingDialog } from './StaffBookingDialog';
import { TeeSheetGrid } from './TeeSheetGrid';
import sheetStyles from './TeeSheet.module.css';
import { WeekUtilisation } from './WeekUtilisation';
import { messages } from '../../../i18n/messages';

/**
 * /courses/tee-sheet (tee_sheet:manage): the day's sheet of a course for the starter and the
 * office: who plays when, phone and desk bookings on a member's behalf, blocks, moving and
 * cancelling bookings, and how full the week is.
 */
export function TeeSheetPage() {
  const t = useT(messages);
  const f = useFormat();
  useDocumentTitle(t('teeSheetTitle'), t('sectionName'));
  const courses = useActiveCourses();
  const storedCourse = useTeeSheetStore((s) => s.courseId);
  const storedDate = useTeeSheetStore((s) => s.date);
  const setCourseId = useTeeSheetStore((s) => s.setCourseId);
  const setDate = useTeeSheetStore((s) => s.setDate);
  const course = courses.data ? pickCourse(courses.data, storedCourse) : null;
  const date = storedDate ?? todayIso(undefined, f);

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={t('teeSheetTitle')} description={t('teeSheetDescription')} />
      <ResourceStatus
        resource={courses}
        loadingLabel={t('loadingCourses')}
        errorTitle={t('coursesNotLoaded')}
      />
      {courses.status === 'ready' && !course ? (
        <EmptyState title={t('noActiveCourses')} message={t('noActiveCoursesMessage')} />
      ) : null}
      {course && courses.data ? (
        <>
          <CourseDayPicker
            courses={courses.data}
            courseId={course.id}
            onCourseChange={setCourseId}
            date={date}
            onDateChange={setDate}
          />
          <CourseSheet course={course} date={date} />
        </>
      ) : null}
    </div>
  );
}

type Pending =
  | { kind: 'book'; row: TeeSheetRow }
  | { kind: 'block'; row: TeeSheetRow }
  | { kind: 'move'; booking: TeeTimeBooking }
  | { kind: 'cancel'; booking: TeeTimeBooking }
  | null;

function CourseSheet({ course, date }: { course: Course; date: string }) {
  const sheet = useTeeSheet(course.id, date);
  const [pending, setPending] = useState<Pending>(null);
  const [announcement, setAnnouncement] = useState('');
  const [overviewVersion, setOverviewVersion] = useState(0);
  const t = useT(messages);
  const f = useFormat();
  const day = formatDay(date, f);

  const shown =
    sheet.data && sheet.data.course_id === course.id && sheet.data.date === date
      ? sheet.data
      : null;

  const refresh = (message: string) => {
    setPending(null);
    setAnnouncement(message);
    setOverviewVersion((v) => v + 1);
    void sheet.reload();
  };

  const handleUnblock = async (row: TeeSheetRow) => {
    try {
      await teeSheetApi().unblock(row.id);
      notify.success(t('openAgain', { time: f.time(row.start_time) }));
      refresh(t('unblocked', { time: f.time(row.start_time) }));
    } catch (err) {
      notify.error(t('notUnblocked', { time: f.time(row.start_time), error: errorText(err) }));
    }
  };

  const handleCancel = async () => {
    if (pending?.kind !== 'cancel') return;
    const { booking } = pending;
    try {
      await teeSheetApi().cancel(booking.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    const text = t('bookingCancelledFor', {
      name: booking.user_name,
      time: f.time(booking.start_time),
    });
    notify.success(text);
    refresh(text);
  };

  const summary = shown ? sheetSummary(shown) : null;
  // The time being booked as the sheet last loaded it: a refused booking reloads the sheet, and
  // the dialog then shows the places that are really left.
  const bookingRow =
    pending?.kind === 'book'
      ? (shown?.rows.find((r) => r.id === pending.row.id) ?? pending.row)
      : null;

  return (
    <>
      <LiveMessage text={announcement} />
      <LiveMessage text={sheet.liveAnnouncement} />
      <div className={sheetStyles['fw-courses-sheet-overview']}>
        <Card title={t('theDay')} headingLevel={2}>
          {summary && shown?.is_open && summary.times > 0 ? (
            <p className={sheetStyles['fw-courses-sheet-summary']}>
              {t('daySummary', {
                booked: summary.booked,
                capacity: summary.capacity,
                utilisation: percent(summary.utilisation, f),
              })}
              {summary.blocked > 0 ? t('timesBlocked', { count: summary.blocked }) : ''}
            </p>
          ) : (
            <p className={sheetStyles['fw-courses-sheet-summary']}>{t('noTeeTimesOn', { day })}</p>
          )}
        </Card>
        <Card title={t('thisWeek')} headingLevel={2}>
          <WeekUtilisation courseId={course.id} date={date} version={overviewVersion} />
        </Card>
      </div>

      {shown === null && sheet.status === 'error' ? (
        <ErrorState
          title={t('teeSheetNotLoaded')}
          message={sheet.error}
          onRetry={() => void sheet.reload()}
          retrying={sheet.retrying}
        />
      ) : shown === null ? (
        <LoadingState label={t('loadingTeeSheet')} />
      ) : !shown.is_open ? (
        <EmptyState
          title={t('courseClosedOnDate')}
          message={shown.closed_reason ?? t('closedDayMessage')}
        />
      ) : shown.rows.length === 0 ? (
        <EmptyState title={t('noTeeTimesOnDate')} message={t('noTeeTimesOnDateMessage')} />
      ) : (
        <>
          {sheet.status === 'error' ? (
            <Notice tone="warning" role="none">
              {t('teeSheetNotRefreshed', { error: sheet.error ?? '' })}
            </Notice>
          ) : null}
          <TeeSheetGrid
            sheet={shown}
            caption={t('teeSheetCaption', { course: course.name, day })}
            onBook={(row) => setPending({ kind: 'book', row })}
            onBlock={(row) => setPending({ kind: 'block', row })}
            onUnblock={(row) => void handleUnblock(row)}
            onMove={(booking) => setPending({ kind: 'move', booking })}
            onCancel={(booking) => setPending({ kind: 'cancel', booking })}
          />
        </>
      )}

      {bookingRow ? (
        <StaffBookingDialog
          row={bookingRow}
          courseName={course.name}
          day={day}
          onClose={() => setPending(null)}
          onBooked={(booking) =>
            refresh(t('bookedAt', { name: booking.user_name, time: f.time(booking.start_time) }))
          }
          onStale={() => {
            setOverviewVersion((v) => v + 1);
            void sheet.reload();
          }}
        />
      ) : null}
      {pending?.kind === 'block' ? (
        <BlockTeeTimeDialog
          row={pending.row}
          day={day}
          onClose={() => setPending(null)}
          onBlocked={() => refresh(t('blocked', { time: f.time(pending.row.start_time) }))}
        />
      ) : null}
      {pending?.kind === 'move' ? (
        <MoveBookingDialog
          booking={pending.booking}
          intervalMinutes={shown?.interval_minutes ?? 10}
          onClose={() => setPending(null)}
          onMoved={(moved) =>
            refresh(t('bookingMovedTo', { name: moved.user_name, time: f.time(moved.start_time) }))
          }
        />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'cancel'}
        title={
          pending?.kind === 'cancel'
            ? t('cancelBookingOf', {
                name: pending.booking.user_name,
                time: f.time(pending.booking.start_time),
              })
            : t('cancelBookingQuestion')
        }
        message={
          pending?.kind === 'cancel'
            ? t('cancelBookingOfMessage', {
                players: t('players', { count: pending.booking.player_count }),
                day,
              })
            : ''
        }
        tone="danger"
        confirmLabel={t('cancelBooking')}
        cancelLabel={t('keepBooking')}
        onConfirm={handleCancel}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
