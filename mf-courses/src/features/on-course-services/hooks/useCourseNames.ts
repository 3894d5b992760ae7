import { useResource } from '@fairway/shared-ui';
import { coursesApi } from '../../../shared/api/clients';

/** Course id → name, for labelling requests; empty (and 'Course 3' shown) when it fails. */
export function useCourseNames(): Map<number, string> {
  const courses = useResource(() => coursesApi().list(), []);
  return new Map((courses.data ?? []).map((c) => [c.id, c.name]));
}
