import { useResource } from '@fairway/shared-ui';
import { coursesApi, settingsApi } from '../../../shared/api/clients';

/** The holes laid out on a course, with their sand traps. */
export function useHoles(courseId: number) {
  return useResource(() => coursesApi().holes(courseId), [courseId]);
}

/** The stored opening hours of a course (at most one row per weekday). */
export function useOpeningHours(courseId: number) {
  return useResource(() => coursesApi().openingHours(courseId), [courseId]);
}

/** Every special closure of a course. */
export function useClosures(courseId: number) {
  return useResource(() => coursesApi().closures({ course_id: courseId }), [courseId]);
}

/** The status sentence members see, computed by the server now. */
export function useCourseStatus(courseId: number) {
  return useResource(() => coursesApi().status(courseId), [courseId]);
}

/**
 * The club's first day of the week (app settings, 0 = Sunday). Someone who may not read the
 * settings still gets a week: it then starts on Monday.
 */
export function useWeekStart() {
  return useResource(
    () =>
      settingsApi()
        .section('app')
        .then((app) => app.week_starts_on)
        .catch(() => 1),
    [],
  );
}
