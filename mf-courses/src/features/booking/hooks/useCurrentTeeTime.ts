import { useResource } from '@fairway/shared-ui';
import { teeSheetApi } from '../../../shared/api/clients';
import { useLiveReload } from '../../tee-sheet/hooks/useLiveReload';

/**
 * The member's round under way, or their next one today; null when there is none. A change to a
 * booking of theirs comes with a notification, which reloads it.
 */
export function useCurrentTeeTime(userId: number | null) {
  const current = useResource(
    () => (userId === null ? Promise.resolve(null) : teeSheetApi().current(userId)),
    [userId],
  );
  useLiveReload(current, { 'notification.created': () => userId !== null });
  return current;
}
