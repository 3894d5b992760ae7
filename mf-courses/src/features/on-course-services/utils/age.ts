import { getT } from '@fairway/shared-ui';
import { messages, type CoursesT } from '../../../i18n/messages';

/**
 * How long ago something happened, in the words of a busy starter: 'just now', '12 min ago',
 * '1 h 5 min ago', '3 days ago'. A time in the future (clocks a little apart) reads 'just now'.
 */
export function relativeAge(
  createdAt: string,
  now: Date = new Date(),
  t: CoursesT = getT(messages),
): string {
  const then = new Date(createdAt).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((now.getTime() - then) / 60_000);
  if (minutes < 1) return t('justNow');
  if (minutes < 60) return t('minutesAgo', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? t('hoursAgo', { hours }) : t('hoursMinutesAgo', { hours, minutes: rest });
  }
  return t('daysAgo', { count: Math.floor(hours / 24) });
}

/** Oldest first: the request that has waited longest is served first. */
export function oldestFirst<T extends { created_at: string; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}
