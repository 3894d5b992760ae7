import { useResource } from '@fairway/shared-ui';
import { coursesApi } from '../../../shared/api/clients';

/** Every course of the club. */
export function useCourses() {
  return useResource(() => coursesApi().list(), []);
}

/** One course (404 → the resource's failure has status 404). */
export function useCourse(courseId: number) {
  return useResource(() => coursesApi().get(courseId), [courseId]);
}
