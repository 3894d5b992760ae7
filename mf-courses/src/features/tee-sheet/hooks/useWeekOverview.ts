import { useResource } from '@fairway/shared-ui';
import { teeSheetApi } from '../../../shared/api/clients';
import { addDays, mondayOf } from '../../../shared/utils/dates';
import { useLiveReload } from './useLiveReload';

/**
 * Utilisation per day of the week (Monday to Sunday) that `date` falls in. Bump `version` to load
 * it again after a change to the sheet (the last answer stays shown meanwhile); a change to any
 * day of that week made elsewhere reloads it too.
 */
export function useWeekOverview(courseId: number, date: string, version = 0) {
  const monday = mondayOf(date);
  const sunday = addDays(monday, 6);
  const overview = useResource(
    () => teeSheetApi().overview(courseId, monday, sunday),
    [courseId, monday, version],
  );
  useLiveReload(overview, {
    'tee-sheet.changed': (c) => c.course_id === courseId && c.date >= monday && c.date <= sunday,
  });
  return overview;
}
