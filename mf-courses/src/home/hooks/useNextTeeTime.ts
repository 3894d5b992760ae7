import { useResource } from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../shared/api/clients';
import { useLiveReload } from '../../features/tee-sheet/hooks/useLiveReload';

const startOf = (b: TeeTimeBooking) => `${b.date}T${b.start_time}`;

/** The earliest of the person's upcoming confirmed bookings, or null. */
export function nextBooking(bookings: readonly TeeTimeBooking[]): TeeTimeBooking | null {
  return (
    bookings
      .filter((b) => b.status === 'confirmed')
      .sort((a, b) => startOf(a).localeCompare(startOf(b)))[0] ?? null
  );
}

/**
 * The person's next tee time (GET /tee-time-bookings/user/{me}?scope=upcoming), reloaded when a
 * tee sheet changes on or before its day (a move or a cancellation by the desk) or, with none
 * booked, on any change.
 */
export function useNextTeeTime(userId: number) {
  const next = useResource(
    async () => nextBooking(await teeSheetApi().byUser(userId, 'upcoming')),
    [userId],
  );
  useLiveReload(next, {
    'tee-sheet.changed': (event) => !next.data || event.date <= next.data.date,
  });
  return next;
}
