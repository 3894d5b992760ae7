/** Every SQL statement of the waitlist and the calendar feed. */
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../plugins/platform/database';
import { courseNameOf } from '../../courses';
import { userNameOf } from '../../users';
import { teeTimeBookingPlayers as players, teeTimeBookings as bookings, teeTimes } from '../tables';
import { calendarFeedKeys, calendarFeeds, teeTimeWaitlist as waitlist } from './tables';

export type EntryRow = typeof waitlist.$inferSelect;

/** Statuses that still count: in line, or holding places. */
const OPEN = ['waiting', 'offered'] as const;

// ---- Locks

/** Serialises one member's joins, so two requests cannot both pass the limit or the duplicate check. */
export async function lockMember(tx: Tx, organizationId: number, userId: number): Promise<void> {
  const key = `tee-sheet:waitlist-member:${organizationId}:${userId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Serialises the offers of one course day: the line is served in order, one offer at a time. */
export async function lockDay(
  tx: Tx,
  organizationId: number,
  courseId: number,
  date: string,
): Promise<void> {
  const key = `tee-sheet:waitlist-day:${organizationId}:${courseId}:${date}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

// ---- Entries

export async function insertEntry(tx: Tx, values: typeof waitlist.$inferInsert): Promise<number> {
  const [row] = await tx.insert(waitlist).values(values).returning({ id: waitlist.id });
  return row!.id;
}

/** The entry, locked until the transaction ends (accept, decline, leave and expiry take turns). */
export async function lockEntry(tx: Tx, id: number): Promise<EntryRow | null> {
  const [row] = await tx.select().from(waitlist).where(eq(waitlist.id, id)).for('update');
  return row ?? null;
}

export async function updateEntry(
  tx: Tx,
  id: number,
  values: Partial<typeof waitlist.$inferInsert>,
): Promise<void> {
  await tx
    .update(waitlist)
    .set({ ...values, updated_at: new Date() })
    .where(eq(waitlist.id, id));
}

/**
 * Turns a waiting entry into an offer on the tee time until `expiresAt`; false when it is no
 * longer waiting (left meanwhile).
 */
export async function offerEntry(
  tx: Tx,
  id: number,
  teeTimeId: number,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await tx
    .update(waitlist)
    .set({
      status: 'offered',
      offer_tee_time_id: teeTimeId,
      offer_expires_at: expiresAt,
      updated_at: new Date(),
    })
    .where(and(eq(waitlist.id, id), eq(waitlist.status, 'waiting')))
    .returning({ id: waitlist.id });
  return rows.length > 0;
}

export async function openCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlist)
    .where(and(eq(waitlist.user_id, userId), inArray(waitlist.status, [...OPEN])));
  return Number(row?.n ?? 0);
}

/** An open entry of the member on the course day whose window meets [from, to]. */
export async function overlapping(
  tx: Tx,
  userId: number,
  courseId: number,
  date: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: waitlist.id })
    .from(waitlist)
    .where(
      and(
        eq(waitlist.user_id, userId),
        eq(waitlist.course_id, courseId),
        eq(waitlist.date, date),
        inArray(waitlist.status, [...OPEN]),
        lte(waitlist.from_time, to),
        gte(waitlist.to_time, from),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A confirmed booking the member owns or plays in on one of the tee times. */
const onBookingAt = (userId: number) =>
  and(
    eq(bookings.status, 'confirmed'),
    or(
      eq(bookings.user_id, userId),
      sql`EXISTS (SELECT 1 FROM tee_time_booking_players p
        WHERE p.booking_id = ${bookings.id} AND p.user_id = ${userId})`,
    ),
  );

/** Is the member (owner or player) on a confirmed booking of the course day between from and to? */
export async function bookedInWindow(
  tx: Tx,
  userId: number,
  courseId: number,
  date: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(teeTimes, eq(teeTimes.id, bookings.tee_time_id))
    .where(
      and(
        onBookingAt(userId),
        eq(teeTimes.course_id, courseId),
        eq(teeTimes.date, date),
        gte(teeTimes.start_time, from),
        lte(teeTimes.start_time, to),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Is the member (owner or player) on a confirmed booking at the tee time's time, on either tee
 * (with crossover starts a person is never on both tees at once)?
 */
export async function bookedOn(tx: Tx, userId: number, teeTimeId: number): Promise<boolean> {
  const sameTime = sql`(SELECT s.id FROM tee_times s, tee_times t
    WHERE t.id = ${teeTimeId} AND s.course_id = t.course_id AND s.date = t.date
      AND s.start_time = t.start_time)`;
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(onBookingAt(userId), sql`${bookings.tee_time_id} IN ${sameTime}`))
    .limit(1);
  return rows.length > 0;
}

/** The waiting entries whose window includes `time` on the course day, in join order. */
export const waitingFor = (
  tx: Tx,
  courseId: number,
  date: string,
  time: string,
): Promise<EntryRow[]> =>
  tx
    .select()
    .from(waitlist)
    .where(
      and(
        eq(waitlist.course_id, courseId),
        eq(waitlist.date, date),
        eq(waitlist.status, 'waiting'),
        lte(waitlist.from_time, time),
        gte(waitlist.to_time, time),
      ),
    )
    .orderBy(asc(waitlist.id));

/** Offers whose time is up at `now` (ids in order). */
export async function dueOffers(tx: Tx, now: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: waitlist.id })
    .from(waitlist)
    .where(and(eq(waitlist.status, 'offered'), lte(waitlist.offer_expires_at, now)))
    .orderBy(asc(waitlist.id))
    .limit(100);
  return rows.map((r) => r.id);
}

/** Waiting entries whose window has started by the club's clock: nothing left to offer. */
export async function lapseWaiting(tx: Tx, today: string, nowTime: string): Promise<void> {
  await tx
    .update(waitlist)
    .set({ status: 'lapsed', updated_at: new Date() })
    .where(
      and(
        eq(waitlist.status, 'waiting'),
        or(
          sql`${waitlist.date} < ${today}::date`,
          and(eq(waitlist.date, today), lte(waitlist.to_time, nowTime)),
        ),
      ),
    );
}

export type EntryDetail = EntryRow & {
  user_name: string;
  course_name: string;
  offer_start_time: string | null;
  offer_start_tee: 1 | 10 | null;
  position: number | null;
};

const detailColumns = {
  entry: waitlist,
  user_name: userNameOf(sql`tee_time_waitlist.user_id`),
  course_name: courseNameOf(sql`tee_time_waitlist.course_id`),
  offer_start_time: sql<
    string | null
  >`(SELECT t.start_time::text FROM tee_times t WHERE t.id = tee_time_waitlist.offer_tee_time_id)`,
  offer_start_tee: sql<
    1 | 10 | null
  >`(SELECT t.start_tee FROM tee_times t WHERE t.id = tee_time_waitlist.offer_tee_time_id)`,
  position: sql<number | null>`CASE WHEN tee_time_waitlist.status = 'waiting' THEN
    (SELECT count(*)::int FROM tee_time_waitlist w WHERE w.course_id = tee_time_waitlist.course_id
      AND w.date = tee_time_waitlist.date AND w.status = 'waiting' AND w.id <= tee_time_waitlist.id)
    END`,
};

type DetailSelect = {
  entry: EntryRow;
  user_name: string;
  course_name: string;
  offer_start_time: string | null;
  offer_start_tee: 1 | 10 | null;
  position: number | null;
};
const flat = (r: DetailSelect): EntryDetail => ({
  ...r.entry,
  user_name: r.user_name,
  course_name: r.course_name,
  offer_start_time: r.offer_start_time,
  offer_start_tee: r.offer_start_tee === null ? null : (Number(r.offer_start_tee) as 1 | 10),
  position: r.position === null ? null : Number(r.position),
});

export async function entryById(tx: Tx, id: number): Promise<EntryDetail | null> {
  const rows = await tx.select(detailColumns).from(waitlist).where(eq(waitlist.id, id));
  return rows[0] ? flat(rows[0]) : null;
}

/** The member's open entries and those of the last days (from `since`), newest first; at most 50. */
export async function entriesOfUser(tx: Tx, userId: number, since: string): Promise<EntryDetail[]> {
  const rows = await tx
    .select(detailColumns)
    .from(waitlist)
    .where(
      and(
        eq(waitlist.user_id, userId),
        or(inArray(waitlist.status, [...OPEN]), gte(waitlist.date, since)),
      ),
    )
    .orderBy(desc(waitlist.id))
    .limit(50);
  return rows.map(flat);
}

/** A course day's line: every entry in join order (at most 500). */
export async function entriesOfDay(tx: Tx, courseId: number, date: string): Promise<EntryDetail[]> {
  const rows = await tx
    .select(detailColumns)
    .from(waitlist)
    .where(and(eq(waitlist.course_id, courseId), eq(waitlist.date, date)))
    .orderBy(asc(waitlist.id))
    .limit(500);
  return rows.map(flat);
}

/** The course day's tee times from `from` to `to` (materialised ones). */
export const windowRows = (tx: Tx, courseId: number, date: string, from: string, to: string) =>
  tx
    .select()
    .from(teeTimes)
    .where(
      and(
        eq(teeTimes.course_id, courseId),
        eq(teeTimes.date, date),
        gte(teeTimes.start_time, from),
        lte(teeTimes.start_time, to),
      ),
    );

// ---- Calendar

/** Can the user see the booking (owner or player)? */
export async function isOnBooking(tx: Tx, userId: number, bookingId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        or(
          eq(bookings.user_id, userId),
          sql`EXISTS (SELECT 1 FROM ${players} p WHERE p.booking_id = ${bookings.id} AND p.user_id = ${userId})`,
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** When the booking last changed (the calendar entry's DTSTAMP). */
export async function bookingUpdatedAt(tx: Tx, bookingId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: bookings.updated_at })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.at ?? null;
}

export async function feedOf(tx: Tx, userId: number) {
  const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, userId));
  return row ?? null;
}

export async function feedByHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token_hash, tokenHash));
  return row ?? null;
}

/** Makes or replaces the member's feed (one statement: two rotations cannot leave two feeds). */
export async function upsertFeed(
  tx: Tx,
  organizationId: number,
  userId: number,
  nonce: string,
  tokenHash: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO calendar_feeds (organization_id, user_id, nonce, token_hash)
    VALUES (${organizationId}, ${userId}, ${nonce}, ${tokenHash})
    ON CONFLICT (organization_id, user_id)
    DO UPDATE SET nonce = EXCLUDED.nonce, token_hash = EXCLUDED.token_hash, created_at = now()`);
}

/** The installation's feed key (migration 0015). */
export async function feedKey(tx: Tx): Promise<Buffer> {
  const [row] = await tx
    .select({ secret: calendarFeedKeys.secret })
    .from(calendarFeedKeys)
    .where(eq(calendarFeedKeys.name, 'feed'));
  if (!row) throw new Error('calendar_feed_keys has no feed key (migration 0015)');
  return Buffer.from(row.secret);
}
