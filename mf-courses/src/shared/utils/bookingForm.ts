import { getT } from '@fairway/shared-ui';
import {
  bookingPlayerInput,
  type AvailableTeeTime,
  type BookingPlayerInput,
  type BookingPlayerOption,
  type TeeTimeBookingRequest,
} from '@fairway/shared-api/tee-sheet';
import { messages, type CoursesT } from '../../i18n/messages';

/**
 * What a booking dialog holds besides the booking's member (the owner, always the first player):
 * other club members (found by name) and named guests, carts and notes. Used by the member's
 * booking dialog (the owner is the signed-in member) and the tee sheet's staff booking (the owner
 * is chosen).
 */
export type BookingFormValues = {
  members: BookingPlayerOption[];
  guests: string[];
  carts: number;
  notes: string;
  /** 9 or 18 holes; left out, the server books 18. */
  holes?: 9 | 18;
};

export type BookingFormErrors = {
  /** Index of the guest → message. */
  guests: Record<number, string>;
  carts?: string;
  notes?: string;
};

/**
 * How many others may join the booking's member: the places left at that time and the club's
 * "players per booking" both count the member too.
 */
export function maxOtherPlayers(placesLeft: number, clubMaxPlayers: number): number {
  return Math.max(0, Math.min(placesLeft, clubMaxPlayers) - 1);
}

/** Why the contract refuses a guest's name, in the reader's language (the server says the same in English). */
function guestNameProblem(name: string, t: CoursesT): string {
  const length = name.trim().length;
  if (length < 2) return t('guestNameTooShort');
  if (length > 80) return t('guestNameTooLong');
  return t('guestNameRequired');
}

/** Checks the form with the contract's own rules (the problems the server would answer). */
export function validateBooking(
  values: BookingFormValues,
  t: CoursesT = getT(messages),
): BookingFormErrors {
  const errors: BookingFormErrors = { guests: {} };
  values.guests.forEach((name, index) => {
    if (!bookingPlayerInput.safeParse({ guest_name: name }).success)
      errors.guests[index] = guestNameProblem(name, t);
  });
  const players = 1 + values.members.length + values.guests.length;
  if (values.carts > players) errors.carts = t('tooManyCarts');
  if (values.notes.trim().length > 500) errors.notes = t('notesTooLong');
  return errors;
}

export function hasErrors(errors: BookingFormErrors): boolean {
  return Object.keys(errors.guests).length > 0 || Boolean(errors.carts) || Boolean(errors.notes);
}

/**
 * The POST /tee-time-bookings/book body of a member booking for themselves: the member first,
 * then the other members, then guests. A 10th-tee time (crossover starts) sends its tee; the
 * 1st tee is the server's default, so a single-tee course sends what it always did.
 */
export function bookingRequest(
  teeTime: Pick<AvailableTeeTime, 'course_id' | 'date' | 'start_time'> &
    Partial<Pick<AvailableTeeTime, 'start_tee'>>,
  userId: number,
  values: BookingFormValues,
): TeeTimeBookingRequest {
  const players: BookingPlayerInput[] = [
    { user_id: userId },
    ...values.members.map((m) => ({ user_id: m.id })),
    ...values.guests.map((name) => ({ guest_name: name.trim() })),
  ];
  const notes = values.notes.trim();
  return {
    course_id: teeTime.course_id,
    date: teeTime.date,
    start_time: teeTime.start_time,
    ...(teeTime.start_tee === 10 ? { start_tee: 10 as const } : {}),
    players,
    carts: values.carts,
    ...(values.holes ? { holes: values.holes } : {}),
    notes: notes ? notes : null,
  };
}

/**
 * The body of a booking staff make on a member's behalf (a phone or desk booking): the same
 * players, with the owner named in user_id (the server defaults it to the caller otherwise).
 */
export function staffBookingRequest(
  teeTime: Pick<AvailableTeeTime, 'course_id' | 'date' | 'start_time'> &
    Partial<Pick<AvailableTeeTime, 'start_tee'>>,
  ownerId: number,
  values: BookingFormValues,
): TeeTimeBookingRequest {
  return { ...bookingRequest(teeTime, ownerId, values), user_id: ownerId };
}

/**
 * Whether a failed booking attempt should be retried with the same Idempotency-Key: the server
 * was not reached, timed out (status 0) or failed (5xx), so the booking may exist. After a
 * definite refusal (409 taken, 400 closed…) the next try is a new attempt with a new key.
 */
export function isRetryableBookingFailure(status: number | null): boolean {
  return status === 0 || (status !== null && status >= 500);
}
