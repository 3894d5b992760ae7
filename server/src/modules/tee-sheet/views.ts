/** Rows → the contract's shapes. */
import type { AvailableTeeTime, TeeTime, TeeTimeBooking } from '@fairway/shared-api/contract';
import { hhmm } from '../../lib/clock';
import type { BookingDetail, TeeTimeRow } from './repository';

export function teeTimeView(row: TeeTimeRow): TeeTime {
  const places_left = Math.max(0, row.capacity - row.booked_players);
  return {
    id: row.id,
    course_id: row.course_id,
    date: row.date,
    start_time: hhmm(row.start_time),
    start_tee: row.start_tee,
    capacity: row.capacity,
    booked_players: row.booked_players,
    places_left,
    is_full: places_left === 0,
    is_blocked: row.is_blocked,
    block_reason: row.block_reason,
  };
}

export const availableView = (row: TeeTimeRow, myBookingId: number | null): AvailableTeeTime => ({
  ...teeTimeView(row),
  my_booking_id: myBookingId,
});

export function bookingView(b: BookingDetail): TeeTimeBooking {
  return {
    ...b,
    start_time: hhmm(b.start_time),
    checked_in_at: b.checked_in_at?.toISOString() ?? null,
    paid_at: b.paid_at?.toISOString() ?? null,
    no_show_at: b.no_show_at?.toISOString() ?? null,
    created_at: b.created_at.toISOString(),
    cancelled_at: b.cancelled_at?.toISOString() ?? null,
  };
}
