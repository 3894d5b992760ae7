import { z } from 'zod';
import { bodyId, isoDate, nonEmpty, pathId } from '@fairway/shared-api/core';
import { clockTime, clockTimeInput } from '../courses/contract';
import { bookingPrice } from './green-fees';

/**
 * The tee sheet: tee times generated from a course's opening hours, staff blocks, and bookings.
 * Booking errors carry the spec's texts exactly (section 5).
 */
export const BOOKING_MESSAGES = {
  closed: 'Course is closed on the selected date',
  notAvailable: 'Selected tee time is not available',
} as const;

/** How a booking was paid at the desk. */
export const PAYMENT_METHODS = ['cash', 'card', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A round of 9 or 18 holes. */
export const bookingHoles = z.union([z.literal(9), z.literal(18)], {
  error: 'Holes must be 9 or 18',
});
export type BookingHoles = z.infer<typeof bookingHoles>;

/**
 * The tee a group starts from: 1, or 10 on a course that runs crossover (two-tee) starts, where
 * every time exists for both tees.
 */
export const START_TEES = [1, 10] as const;
export const startTee = z.union([z.literal(1), z.literal(10)], {
  error: 'Start tee must be 1 or 10',
});
export type StartTee = z.infer<typeof startTee>;

export const bookingPlayer = z.object({
  id: z.number().int(),
  /** A member of the club; null for a guest. */
  user_id: z.number().int().nullable(),
  name: z.string(),
  is_guest: z.boolean(),
});
export type BookingPlayer = z.infer<typeof bookingPlayer>;

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;

export const teeTimeBooking = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_name: z.string(),
  tee_time_id: z.number().int(),
  date: isoDate,
  start_time: clockTime,
  /** 1, or 10 on a course with crossover starts (an answer without it reads as 1). */
  start_tee: startTee.default(1),
  /** The member the booking belongs to. */
  user_id: z.number().int(),
  user_name: z.string(),
  booked_by_user_id: z.number().int(),
  /** Who made the booking (the owner, or the staff member who booked for them). */
  booked_by_name: z.string(),
  status: z.enum(BOOKING_STATUSES),
  players: z.array(bookingPlayer),
  player_count: z.number().int(),
  carts: z.number().int(),
  notes: z.string().nullable(),
  holes: bookingHoles,
  /** The green fees and carts as priced when booked or last changed; null when the club has no rates. */
  price: bookingPrice.nullable(),
  /** The desk: when the group checked in, paid (and how), or was marked a no-show. */
  checked_in_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  no_show_at: z.string().nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type TeeTimeBooking = z.infer<typeof teeTimeBooking>;

export const bookingPlayerInput = z.union(
  [
    z.object({ user_id: bodyId('user_id') }).strict(),
    z
      .object({
        guest_name: z
          .string({ error: 'Guest name is required' })
          .trim()
          .min(2, 'Guest name must be at least 2 characters')
          .max(80, 'Guest name must be at most 80 characters'),
      })
      .strict(),
  ],
  { error: 'A player is a member (user_id) or a guest (guest_name)' },
);
export type BookingPlayerInput = z.input<typeof bookingPlayerInput>;

const players = z
  .array(bookingPlayerInput)
  .min(1, 'A booking needs at least one player')
  .max(6, 'A booking has at most 6 players');

/** POST /tee-time-bookings/book. Without players the booking is for the owner alone. */
export const teeTimeBookingRequest = z
  .object({
    course_id: bodyId('Course'),
    date: isoDate,
    start_time: clockTimeInput,
    /** The 1st tee (default), or the 10th on a course with crossover starts. */
    start_tee: startTee.optional(),
    /** Staff booking on a member's behalf; defaults to the caller. */
    user_id: bodyId('user_id').optional(),
    /** Everyone playing, the owner included; defaults to the owner alone. */
    players: players.optional(),
    carts: z
      .number({ error: 'Carts must be a number' })
      .int('Carts must be a whole number')
      .min(0, 'Carts must be 0 or more')
      .max(6, 'Carts must be at most 6')
      .default(0),
    /** 9 or 18 holes; the club's default_round_holes (course settings) when absent. */
    holes: bookingHoles.optional(),
    notes: z.string().trim().max(500, 'Notes must be at most 500 characters').nullish(),
  })
  .strict();
export type TeeTimeBookingRequest = z.input<typeof teeTimeBookingRequest>;

/** PUT /tee-time-bookings/{id}: change players, carts or notes, or move to another time/date. */
export const teeTimeBookingUpdate = nonEmpty(
  z
    .object({
      date: isoDate.optional(),
      start_time: clockTimeInput.optional(),
      /** Staff may move a booking to the other tee (crossover starts). */
      start_tee: startTee.optional(),
      players: players.optional(),
      carts: z.number().int().min(0).max(6).optional(),
      holes: bookingHoles.optional(),
      notes: z.string().trim().max(500).nullish(),
    })
    .strict(),
);
export type TeeTimeBookingUpdate = z.input<typeof teeTimeBookingUpdate>;

export const teeTime = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  date: isoDate,
  start_time: clockTime,
  /** 1, or 10 on a course with crossover starts (each time exists for both tees); absent reads as 1. */
  start_tee: startTee.default(1),
  capacity: z.number().int(),
  booked_players: z.number().int(),
  places_left: z.number().int(),
  is_full: z.boolean(),
  is_blocked: z.boolean(),
  block_reason: z.string().nullable(),
});
export type TeeTime = z.infer<typeof teeTime>;

/**
 * GET /tee-times/available-with-booking-info/{courseId}?date — what a member sees: bookable
 * times (not blocked, not started), with places left and the caller's own booking there.
 */
export const availableTeeTime = teeTime.extend({
  my_booking_id: z.number().int().nullable(),
});
export type AvailableTeeTime = z.infer<typeof availableTeeTime>;

/** GET /tee-times/sheet/{courseId}?date — the staff grid: every time with who is booked. */
export const teeSheetRow = teeTime.extend({
  bookings: z.array(teeTimeBooking),
});
export type TeeSheetRow = z.infer<typeof teeSheetRow>;

export const teeSheet = z.object({
  course_id: z.number().int(),
  date: isoDate,
  is_open: z.boolean(),
  /** Why the course is closed that day (a special closure's reason), else null. */
  closed_reason: z.string().nullable(),
  interval_minutes: z.number().int(),
  players_per_slot: z.number().int(),
  /** The course runs crossover starts: rows come per time, then tee (1 before 10). */
  crossover_starts: z.boolean().default(false),
  /** Now on the club's clock (date and minutes since midnight): the screen's now line. */
  now: z.object({ date: isoDate, minutes: z.number().int() }),
  rows: z.array(teeSheetRow),
});
export type TeeSheet = z.infer<typeof teeSheet>;

/** GET /tee-times/overview-data/{courseId}?start_date&end_date — one entry per day. */
export const teeTimeOverviewDay = z.object({
  date: isoDate,
  is_open: z.boolean(),
  tee_times: z.number().int(),
  blocked: z.number().int(),
  capacity: z.number().int(),
  booked_players: z.number().int(),
  bookings: z.number().int(),
  /** booked_players / capacity of the unblocked times, 0..1. */
  utilization: z.number(),
});
export type TeeTimeOverviewDay = z.infer<typeof teeTimeOverviewDay>;

export const teeTimeOverview = z.object({
  course_id: z.number().int(),
  start_date: isoDate,
  end_date: isoDate,
  days: z.array(teeTimeOverviewDay),
});
export type TeeTimeOverview = z.infer<typeof teeTimeOverview>;

export const dateQuery = z.object({ date: isoDate });
export const dateRangeQuery = z.object({ start_date: isoDate, end_date: isoDate });

export const courseIdParam = z.object({
  courseId: pathId('courseId'),
});

export const teeTimeBlockInput = z
  .object({
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(3, 'Reason must be at least 3 characters')
      .max(200, 'Reason must be at most 200 characters'),
  })
  .strict();
export type TeeTimeBlockInput = z.input<typeof teeTimeBlockInput>;

export const currentTeeTimeQuery = z.object({
  user_id: pathId('user_id').optional(),
});

/** GET /tee-time-bookings/current-tee-time: the caller's round under way or next today, or null. */
export const currentTeeTime = z
  .object({
    booking: teeTimeBooking,
    /** 'in_progress' once the start time has passed (within the round duration), else 'upcoming'. */
    state: z.enum(['upcoming', 'in_progress']),
  })
  .nullable();
export type CurrentTeeTime = z.infer<typeof currentTeeTime>;

export const bookingListQuery = z.object({
  /** Only bookings from today on (default), or all including past and cancelled. */
  scope: z.enum(['upcoming', 'all']).default('upcoming'),
});

/**
 * GET /tee-time-bookings/players?q — a member looking for other members to name as players.
 * Only the name: members see each other's names on a tee sheet anyway, never their e-mail.
 */
export const bookingPlayerOption = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type BookingPlayerOption = z.infer<typeof bookingPlayerOption>;

export const PLAYER_SEARCH_MIN = 2;
export const PLAYER_SEARCH_MAX = 80;
/** At most this many members answer one search. */
export const PLAYER_SEARCH_LIMIT = 20;

export const playerSearchQuery = z.object({
  q: z
    .string({ error: 'Enter part of a name to search for' })
    .trim()
    .min(PLAYER_SEARCH_MIN, `Enter at least ${PLAYER_SEARCH_MIN} characters of a name`)
    .max(PLAYER_SEARCH_MAX, `Enter at most ${PLAYER_SEARCH_MAX} characters of a name`),
});
export type PlayerSearchQuery = z.input<typeof playerSearchQuery>;

/**
 * GET /tee-time-bookings/rules (our addition): the club's booking rules as they apply to the
 * caller, so a member's screen can offer only what the server will accept.
 */
export const bookingRules = z.object({
  /** Today on the club's clock. */
  today: isoDate,
  /** The last date the caller may book; null when staff (no limit). */
  last_bookable_date: isoDate.nullable(),
  max_players_per_booking: z.number().int(),
  guests_allowed: z.boolean(),
  one_booking_per_member_per_day: z.boolean(),
  /** Members cannot cancel within this many hours of the start; staff can. */
  cancellation_cutoff_hours: z.number().int(),
});
export type BookingRules = z.infer<typeof bookingRules>;
