import { useResource } from '@fairway/shared-ui';
import { settingsApi } from '../../../shared/api/clients';

/** The club's booking rules: the 'course' settings section. */
export function useBookingRules() {
  return useResource(() => settingsApi().section('course'), []);
}
