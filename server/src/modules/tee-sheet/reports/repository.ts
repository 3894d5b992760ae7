/**
 * The dashboard's and the reports' statements. A report is two aggregate statements whatever the
 * range (tee times by course, date and band; bookings by date); a dashboard reads one day's rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TIME_BANDS, type TimeBandKey } from '@fairway/shared-api/contract';
import { rowsOf } from '../../../db/client';
import { clockOf } from '../../../lib/clock';
import type { Tx } from '../../../plugins/platform/database';
import { userNameOf } from '../../users';

/**
 * The band of a start time column, from TIME_BANDS. Written into the statement's text (constants
 * of the code, never input), so GROUP BY sees the same expression as SELECT.
 */
const bandOf = (column: string): SQL<TimeBandKey> =>
  sql.raw(
    `CASE ${TIME_BANDS.slice(0, -1)
      .map((b) => `WHEN ${column} < time '${clockOf(b.to)}' THEN '${b.key}'`)
      .join(' ')} ELSE '${TIME_BANDS[TIME_BANDS.length - 1]!.key}' END`,
  ) as SQL<TimeBandKey>;

const courseFilter = (courseIds: readonly number[]): SQL =>
  sql`t.course_id IN (${sql.join(
    courseIds.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;

export type SlotAggregate = {
  course_id: number;
  date: string;
  band: TimeBandKey;
  /** Materialised tee times in the band, blocked or not. */
  tee_times: number;
  blocked: number;
  /** Capacity of the unblocked ones. */
  open_capacity: number;
  /** Capacity of the unblocked ones that carry bookings (what a closed day still counts). */
  booked_capacity: number;
  /** Players booked on the unblocked ones. */
  booked_players: number;
};

/** Materialised tee times of the courses from `from` to `to`, summed per course, date and band. */
export async function slotAggregates(
  tx: Tx,
  courseIds: readonly number[],
  from: string,
  to: string,
): Promise<SlotAggregate[]> {
  if (courseIds.length === 0) return [];
  const band = bandOf('t.start_time');
  const rows = rowsOf<Record<keyof SlotAggregate, unknown>>(
    await tx.execute(sql`
      SELECT t.course_id, to_char(t.date, 'YYYY-MM-DD') AS date, ${band} AS band,
             count(*)::int AS tee_times,
             count(*) FILTER (WHERE t.is_blocked)::int AS blocked,
             coalesce(sum(t.capacity) FILTER (WHERE NOT t.is_blocked), 0)::int AS open_capacity,
             coalesce(sum(t.capacity) FILTER (WHERE NOT t.is_blocked AND t.booked_players > 0), 0)::int
               AS booked_capacity,
             coalesce(sum(t.booked_players) FILTER (WHERE NOT t.is_blocked), 0)::int AS booked_players
      FROM tee_times t
      WHERE ${courseFilter(courseIds)} AND t.date BETWEEN ${from}::date AND ${to}::date
      GROUP BY t.course_id, t.date, ${band}`),
  );
  return rows.map((r) => ({
    course_id: Number(r.course_id),
    date: String(r.date),
    band: r.band as TimeBandKey,
    tee_times: Number(r.tee_times),
    blocked: Number(r.blocked),
    open_capacity: Number(r.open_capacity),
    booked_capacity: Number(r.booked_capacity),
    booked_players: Number(r.booked_players),
  }));
}

export type BookingAggregate = {
  date: string;
  bookings: number;
  booked_players: number;
  checked_in_players: number;
  no_show_bookings: number;
  no_show_players: number;
  revenue_cents: number;
  paid_cents: number;
};

/** Confirmed bookings of the courses from `from` to `to`, summed per date. */
export async function bookingAggregates(
  tx: Tx,
  courseIds: readonly number[],
  from: string,
  to: string,
): Promise<BookingAggregate[]> {
  if (courseIds.length === 0) return [];
  const rows = rowsOf<Record<keyof BookingAggregate, unknown>>(
    await tx.execute(sql`
      SELECT to_char(t.date, 'YYYY-MM-DD') AS date,
             count(*)::int AS bookings,
             sum(b.player_count)::int AS booked_players,
             coalesce(sum(b.player_count) FILTER (WHERE b.checked_in_at IS NOT NULL), 0)::int
               AS checked_in_players,
             count(*) FILTER (WHERE b.no_show_at IS NOT NULL)::int AS no_show_bookings,
             coalesce(sum(b.player_count) FILTER (WHERE b.no_show_at IS NOT NULL), 0)::int
               AS no_show_players,
             coalesce(sum(b.price_cents), 0)::bigint AS revenue_cents,
             coalesce(sum(b.price_cents) FILTER (WHERE b.paid_at IS NOT NULL), 0)::bigint
               AS paid_cents
      FROM tee_time_bookings b
      JOIN tee_times t ON t.id = b.tee_time_id
      WHERE b.status = 'confirmed' AND ${courseFilter(courseIds)}
        AND t.date BETWEEN ${from}::date AND ${to}::date
      GROUP BY t.date`),
  );
  return rows.map((r) => ({
    date: String(r.date),
    bookings: Number(r.bookings),
    booked_players: Number(r.booked_players),
    checked_in_players: Number(r.checked_in_players),
    no_show_bookings: Number(r.no_show_bookings),
    no_show_players: Number(r.no_show_players),
    revenue_cents: Number(r.revenue_cents),
    paid_cents: Number(r.paid_cents),
  }));
}

export type DaySlot = {
  course_id: number;
  start_time: string;
  start_tee: number;
  capacity: number;
  booked_players: number;
  is_blocked: boolean;
  block_reason: string | null;
};

/** One date's materialised tee times of the courses, in course and time order. */
export async function daySlots(
  tx: Tx,
  courseIds: readonly number[],
  date: string,
): Promise<DaySlot[]> {
  if (courseIds.length === 0) return [];
  const rows = rowsOf<Record<keyof DaySlot, unknown>>(
    await tx.execute(sql`
      SELECT t.course_id, to_char(t.start_time, 'HH24:MI') AS start_time, t.start_tee, t.capacity,
             t.booked_players, t.is_blocked, t.block_reason
      FROM tee_times t
      WHERE ${courseFilter(courseIds)} AND t.date = ${date}::date
      ORDER BY t.course_id, t.start_time, t.start_tee`),
  );
  return rows.map((r) => ({
    course_id: Number(r.course_id),
    start_time: String(r.start_time),
    start_tee: Number(r.start_tee),
    capacity: Number(r.capacity),
    booked_players: Number(r.booked_players),
    is_blocked: Boolean(r.is_blocked),
    block_reason: r.block_reason === null ? null : String(r.block_reason),
  }));
}

export type DayBooking = {
  id: number;
  course_id: number;
  start_time: string;
  user_name: string;
  player_count: number;
  checked_in: boolean;
  no_show: boolean;
  paid: boolean;
  price_cents: number | null;
};

/** One date's confirmed bookings of the courses, in start order. */
export async function dayBookings(
  tx: Tx,
  courseIds: readonly number[],
  date: string,
): Promise<DayBooking[]> {
  if (courseIds.length === 0) return [];
  const rows = rowsOf<Record<keyof DayBooking, unknown>>(
    await tx.execute(sql`
      SELECT b.id, t.course_id, to_char(t.start_time, 'HH24:MI') AS start_time,
             ${userNameOf(sql`b.user_id`)} AS user_name, b.player_count,
             b.checked_in_at IS NOT NULL AS checked_in, b.no_show_at IS NOT NULL AS no_show,
             b.paid_at IS NOT NULL AS paid, b.price_cents
      FROM tee_time_bookings b
      JOIN tee_times t ON t.id = b.tee_time_id
      WHERE b.status = 'confirmed' AND ${courseFilter(courseIds)} AND t.date = ${date}::date
      ORDER BY t.start_time, t.course_id, b.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    course_id: Number(r.course_id),
    start_time: String(r.start_time),
    user_name: String(r.user_name ?? ''),
    player_count: Number(r.player_count),
    checked_in: Boolean(r.checked_in),
    no_show: Boolean(r.no_show),
    paid: Boolean(r.paid),
    price_cents: r.price_cents === null ? null : Number(r.price_cents),
  }));
}
