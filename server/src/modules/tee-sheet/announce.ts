/**
 * What the tee sheet tells others after a change has committed: `tee-sheet.changed` to the whole
 * club for each course day touched, and notices to the members on a booking. Failures are logged;
 * the change itself already stands.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TeeTimeBooking } from '@fairway/shared-api/contract';
import { notifyQuietly, type BookingKind } from '../notifications';
import { ROUND_MINUTES } from './rules';

/** Screens showing these course days refetch them. */
export async function sheetChanged(
  req: FastifyRequest,
  courseId: number,
  dates: readonly string[],
): Promise<void> {
  await sheetChangedFor(req.server, req.principal().organizationId, courseId, dates);
}

/** sheetChanged for work without a request (the waitlist's offers and expiries). */
export async function sheetChangedFor(
  app: FastifyInstance,
  organizationId: number,
  courseId: number,
  dates: readonly string[],
): Promise<void> {
  for (const date of new Set(dates))
    await app.live
      .publish(
        organizationId,
        { organization: true },
        { type: 'tee-sheet.changed', data: { course_id: courseId, date } },
      )
      .catch((err: unknown) => app.log.warn({ err }, 'tee-sheet.changed was not published'));
}

/** The members on a booking: its owner and every player with an account. */
const membersOf = (b: TeeTimeBooking): number[] => [
  b.user_id,
  ...b.players.flatMap((p) => (p.user_id === null ? [] : [p.user_id])),
];

/**
 * Tells the booking's members, the caller among them: each notice is their confirmation, and its
 * e-mail carries the calendar entry (a cancellation removes it from their calendar too).
 */
export async function bookingNotice(
  req: FastifyRequest,
  kind: BookingKind,
  b: TeeTimeBooking,
  previous: { date: string; start_time: string } | null = null,
): Promise<void> {
  const { organizationId, userId } = req.principal();
  // A move to the other tee alone is a change (the template names times, not tees).
  const moved = previous && (previous.date !== b.date || previous.start_time !== b.start_time);
  const members = membersOf(b);
  await notifyQuietly(req.server, {
    organizationId,
    userIds: members,
    kind,
    createdBy: userId,
    data: {
      booking_id: b.id,
      course_name: b.course_name,
      date: b.date,
      start_time: b.start_time,
      // Crossover starts: the 10th tee is named; the 1st is the default and left out.
      ...(b.start_tee === 10 ? { start_tee: b.start_tee } : {}),
      player_count: b.player_count,
      by_staff: b.user_id !== userId,
      round_minutes: ROUND_MINUTES,
      ...(moved ? { previous_date: previous.date, previous_start_time: previous.start_time } : {}),
    },
  });
}
