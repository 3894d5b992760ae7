import { useResource } from '@fairway/shared-ui';
import type {
  Attendance,
  AttendanceListQuery,
  Schedule,
  ScheduleSummary,
  Session,
} from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';

/** At most this many attendance marks are read for one report (pages of 500). */
export const MAX_MARKS = 5000;
const PAGE = 500;
/** At most this many schedules' summaries are added up for a period. */
const MAX_SUMMARIES = 50;

export type ReportScope = { scheduleId: number } | { from: string; to: string };

export type Report = {
  sessions: Session[];
  marks: Attendance[];
  /** More marks exist than were read. */
  partial: boolean;
  /** The schedule's own summary, or the period's schedules' summaries added up. */
  summary: {
    revenue: number;
    places_taken: number;
    max_participants: number;
    attendance_rate: number | null;
    average_progress: number | null;
  };
};

async function allMarks(query: AttendanceListQuery) {
  const marks: Attendance[] = [];
  let total = 0;
  do {
    const page = await academyApi().attendance.list({
      ...query,
      limit: PAGE,
      offset: marks.length,
    });
    marks.push(...page.items);
    total = page.total;
    if (page.items.length === 0) break;
  } while (marks.length < total && marks.length < MAX_MARKS);
  return { marks, partial: total > marks.length };
}

const fromSummary = (s: ScheduleSummary): Report['summary'] => ({
  revenue: s.revenue,
  places_taken: s.places_taken,
  max_participants: s.max_participants,
  attendance_rate: s.attendance_rate,
  average_progress: s.average_progress,
});

async function periodSummary(schedules: Schedule[]): Promise<Report['summary']> {
  const live = schedules.filter((s) => s.status !== 'cancelled' && s.status !== 'draft');
  const summaries = await Promise.all(
    live.slice(0, MAX_SUMMARIES).map((s) => academyApi().schedules.summary(s.id)),
  );
  return {
    revenue: summaries.reduce((sum, s) => sum + s.revenue, 0),
    places_taken: live.reduce((sum, s) => sum + s.places_taken, 0),
    max_participants: live.reduce((sum, s) => sum + s.max_participants, 0),
    // Worked out from the marks by the page.
    attendance_rate: null,
    average_progress: null,
  };
}

/** Everything one report shows, for a schedule or for a period (null: nothing to load). */
export function useReport(scope: ReportScope | null) {
  const key = scope
    ? 'scheduleId' in scope
      ? `s${scope.scheduleId}`
      : `${scope.from}_${scope.to}`
    : '';
  return useResource<Report | null>(async () => {
    if (!scope) return null;
    const api = academyApi();
    if ('scheduleId' in scope) {
      const [sessions, summary, read] = await Promise.all([
        api.schedules.sessions(scope.scheduleId),
        api.schedules.summary(scope.scheduleId),
        allMarks({ schedule_id: scope.scheduleId }),
      ]);
      return { sessions, summary: fromSummary(summary), ...read };
    }
    const range = { start_date: scope.from, end_date: scope.to };
    const [sessions, schedules, read] = await Promise.all([
      api.sessions.inRange(range),
      api.schedules.inRange(range),
      allMarks(range),
    ]);
    return { sessions, summary: await periodSummary(schedules), ...read };
  }, [key]);
}
