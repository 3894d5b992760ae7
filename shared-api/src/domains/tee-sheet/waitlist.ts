import { z } from 'zod';
import { bodyId, isoDate, pathId, timestamp } from '@fairway/shared-api/core';
import { clockTime, clockTimeInput } from '../courses/contract';
import { startTee } from './contract';

// Issue 12: the waitlist part of the tee-sheet contract, and the booking's calendar (.ics and the
// personal feed). May import from './contract' and './green-fees'; contract.ts never imports this file.
export const waitlistContractVersion = z.literal(1);

export const WAITLIST_LIMITS = {
  /** Entries a member may have waiting or offered at once. */
  openPerMember: 5,
  /** Players an entry may ask for (the club's max_players_per_booking bounds it further). */
  maxPlayers: 6,
  /** Offer length bounds (course setting waitlist_offer_minutes). */
  offerMinutesMin: 5,
  offerMinutesMax: 240,
  offerMinutesDefault: 15,
  /** Days of upcoming bookings in the personal calendar feed. */
  feedDays: 90,
} as const;

/** The texts the waitlist answers with. */
export const WAITLIST_MESSAGES = {
  tooMany: `You can wait for at most ${WAITLIST_LIMITS.openPerMember} tee times at once`,
  alreadyBooked: 'You are already booked on a tee time in this window',
  alreadyWaiting: 'You are already on the waitlist for this window',
  noTimes: 'No tee times in this window on the selected date',
  notOffered: 'This waitlist entry has no open offer',
  offerExpired: 'This offer has expired',
  closed: 'This waitlist entry is closed',
} as const;

/**
 * waiting: in line; offered: places are held for the member until offer.expires_at; booked: the
 * offer was accepted; declined / expired: the offer was passed on; left: the member left the
 * line; lapsed: the window passed without an offer.
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'booked',
  'declined',
  'expired',
  'left',
  'lapsed',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** POST /tee-time-waitlist: wait for one time (to_time absent or equal) or any time in a window. */
export const waitlistJoinRequest = z
  .object({
    course_id: bodyId('Course'),
    date: isoDate,
    from_time: clockTimeInput,
    /** The last start time that would do; defaults to from_time (one tee time). */
    to_time: clockTimeInput.optional(),
    player_count: z
      .number({ error: 'Players must be a number' })
      .int('Players must be a whole number')
      .min(1, 'Players must be at least 1')
      .max(WAITLIST_LIMITS.maxPlayers, `Players must be at most ${WAITLIST_LIMITS.maxPlayers}`)
      .default(1),
  })
  .strict();
export type WaitlistJoinRequest = z.input<typeof waitlistJoinRequest>;

export const waitlistOffer = z.object({
  tee_time_id: z.number().int(),
  start_time: clockTime,
  /** 1, or 10 on a course with crossover starts. */
  start_tee: startTee.default(1),
  expires_at: timestamp,
});
export type WaitlistOffer = z.infer<typeof waitlistOffer>;

export const waitlistEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  course_id: z.number().int(),
  course_name: z.string(),
  date: isoDate,
  from_time: clockTime,
  to_time: clockTime,
  player_count: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first in line among those waiting for the day; null once not waiting. */
  position: z.number().int().nullable(),
  /** The held places while status is offered. */
  offer: waitlistOffer.nullable(),
  /** The booking an accepted offer made. */
  booking_id: z.number().int().nullable(),
  created_at: timestamp,
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

/** GET /tee-time-waitlist: the caller's entries; staff with course_id and date: that day's line. */
export const waitlistListQuery = z
  .object({
    course_id: pathId('course_id').optional(),
    date: isoDate.optional(),
  })
  .refine((q) => (q.course_id === undefined) === (q.date === undefined), {
    error: 'Give both course_id and date, or neither',
  });
export type WaitlistListQuery = z.input<typeof waitlistListQuery>;

/** The personal calendar feed: its URL (secret: anyone with it reads the member's bookings), or null. */
export const calendarFeed = z.object({ url: z.string() }).nullable();
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** `<organization id>.<secret>.ics`; anything else answers 404 like an unknown token. */
export const calendarFeedParam = z.object({
  file: z.string().max(120, 'must be at most 120 characters'),
});
