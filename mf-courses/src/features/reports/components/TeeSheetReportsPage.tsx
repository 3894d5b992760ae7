import { useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  LiveMessage,
  PageHeader,
  ResourceStatus,
  Tabs,
  buttonClassName,
  pageStyles,
  useDocumentTitle,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import { reportsApi } from '../../../shared/api/clients';
import { todayIso } from '../../../shared/utils/dates';
import { messages } from '../../../i18n/messages';
import { useCourseOptions } from '../hooks/useCourseOptions';
import { useReport } from '../hooks/useReport';
import { reportMessages } from '../i18n';
import {
  minorUnits,
  presetOf,
  presetRange,
  rangeProblem,
  type DateRange,
  type Preset,
} from '../utils/ranges';
import { reportFromParams, reportParams } from '../utils/reportUrl';
import { ReportCharts } from './ReportCharts';
import { ReportFigures } from './ReportFigures';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';

/**
 * /courses/reports (tee_sheet:manage): utilisation by weekday and time band, rounds played,
 * no-shows and green-fee revenue over a period (a preset or two dates) for one course or all, as
 * figures, charts or a table, and as CSV. The period and course are in the URL, so a reload keeps
 * them and a report can be shared.
 */
export function TeeSheetReportsPage() {
  const t = useT(messages);
  const r = useT(reportMessages);
  const f = useFormat();
  useDocumentTitle(t('reportsTitle'), t('sectionName'));
  const [params, setParams] = useSearchParams();
  const today = todayIso(undefined, f);
  const weekStartsOn = f.settings.week_starts_on;
  const fromUrl = reportFromParams(params);
  const range = fromUrl.range ?? presetRange('thisWeek', today, weekStartsOn);
  const courseId = fromUrl.courseId;
  const problem = rangeProblem(range);
  const courses = useCourseOptions();
  const { report, said } = useReport(range, courseId, problem === null, r('updated'));

  const show = (next: DateRange, course: number | null) =>
    setParams(reportParams(next, course), { replace: true });
  const handlePreset = (preset: Preset) => show(presetRange(preset, today, weekStartsOn), courseId);
  const handleRange = (next: DateRange) => show(next, courseId);
  const handleCourse = (next: number | null) => show(range, next);

  const query = {
    start_date: range.start,
    end_date: range.end,
    ...(courseId === null ? {} : { course_id: courseId }),
  };
  const data = problem === null ? report.data : null;
  const unit = minorUnits(data?.currency ?? f.settings.currency);

  return (
    <div className={pageStyles['fw-ui-page']}>
      <PageHeader
        title={t('reportsTitle')}
        description={r('description')}
        actions={
          problem === null ? (
            <a className={buttonClassName('secondary')} href={reportsApi().csvUrl(query)} download>
              {r('downloadCsv')}
            </a>
          ) : null
        }
      />
      <ReportFilters
        range={range}
        preset={presetOf(range, today, weekStartsOn)}
        courseId={courseId}
        courses={courses.data ?? []}
        problem={problem}
        onPreset={handlePreset}
        onRange={handleRange}
        onCourse={handleCourse}
      />
      <LiveMessage text={said} />
      {problem !== null ? null : !data ? (
        <ResourceStatus resource={report} loadingLabel={r('loading')} errorTitle={r('notLoaded')} />
      ) : data.totals.bookings === 0 ? (
        <EmptyState title={r('emptyTitle')} message={r('emptyMessage')} />
      ) : (
        <div className={pageStyles['fw-ui-page-section']} aria-busy={report.loading}>
          <ReportFigures report={data} unit={unit} />
          <Tabs
            label={r('view')}
            tabs={[
              {
                id: 'charts',
                label: r('charts'),
                content: <ReportCharts report={data} unit={unit} />,
              },
              {
                id: 'table',
                label: r('table'),
                content: <ReportTable report={data} unit={unit} />,
              },
            ]}
          />
        </div>
      )}
    </div>
  );
}
