import { useResource } from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import { useLiveReload } from '../../tee-sheet/hooks/useLiveReload';

export type BookingScope = 'upcoming' | 'all';

const byStart = (a: TeeTimeBooking, b: TeeTimeBooking) =>
  a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time);

/**
 * The member's bookings: from today on ('upcoming', soonest first) or every one including past
 * and cancelled ('all', most recent first). A booking made, changed or cancelled for them by
 * someone else comes with a notification, which reloads the list.
 */
export function useMyBookings(userId: number | null, scope: BookingScope) {
  const bookings = useResource(async () => {
    if (userId === null) return [];
    const rows = await teeSheetApi().byUser(userId, scope);
    const sorted = [...rows].sort(byStart);
    return scope === 'all' ? sorted.reverse() : sorted;
  }, [userId, scope]);
  useLiveReload(bookings, { 'notification.created': () => userId !== null });
  return bookings;
}
