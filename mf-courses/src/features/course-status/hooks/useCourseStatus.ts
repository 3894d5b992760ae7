import { useResource } from '@fairway/shared-ui';
import { coursesApi } from '../../../shared/api/clients';

/** The spec's current-status sentence of a course, computed by the server in the club's time zone. */
export function useCourseStatus(courseId: number) {
  return useResource(() => coursesApi().status(courseId), [courseId]);
}
