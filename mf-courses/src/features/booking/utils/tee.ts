import type { BookingT } from '../i18n';

/** '1st tee' / '10th tee'. */
export const teeName = (tee: number, b: BookingT): string => b(tee === 10 ? 'tee10' : 'tee1');

/**
 * A time as the member reads it: '09:00' on a course without crossover starts (every text as
 * before), '09:00 · 10th tee' (and '09:00 · 1st tee') on one with them. A 10th-tee time is
 * always named with its tee.
 */
export function timeOnTee(time: string, tee: number, crossover: boolean, b: BookingT): string {
  return crossover || tee === 10 ? b('timeOnTee', { time, tee: teeName(tee, b) }) : time;
}

/** Whether a day's times run from two tees (the server lists each time for the 1st and 10th tee). */
export const hasCrossover = (times: readonly { start_tee: number }[]): boolean =>
  times.some((x) => x.start_tee === 10);
