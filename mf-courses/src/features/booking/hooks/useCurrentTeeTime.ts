import { useResource } from '@fairway/shared-ui';
import { teeSheetApi } from '../../../shared/api/clients';

/** The member's round under way, or their next one today; null when there is none. */
export function useCurrentTeeTime(userId: number | null) {
  return useResource(
    () => (userId === null ? Promise.resolve(null) : teeSheetApi().current(userId)),
    [userId],
  );
}
