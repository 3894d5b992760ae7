import type { Http } from '@fairway/shared-api/core';
import type { TeeTimeBooking } from './contract';
import type {
  BookingPayment,
  MoveOptions,
  TeeTimeRangeBlock,
  TeeTimeRangeBlockResult,
  TeeTimeRangeUnblock,
} from './desk';

const teeTimes = 'settings/tee-times';
const bookings = 'settings/tee-time-bookings';

/** Issue 12: the desk calls of the tee sheet (staff, tee_sheet:manage). */
export function createDeskClient(http: Http) {
  return {
    /** Check a group in (true) or undo it (false); from the day of play on. */
    checkIn: (bookingId: number, checkedIn: boolean) =>
      http.put<TeeTimeBooking>(`${bookings}/${bookingId}/check-in`, { checked_in: checkedIn }),
    /** Mark a booking paid with a method, or not paid (undo). */
    payment: (bookingId: number, body: BookingPayment) =>
      http.put<TeeTimeBooking>(`${bookings}/${bookingId}/payment`, body),
    /** Mark a booking a no-show (only after its start time) or undo it. */
    noShow: (bookingId: number, noShow: boolean) =>
      http.put<TeeTimeBooking>(`${bookings}/${bookingId}/no-show`, { no_show: noShow }),
    /** Block every time from `from` to `to` on a date, and weekly up to repeat_weekly_until. */
    blockRange: (body: TeeTimeRangeBlock) =>
      http.post<TeeTimeRangeBlockResult>(`${teeTimes}/blocks`, body),
    /** Unblock the same range. */
    unblockRange: (body: TeeTimeRangeUnblock) =>
      http.post<TeeTimeRangeBlockResult>(`${teeTimes}/blocks/remove`, body),
    /** Every time of a date with whether the booking can move there, and why not. */
    moveOptions: (bookingId: number, date: string) =>
      http.get<MoveOptions>(`${teeTimes}/move-options/${bookingId}`, { searchParams: { date } }),
  };
}
export type DeskClient = ReturnType<typeof createDeskClient>;
