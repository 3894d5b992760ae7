import { useResource } from '@fairway/shared-ui';
import { loadProfile } from '../api/profile';

/** The signed-in user's profile: loading, error, or ready with the profile or null (none yet). */
export function useProfile(userId: number) {
  return useResource(() => loadProfile(userId), [userId]);
}
