import { useResource } from '@fairway/shared-ui';
import type { WaitlistEntry } from '@fairway/shared-api/tee-sheet';
import { waitlistApi } from '../../../shared/api/clients';
import { useLiveReload } from '../../tee-sheet/hooks/useLiveReload';

/** Entries still open: in line, or with places held for the member. */
export const isOpenEntry = (e: WaitlistEntry) => e.status === 'waiting' || e.status === 'offered';

/**
 * The member's open waitlist entries, offers first then by day and time. An offer (or its
 * expiry) comes with a notification, which reloads the list.
 */
export function useMyWaitlist(enabled: boolean) {
  const entries = useResource(async () => {
    if (!enabled) return [];
    const rows = (await waitlistApi().mine()).filter(isOpenEntry);
    return rows.sort(
      (a, b) =>
        Number(b.status === 'offered') - Number(a.status === 'offered') ||
        a.date.localeCompare(b.date) ||
        a.from_time.localeCompare(b.from_time),
    );
  }, [enabled]);
  useLiveReload(entries, { 'notification.created': () => enabled });
  return entries;
}
