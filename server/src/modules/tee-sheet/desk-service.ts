/**
 * The pro-shop desk (issue 12): check-in, payment and no-show on a booking, where a booking can
 * move to, and blocking a range of times (a competition, a shotgun morning), weekly if asked.
 */
import {
  MAX_BLOCK_REPEAT_WEEKS,
  type BookingPayment,
  type MoveOption,
  type MoveOptions,
  type TeeTimeBooking,
  type TeeTimeRangeBlock,
  type TeeTimeRangeBlockResult,
  type TeeTimeRangeUnblock,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { clockTimeIn, hhmm } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { addDays, courseDays, type CourseRow } from '../courses';
import { clubOf, type Caller, type Club } from './context';
import { planDay, plannedSlots } from './generate';
import * as repo from './repository';
import { hasStarted } from './rules';
import { courseOr404, dayPlan, materialisedRows } from './sheet-service';
import { bookingView } from './views';

async function detail(tx: Tx, id: number): Promise<TeeTimeBooking> {
  const b = await repo.bookingById(tx, id);
  if (!b) throw notFound('Booking');
  return bookingView(b);
}

/** The booking locked for a desk change; a cancelled booking refuses every desk action. */
async function lockLive(tx: Tx, id: number): Promise<repo.LockedBooking> {
  const b = await repo.lockBooking(tx, id);
  if (!b) throw notFound('Booking');
  if (b.status === 'cancelled') throw conflict('This booking is cancelled');
  return b;
}

/**
 * PUT /tee-time-bookings/{id}/check-in. Checking in is possible from the day of play on (club
 * clock) and clears a no-show (the group turned up after all); false undoes a check-in.
 */
export async function checkIn(
  tx: Tx,
  c: Caller,
  id: number,
  checkedIn: boolean,
): Promise<TeeTimeBooking> {
  const b = await lockLive(tx, id);
  if (checkedIn) {
    const { clock } = await clubOf(tx, c);
    if (b.date > clock.date)
      throw conflict('A booking can be checked in only from its day of play');
    if (!b.checked_in_at)
      await repo.updateBooking(tx, b.id, { checked_in_at: c.now, no_show_at: null });
  } else if (b.checked_in_at) {
    await repo.updateBooking(tx, b.id, { checked_in_at: null });
  }
  return detail(tx, b.id);
}

/**
 * PUT /tee-time-bookings/{id}/payment. Paid records how and who took it (a second call changes
 * the method and keeps the first time); not paid clears all three.
 */
export async function payment(
  tx: Tx,
  c: Caller,
  id: number,
  input: BookingPayment,
): Promise<TeeTimeBooking> {
  const b = await lockLive(tx, id);
  if (input.paid)
    await repo.updateBooking(tx, b.id, {
      paid_at: b.paid_at ?? c.now,
      paid_by_user_id: c.userId,
      payment_method: input.method!,
    });
  else if (b.paid_at)
    await repo.updateBooking(tx, b.id, {
      paid_at: null,
      paid_by_user_id: null,
      payment_method: null,
    });
  return detail(tx, b.id);
}

/**
 * PUT /tee-time-bookings/{id}/no-show. Only once the start time has passed (club clock), and not
 * for a group that has checked in (undo the check-in first); false undoes a no-show.
 */
export async function noShow(
  tx: Tx,
  c: Caller,
  id: number,
  isNoShow: boolean,
): Promise<TeeTimeBooking> {
  const b = await lockLive(tx, id);
  if (isNoShow) {
    if (b.checked_in_at)
      throw conflict('This booking is checked in: undo the check-in before marking a no-show');
    const { clock } = await clubOf(tx, c);
    if (!hasStarted(b.date, b.start_time, clock))
      throw conflict('A booking can be marked a no-show only after its start time');
    if (!b.no_show_at) await repo.updateBooking(tx, b.id, { no_show_at: c.now });
  } else if (b.no_show_at) {
    await repo.updateBooking(tx, b.id, { no_show_at: null });
  }
  return detail(tx, b.id);
}

/**
 * GET /tee-times/move-options/{bookingId}?date: every generated time of the day (on each tee with
 * crossover starts) with whether the booking's players fit there, and why not ('current' is where
 * it is now).
 */
export async function moveOptions(
  tx: Tx,
  c: Caller,
  bookingId: number,
  date: string,
): Promise<MoveOptions> {
  const b = await repo.bookingById(tx, bookingId);
  if (!b) throw notFound('Booking');
  if (b.status === 'cancelled') throw conflict('This booking is cancelled');
  const course = await courseOr404(tx, b.course_id);
  const club = await clubOf(tx, c);
  const { plan } = await dayPlan(tx, course, date, club);
  const answer = {
    booking_id: b.id,
    date,
    player_count: b.player_count,
    is_open: plan.is_open,
    crossover_starts: course.crossover_starts,
  };
  if (!plan.is_open) return { ...answer, times: [] };
  const rows = await materialisedRows(tx, c, course.id, date, plan);
  const key = (time: string, tee: number) => `${hhmm(time)}|${tee}`;
  const bySlot = new Map(rows.map((r) => [key(r.start_time, r.start_tee), r]));
  const times = plannedSlots(plan).map(({ start_time: time, start_tee }): MoveOption => {
    const row = bySlot.get(key(time, start_tee));
    const capacity = row?.capacity ?? plan.players_per_slot;
    const placesLeft = Math.max(0, capacity - (row?.booked_players ?? 0));
    const reason =
      row?.id === b.tee_time_id
        ? 'current'
        : hasStarted(date, time, club.clock)
          ? 'started'
          : row?.is_blocked
            ? 'blocked'
            : placesLeft < b.player_count
              ? 'full'
              : null;
    return {
      tee_time_id: row?.id ?? null,
      start_time: time,
      start_tee,
      places_left: placesLeft,
      available: reason === null,
      reason,
      block_reason: row?.block_reason ?? null,
    };
  });
  return { ...answer, times };
}

type Range = TeeTimeRangeUnblock;

/** The open dates a range applies to (weekly up to repeat_weekly_until) and its times as HH:MM. */
async function rangeDays(tx: Tx, c: Caller, input: Range) {
  const course = await courseOr404(tx, input.course_id);
  const club = await clubOf(tx, c);
  const from = clockTimeIn(input.from, club.timeZone);
  const to = clockTimeIn(input.to, club.timeZone);
  if (to < from) throw badRequest('The last time must be at or after the first time');
  const until = input.repeat_weekly_until ?? input.date;
  if (until < input.date) throw badRequest('Repeat until must be on or after the date');
  if (until > addDays(input.date, MAX_BLOCK_REPEAT_WEEKS * 7))
    throw badRequest(`A block repeats weekly for at most ${MAX_BLOCK_REPEAT_WEEKS} weeks`);
  const days = (await courseDays(tx, course.id, input.date, until)).filter((_, i) => i % 7 === 0);
  const planned = days.map((day) => ({ date: day.date, plan: planOf(day, course, club) }));
  return { course, from, to, all: planned, open: planned.filter((d) => d.plan.is_open) };
}

const planOf = (day: Parameters<typeof planDay>[0], course: CourseRow, club: Club) =>
  planDay({ ...day, is_open: day.is_open && course.is_active }, course, club.settings);

export type RangeAnswer = TeeTimeRangeBlockResult & { course_id: number; freed: number[] };

/**
 * POST /tee-times/blocks: blocks every time from `from` to `to` on the date, and on the same
 * weekday up to repeat_weekly_until; closed days are skipped. Bookings already there stay (the
 * answer counts the times that have some) and no one can book those times any more.
 */
export async function blockRange(
  tx: Tx,
  c: Caller,
  input: TeeTimeRangeBlock,
): Promise<RangeAnswer> {
  const { course, from, to, open } = await rangeDays(tx, c, input);
  let blocked = 0;
  let withBookings = 0;
  for (const { date, plan } of open) {
    await repo.materialiseDay(tx, c.organizationId, course.id, date, plan);
    const rows = await repo.blockRange(tx, course.id, date, from, to, input.reason, c.userId);
    blocked += rows.length;
    withBookings += rows.filter((r) => r.booked_players > 0).length;
  }
  return {
    course_id: course.id,
    dates: open.map((d) => d.date),
    blocked,
    with_bookings: withBookings,
    freed: [],
  };
}

/** POST /tee-times/blocks/remove: unblocks the same range; answers the times unblocked. */
export async function unblockRange(
  tx: Tx,
  c: Caller,
  input: TeeTimeRangeUnblock,
): Promise<RangeAnswer> {
  // Every weekly date, closed ones too: a day closed since it was blocked is unblocked as well.
  const { course, from, to, all } = await rangeDays(tx, c, input);
  const freed: number[] = [];
  let withBookings = 0;
  const dates: string[] = [];
  for (const { date } of all) {
    const rows = await repo.unblockRange(tx, course.id, date, from, to);
    if (rows.length > 0) dates.push(date);
    freed.push(...rows.map((r) => r.id));
    withBookings += rows.filter((r) => r.booked_players > 0).length;
  }
  return {
    course_id: course.id,
    dates,
    blocked: freed.length,
    with_bookings: withBookings,
    freed,
  };
}
