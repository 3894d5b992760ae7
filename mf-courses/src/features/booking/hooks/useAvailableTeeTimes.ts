import { useResource } from '@fairway/shared-ui';
import type { AvailableTeeTime } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';

export type DayTimes = { courseId: number; date: string; rows: AvailableTeeTime[] };

/**
 * What a member may book on a course and day: free times with places left and their own
 * booking. The answer names its course and day, so a screen can tell the times of the day it
 * shows from those of the day it is leaving.
 */
export function useAvailableTeeTimes(courseId: number, date: string) {
  return useResource<DayTimes>(
    async () => ({ courseId, date, rows: await teeSheetApi().available(courseId, date) }),
    [courseId, date],
  );
}
