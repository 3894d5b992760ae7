import { useResource } from '@fairway/shared-ui';
import { loadGolfPreferences } from '../api/golfPreferences';

export function useGolfPreferences() {
  return useResource(loadGolfPreferences, []);
}
