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
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import type { TeeSheetRow, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { SECTION_NAME } from '../../../app/sections';
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

/**
 * /courses/tee-sheet (tee_sheet:manage): the day's sheet of a course for the starter and the
 * office: who plays when, phone and desk bookings on a member's behalf, blocks, moving and
 * cancelling bookings, and how full the week is.
 */
export function TeeSheetPage() {
  useDocumentTitle('Tee sheet', SECTION_NAME);
  const courses = useActiveCourses();
  const storedCourse = useTeeSheetStore((s) => s.courseId);
  const storedDate = useTeeSheetStore((s) => s.date);
  const setCourseId = useTeeSheetStore((s) => s.setCourseId);
  const setDate = useTeeSheetStore((s) => s.setDate);
  const course = courses.data ? pickCourse(courses.data, storedCourse) : null;
  const date = storedDate ?? todayIso();

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title="Tee sheet"
        description="Every tee time of the day with its players; book for members, block times, move and cancel bookings."
      />
      <ResourceStatus
        resource={courses}
        loadingLabel="Loading the courses…"
        errorTitle="The courses could not be loaded"
      />
      {courses.status === 'ready' && !course ? (
        <EmptyState
          title="No active courses"
          message="Add a course, or make one active, to see its tee sheet."
        />
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
  const day = formatDay(date);

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
      notify.success(`${row.start_time} is open for booking again`);
      refresh(`${row.start_time} is unblocked`);
    } catch (err) {
      notify.error(`${row.start_time} was not unblocked: ${errorText(err)}`);
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
    notify.success(`${booking.user_name}'s booking at ${booking.start_time} is cancelled`);
    refresh(`${booking.user_name}'s booking at ${booking.start_time} is cancelled`);
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
      <div className={sheetStyles['fw-courses-sheet-overview']}>
        <Card title="The day" headingLevel={2}>
          {summary && shown?.is_open && summary.times > 0 ? (
            <p className={sheetStyles['fw-courses-sheet-summary']}>
              {summary.booked} of {summary.capacity} places booked · {percent(summary.utilisation)}{' '}
              utilisation
              {summary.blocked > 0
                ? ` · ${summary.blocked} ${summary.blocked === 1 ? 'time' : 'times'} blocked`
                : ''}
            </p>
          ) : (
            <p className={sheetStyles['fw-courses-sheet-summary']}>No tee times on {day}.</p>
          )}
        </Card>
        <Card title="This week" headingLevel={2}>
          <WeekUtilisation courseId={course.id} date={date} version={overviewVersion} />
        </Card>
      </div>

      {shown === null && sheet.status === 'error' ? (
        <ErrorState
          title="The tee sheet could not be loaded"
          message={sheet.error}
          onRetry={() => void sheet.reload()}
          retrying={sheet.retrying}
        />
      ) : shown === null ? (
        <LoadingState label="Loading the tee sheet…" />
      ) : !shown.is_open ? (
        <EmptyState
          title="The course is closed on this date"
          message={shown.closed_reason ?? 'There are no tee times on a closed day.'}
        />
      ) : shown.rows.length === 0 ? (
        <EmptyState
          title="No tee times on this date"
          message="Check the course's opening hours for this day of the week."
        />
      ) : (
        <>
          {sheet.status === 'error' ? (
            <Notice tone="warning" role="none">
              The tee sheet could not be refreshed: {sheet.error}
            </Notice>
          ) : null}
          <TeeSheetGrid
            sheet={shown}
            caption={`Tee sheet, ${course.name}, ${day}`}
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
          onBooked={(booking) => refresh(`${booking.user_name} is booked at ${booking.start_time}`)}
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
          onBlocked={() => refresh(`${pending.row.start_time} is blocked`)}
        />
      ) : null}
      {pending?.kind === 'move' ? (
        <MoveBookingDialog
          booking={pending.booking}
          intervalMinutes={shown?.interval_minutes ?? 10}
          onClose={() => setPending(null)}
          onMoved={(moved) =>
            refresh(`${moved.user_name}'s booking is moved to ${moved.start_time}`)
          }
        />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'cancel'}
        title={
          pending?.kind === 'cancel'
            ? `Cancel ${pending.booking.user_name}'s booking at ${pending.booking.start_time}?`
            : 'Cancel booking?'
        }
        message={
          pending?.kind === 'cancel'
            ? `${pending.booking.player_count} ${pending.booking.player_count === 1 ? 'player' : 'players'} on ${day}. Their places are freed at once.`
            : ''
        }
        tone="danger"
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        onConfirm={handleCancel}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
