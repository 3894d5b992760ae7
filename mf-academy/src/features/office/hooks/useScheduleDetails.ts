import { useResource } from '@fairway/shared-ui';
import { academyApi } from '../../../shared/api/clients';

/** One schedule, its summary, sessions and enrolments; `version` bumps reload what changes. */
export function useScheduleDetails(id: number, version: number) {
  const schedule = useResource(() => academyApi().schedules.get(id), [id]);
  const summary = useResource(() => academyApi().schedules.summary(id), [id, version]);
  const sessions = useResource(() => academyApi().schedules.sessions(id), [id, version]);
  const enrollments = useResource(() => academyApi().schedules.enrollments(id), [id]);
  return { schedule, summary, sessions, enrollments };
}
