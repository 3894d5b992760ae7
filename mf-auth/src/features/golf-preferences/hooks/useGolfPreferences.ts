import { useResource } from '../../../common/hooks/useResource';
import { loadGolfPreferences } from '../api/golfPreferences';

export function useGolfPreferences() {
  return useResource(loadGolfPreferences, []);
}
