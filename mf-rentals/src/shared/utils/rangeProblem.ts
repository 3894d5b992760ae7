import { MAX_RENTAL_DAYS } from '@fairway/shared-api/rentals';
import type { RentalT } from '../i18n/messages';
import { daysInclusive, isDay } from './dates';

/** What is wrong with a chosen range (first and last day), or null. */
export function rangeProblem(
  start: string,
  end: string,
  today: string,
  t: RentalT,
): { start?: string; end?: string } | null {
  if (!isDay(start)) return { start: t('dayRequired') };
  if (!isDay(end)) return { end: t('dayRequired') };
  if (start < today) return { start: t('inPast') };
  if (end < start) return { end: t('endBeforeStart') };
  if (daysInclusive(start, end) > MAX_RENTAL_DAYS)
    return { end: t('tooLong', { count: MAX_RENTAL_DAYS }) };
  return null;
}
