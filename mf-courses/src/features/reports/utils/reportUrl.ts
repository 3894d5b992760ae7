import { isCalendarDate } from '@fairway/shared-api';
import type { DateRange } from './ranges';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && isCalendarDate(value);

/** The period and course in the URL (?start=…&end=…&course=…), or null where absent or wrong. */
export function reportFromParams(params: URLSearchParams): {
  range: DateRange | null;
  courseId: number | null;
} {
  const start = params.get('start');
  const end = params.get('end');
  const course = Number(params.get('course'));
  return {
    range: validDay(start) && validDay(end) ? { start, end } : null,
    courseId: Number.isInteger(course) && course > 0 ? course : null,
  };
}

export function reportParams(range: DateRange, courseId: number | null): URLSearchParams {
  const params = new URLSearchParams({ start: range.start, end: range.end });
  if (courseId !== null) params.set('course', String(courseId));
  return params;
}
