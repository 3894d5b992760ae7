import { useResource } from '@fairway/shared-ui';
import { teeSheetApi } from '../../../shared/api/clients';
import { addDays, mondayOf } from '../../../shared/utils/dates';

/**
 * Utilisation per day of the week (Monday to Sunday) that `date` falls in. Bump `version` to load
 * it again after a change to the sheet (the last answer stays shown meanwhile).
 */
export function useWeekOverview(courseId: number, date: string, version = 0) {
  const monday = mondayOf(date);
  return useResource(
    () => teeSheetApi().overview(courseId, monday, addDays(monday, 6)),
    [courseId, monday, version],
  );
}
