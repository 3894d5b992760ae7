import { useResource } from '@fairway/shared-ui';
import type { TeeSheetReport } from '@fairway/shared-api/tee-sheet';
import { reportsApi } from '../../../shared/api/clients';
import { useLiveReload } from '../../tee-sheet/hooks/useLiveReload';
import type { DateRange } from '../utils/ranges';

const NEVER = new Promise<never>(() => undefined);

/**
 * The report of a period and course (null: all courses). Not loaded while `valid` is false (the
 * dates are being corrected). A change to the sheet within the period, made anywhere, loads it
 * again; the last answer stays shown meanwhile.
 */
export function useReport(
  range: DateRange,
  courseId: number | null,
  valid: boolean,
  announcement: string,
) {
  const report = useResource<TeeSheetReport>(
    () =>
      valid
        ? reportsApi().report({
            start_date: range.start,
            end_date: range.end,
            ...(courseId === null ? {} : { course_id: courseId }),
          })
        : NEVER,
    [range.start, range.end, courseId, valid],
  );
  const said = useLiveReload(
    report,
    {
      'tee-sheet.changed': (c) =>
        valid &&
        c.date >= range.start &&
        c.date <= range.end &&
        (courseId === null || c.course_id === courseId),
    },
    announcement,
  );
  return { report, said };
}
