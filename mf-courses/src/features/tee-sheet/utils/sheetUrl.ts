import { isIsoDate } from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';

/** At most this many courses side by side (a desk screen has room for three; the URL is bounded). */
export const MAX_COURSES_SHOWN = 4;

/** The day in `?date=`, when it is a real calendar day; else null (the page shows today). */
export function dateFromParams(params: URLSearchParams): string | null {
  const raw = params.get('date');
  if (!raw || !isIsoDate(raw)) return null;
  const [y, m, d] = raw.split('-').map(Number);
  const check = new Date(Date.UTC(y!, m! - 1, d!));
  return check.getUTCMonth() === m! - 1 && check.getUTCDate() === d ? raw : null;
}

/** The course ids in `?courses=1,2` (positive whole numbers, no repeats, at most four). */
export function courseIdsFromParams(params: URLSearchParams): number[] {
  const ids = (params.get('courses') ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_COURSES_SHOWN);
}

/**
 * The courses to show, in the club's order: those asked for that are active; when none is (or
 * none was asked for), the remembered ones; else the first active course.
 */
export function coursesToShow(
  courses: readonly Course[],
  asked: readonly number[],
  remembered: readonly number[],
): Course[] {
  const pick = (ids: readonly number[]) => courses.filter((c) => ids.includes(c.id));
  const fromUrl = pick(asked);
  if (fromUrl.length > 0) return fromUrl.slice(0, MAX_COURSES_SHOWN);
  const fromMemory = pick(remembered);
  if (fromMemory.length > 0) return fromMemory.slice(0, MAX_COURSES_SHOWN);
  return courses.slice(0, 1);
}

/** The search params with the day and courses changed (other params kept). */
export function sheetParams(
  current: URLSearchParams,
  change: { date?: string; courseIds?: readonly number[] },
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.date !== undefined) next.set('date', change.date);
  if (change.courseIds !== undefined) {
    if (change.courseIds.length > 0) next.set('courses', change.courseIds.join(','));
    else next.delete('courses');
  }
  return next;
}
