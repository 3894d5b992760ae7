import { useId, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LiveMessage,
  LoadingState,
  Notice,
  downloadCsv,
  errorText,
  icons,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import type { TeeSheetRow, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { deskApi, teeSheetApi } from '../../../shared/api/clients';
import { formatDay } from '../../../shared/utils/dates';
import { useTeeSheet } from '../hooks/useTeeSheet';
import { csvFileName, sheetCsv } from '../utils/csv';
import { money, percent, sheetSummary } from '../utils/grid';
import { deskMessages } from '../i18n';
import { teeChange, timeOnTee } from '../utils/tee';
import { BlockTeeTimeDialog } from './BlockTeeTimeDialog';
import { MoveBookingDialog } from './MoveBookingDialog';
import { NotesDialog } from './NotesDialog';
import { PaymentDialog } from './PaymentDialog';
import { RangeBlockDialog } from './RangeBlockDialog';
import type { SheetActions } from './sheetActions';
import { StaffBookingDialog } from './StaffBookingDialog';
import { TeeSheetGrid } from './TeeSheetGrid';
import styles from './TeeSheet.module.css';
import { WeekUtilisation } from './WeekUtilisation';
import { messages } from '../../../i18n/messages';

type Pending =
  | { kind: 'book'; row: TeeSheetRow }
  | { kind: 'block'; row: TeeSheetRow }
  | { kind: 'range'; from: string | undefined }
  | { kind: 'move'; booking: TeeTimeBooking }
  | { kind: 'cancel'; booking: TeeTimeBooking }
  | { kind: 'paid'; booking: TeeTimeBooking }
  | { kind: 'notes'; booking: TeeTimeBooking }
  | null;

export type CourseSheetProps = {
  course: Course;
  date: string;
};

/**
 * One course's day at the desk: a heading with the day's figures (places booked, blocked times,
 * groups checked in, no-shows, green fees), the sheet, and every desk action with its dialog.
 * Several of these stand side by side when the desk shows several courses. The sheet stays on
 * screen while it reloads (live events, focus, every 30 s), so an open dialog is never lost.
 */
export function CourseSheet({ course, date }: CourseSheetProps) {
  const sheet = useTeeSheet(course.id, date);
  const [pending, setPending] = useState<Pending>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [overviewVersion, setOverviewVersion] = useState(0);
  const headingId = useId();
  const t = useT(messages);
  const d = useT(deskMessages);
  const f = useFormat();
  const day = formatDay(date, f);

  const shown =
    sheet.data && sheet.data.course_id === course.id && sheet.data.date === date
      ? sheet.data
      : null;

  const refresh = (message: string) => {
    setPending(null);
    setRefusal(null);
    setAnnouncement(message);
    setOverviewVersion((v) => v + 1);
    void sheet.reload();
  };

  /** A desk change: the toast and the announcement say what happened, or why not. */
  const change = async (
    booking: TeeTimeBooking,
    call: () => Promise<unknown>,
    done: string,
  ): Promise<void> => {
    try {
      await call();
      notify.success(done);
      refresh(done);
    } catch (err) {
      const text = d('actionFailed', { name: booking.user_name, error: errorText(err) });
      notify.error(text);
      setRefusal(text);
      void sheet.reload();
    }
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

  const crossover = shown?.crossover_starts === true;
  /** '09:00', or '09:00 · 10th tee' with crossover starts. */
  const slotTime = (time: string, tee: number) => timeOnTee(f.time(time), tee, crossover, d);

  const handleDrop = async (booking: TeeTimeBooking, row: TeeSheetRow) => {
    const time = slotTime(row.start_time, row.start_tee);
    try {
      // Dropped on the other lane of a crossover sheet: the booking changes tee too.
      await teeSheetApi().update(booking.id, {
        date: row.date,
        start_time: row.start_time,
        ...teeChange(booking.start_tee, row.start_tee),
      });
      const text = d('movedDrop', { name: booking.user_name, time });
      notify.success(text);
      refresh(text);
    } catch (err) {
      const text = d('moveRefused', { name: booking.user_name, time, error: errorText(err) });
      notify.error(text);
      setRefusal(text);
      void sheet.reload();
    }
  };

  const actions: SheetActions = {
    onBook: (row) => setPending({ kind: 'book', row }),
    onBlock: (row) => setPending({ kind: 'block', row }),
    onBlockRange: (row) => setPending({ kind: 'range', from: row?.start_time }),
    onUnblock: (row) => void handleUnblock(row),
    onMove: (booking) => setPending({ kind: 'move', booking }),
    onCancel: (booking) => setPending({ kind: 'cancel', booking }),
    onPaid: (booking) => setPending({ kind: 'paid', booking }),
    onNotes: (booking) => setPending({ kind: 'notes', booking }),
    onCheckIn: (booking, checkedIn) =>
      void change(
        booking,
        () => deskApi().checkIn(booking.id, checkedIn),
        checkedIn
          ? d('checkedInDone', { name: booking.user_name, time: f.time(booking.start_time) })
          : d('checkInUndone', { name: booking.user_name }),
      ),
    onUnpaid: (booking) =>
      void change(
        booking,
        () => deskApi().payment(booking.id, { paid: false }),
        d('paidUndone', { name: booking.user_name }),
      ),
    onNoShow: (booking, noShow) =>
      void change(
        booking,
        () => deskApi().noShow(booking.id, noShow),
        noShow
          ? d('noShowDone', { name: booking.user_name, time: f.time(booking.start_time) })
          : d('noShowUndone', { name: booking.user_name }),
      ),
    onDrop: (booking, row) => void handleDrop(booking, row),
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

  const handleExport = () => {
    if (shown) downloadCsv(csvFileName(course.name, date), sheetCsv(shown, course.name, d));
  };

  const summary = shown ? sheetSummary(shown) : null;
  // The time being booked as the sheet last loaded it: a refused booking reloads the sheet, and
  // the dialog then shows the places that are really left.
  const bookingRow =
    pending?.kind === 'book'
      ? (shown?.rows.find((r) => r.id === pending.row.id) ?? pending.row)
      : null;
  // Each time once, though a crossover sheet has it on two tees (a range blocks both).
  const times = shown ? [...new Set(shown.rows.map((r) => r.start_time))].sort() : [];

  const figures: string[] = [];
  if (summary && shown?.is_open && summary.times > 0) {
    figures.push(
      d('summaryBooked', {
        booked: summary.booked,
        capacity: summary.capacity,
        utilisation: percent(summary.utilisation, f),
      }),
    );
    if (summary.blocked > 0) figures.push(d('summaryBlocked', { count: summary.blocked }));
    if (summary.checkedIn > 0) figures.push(d('summaryCheckedIn', { count: summary.checkedIn }));
    if (summary.noShows > 0) figures.push(d('summaryNoShows', { count: summary.noShows }));
    if (summary.currency)
      figures.push(
        d('summaryFees', {
          total: money(summary.totalCents, summary.currency, f),
          paid: money(summary.paidCents, summary.currency, f),
        }),
      );
  }

  return (
    <section className={styles['fw-courses-course-sheet']} aria-labelledby={headingId}>
      <LiveMessage text={announcement} />
      <LiveMessage text={sheet.liveAnnouncement} />
      <div className={styles['fw-courses-course-head']}>
        <h2 id={headingId} className={styles['fw-courses-course-title']}>
          {course.name}
        </h2>
        {figures.length > 0 ? (
          <p className={styles['fw-courses-course-figures']}>{figures.join(' · ')}</p>
        ) : null}
        {shown?.is_open && shown.rows.length > 0 ? (
          <div className={styles['fw-courses-course-tools']} data-print="hide">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => actions.onBlockRange(null)}
              aria-label={d('blockRangeOf', { course: course.name })}
            >
              {d('blockRange')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              iconStart={<icons.DownloadIcon />}
              onClick={handleExport}
              aria-label={d('exportCsvOf', { course: course.name })}
            >
              {d('exportCsv')}
            </Button>
          </div>
        ) : null}
      </div>

      {refusal ? (
        <Notice tone="error" role="alert" onDismiss={() => setRefusal(null)}>
          {refusal}
        </Notice>
      ) : null}

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
            actions={actions}
          />
        </>
      )}

      {shown ? (
        <div className={styles['fw-courses-week']} data-print="hide">
          <h3 className={styles['fw-courses-week-title']}>
            {d('thisWeekAt', { course: course.name })}
          </h3>
          <WeekUtilisation courseId={course.id} date={date} version={overviewVersion} />
        </div>
      ) : null}

      {bookingRow ? (
        <StaffBookingDialog
          row={bookingRow}
          courseName={course.name}
          day={day}
          crossover={crossover}
          onClose={() => setPending(null)}
          onBooked={(booking) =>
            refresh(
              t('bookedAt', {
                name: booking.user_name,
                time: slotTime(booking.start_time, booking.start_tee),
              }),
            )
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
      {pending?.kind === 'range' ? (
        <RangeBlockDialog
          courseId={course.id}
          courseName={course.name}
          date={date}
          times={times}
          from={pending.from}
          onClose={() => setPending(null)}
          onBlocked={(result, unblocked) => {
            const text = unblocked
              ? d('rangeUnblockDone', { count: result.blocked })
              : result.with_bookings > 0
                ? d('rangeDoneWithBookings', { count: result.blocked })
                : d('rangeDone', { count: result.blocked });
            notify.success(text);
            refresh(text);
          }}
        />
      ) : null}
      {pending?.kind === 'move' ? (
        <MoveBookingDialog
          booking={pending.booking}
          onClose={() => setPending(null)}
          onMoved={(moved) =>
            refresh(
              t('bookingMovedTo', {
                name: moved.user_name,
                time: slotTime(moved.start_time, moved.start_tee),
              }),
            )
          }
        />
      ) : null}
      {pending?.kind === 'paid' ? (
        <PaymentDialog
          booking={pending.booking}
          onClose={() => setPending(null)}
          onPaid={(paid) => {
            const text = d('paidDone', {
              name: paid.user_name,
              method: paid.payment_method ? d(`method_${paid.payment_method}`) : '',
            });
            notify.success(text);
            refresh(text);
          }}
        />
      ) : null}
      {pending?.kind === 'notes' ? (
        <NotesDialog
          booking={pending.booking}
          onClose={() => setPending(null)}
          onSaved={(saved) => {
            const text = d('notesSaved', { name: saved.user_name });
            notify.success(text);
            refresh(text);
          }}
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
    </section>
  );
}
