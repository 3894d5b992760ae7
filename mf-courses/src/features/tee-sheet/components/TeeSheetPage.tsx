import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  useDocumentTitle,
  useFormat,
  useT,
  pageStyles,
} from '@fairway/shared-ui';
import { useActiveCourses } from '../../../shared/hooks/useActiveCourses';
import { addDays, todayIso } from '../../../shared/utils/dates';
import { useDayShortcuts } from '../hooks/useDayShortcuts';
import { cx } from '../../../shared/utils/cx';
import { useTeeSheetStore } from '../stores/teeSheetStore';
import { courseIdsFromParams, coursesToShow, dateFromParams, sheetParams } from '../utils/sheetUrl';
import { deskMessages } from '../i18n';
import { CourseSheet } from './CourseSheet';
import { SheetLegend } from './SheetLegend';
import { SheetToolbar } from './SheetToolbar';
import styles from './TeeSheet.module.css';
import { messages } from '../../../i18n/messages';

/**
 * Printing the day prints the sheets only: the portal's navigation and the desk's controls are
 * hidden (a print-only rule scoped to the element marked data-print-area).
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/**
 * /courses/tee-sheet (tee_sheet:manage): the desk's day. The day and the courses are in the URL
 * (`?date=2026-11-24&courses=1,2`): a reload keeps them, Back goes to the previous day and a day
 * can be shared. One column per course; each books, blocks, moves, checks in and takes payment.
 * Keys: [ and ] step a day, T goes to today.
 */
export function TeeSheetPage() {
  const t = useT(messages);
  const d = useT(deskMessages);
  const f = useFormat();
  useDocumentTitle(t('teeSheetTitle'), t('sectionName'));
  const courses = useActiveCourses();
  const [params, setParams] = useSearchParams();
  const remembered = useTeeSheetStore((s) => s.courseIds);
  const remember = useTeeSheetStore((s) => s.setCourseIds);
  const today = todayIso(undefined, f);
  const date = dateFromParams(params) ?? today;
  const shown = courses.data
    ? coursesToShow(courses.data, courseIdsFromParams(params), remembered)
    : [];

  // The URL always names the day shown (replacing, not adding, a history entry): a link copied
  // from today's sheet still opens that day tomorrow.
  const named = dateFromParams(params) !== null;
  useEffect(() => {
    if (!named) setParams(sheetParams(params, { date }), { replace: true });
  }, [named, date, params, setParams]);

  const handleDate = (next: string) => {
    if (next !== date) setParams(sheetParams(params, { date: next }));
  };
  const handleCourses = (ids: number[]) => {
    remember(ids);
    setParams(sheetParams(params, { courseIds: ids }));
  };
  useDayShortcuts({
    onPrevious: () => handleDate(addDays(date, -1)),
    onNext: () => handleDate(addDays(date, 1)),
    onToday: () => handleDate(today),
  });

  return (
    <div className={pageStyles['fw-ui-page']}>
      <PageHeader
        title={t('teeSheetTitle')}
        description={f.dateLong(date)}
        actions={
          <Button variant="secondary" onClick={() => window.print()} data-print="hide">
            {d('print')}
          </Button>
        }
      />
      {courses.status === 'loading' ? (
        <LoadingState label={t('loadingTeeSheet')} />
      ) : courses.status === 'error' && !courses.data ? (
        <ErrorState
          title={t('coursesNotLoaded')}
          message={courses.error}
          onRetry={() => void courses.reload()}
          retrying={courses.retrying}
        />
      ) : shown.length === 0 ? (
        <EmptyState title={t('noActiveCourses')} message={t('noActiveCoursesMessage')} />
      ) : (
        <div className={styles['fw-courses-desk']}>
          <SheetToolbar
            courses={courses.data ?? []}
            shownIds={shown.map((c) => c.id)}
            onCoursesChange={handleCourses}
            date={date}
            today={today}
            onDateChange={handleDate}
          />
          <SheetLegend />
          <style>{PRINT_CSS}</style>
          <div
            data-print-area=""
            className={cx(
              styles['fw-courses-sheets'],
              shown.length > 1 && styles['fw-courses-sheets-many'],
            )}
            style={{ ['--fw-courses-columns' as string]: String(shown.length) }}
          >
            {shown.map((course) => (
              <CourseSheet key={course.id} course={course} date={date} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
