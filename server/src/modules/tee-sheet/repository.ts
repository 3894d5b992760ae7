/** Every SQL statement of the tee sheet. Reading a day is a constant number of queries. */
import {
  and,
  asc,
  between,
  eq,
  exists,
  getTableColumns,
  gte,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { BookingPrice, PaymentMethod } from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import { PG_CHECK_VIOLATION, pgErrorCode } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { courseNameOf } from '../courses';
import { userNameOf } from '../users';
import type { DayPlan } from './generate';
import type { PlayerInput } from './rules';
import { teeTimeBookingPlayers as players, teeTimeBookings as bookings, teeTimes } from './tables';

export type TeeTimeRow = typeof teeTimes.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

// ---- Tee times

export async function findTeeTime(tx: Tx, id: number): Promise<TeeTimeRow | null> {
  const [row] = await tx.select().from(teeTimes).where(eq(teeTimes.id, id)).limit(1);
  return row ?? null;
}

/** Locks the given tee times in id order, so two moves in opposite directions cannot deadlock. */
export async function lockTeeTimes(tx: Tx, ids: number[]): Promise<TeeTimeRow[]> {
  return tx
    .select()
    .from(teeTimes)
    .where(inArray(teeTimes.id, ids))
    .orderBy(asc(teeTimes.id))
    .for('update');
}

export type DayRow = TeeTimeRow & { my_booking_id: number | null };

/**
 * A day's materialised tee times in time order; with a viewer, each row also carries the
 * viewer's own confirmed booking there (one query either way).
 */
export const dayRows = (
  tx: Tx,
  courseId: number,
  date: string,
  viewerId: number | null = null,
): Promise<DayRow[]> =>
  tx
    .select({
      ...getTableColumns(teeTimes),
      my_booking_id:
        viewerId === null
          ? sql<number | null>`NULL::int`
          : sql<number | null>`(SELECT b.id FROM tee_time_bookings b
              WHERE b.tee_time_id = tee_times.id AND b.user_id = ${viewerId}
                AND b.status = 'confirmed' ORDER BY b.id LIMIT 1)`,
    })
    .from(teeTimes)
    .where(and(eq(teeTimes.course_id, courseId), eq(teeTimes.date, date)))
    .orderBy(asc(teeTimes.start_time), asc(teeTimes.start_tee));

export async function findSlot(
  tx: Tx,
  courseId: number,
  date: string,
  time: string,
  tee: 1 | 10 = 1,
): Promise<TeeTimeRow | null> {
  const [row] = await tx
    .select()
    .from(teeTimes)
    .where(
      and(
        eq(teeTimes.course_id, courseId),
        eq(teeTimes.date, date),
        eq(teeTimes.start_time, time),
        eq(teeTimes.start_tee, tee),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Writes the day's generated tee times in one statement, one row per time and tee (the 10th as
 * well with crossover starts). Rows that exist already (booked, blocked, or made by a concurrent
 * reader) are left as they are.
 */
export async function materialiseDay(
  tx: Tx,
  organizationId: number,
  courseId: number,
  date: string,
  plan: DayPlan,
): Promise<void> {
  if (plan.first === null || plan.last === null) return;
  await tx.execute(sql`
    INSERT INTO tee_times (organization_id, course_id, date, start_time, start_tee, capacity)
    SELECT ${organizationId}, ${courseId}, ${date}::date, time '00:00' + make_interval(mins => m),
           tee, ${plan.players_per_slot}
    FROM generate_series(${plan.first}::int, ${plan.last}::int, ${plan.interval_minutes}::int) AS m,
         unnest(${`{${plan.tees.join(',')}}`}::smallint[]) AS tee
    ORDER BY m, tee
    ON CONFLICT (course_id, date, start_time, start_tee) DO NOTHING`);
}

/**
 * The capacity guard: takes `n` places in one conditional update, or answers null when the time
 * is blocked or has fewer than `n` places left. The CHECK constraint is the last wall.
 */
export async function reservePlaces(tx: Tx, id: number, n: number): Promise<TeeTimeRow | null> {
  try {
    const [row] = await tx
      .update(teeTimes)
      .set({ booked_players: sql`${teeTimes.booked_players} + ${n}` })
      .where(
        and(
          eq(teeTimes.id, id),
          eq(teeTimes.is_blocked, false),
          sql`${teeTimes.booked_players} + ${n} <= ${teeTimes.capacity}`,
        ),
      )
      .returning();
    return row ?? null;
  } catch (err) {
    if (pgErrorCode(err) === PG_CHECK_VIOLATION) return null;
    throw err;
  }
}

export async function releasePlaces(tx: Tx, id: number, n: number): Promise<void> {
  await tx
    .update(teeTimes)
    .set({ booked_players: sql`${teeTimes.booked_players} - ${n}` })
    .where(eq(teeTimes.id, id));
}

/** Blocks a time that has no players; null when it has some (or does not exist). */
export async function block(
  tx: Tx,
  id: number,
  reason: string,
  userId: number,
): Promise<TeeTimeRow | null> {
  const [row] = await tx
    .update(teeTimes)
    .set({ is_blocked: true, block_reason: reason, blocked_by_user_id: userId })
    .where(and(eq(teeTimes.id, id), eq(teeTimes.booked_players, 0)))
    .returning();
  return row ?? null;
}

export async function unblock(tx: Tx, id: number): Promise<TeeTimeRow | null> {
  const [row] = await tx
    .update(teeTimes)
    .set({ is_blocked: false, block_reason: null, blocked_by_user_id: null })
    .where(eq(teeTimes.id, id))
    .returning();
  return row ?? null;
}

export type RangeRow = { id: number; booked_players: number };

/**
 * Blocks every materialised time of a course day from `from` to `to` (HH:MM, both included),
 * bookings or not; answers the times blocked.
 */
export const blockRange = (
  tx: Tx,
  courseId: number,
  date: string,
  from: string,
  to: string,
  reason: string,
  userId: number,
): Promise<RangeRow[]> =>
  tx
    .update(teeTimes)
    .set({ is_blocked: true, block_reason: reason, blocked_by_user_id: userId })
    .where(
      and(
        eq(teeTimes.course_id, courseId),
        eq(teeTimes.date, date),
        between(teeTimes.start_time, from, to),
      ),
    )
    .returning({ id: teeTimes.id, booked_players: teeTimes.booked_players });

/** Unblocks the blocked times of a course day from `from` to `to`; answers the times unblocked. */
export const unblockRange = (
  tx: Tx,
  courseId: number,
  date: string,
  from: string,
  to: string,
): Promise<RangeRow[]> =>
  tx
    .update(teeTimes)
    .set({ is_blocked: false, block_reason: null, blocked_by_user_id: null })
    .where(
      and(
        eq(teeTimes.course_id, courseId),
        eq(teeTimes.date, date),
        eq(teeTimes.is_blocked, true),
        between(teeTimes.start_time, from, to),
      ),
    )
    .returning({ id: teeTimes.id, booked_players: teeTimes.booked_players });

/** Tee times of a course over a date range with their confirmed booking counts (the overview). */
export const rangeRows = (tx: Tx, courseId: number, from: string, to: string) =>
  tx
    .select({
      date: teeTimes.date,
      start_time: teeTimes.start_time,
      start_tee: teeTimes.start_tee,
      capacity: teeTimes.capacity,
      booked_players: teeTimes.booked_players,
      is_blocked: teeTimes.is_blocked,
      // Qualified by hand: Drizzle leaves the column of a one-table select unqualified.
      bookings: sql<number>`(SELECT count(*) FROM tee_time_bookings b
        WHERE b.tee_time_id = tee_times.id AND b.status = 'confirmed')`.mapWith(Number),
    })
    .from(teeTimes)
    .where(and(eq(teeTimes.course_id, courseId), between(teeTimes.date, from, to)));

// ---- Members

/** Serialises bookings of one member on one date (the one-booking-per-day rule). */
export async function lockMemberDay(tx: Tx, organizationId: number, userId: number, date: string) {
  const key = `tee-sheet:member-day:${organizationId}:${userId}:${date}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Takes the member-day lock of every given member, in ascending id order, so two requests naming
 * the same members in a different order wait for each other instead of deadlocking.
 */
export async function lockMemberDays(
  tx: Tx,
  organizationId: number,
  userIds: readonly number[],
  date: string,
): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b))
    await lockMemberDay(tx, organizationId, id, date);
}

/**
 * Members among `userIds` who already play in another confirmed booking at the time of the tee
 * time on its course, on either tee (with crossover starts a person is never on both tees at once).
 */
export async function membersBookedAt(
  tx: Tx,
  teeTimeId: number,
  userIds: readonly number[],
  exceptBookingId: number | null,
): Promise<{ user_id: number; name: string }[]> {
  if (userIds.length === 0) return [];
  const sameTime = sql`(SELECT s.id FROM tee_times s, tee_times t
    WHERE t.id = ${teeTimeId} AND s.course_id = t.course_id AND s.date = t.date
      AND s.start_time = t.start_time)`;
  const rows = await tx
    .select({ user_id: players.user_id, name: userNameOf(sql`tee_time_booking_players.user_id`) })
    .from(players)
    .innerJoin(bookings, eq(bookings.id, players.booking_id))
    .where(
      and(
        sql`${bookings.tee_time_id} IN ${sameTime}`,
        eq(bookings.status, 'confirmed'),
        inArray(players.user_id, [...userIds]),
        exceptBookingId === null ? undefined : ne(bookings.id, exceptBookingId),
      ),
    )
    .orderBy(asc(players.id));
  return rows.flatMap((r) => (r.user_id === null ? [] : [{ user_id: r.user_id, name: r.name }]));
}

export async function hasBookingOn(
  tx: Tx,
  userId: number,
  date: string,
  exceptBookingId: number | null,
): Promise<boolean> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.tee_time_id))
    .where(
      and(
        eq(bookings.user_id, userId),
        eq(bookings.status, 'confirmed'),
        eq(teeTimes.date, date),
        exceptBookingId === null ? undefined : ne(bookings.id, exceptBookingId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---- Bookings

/** A booking and its players in one statement; answers the booking's id. */
export async function insertBooking(
  tx: Tx,
  values: typeof bookings.$inferInsert,
  list: readonly PlayerInput[],
): Promise<number> {
  const players = JSON.stringify(
    list.map((p) => ({
      user_id: 'user_id' in p ? p.user_id : null,
      guest_name: 'guest_name' in p ? p.guest_name : null,
    })),
  );
  // Drizzle puts an embedded query in parentheses, as a CTE needs.
  const insert = tx.insert(bookings).values(values).returning({ id: bookings.id });
  const res = await tx.execute(sql`
    WITH booking AS ${insert},
    players AS (
      INSERT INTO tee_time_booking_players (organization_id, booking_id, user_id, guest_name)
      SELECT ${values.organization_id}, booking.id, x.user_id, x.guest_name
      FROM booking, json_to_recordset(${players}::json) AS x(user_id int, guest_name text)
    )
    SELECT id FROM booking`);
  return rowsOf<{ id: number }>(res)[0]!.id;
}

export async function deletePlayers(tx: Tx, bookingId: number): Promise<void> {
  await tx.delete(players).where(eq(players.booking_id, bookingId));
}

export async function insertPlayers(
  tx: Tx,
  organizationId: number,
  bookingId: number,
  list: readonly PlayerInput[],
): Promise<void> {
  await tx.insert(players).values(
    list.map((p) => ({
      organization_id: organizationId,
      booking_id: bookingId,
      user_id: 'user_id' in p ? p.user_id : null,
      guest_name: 'guest_name' in p ? p.guest_name : null,
    })),
  );
}

export type LockedBooking = BookingRow & {
  course_id: number;
  date: string;
  start_time: string;
  start_tee: 1 | 10;
};

/** A booking with its tee time, locked so a concurrent change or cancel waits. */
export async function lockBooking(tx: Tx, id: number): Promise<LockedBooking | null> {
  const [row] = await tx
    .select({
      booking: bookings,
      course_id: teeTimes.course_id,
      date: teeTimes.date,
      start_time: teeTimes.start_time,
      start_tee: teeTimes.start_tee,
    })
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.tee_time_id))
    .where(eq(bookings.id, id))
    .limit(1)
    .for('update', { of: bookings });
  return row
    ? {
        ...row.booking,
        course_id: row.course_id,
        date: row.date,
        start_time: row.start_time,
        start_tee: row.start_tee,
      }
    : null;
}

export async function updateBooking(
  tx: Tx,
  id: number,
  values: Partial<typeof bookings.$inferInsert>,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...values, updated_at: new Date() })
    .where(eq(bookings.id, id));
}

export type BookingDetail = {
  id: number;
  course_id: number;
  course_name: string;
  tee_time_id: number;
  date: string;
  start_time: string;
  start_tee: 1 | 10;
  user_id: number;
  user_name: string;
  booked_by_user_id: number;
  booked_by_name: string;
  status: 'confirmed' | 'cancelled';
  player_count: number;
  carts: number;
  notes: string | null;
  holes: 9 | 18;
  price: BookingPrice | null;
  checked_in_at: Date | null;
  paid_at: Date | null;
  payment_method: PaymentMethod | null;
  no_show_at: Date | null;
  created_at: Date;
  cancelled_at: Date | null;
  players: { id: number; user_id: number | null; name: string; is_guest: boolean }[];
};

type PlayerJson = {
  id: number;
  user_id: number | null;
  guest_name: string | null;
  member_name: string | null;
};

/** The booking's players in id order, with their member names: a subquery of the booking row. */
const playersOf = sql<PlayerJson[] | null>`(SELECT json_agg(json_build_object(
    'id', p.id, 'user_id', p.user_id, 'guest_name', p.guest_name,
    'member_name', ${userNameOf(sql`p.user_id`)})
    ORDER BY p.id)
  FROM tee_time_booking_players p
  WHERE p.booking_id = tee_time_bookings.id)`;

/** Bookings with their course, owner and players' names: one statement whatever the count. */
async function details(tx: Tx, where: SQL | undefined): Promise<BookingDetail[]> {
  const rows = await tx
    .select({
      id: bookings.id,
      course_id: teeTimes.course_id,
      course_name: courseNameOf(sql`tee_times.course_id`),
      tee_time_id: bookings.tee_time_id,
      date: teeTimes.date,
      start_time: teeTimes.start_time,
      start_tee: teeTimes.start_tee,
      user_id: bookings.user_id,
      user_name: userNameOf(sql`tee_time_bookings.user_id`),
      booked_by_user_id: bookings.booked_by_user_id,
      booked_by_name: userNameOf(sql`tee_time_bookings.booked_by_user_id`),
      status: bookings.status,
      player_count: bookings.player_count,
      carts: bookings.carts,
      notes: bookings.notes,
      holes: bookings.holes,
      price: bookings.price,
      checked_in_at: bookings.checked_in_at,
      paid_at: bookings.paid_at,
      payment_method: bookings.payment_method,
      no_show_at: bookings.no_show_at,
      created_at: bookings.created_at,
      cancelled_at: bookings.cancelled_at,
      players: playersOf,
    })
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.tee_time_id))
    .where(where)
    .orderBy(
      asc(teeTimes.date),
      asc(teeTimes.start_time),
      asc(teeTimes.start_tee),
      asc(bookings.id),
    );
  return rows.map(({ players: list, ...r }) => ({
    ...r,
    players: (list ?? []).map((p) => ({
      id: p.id,
      user_id: p.user_id,
      name: p.guest_name ?? p.member_name ?? 'Former member',
      is_guest: p.guest_name !== null,
    })),
  }));
}

export async function bookingById(tx: Tx, id: number): Promise<BookingDetail | null> {
  return (await details(tx, eq(bookings.id, id)))[0] ?? null;
}

/** Confirmed bookings at the given tee times. */
export const confirmedAt = (tx: Tx, teeTimeIds: number[]) =>
  teeTimeIds.length === 0
    ? Promise.resolve([])
    : details(tx, and(inArray(bookings.tee_time_id, teeTimeIds), eq(bookings.status, 'confirmed')));

/** Bookings the user owns or plays in; from `fromDate` on and confirmed only, unless null. */
export function bookingsOfUser(
  tx: Tx,
  userId: number,
  fromDate: string | null,
  onlyDate: string | null = null,
): Promise<BookingDetail[]> {
  const plays = exists(
    tx
      .select({ one: sql`1` })
      .from(players)
      .where(and(eq(players.booking_id, bookings.id), eq(players.user_id, userId))),
  );
  return details(
    tx,
    and(
      or(eq(bookings.user_id, userId), plays),
      fromDate === null
        ? undefined
        : and(eq(bookings.status, 'confirmed'), gte(teeTimes.date, fromDate)),
      onlyDate === null ? undefined : eq(teeTimes.date, onlyDate),
    ),
  );
}

export type CartsAtTime = { start_time: string; carts: number };

/** Carts on a course's confirmed bookings of one date, per tee time. */
export const cartsByTeeTime = (tx: Tx, courseId: number, date: string): Promise<CartsAtTime[]> =>
  tx
    .select({
      start_time: teeTimes.start_time,
      carts: sql<number>`sum(${bookings.carts})::int`,
    })
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.tee_time_id))
    .where(
      and(
        eq(teeTimes.course_id, courseId),
        eq(teeTimes.date, date),
        eq(bookings.status, 'confirmed'),
      ),
    )
    .groupBy(teeTimes.start_time);
