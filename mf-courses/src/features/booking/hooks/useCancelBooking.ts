import { errorText, notify, useFormat, useT } from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import { formatDay } from '../../../shared/utils/dates';
import { messages } from '../../../i18n/messages';

/**
 * Cancels one of the member's bookings and says so; a refusal (the cut-off the clock on this phone
 * missed, a booking already gone) is thrown with the server's words for the confirmation to show.
 */
export function useCancelBooking(onCancelled: (booking: TeeTimeBooking) => void) {
  const t = useT(messages);
  const f = useFormat();
  return async (booking: TeeTimeBooking) => {
    try {
      await teeSheetApi().cancel(booking.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    notify.success(
      t('bookingCancelled', { time: f.time(booking.start_time), day: formatDay(booking.date, f) }),
    );
    onCancelled(booking);
  };
}
