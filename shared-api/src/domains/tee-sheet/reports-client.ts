import type { Http } from '@fairway/shared-api/core';
import type { DashboardQuery, ReportQuery, TeeSheetDashboard, TeeSheetReport } from './reports';

const base = 'settings/tee-sheet';

function reportParams(query: ReportQuery): Record<string, string> {
  const q: Record<string, string> = { start_date: query.start_date, end_date: query.end_date };
  if (query.course_id !== undefined) q.course_id = String(query.course_id);
  return q;
}

/** Issue 12: the staff dashboard and the tee-sheet reports (tee_sheet:manage). */
export function createReportsClient(http: Http) {
  return {
    /** The day at the desk across the club's active courses; without a date, today on the club's clock. */
    dashboard: (query: DashboardQuery = {}, signal?: AbortSignal) =>
      http.get<TeeSheetDashboard>(`${base}/dashboard`, {
        ...(query.date ? { searchParams: { date: query.date } } : {}),
        ...(signal ? { signal } : {}),
      }),
    /** Utilisation, rounds, no-shows and revenue from start_date to end_date (at most 366 days). */
    report: (query: ReportQuery, signal?: AbortSignal) =>
      http.get<TeeSheetReport>(`${base}/reports`, {
        searchParams: reportParams(query),
        ...(signal ? { signal } : {}),
      }),
    /** Where the same report downloads as CSV (a link: the browser sends the session cookie). */
    csvUrl: (query: ReportQuery) =>
      `/api/${base}/reports.csv?${new URLSearchParams(reportParams(query)).toString()}`,
  };
}
export type ReportsClient = ReturnType<typeof createReportsClient>;
