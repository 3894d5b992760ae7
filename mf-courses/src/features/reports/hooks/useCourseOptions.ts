import { useResource } from '@fairway/shared-ui';
import { coursesApi } from '../../../shared/api/clients';

/** The club's courses for the course filter (the report works without them: "All courses"). */
export function useCourseOptions() {
  return useResource(() => coursesApi().list(), []);
}
