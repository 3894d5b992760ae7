import { useResource } from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { coursesApi } from '../api/clients';

const byName = (a: Course, b: Course) => a.name.localeCompare(b.name);

/** The courses people can play (active ones), by name. */
export function useActiveCourses() {
  return useResource(
    async () => (await coursesApi().list()).filter((c) => c.is_active).sort(byName),
    [],
  );
}

/**
 * The course to show: the remembered one while it is still in the list, else the first.
 * Null while there is no course at all.
 */
export function pickCourse(courses: readonly Course[], remembered: number | null): Course | null {
  return courses.find((c) => c.id === remembered) ?? courses[0] ?? null;
}
