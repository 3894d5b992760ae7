import { useResource } from '@fairway/shared-ui';
import { academyApi } from '../../../shared/api/clients';

/** The active plans and trainers a schedule or a session can use. */
export function useScheduleOptions() {
  return useResource(async () => {
    const api = academyApi();
    const [plans, trainers] = await Promise.all([
      api.trainingPlans.active(),
      api.trainers.active(),
    ]);
    return { plans, trainers };
  }, []);
}
