import type { WallClock } from '../../booking/utils/clock';

/** A hole takes about this long to play (an 18-hole round in about four and a quarter hours). */
export const MINUTES_PER_HOLE = 14;

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Where a member probably is: the hole reached by playing from their start time at the usual
 * pace (hole 1 before the start), never past the course's last hole. A guess the member can change.
 */
export function estimateHole(
  round: { date: string; start_time: string },
  now: WallClock,
  holes: number | null,
): number {
  const last = holes ?? 18;
  if (round.date !== now.date) return 1;
  const elapsed = now.minutes - minutesOf(round.start_time);
  if (elapsed <= 0) return 1;
  return Math.min(last, Math.floor(elapsed / MINUTES_PER_HOLE) + 1);
}
