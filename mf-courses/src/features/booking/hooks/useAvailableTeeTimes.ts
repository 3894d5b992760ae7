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
 * (the places left change); `liveAnnouncement` then says so for a LiveMessage.
 */
export function useAvailableTeeTimes(courseId: number, date: string) {
  const t = useT(liveMessages);
  const times = useResource<DayTimes>(
    async () => ({ courseId, date, rows: await teeSheetApi().available(courseId, date) }),
    [courseId, date],
  );
  const liveAnnouncement = useLiveReload(
    times,
    { 'tee-sheet.changed': (c) => c.course_id === courseId && c.date === date },
    t('teeTimesUpdated'),
  );
  return { ...times, liveAnnouncement };
}
