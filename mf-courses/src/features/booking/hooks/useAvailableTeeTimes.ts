import { useResource, useT } from '@fairway/shared-ui';
import type { AvailableTeeTime } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import { liveMessages } from '../../tee-sheet/hooks/liveMessages';
import { useLiveReload } from '../../tee-sheet/hooks/useLiveReload';

export type DayTimes = { courseId: number; date: string; rows: AvailableTeeTime[] };

/**
 * What a member may book on a course and day: free times with places left and their own
 * booking. The answer names its course and day, so a screen can tell the times of the day it
 * shows from those of the day it is leaving. Another booking of that course and day reloads it
 * (the places left change); `liveAnnouncement` then says so for a LiveMessage. Not `enabled`:
 * nothing is fetched (a day past the booking window).
 */
export function useAvailableTeeTimes(courseId: number, date: string, enabled = true) {
  const t = useT(liveMessages);
  const times = useResource<DayTimes>(
    async () => ({
      courseId,
      date,
      // A day the member cannot book yet (past the window) is not asked for.
      rows: enabled ? await teeSheetApi().available(courseId, date) : [],
    }),
    [courseId, date, enabled],
  );
  const liveAnnouncement = useLiveReload(
    times,
    { 'tee-sheet.changed': (c) => c.course_id === courseId && c.date === date },
    t('teeTimesUpdated'),
  );
  return { ...times, liveAnnouncement };
}
