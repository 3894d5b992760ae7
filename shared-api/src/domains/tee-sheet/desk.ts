import { z } from 'zod';
import { bodyId, isoDate, pathId } from '@fairway/shared-api/core';
import { clockTime, clockTimeInput } from '../courses/contract';
import { PAYMENT_METHODS, startTee } from './contract';

// Issue 12: the desk part of the tee-sheet contract. May import from './contract' and
// './green-fees'; contract.ts never imports this file.
export const deskContractVersion = z.literal(1);

/** PUT /tee-time-bookings/{id}/check-in: the group has arrived (true) or not (false: undo). */
export const bookingCheckIn = z
  .object({ checked_in: z.boolean({ error: 'checked_in must be true or false' }) })
  .strict();
export type BookingCheckIn = z.input<typeof bookingCheckIn>;

/** PUT /tee-time-bookings/{id}/payment: paid (with how) or not paid (undo). */
export const bookingPayment = z
  .object({
    paid: z.boolean({ error: 'paid must be true or false' }),
    method: z.enum(PAYMENT_METHODS, { error: 'Method must be cash, card or account' }).optional(),
  })
  .strict()
  .refine((v) => !v.paid || v.method !== undefined, {
    error: 'Choose how the booking was paid: cash, card or account',
    path: ['method'],
  });
export type BookingPayment = z.input<typeof bookingPayment>;

/** PUT /tee-time-bookings/{id}/no-show: the group did not turn up (true) or undo (false). */
export const bookingNoShow = z
  .object({ no_show: z.boolean({ error: 'no_show must be true or false' }) })
  .strict();
export type BookingNoShow = z.input<typeof bookingNoShow>;

/** A weekly repeat covers at most this many weeks after the first date. */
export const MAX_BLOCK_REPEAT_WEEKS = 26;

const blockRange = {
  course_id: bodyId('Course'),
  date: isoDate,
  /** The first and last start time blocked, both included. */
  from: clockTimeInput,
  to: clockTimeInput,
  /** The same range every week on the same weekday up to this date (at most 26 weeks). */
  repeat_weekly_until: isoDate.optional(),
};

/** POST /tee-times/blocks: block every time from `from` to `to` on a date (and weekly after). */
export const teeTimeRangeBlock = z
  .object({
    ...blockRange,
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(3, 'Reason must be at least 3 characters')
      .max(200, 'Reason must be at most 200 characters'),
  })
  .strict();
export type TeeTimeRangeBlock = z.input<typeof teeTimeRangeBlock>;

/** POST /tee-times/blocks/remove: unblock the same range. */
export const teeTimeRangeUnblock = z.object(blockRange).strict();
export type TeeTimeRangeUnblock = z.input<typeof teeTimeRangeUnblock>;

export const teeTimeRangeBlockResult = z.object({
  /** The dates the range was applied to (closed days are skipped). */
  dates: z.array(isoDate),
  /** Tee times blocked (or unblocked) over all those dates. */
  blocked: z.number().int(),
  /** Of those, how many have bookings: the bookings stay; move or cancel them by hand. */
  with_bookings: z.number().int(),
});
export type TeeTimeRangeBlockResult = z.infer<typeof teeTimeRangeBlockResult>;

export const MOVE_UNAVAILABLE_REASONS = ['blocked', 'full', 'started', 'current'] as const;
export type MoveUnavailableReason = (typeof MOVE_UNAVAILABLE_REASONS)[number];

/** GET /tee-times/move-options/{bookingId}?date: one entry per tee time of the day. */
export const moveOption = z.object({
  /** null while the day has not been materialised yet. */
  tee_time_id: z.number().int().nullable(),
  start_time: clockTime,
  /** 1, or 10 on a course with crossover starts (each time is listed once per tee). */
  start_tee: startTee.default(1),
  places_left: z.number().int(),
  available: z.boolean(),
  /** Why the booking cannot move there, or null when it can. */
  reason: z.enum(MOVE_UNAVAILABLE_REASONS).nullable(),
  block_reason: z.string().nullable(),
});
export type MoveOption = z.infer<typeof moveOption>;

export const moveOptions = z.object({
  booking_id: z.number().int(),
  date: isoDate,
  /** Places the booking needs. */
  player_count: z.number().int(),
  is_open: z.boolean(),
  /** The course runs crossover starts: times come per time, then tee. */
  crossover_starts: z.boolean().default(false),
  times: z.array(moveOption),
});
export type MoveOptions = z.infer<typeof moveOptions>;

export const moveOptionsParam = z.object({ bookingId: pathId('bookingId') });
