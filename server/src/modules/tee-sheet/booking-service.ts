/** Booking, changing and cancelling tee times, and the booking lists. */
import {
  BOOKING_MESSAGES,
  type BookingPrice,
  type BookingRules,
  PLAYER_SEARCH_LIMIT,
  type BookingPlayerOption,
  type CurrentTeeTime,
  type TeeTimeBooking,
  type TeeTimeBookingRequest,
  type TeeTimeBookingUpdate,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { clockTimeIn, hhmm, instantOf } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { addDays, type CourseRow } from '../courses';
import { activeUserIds, membersNamed } from '../users';
import { clubOf, type Caller, type Club } from './context';
import type { DayPlan, StartTee } from './generate';
import { priceBooking } from './green-fees';
import { claimKey, requestHash, storeAnswer } from '../../lib/idempotency';
import * as repo from './repository';
import {
  alreadyBookedProblem,
  bookingWindowProblem,
  cancellationProblem,
  cartsProblem,
  currentOf,
  daysAheadFor,
  hasStarted,
  memberIds,
  notATeeTimeProblem,
  playersProblem,
  slotProblem,
  startedProblem,
  type PlayerInput,
} from './rules';
import { courseOr404, dayPlan, teeTimeOr404 } from './sheet-service';
import { bookingView } from './views';

/** The request after validation (defaults applied). */
export type BookingRequest = Omit<TeeTimeBookingRequest, 'carts'> & { carts: number };
export type BookingUpdate = TeeTimeBookingUpdate;

/** replayed: the stored answer of an earlier attempt with the same Idempotency-Key. */
export type BookAnswer = { status: number; body: TeeTimeBooking; replayed: boolean };

const notAvailable = () => conflict(BOOKING_MESSAGES.notAvailable);

/**
 * The 409 after the conditional update found no places: re-reads the time to say why. Should the
 * transaction be unusable (a constraint fired), the spec's bare text.
 */
async function placesGone(tx: Tx, teeTimeId: number, needed: number) {
  try {
    const row = await repo.findTeeTime(tx, teeTimeId);
    const problem = row ? slotProblem(row, needed) : null;
    return conflict(problem ?? BOOKING_MESSAGES.notAvailable);
  } catch {
    return notAvailable();
  }
}

async function detail(tx: Tx, id: number): Promise<TeeTimeBooking> {
  const b = await repo.bookingById(tx, id);
  if (!b) throw notFound('Booking');
  return bookingView(b);
}

/**
 * Every member among the players, and the owner, must be an active user of the club. A caller
 * booking for themselves alone needs no query: their session was just found active.
 */
async function assertActiveMembers(
  tx: Tx,
  c: Caller,
  ownerId: number,
  players: readonly PlayerInput[],
) {
  const ids = [...new Set([ownerId, ...memberIds(players)])];
  if (ids.length === 1 && ids[0] === c.userId) return;
  const active = new Set(await activeUserIds(tx, ids));
  if (!active.has(ownerId))
    throw badRequest('The booking owner must be an active member of the club');
  const missing = ids.find((id) => !active.has(id));
  if (missing !== undefined)
    throw badRequest(`Player ${missing} is not an active member of the club`);
}

/** The plan of a day the course is open, else 400 with the spec's text. */
async function openDay(tx: Tx, course: CourseRow, date: string, club: Club): Promise<DayPlan> {
  const { plan } = await dayPlan(tx, course, date, club);
  if (!plan.is_open) throw badRequest(BOOKING_MESSAGES.closed);
  return plan;
}

/**
 * The time must be one the day generates and not started yet; answers the tee-time row,
 * materialising the day the first time it is booked.
 */
async function bookableSlot(
  tx: Tx,
  c: Caller,
  courseId: number,
  date: string,
  time: string,
  tee: StartTee,
  plan: DayPlan,
  club: Club,
): Promise<repo.TeeTimeRow> {
  if (!plan.times.includes(time)) throw conflict(notATeeTimeProblem(time, plan));
  if (hasStarted(date, time, club.clock)) throw conflict(startedProblem(date, club.clock));
  return ensureSlot(tx, c, courseId, date, time, tee, plan);
}

async function ensureSlot(
  tx: Tx,
  c: Caller,
  courseId: number,
  date: string,
  time: string,
  tee: StartTee,
  plan: DayPlan,
): Promise<repo.TeeTimeRow> {
  const found = await repo.findSlot(tx, courseId, date, time, tee);
  if (found) return found;
  await repo.materialiseDay(tx, c.organizationId, courseId, date, plan);
  const made = await repo.findSlot(tx, courseId, date, time, tee);
  if (!made) throw notAvailable();
  return made;
}

/**
 * The people rules of a booking at a tee time, serialised per member and date so two requests
 * cannot both pass: the member-day lock of every member player (and of the owner under
 * one_booking_per_member_per_day) is taken in id order before anything is checked.
 * - a person is never two players on one tee time (409);
 * - one_booking_per_member_per_day (400) when `checkOwnerDay`.
 */
async function assertPeople(
  tx: Tx,
  c: Caller,
  club: Club,
  p: {
    ownerId: number;
    players: readonly PlayerInput[];
    date: string;
    teeTimeId: number;
    startTime: string;
    exceptBookingId: number | null;
    checkOwnerDay: boolean;
  },
) {
  const onePerDay = p.checkOwnerDay && club.settings.one_booking_per_member_per_day;
  const members = memberIds(p.players);
  await repo.lockMemberDays(
    tx,
    c.organizationId,
    onePerDay ? [p.ownerId, ...members] : members,
    p.date,
  );
  const [taken] = await repo.membersBookedAt(tx, p.teeTimeId, members, p.exceptBookingId);
  if (taken)
    throw conflict(alreadyBookedProblem(taken.name, p.startTime, taken.user_id === c.userId));
  if (onePerDay) await assertOnePerDay(tx, c, p.ownerId, p.date, p.exceptBookingId);
}

/** one_booking_per_member_per_day; the caller holds the owner's member-day lock. */
async function assertOnePerDay(
  tx: Tx,
  c: Caller,
  ownerId: number,
  date: string,
  exceptBookingId: number | null,
) {
  if (await repo.hasBookingOn(tx, ownerId, date, exceptBookingId))
    throw badRequest(
      ownerId === c.userId
        ? 'You already have a booking on this date'
        : 'This member already has a booking on this date',
    );
}

/** The 10th tee is a starting tee only on a course that runs crossover starts (400 otherwise). */
function assertStartTee(course: CourseRow, tee: StartTee) {
  if (tee === 10 && !course.crossover_starts)
    throw badRequest(
      `${course.name} does not start from the 10th tee: book the 1st tee, or turn on crossover starts for the course`,
    );
}

const priceColumns = (price: BookingPrice | null) => ({
  price,
  price_cents: price?.total_cents ?? null,
});

type PreparedBooking = { body: TeeTimeBooking; teeTimeId: number; places: number };

/**
 * Checks the request and writes the booking and its players, all but taking the places: the
 * caller does that last (reservePlaces), so the tee time's row stays locked only until COMMIT.
 */
async function prepareBooking(tx: Tx, c: Caller, input: BookingRequest): Promise<PreparedBooking> {
  const course = await courseOr404(tx, input.course_id);
  const tee = input.start_tee ?? 1;
  assertStartTee(course, tee);
  const ownerId = input.user_id ?? c.userId;
  if (ownerId !== c.userId && !c.isStaff)
    throw forbidden('Only staff can book a tee time on behalf of another member');
  const club = await clubOf(tx, c);
  const plan = await openDay(tx, course, input.date, club);
  const players: PlayerInput[] = input.players ?? [{ user_id: ownerId }];
  const holes = input.holes ?? club.settings.default_round_holes;
  const problem = playersProblem(players, input.carts, club.settings);
  if (problem) throw badRequest(problem);
  await assertActiveMembers(tx, c, ownerId, players);
  if (!c.isStaff) {
    const late = bookingWindowProblem(
      input.date,
      club.clock.date,
      daysAheadFor(c.roles, club.settings),
    );
    if (late) throw badRequest(late);
  }
  const time = clockTimeIn(input.start_time, club.timeZone);
  const slot = await bookableSlot(tx, c, course.id, input.date, time, tee, plan, club);
  await assertPeople(tx, c, club, {
    ownerId,
    players,
    date: input.date,
    teeTimeId: slot.id,
    startTime: time,
    exceptBookingId: null,
    checkOwnerDay: true,
  });
  // Already full or blocked as read: answered now, before writing anything.
  const full = slotProblem(slot, players.length);
  if (full) throw conflict(full);
  const price = await priceBooking(tx, c, {
    course_id: course.id,
    date: input.date,
    start_time: time,
    holes,
    players,
    carts: input.carts,
  });
  const id = await repo.insertBooking(
    tx,
    {
      organization_id: c.organizationId,
      tee_time_id: slot.id,
      user_id: ownerId,
      booked_by_user_id: c.userId,
      player_count: players.length,
      carts: input.carts,
      notes: input.notes ?? null,
      holes,
      ...priceColumns(price),
    },
    players,
  );
  return { body: await detail(tx, id), teeTimeId: slot.id, places: players.length };
}

/**
 * POST /tee-time-bookings/book. With an Idempotency-Key the key is claimed in this transaction:
 * a repeat with the same body gets the stored answer, a different body 422. The places are taken
 * by the last statement, one conditional update; when they are gone the whole attempt (booking,
 * players, stored answer) rolls back with the 409.
 */
export async function book(
  tx: Tx,
  c: Caller,
  input: BookingRequest,
  idempotencyKey: string | null,
): Promise<BookAnswer> {
  const scope = idempotencyKey
    ? { organizationId: c.organizationId, userId: c.userId, key: idempotencyKey }
    : null;
  if (scope) {
    const stored = await claimKey(tx, scope, requestHash(input), c.now);
    // Only 201 answers are stored (a failed attempt rolls its key back).
    if (stored)
      return { status: stored.status, body: stored.body as TeeTimeBooking, replayed: true };
  }
  const prepared = await prepareBooking(tx, c, input);
  const answer = { status: 201, body: prepared.body };
  if (scope) await storeAnswer(tx, scope, answer);
  if (!(await repo.reservePlaces(tx, prepared.teeTimeId, prepared.places)))
    throw await placesGone(tx, prepared.teeTimeId, prepared.places);
  return { ...answer, replayed: false };
}

async function lockOwnBooking(tx: Tx, c: Caller, id: number): Promise<repo.LockedBooking> {
  const b = await repo.lockBooking(tx, id);
  if (!b) throw notFound('Booking');
  if (b.user_id !== c.userId && !c.isStaff)
    throw forbidden('You can change only your own bookings');
  return b;
}

/** Where a booking was before a change (both days' sheets change when it moves). */
export type BookingChange = {
  booking: TeeTimeBooking;
  previous: { date: string; start_time: string; start_tee: 1 | 10 };
  /** Tee times that have places free now (moved away, fewer players): the waitlist's news. */
  freed: number[];
};

/** The players of a stored booking as a request would name them (a former member as a guest). */
const playersInputOf = (b: repo.BookingDetail): PlayerInput[] =>
  b.players.map((p) => (p.user_id !== null ? { user_id: p.user_id } : { guest_name: p.name }));

/** PUT /tee-time-bookings/{id}: players, carts, holes, notes; staff may also move it. */
export async function update(
  tx: Tx,
  c: Caller,
  id: number,
  input: BookingUpdate,
): Promise<BookingChange> {
  const b = await lockOwnBooking(tx, c, id);
  if (b.status === 'cancelled') throw conflict('This booking is cancelled');
  const club = await clubOf(tx, c);
  const date = input.date ?? b.date;
  const time = input.start_time ? clockTimeIn(input.start_time, club.timeZone) : hhmm(b.start_time);
  const tee = input.start_tee ?? b.start_tee;
  const moving = date !== b.date || time !== hhmm(b.start_time) || tee !== b.start_tee;
  if (moving && !c.isStaff) throw forbidden('Only staff can move a booking to another tee time');
  if (!c.isStaff && hasStarted(b.date, b.start_time, club.clock))
    throw conflict('This tee time has already started');

  const count = input.players?.length ?? b.player_count;
  const carts = input.carts ?? b.carts;
  const holes = input.holes ?? b.holes;
  const problem = input.players
    ? playersProblem(input.players, carts, club.settings)
    : cartsProblem(carts, count);
  if (problem) throw badRequest(problem);
  if (input.players) await assertActiveMembers(tx, c, b.user_id, input.players);
  const current = await repo.bookingById(tx, b.id);
  if (!current) throw notFound('Booking');
  const players = input.players ?? playersInputOf(current);

  let teeTimeId = b.tee_time_id;
  const freed: number[] = [];
  if (moving) {
    const course = await courseOr404(tx, b.course_id);
    assertStartTee(course, tee);
    const plan = await openDay(tx, course, date, club);
    const target = await bookableSlot(tx, c, course.id, date, time, tee, plan, club);
    await assertPeople(tx, c, club, {
      ownerId: b.user_id,
      players,
      date,
      teeTimeId: target.id,
      startTime: time,
      exceptBookingId: b.id,
      checkOwnerDay: date !== b.date,
    });
    await repo.lockTeeTimes(tx, [b.tee_time_id, target.id]);
    await repo.releasePlaces(tx, b.tee_time_id, b.player_count);
    if (!(await repo.reservePlaces(tx, target.id, count)))
      throw await placesGone(tx, target.id, count);
    teeTimeId = target.id;
    freed.push(b.tee_time_id);
  } else {
    if (input.players)
      await assertPeople(tx, c, club, {
        ownerId: b.user_id,
        players,
        date,
        teeTimeId: b.tee_time_id,
        startTime: time,
        exceptBookingId: b.id,
        checkOwnerDay: false,
      });
    if (count > b.player_count) {
      if (!(await repo.reservePlaces(tx, b.tee_time_id, count - b.player_count)))
        throw await placesGone(tx, b.tee_time_id, count - b.player_count);
    } else if (count < b.player_count) {
      await repo.releasePlaces(tx, b.tee_time_id, b.player_count - count);
      freed.push(b.tee_time_id);
    }
  }
  const repriced =
    moving || input.players !== undefined || input.carts !== undefined || input.holes !== undefined;
  const price = repriced
    ? priceColumns(
        await priceBooking(tx, c, {
          course_id: b.course_id,
          date,
          start_time: time,
          holes,
          players,
          carts,
        }),
      )
    : {};
  await repo.updateBooking(tx, b.id, {
    tee_time_id: teeTimeId,
    player_count: count,
    carts,
    holes,
    notes: input.notes === undefined ? b.notes : (input.notes ?? null),
    ...price,
  });
  if (input.players) {
    await repo.deletePlayers(tx, b.id);
    await repo.insertPlayers(tx, c.organizationId, b.id, input.players);
  }
  return {
    booking: await detail(tx, b.id),
    previous: { date: b.date, start_time: hhmm(b.start_time), start_tee: b.start_tee },
    freed,
  };
}

/** DELETE /tee-time-bookings/{id}: members up to the cut-off before the start, staff at any time. */
export async function cancel(tx: Tx, c: Caller, id: number): Promise<TeeTimeBooking> {
  const b = await lockOwnBooking(tx, c, id);
  if (b.status === 'cancelled') throw conflict('This booking is already cancelled');
  const club = await clubOf(tx, c);
  const start = instantOf(b.date, hhmm(b.start_time), club.timeZone);
  const late = cancellationProblem(
    start,
    c.now,
    club.settings.cancellation_cutoff_hours,
    c.isStaff,
  );
  if (late) throw conflict(late);
  await repo.updateBooking(tx, b.id, { status: 'cancelled', cancelled_at: c.now });
  await repo.releasePlaces(tx, b.tee_time_id, b.player_count);
  return detail(tx, b.id);
}

function assertMayRead(c: Caller, userId: number) {
  if (userId !== c.userId && !c.isStaff)
    throw forbidden("You cannot see another member's bookings");
}

/** The user's bookings (owned or playing in): upcoming confirmed ones, or all. */
export async function forUser(
  tx: Tx,
  c: Caller,
  userId: number,
  scope: 'upcoming' | 'all',
): Promise<TeeTimeBooking[]> {
  assertMayRead(c, userId);
  const from = scope === 'upcoming' ? (await clubOf(tx, c)).clock.date : null;
  return (await repo.bookingsOfUser(tx, userId, from)).map(bookingView);
}

/** Confirmed bookings at one tee time. */
export async function forTeeTime(tx: Tx, teeTimeId: number): Promise<TeeTimeBooking[]> {
  await teeTimeOr404(tx, teeTimeId);
  return (await repo.confirmedAt(tx, [teeTimeId])).map(bookingView);
}

/** The user's round under way today (started within the round duration), else the next today. */
export async function current(
  tx: Tx,
  c: Caller,
  userId: number | undefined,
): Promise<CurrentTeeTime> {
  const target = userId ?? c.userId;
  assertMayRead(c, target);
  const { clock } = await clubOf(tx, c);
  const today = await repo.bookingsOfUser(tx, target, clock.date, clock.date);
  const found = currentOf(today, clock.minutes);
  return found ? { booking: bookingView(found.booking), state: found.state } : null;
}

/**
 * Other active members of the caller's club whose name contains q (already trimmed, 2–80
 * characters): whom a member may name as a player. Names only, never e-mail.
 */
export function searchPlayers(tx: Tx, c: Caller, q: string): Promise<BookingPlayerOption[]> {
  return membersNamed(tx, q, c.userId, PLAYER_SEARCH_LIMIT);
}

/** The club's booking rules as they apply to the caller (staff have no days-ahead limit). */
export async function rulesFor(tx: Tx, c: Caller): Promise<BookingRules> {
  const club = await clubOf(tx, c);
  const { settings, clock } = club;
  return {
    today: clock.date,
    last_bookable_date: c.isStaff ? null : addDays(clock.date, daysAheadFor(c.roles, settings)),
    max_players_per_booking: settings.max_players_per_booking,
    guests_allowed: settings.guests_allowed,
    one_booking_per_member_per_day: settings.one_booking_per_member_per_day,
    cancellation_cutoff_hours: settings.cancellation_cutoff_hours,
  };
}
