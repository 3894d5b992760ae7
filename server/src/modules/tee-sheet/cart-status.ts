/** A course's carts today: the club's fleet against the carts booked with its tee times. */
import type { CartStatus } from '@fairway/shared-api/contract';
import { AppError } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { findCartConfiguration, minutesOf } from '../courses';
import type { Caller } from './context';
import { cartsByTeeTime, type CartsAtTime } from './repository';
import { ROUND_MINUTES } from './rules';
import { clubOf } from './context';
import { courseOr404 } from './sheet-service';

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
    if (started >= 0 && started < ROUND_MINUTES) out += r.carts;
  }
  return { reserved, out };
}

export async function cartStatus(tx: Tx, c: Caller, courseId: number): Promise<CartStatus> {
  await courseOr404(tx, courseId);
  const config = await findCartConfiguration(tx);
  if (!config) throw new AppError(404, 'not_found', 'No cart configuration yet');
  const { clock } = await clubOf(tx, c);
  const usage = cartUsage(await cartsByTeeTime(tx, courseId, clock.date), clock.minutes);
  return {
    course_id: courseId,
    date: clock.date,
    fleet_size: config.fleet_size,
    out_now: usage.out,
    available_now: Math.max(0, config.fleet_size - usage.out),
    reserved_today: usage.reserved,
    path_only: config.path_only,
  };
}
