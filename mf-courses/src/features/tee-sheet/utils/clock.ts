/** Now on the club's clock as the sheet gives it: the day and the minutes since midnight. */
export type ClubNow = { date: string; minutes: number };

/** 'HH:MM' → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Whether a time of `date` has started at `now` (a past day: all; a later day: none). */
export function isPast(date: string, time: string, now: ClubNow | null | undefined): boolean {
  if (!now) return false;
  if (date !== now.date) return date < now.date;
  return minutesOf(time) <= now.minutes;
}

/**
 * Where the now line goes on a day's times (sorted): the index of the first time that has not
 * started yet; -1 when the day is not today or every time has started.
 */
export function nowIndex(
  date: string,
  times: readonly string[],
  now: ClubNow | null | undefined,
): number {
  if (!now || now.date !== date) return -1;
  return times.findIndex((time) => minutesOf(time) > now.minutes);
}
