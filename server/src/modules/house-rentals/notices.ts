/**
 * What house rentals tells people: the guest learns that their stay was confirmed or cancelled
 * (kinds house_booking.confirmed and house_booking.cancelled of the notifications module). Called
 * after the change has committed; never throws: the change it tells of already stands.
 */
import type { FastifyInstance } from 'fastify';
import type { HouseBooking } from '@fairway/shared-api/contract';
import { notify } from '../notifications';

export type HouseBookingKind = 'house_booking.confirmed' | 'house_booking.cancelled';

/** The notice's data: flat facts of the stay (notifications/templates/property.ts). */
export const noticeOf = (
  b: HouseBooking,
  times: { check_in_time: string; check_out_time: string },
) => ({
  booking_id: b.id,
  house_name: b.house_name,
  listing_title: b.listing_title,
  check_in: b.check_in,
  check_out: b.check_out,
  nights: b.nights,
  guests: b.guests,
  total_amount: b.total_amount,
  amount_due: b.amount_due,
  check_in_time: times.check_in_time,
  check_out_time: times.check_out_time,
});

export async function tellGuest(
  app: FastifyInstance,
  organizationId: number,
  kind: HouseBookingKind,
  booking: HouseBooking,
  times: { check_in_time: string; check_out_time: string },
  by: number,
): Promise<void> {
  if (booking.user_id === null) return;
  try {
    await notify(app, {
      organizationId,
      userIds: [booking.user_id],
      kind,
      data: noticeOf(booking, times),
      createdBy: by,
    });
  } catch (err) {
    app.log.error({ err }, `house booking notice failed: ${kind}`);
  }
}
