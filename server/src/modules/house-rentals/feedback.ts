/**
 * Feedback on a stay (docs/property.md, "House rentals"): one per booking, by its guest, once the
 * stay has begun (checked in or completed); the office may answer it.
 */
import type {
  HouseBookingFeedback,
  HouseBookingFeedbackInput,
  HouseBookingFeedbackUpdate,
} from '@fairway/shared-api/contract';
import { PG_UNIQUE_VIOLATION, conflict, forbidden, notFound, pgErrorCode } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { bookingFor } from './bookings';
import type { HouseRentalCaller } from './context';
import { toFeedback } from './present';
import * as repo from './repository';

async function presentOne(tx: Tx, id: number): Promise<HouseBookingFeedback> {
  return toFeedback((await repo.findFeedback(tx, id))!);
}

export async function create(
  tx: Tx,
  c: HouseRentalCaller,
  input: HouseBookingFeedbackInput,
): Promise<HouseBookingFeedback> {
  if (!(await repo.lockBooking(tx, input.booking_id))) throw notFound('Booking');
  const booking = await bookingFor(tx, c, input.booking_id);
  if (booking.user_id !== c.userId) throw forbidden('Only the guest can give feedback on a stay');
  if (booking.status !== 'checked_in' && booking.status !== 'completed')
    throw conflict('Feedback can be given once the stay has begun');
  let id: number;
  try {
    id = await repo.insertFeedback(tx, {
      organization_id: c.organizationId,
      booking_id: booking.id,
      user_id: c.userId,
      rating: input.rating,
      comment: input.comment ?? null,
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw conflict('Feedback on this stay was already given');
    throw err;
  }
  return presentOne(tx, id);
}

export async function update(
  tx: Tx,
  c: HouseRentalCaller,
  id: number,
  input: HouseBookingFeedbackUpdate,
): Promise<HouseBookingFeedback> {
  const current = await repo.findFeedback(tx, id);
  if (!current) throw notFound('Feedback');
  // Seeing the booking is seeing its feedback.
  await bookingFor(tx, c, current.booking_id);
  const ownWords = input.rating !== undefined || input.comment !== undefined;
  if (ownWords && current.user_id !== c.userId)
    throw forbidden('Only the guest can change their rating or comment');
  if (input.response !== undefined && !c.canWrite)
    throw forbidden('Only the office can respond to feedback');
  await repo.updateFeedback(tx, id, {
    ...(input.rating !== undefined ? { rating: input.rating } : {}),
    ...(input.comment !== undefined ? { comment: input.comment ?? null } : {}),
    ...(input.response !== undefined
      ? {
          response: input.response ?? null,
          responded_by: input.response ? c.userId : null,
          responded_at: input.response ? c.now : null,
        }
      : {}),
  });
  return presentOne(tx, id);
}

/** The booking's feedback, or null when none was given yet. */
export async function ofBooking(
  tx: Tx,
  c: HouseRentalCaller,
  bookingId: number,
): Promise<HouseBookingFeedback | null> {
  const booking = await bookingFor(tx, c, bookingId);
  const row = await repo.feedbackOfBooking(tx, booking.id);
  return row ? toFeedback(row) : null;
}
