import { useResource, useT } from '@fairway/shared-ui';
import { teeSheetApi } from '../../../shared/api/clients';
import { liveMessages } from './liveMessages';
import { useDeskRefresh } from './useDeskRefresh';
import { useLiveReload } from './useLiveReload';

/**
 * The staff grid of a course's day: every time with its bookings and blocks. It reloads when the
 * sheet of that course and day changes anywhere (another desk, a member's booking);
 * `liveAnnouncement` then says so for a LiveMessage. It also loads again when the window gets
 * focus back and every 30 s while visible (useDeskRefresh), keeping the sheet shown meanwhile.
 */
export function useTeeSheet(courseId: number, date: string) {
  const t = useT(liveMessages);
  const sheet = useResource(() => teeSheetApi().sheet(courseId, date), [courseId, date]);
  const liveAnnouncement = useLiveReload(
    sheet,
    { 'tee-sheet.changed': (c) => c.course_id === courseId && c.date === date },
    t('teeSheetUpdated'),
  );
  useDeskRefresh(sheet.reload);
  return { ...sheet, liveAnnouncement };
}
