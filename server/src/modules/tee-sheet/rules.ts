/**
 * The club's booking rules as pure functions (no database, no clock of their own). Each returns
 * the sentence to answer with, or null when the rule is met.
 */
import { BOOKING_MESSAGES } from '@fairway/shared-api/contract';
import { addDays, clockOf, minutesOf } from '../courses';
import type { WallClock } from '../../lib/clock';

/** How long a round takes: a booking is "in progress" this long after its start. */
export const ROUND_MINUTES = 270;

export type CourseRules = {
  max_players_per_booking: number;
  member_booking_days_ahead: number;
  guest_booking_days_ahead: number;
  guests_allowed: boolean;
  cancellation_cutoff_hours: number;
};

export type PlayerInput = { user_id: number } | { guest_name: string };

export const isGuestPlayer = (p: PlayerInput): p is { guest_name: string } => 'guest_name' in p;

/** The user ids of the members among the players. */
export const memberIds = (players: readonly PlayerInput[]): number[] =>
  players.flatMap((p) => ('user_id' in p ? [p.user_id] : []));

/** Callers whose only roles are guest book within the guest window; everyone else the member window. */
export function daysAheadFor(roles: readonly string[], rules: CourseRules): number {
  const guestOnly = roles.length > 0 && roles.every((r) => r === 'guest');
  return guestOnly ? rules.guest_booking_days_ahead : rules.member_booking_days_ahead;
}

export function bookingWindowProblem(
  date: string,
  today: string,
  daysAhead: number,
): string | null {
  if (date <= addDays(today, daysAhead)) return null;
  return daysAhead === 0
    ? 'Tee times can only be booked for today'
    : `Tee times can be booked at most ${daysAhead} ${daysAhead === 1 ? 'day' : 'days'} ahead`;
}

/** Who plays and with how many carts, against the club's settings. */
export function playersProblem(
  players: readonly PlayerInput[],
  carts: number,
  rules: CourseRules,
): string | null {
  if (players.length > rules.max_players_per_booking)
    return `A booking can have at most ${rules.max_players_per_booking} ${
      rules.max_players_per_booking === 1 ? 'player' : 'players'
    }`;
  if (!rules.guests_allowed && players.some(isGuestPlayer))
    return 'Guests are not allowed at this club';
  const members = memberIds(players);
  if (new Set(members).size !== members.length)
    return 'A member appears more than once among the players';
  return cartsProblem(carts, players.length);
}

export const cartsProblem = (carts: number, playerCount: number): string | null =>
  carts > playerCount ? 'A booking cannot have more carts than players' : null;

/** Has the tee time at `date` `time` (club wall clock) started by `now` (club wall clock)? */
export function hasStarted(date: string, time: string, now: WallClock): boolean {
  return date < now.date || (date === now.date && minutesOf(time) <= now.minutes);
}

/** Members cancel up to N hours before the start; staff (tee_sheet:manage) at any time. */
export function cancellationProblem(
  start: Date,
  now: Date,
  cutoffHours: number,
  isStaff: boolean,
): string | null {
  if (isStaff) return null;
  if (start.getTime() - now.getTime() >= cutoffHours * 3600_000) return null;
  return `Bookings can be cancelled up to ${cutoffHours} ${cutoffHours === 1 ? 'hour' : 'hours'} before the tee time`;
}

/** Where a booking of today stands at `nowMinutes`: under way, still to come, or over. */
export function roundState(
  startTime: string,
  nowMinutes: number,
): 'in_progress' | 'upcoming' | 'over' {
  const start = minutesOf(startTime);
  if (nowMinutes < start) return 'upcoming';
  return nowMinutes < start + ROUND_MINUTES ? 'in_progress' : 'over';
}

/**
 * The booking to show as "current" among a user's confirmed bookings today: the one under way
 * (the latest started), else the next one.
 */
export function currentOf<B extends { start_time: string }>(
  bookings: readonly B[],
  nowMinutes: number,
): { booking: B; state: 'in_progress' | 'upcoming' } | null {
  const sorted = [...bookings].sort((a, b) => minutesOf(a.start_time) - minutesOf(b.start_time));
  const running = sorted.filter((b) => roundState(b.start_time, nowMinutes) === 'in_progress');
  if (running.length > 0) return { booking: running[running.length - 1]!, state: 'in_progress' };
  const next = sorted.find((b) => roundState(b.start_time, nowMinutes) === 'upcoming');
  return next ? { booking: next, state: 'upcoming' } : null;
}

/** A tee time as far as taking places goes. */
export type SlotState = {
  capacity: number;
  booked_players: number;
  is_blocked: boolean;
  block_reason: string | null;
};

/** The spec's refusal, then why: what a desk needs to pick another time. */
export const notAvailableBecause = (why: string): string =>
  `${BOOKING_MESSAGES.notAvailable}: ${why}`;

/** Why `needed` players cannot take places on the slot, or null when they can. */
export function slotProblem(slot: SlotState, needed: number): string | null {
  if (slot.is_blocked)
    return notAvailableBecause(
      slot.block_reason ? `it is blocked (${slot.block_reason})` : 'it is blocked',
    );
  const left = Math.max(0, slot.capacity - slot.booked_players);
  if (left >= needed) return null;
  if (left === 0) return notAvailableBecause('it is full');
  return notAvailableBecause(`only ${left} ${left === 1 ? 'place' : 'places'} left`);
}

/** Why a time that has started (or a past date) cannot be booked. */
export const startedProblem = (date: string, now: WallClock): string =>
  notAvailableBecause(date < now.date ? 'it is in the past' : 'it has already started');

/** Why a time the course day does not generate cannot be booked. */
export function notATeeTimeProblem(
  time: string,
  plan: { interval_minutes: number; first: number | null; last: number | null },
): string {
  const every =
    plan.first === null || plan.last === null
      ? ''
      : ` (every ${plan.interval_minutes} minutes from ${clockOf(plan.first)} to ${clockOf(plan.last)})`;
  return notAvailableBecause(`${time} is not a tee time on this course${every}`);
}

/** The sentence for a member found on another booking at the same tee time. */
export const alreadyBookedProblem = (name: string, time: string, isCaller: boolean): string =>
  isCaller ? `You are already booked at ${time}` : `${name} is already booked at ${time}`;
