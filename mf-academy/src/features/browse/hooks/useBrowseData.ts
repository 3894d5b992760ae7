import { useResource } from '@fairway/shared-ui';
import type { Enrollment, PlanLevel, Schedule } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { myActiveEnrolments } from '../../../shared/utils/myCandidate';

/** Published schedules still running (GET /schedules/active). */
export function useActiveSchedules() {
  return useResource<Schedule[]>(() => academyApi().schedules.active(), []);
}

/** Each active plan's level, by plan id: a schedule names its plan, the plan has the level. */
export function usePlanLevels() {
  return useResource<Map<number, PlanLevel>>(async () => {
    const plans = await academyApi().trainingPlans.active();
    return new Map(plans.map((p) => [p.id, p.level]));
  }, []);
}

/** What the signed-in person is enrolled in now (pending or approved). */
export function useMyActiveEnrolments(userId: number | null) {
  return useResource<Enrollment[]>(() => myActiveEnrolments(userId), [userId]);
}
