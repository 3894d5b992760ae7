/**
 * The waitlist: members wait for a full time or a window of a course day. When places free, the
 * first in line (join order) whose window holds a freed time with enough places gets an offer: the
 * places are taken in tee_times.booked_players with the booking's conditional update, so nobody
 * else can book them, for the club's waitlist_offer_minutes. Accept turns the hold into a booking
 * in one transaction (the places are released and taken again while the tee time stays locked);
 * decline, leave and expiry release them and the next in line is offered them.
 */
import type { FastifyInstance } from 'fastify';
import {
  BOOKING_MESSAGES,
  WAITLIST_LIMITS,
  WAITLIST_MESSAGES,
  type TeeTimeBooking,
  type WaitlistEntry,
  type WaitlistJoinRequest,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { clockOf, clockTimeIn, hhmm, instantOf, minutesOf, wallClock } from '../../../lib/clock';
import type { Tx } from '../../../plugins/platform/database';
import { addDays } from '../../courses';
import * as bookings from '../booking-service';
import { clubOf, type Caller, type Club } from '../context';
import * as teeRepo from '../repository';
import { bookingWindowProblem, daysAheadFor, hasStarted } from '../rules';
import { courseOr404, dayPlan } from '../sheet-service';
import * as repo from './repository';

/** The offer length when the club has not set one. */
const offerMinutesOf = (club: Club): number =>
  (club.settings as { waitlist_offer_minutes?: number }).waitlist_offer_minutes ??
  WAITLIST_LIMITS.offerMinutesDefault;

export type JoinInput = Omit<WaitlistJoinRequest, 'player_count'> & { player_count: number };

/** An offer just made: what the member is told and when it expires. */
export type MadeOffer = {
  entryId: number;
  userId: number;
  courseId: number;
  courseName: string;
  date: string;
  startTime: string;
  playerCount: number;
  expiresAt: Date;
  offerMinutes: number;
  timeZone: string;
};

/** Tee times whose held places were given back (the next in line may get them). */
export type Freed = { teeTimeIds: number[]; days: { courseId: number; date: string }[] };

const noneFreed = (): Freed => ({ teeTimeIds: [], days: [] });

export function entryView(e: repo.EntryDetail): WaitlistEntry {
  return {
    id: e.id,
    user_id: e.user_id,
    user_name: e.user_name,
    course_id: e.course_id,
    course_name: e.course_name,
    date: e.date,
    from_time: hhmm(e.from_time),
    to_time: hhmm(e.to_time),
    player_count: e.player_count,
    status: e.status,
    position: e.position,
    offer:
      e.status === 'offered' && e.offer_tee_time_id !== null && e.offer_expires_at
        ? {
            tee_time_id: e.offer_tee_time_id,
            start_time: hhmm(e.offer_start_time ?? '00:00'),
            start_tee: e.offer_start_tee ?? 1,
            expires_at: e.offer_expires_at.toISOString(),
          }
        : null,
    booking_id: e.booking_id,
    created_at: e.created_at.toISOString(),
  };
}

async function detail(tx: Tx, id: number): Promise<WaitlistEntry> {
  const e = await repo.entryById(tx, id);
  if (!e) throw notFound('Waitlist entry');
  return entryView(e);
}

// ---- Expiry

/**
 * Gives back the places of offers whose time is up (by the app's clock) and closes waiting
 * entries whose window has started. Runs before every waitlist call and from the expiry job, so
 * an offer never outlives its time even when a job is late. Answers what was freed.
 */
export async function sweep(tx: Tx, c: Caller): Promise<Freed> {
  const club = await clubOf(tx, c);
  await repo.lapseWaiting(tx, club.clock.date, clockOf(club.clock.minutes));
  const freed = noneFreed();
  for (const id of await repo.dueOffers(tx, c.now)) {
    const e = await repo.lockEntry(tx, id);
    if (!e || e.status !== 'offered' || !e.offer_expires_at) continue;
    if (e.offer_expires_at.getTime() > c.now.getTime()) continue;
    await releaseOffer(tx, e, 'expired', freed);
  }
  return freed;
}

/** Gives the held places back and closes the offer with `status`. */
async function releaseOffer(
  tx: Tx,
  e: repo.EntryRow,
  status: 'expired' | 'declined' | 'left',
  freed: Freed,
): Promise<void> {
  if (e.offer_tee_time_id !== null) {
    await teeRepo.releasePlaces(tx, e.offer_tee_time_id, e.player_count);
    freed.teeTimeIds.push(e.offer_tee_time_id);
    freed.days.push({ courseId: e.course_id, date: e.date });
  }
  await repo.updateEntry(tx, e.id, { status, offer_tee_time_id: null, offer_expires_at: null });
}

// ---- Offers

/**
 * Offers the free places of one tee time to the line, first come first served: each waiting entry
 * whose window includes the time and whose players fit (and who is not on the time already) takes
 * its places with the capacity guard's conditional update. Serialised per course day.
 */
async function offerPlaces(tx: Tx, c: Caller, club: Club, teeTimeId: number): Promise<MadeOffer[]> {
  const seen = await teeRepo.findTeeTime(tx, teeTimeId);
  if (!seen) return [];
  await repo.lockDay(tx, c.organizationId, seen.course_id, seen.date);
  const [t] = await teeRepo.lockTeeTimes(tx, [teeTimeId]);
  if (!t || t.is_blocked || hasStarted(t.date, t.start_time, club.clock)) return [];
  let left = t.capacity - t.booked_players;
  if (left <= 0) return [];
  const line = await repo.waitingFor(tx, t.course_id, t.date, t.start_time);
  if (line.length === 0) return [];
  const course = await courseOr404(tx, t.course_id);
  const minutes = offerMinutesOf(club);
  const startsAt = instantOf(t.date, hhmm(t.start_time), club.timeZone);
  const made: MadeOffer[] = [];
  for (const e of line) {
    if (e.player_count > left) continue;
    if (await repo.bookedOn(tx, e.user_id, t.id)) continue;
    if (
      club.settings.one_booking_per_member_per_day &&
      (await teeRepo.hasBookingOn(tx, e.user_id, t.date, null))
    )
      continue;
    if (!(await teeRepo.reservePlaces(tx, t.id, e.player_count))) break;
    // Held for the club's minutes, but never past the start.
    const expiresAt = new Date(Math.min(c.now.getTime() + minutes * 60_000, startsAt.getTime()));
    if (!(await repo.offerEntry(tx, e.id, t.id, expiresAt))) {
      await teeRepo.releasePlaces(tx, t.id, e.player_count);
      continue;
    }
    left -= e.player_count;
    made.push({
      entryId: e.id,
      userId: e.user_id,
      courseId: t.course_id,
      courseName: course.name,
      date: t.date,
      startTime: hhmm(t.start_time),
      playerCount: e.player_count,
      expiresAt,
      offerMinutes: minutes,
      timeZone: club.timeZone,
    });
    if (left <= 0) break;
  }
  return made;
}

/** Offers the free places of the tee times (in id order) to the lines; answers the offers made. */
export async function offerFreed(
  tx: Tx,
  c: Caller,
  teeTimeIds: readonly number[],
): Promise<MadeOffer[]> {
  const club = await clubOf(tx, c);
  const made: MadeOffer[] = [];
  for (const id of [...new Set(teeTimeIds)].sort((a, b) => a - b))
    made.push(...(await offerPlaces(tx, c, club, id)));
  return made;
}

// ---- Member calls

function assertOwner(c: Caller, e: repo.EntryRow, staffToo: boolean) {
  if (e.user_id === c.userId) return;
  if (staffToo && c.isStaff) return;
  throw forbidden('You can change only your own waitlist entries');
}

/** POST /tee-time-waitlist. */
export async function join(tx: Tx, c: Caller, input: JoinInput): Promise<WaitlistEntry> {
  const course = await courseOr404(tx, input.course_id);
  const club = await clubOf(tx, c);
  const from = clockTimeIn(input.from_time, club.timeZone);
  const to = input.to_time ? clockTimeIn(input.to_time, club.timeZone) : from;
  if (minutesOf(from) > minutesOf(to))
    throw badRequest('The end of the window must not be before its start');
  if (input.player_count > 1 && !club.settings.guests_allowed)
    throw badRequest('Guests are not allowed at this club: wait for 1 player');
  if (input.player_count > club.settings.max_players_per_booking)
    throw badRequest(
      `A booking can have at most ${club.settings.max_players_per_booking} ${
        club.settings.max_players_per_booking === 1 ? 'player' : 'players'
      }`,
    );
  if (!c.isStaff) {
    const late = bookingWindowProblem(
      input.date,
      club.clock.date,
      daysAheadFor(c.roles, club.settings),
    );
    if (late) throw badRequest(late);
  }
  const { plan } = await dayPlan(tx, course, input.date, club);
  if (!plan.is_open) throw badRequest(BOOKING_MESSAGES.closed);
  const first = plan.times[0]!;
  const last = plan.times[plan.times.length - 1]!;
  if (from < first || to > last)
    throw badRequest(`The window must be within the day's tee times (${first}–${last})`);
  const times = plan.times.filter(
    (t) => t >= from && t <= to && !hasStarted(input.date, t, club.clock),
  );
  if (times.length === 0) throw badRequest(WAITLIST_MESSAGES.noTimes);

  await repo.lockMember(tx, c.organizationId, c.userId);
  if ((await repo.openCount(tx, c.userId)) >= WAITLIST_LIMITS.openPerMember)
    throw conflict(WAITLIST_MESSAGES.tooMany);
  if (await repo.overlapping(tx, c.userId, course.id, input.date, from, to))
    throw conflict(WAITLIST_MESSAGES.alreadyWaiting);
  if (await repo.bookedInWindow(tx, c.userId, course.id, input.date, from, to))
    throw conflict(WAITLIST_MESSAGES.alreadyBooked);

  // A time that has the places now (on any of the day's tees) is booked, not waited for (times
  // not written yet are empty).
  const rows = new Map(
    (await repo.windowRows(tx, course.id, input.date, from, to)).map((r) => [
      `${hhmm(r.start_time)}|${r.start_tee}`,
      r,
    ]),
  );
  const fits = (t: string, tee: number) => {
    const r = rows.get(`${t}|${tee}`);
    if (!r) return plan.players_per_slot >= input.player_count;
    return !r.is_blocked && r.capacity - r.booked_players >= input.player_count;
  };
  for (const t of times) {
    const tee = plan.tees.find((x) => fits(t, x));
    if (tee === undefined) continue;
    // With crossover starts the answer names the tee: '08:00 on the 10th tee has places…'.
    const where = plan.tees.length > 1 ? ` on the ${tee === 10 ? '10th' : '1st'} tee` : '';
    throw conflict(`${t}${where} has places for ${input.player_count}: book it instead`);
  }

  const id = await repo.insertEntry(tx, {
    organization_id: c.organizationId,
    user_id: c.userId,
    course_id: course.id,
    date: input.date,
    from_time: from,
    to_time: to,
    player_count: input.player_count,
  });
  return detail(tx, id);
}

/** GET /tee-time-waitlist: the caller's open entries and those of the last week. */
export async function mine(tx: Tx, c: Caller): Promise<WaitlistEntry[]> {
  const club = await clubOf(tx, c);
  const since = addDays(club.clock.date, -7);
  return (await repo.entriesOfUser(tx, c.userId, since)).map(entryView);
}

/** GET /tee-time-waitlist?course_id&date: staff see the day's line. */
export async function day(
  tx: Tx,
  c: Caller,
  courseId: number,
  date: string,
): Promise<WaitlistEntry[]> {
  if (!c.isStaff) throw forbidden("Only staff can see a day's waitlist");
  await courseOr404(tx, courseId);
  return (await repo.entriesOfDay(tx, courseId, date)).map(entryView);
}

export type Closed = { entry: WaitlistEntry; freed: Freed };

/** DELETE /tee-time-waitlist/{id}: the member (or staff) takes the entry out of the line. */
export async function leave(tx: Tx, c: Caller, id: number): Promise<Closed> {
  const e = await repo.lockEntry(tx, id);
  if (!e) throw notFound('Waitlist entry');
  assertOwner(c, e, true);
  const freed = noneFreed();
  if (e.status === 'waiting') await repo.updateEntry(tx, e.id, { status: 'left' });
  else if (e.status === 'offered') await releaseOffer(tx, e, 'left', freed);
  else throw conflict(WAITLIST_MESSAGES.closed);
  return { entry: await detail(tx, e.id), freed };
}

/** POST /tee-time-waitlist/{id}/decline: the held places go to the next in line. */
export async function decline(tx: Tx, c: Caller, id: number): Promise<Closed> {
  const e = await repo.lockEntry(tx, id);
  if (!e) throw notFound('Waitlist entry');
  assertOwner(c, e, false);
  if (e.status !== 'offered') throw conflict(WAITLIST_MESSAGES.notOffered);
  const freed = noneFreed();
  await releaseOffer(tx, e, 'declined', freed);
  return { entry: await detail(tx, e.id), freed };
}

export type Accepted =
  { booking: TeeTimeBooking; freed: Freed } | { booking: null; freed: Freed; problem: string };

/**
 * POST /tee-time-waitlist/{id}/accept: the held places become the member's booking. The hold is
 * given back and taken again by the booking in this transaction (the tee time's row stays locked
 * from the release to COMMIT, so nobody else can take them between); every booking rule applies.
 * An offer whose time is up is closed instead (the caller commits that and answers 409).
 */
export async function accept(tx: Tx, c: Caller, id: number): Promise<Accepted> {
  const e = await repo.lockEntry(tx, id);
  if (!e) throw notFound('Waitlist entry');
  assertOwner(c, e, false);
  if (e.status !== 'offered' || e.offer_tee_time_id === null || !e.offer_expires_at)
    throw conflict(WAITLIST_MESSAGES.notOffered);
  const freed = noneFreed();
  if (e.offer_expires_at.getTime() <= c.now.getTime()) {
    await releaseOffer(tx, e, 'expired', freed);
    return { booking: null, freed, problem: WAITLIST_MESSAGES.offerExpired };
  }
  const t = await teeRepo.findTeeTime(tx, e.offer_tee_time_id);
  if (!t) throw conflict(WAITLIST_MESSAGES.notOffered);
  // The member-day lock first, as a booking takes it before the tee time.
  await teeRepo.lockMemberDay(tx, c.organizationId, e.user_id, e.date);
  await teeRepo.releasePlaces(tx, t.id, e.player_count);
  const guests = Array.from({ length: e.player_count - 1 }, (_, i) => ({
    guest_name: `Guest ${i + 1}`,
  }));
  const answer = await bookings.book(
    tx,
    c,
    {
      course_id: e.course_id,
      date: e.date,
      start_time: hhmm(t.start_time),
      start_tee: t.start_tee,
      players: [{ user_id: e.user_id }, ...guests],
      carts: 0,
      holes: (await clubOf(tx, c)).settings.default_round_holes,
    },
    null,
  );
  await repo.updateEntry(tx, e.id, {
    status: 'booked',
    booking_id: answer.body.id,
    offer_tee_time_id: null,
    offer_expires_at: null,
  });
  return { booking: answer.body, freed };
}

/** The club's wall clock at an instant, as HH:MM (the offer's expiry in notices). */
export const clubTime = (instant: Date, timeZone: string): string =>
  clockOf(wallClock(instant, timeZone).minutes);

/** A caller for work the system does (offers, expiry): no user, the club's rules, the app's now. */
export function systemCaller(app: FastifyInstance, organizationId: number): Caller {
  return { userId: 0, organizationId, roles: [], isStaff: true, now: app.now() };
}
