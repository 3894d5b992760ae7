import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import { minutesOf } from './calendar';

/**
 * Carts booked with tee times. The tee sheet owns tee_times and tee_time_bookings; this reads
 * them with plain SQL and imports nothing of that module.
 */

/** How long a cart is out after its tee time: one round of golf. */
export const ROUND_DURATION_MINUTES = 270;

export type CartsAtTime = { start_time: string; carts: number };

/** Carts on the course's confirmed bookings of one date, per tee time. */
export async function cartsByTeeTime(
  tx: Tx,
  courseId: number,
  date: string,
): Promise<CartsAtTime[]> {
  const res = await tx.execute(sql`
    SELECT t.start_time::text AS start_time, sum(b.carts)::int AS carts
    FROM tee_time_bookings b JOIN tee_times t ON t.id = b.tee_time_id
    WHERE t.course_id = ${courseId} AND t.date = ${date} AND b.status = 'confirmed'
    GROUP BY t.start_time`);
  return rowsOf<CartsAtTime>(res);
}

/**
 * reserved: every cart of the day; out: carts whose round started at or before `nowMinutes`
 * and less than a round ago.
 */
export function cartUsage(
  rows: readonly CartsAtTime[],
  nowMinutes: number,
): { reserved: number; out: number } {
  let reserved = 0;
  let out = 0;
  for (const r of rows) {
    reserved += r.carts;
    const started = nowMinutes - minutesOf(r.start_time);
    if (started >= 0 && started < ROUND_DURATION_MINUTES) out += r.carts;
  }
  return { reserved, out };
}
