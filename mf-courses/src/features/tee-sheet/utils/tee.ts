import type { DeskT } from '../i18n';

/** The tee a time starts from: 1, or 10 on a course with crossover starts. */
export type StartTee = 1 | 10;

/** '1st tee' / '10th tee'. */
export const teeName = (tee: number, t: DeskT): string => t(tee === 10 ? 'tee10' : 'tee1');

/**
 * A time as the desk names it: '09:00' on a course without crossover starts, '09:00 · 10th tee'
 * (and '09:00 · 1st tee') on one with them. A 10th-tee time is always named with its tee.
 */
export function timeOnTee(time: string, tee: number, crossover: boolean, t: DeskT): string {
  return crossover || tee === 10 ? t('timeOnTee', { time, tee: teeName(tee, t) }) : time;
}

/** The move/drop body's tee: only when it changes, so a single-tee course sends what it did. */
export function teeChange(
  from: number,
  to: number,
): { start_tee: StartTee } | Record<string, never> {
  return from === to ? {} : { start_tee: to === 10 ? 10 : 1 };
}
