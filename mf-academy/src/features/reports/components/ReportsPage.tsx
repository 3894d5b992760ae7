import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PageHeader,
  ResourceStatus,
  pageStyles as page,
  useDocumentTitle,
  useFormat,
  useResource,
  useT,
} from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';
import { academyApi } from '../../../shared/api/clients';
import { addDays } from '../../../shared/utils/days';
import { useReport, type ReportScope } from '../hooks/useReport';
import { reportsMessages } from '../i18n';
import { rangeValid } from '../utils/report';
import { ReportFilters } from './ReportFilters';
import { ReportView } from './ReportView';

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * /academy/reports (academy:read): attendance of one schedule (?schedule=ID) or of every schedule
 * over a period (?from&to, the last 90 days by default): tiles, attendance per session, the
 * statuses, and each candidate's attendance and progress. Every chart carries its figures as a
 * table for screen readers.
 */
export function ReportsPage() {
  const t = useT(reportsMessages);
  const f = useFormat();
  useDocumentTitle(t('title'), SECTION_NAME);
  const [params, setParams] = useSearchParams();
  const today = f.today();
  const scheduleId = positiveId(params.get('schedule'));
  const from = params.get('from') ?? addDays(today, -89);
  const to = params.get('to') ?? today;
  const rangeOk = rangeValid(from, to);
  const scope: ReportScope | null = scheduleId ? { scheduleId } : rangeOk ? { from, to } : null;
  const schedules = useResource(() => academyApi().schedules.list(), []);
  const report = useReport(scope);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <ReportFilters
        schedules={schedules}
        scheduleId={scheduleId}
        from={from}
        to={to}
        rangeOk={rangeOk}
        onSchedule={(id) => update({ schedule: id ? String(id) : null })}
        onRange={(nextFrom, nextTo) => update({ from: nextFrom, to: nextTo })}
      />
      {scope === null ? null : report.data ? (
        <div aria-busy={report.loading} className={page['fw-ui-page']}>
          {report.status === 'error' ? (
            <ResourceStatus
              resource={report}
              loadingLabel={t('loading')}
              errorTitle={t('notLoaded')}
            />
          ) : null}
          <ReportView report={report.data} oneSchedule={scheduleId !== null} />
        </div>
      ) : (
        <ResourceStatus resource={report} loadingLabel={t('loading')} errorTitle={t('notLoaded')} />
      )}
    </div>
  );
}
