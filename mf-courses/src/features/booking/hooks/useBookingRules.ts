import { useResource, usePermission } from '@fairway/shared-ui';
import { PERMISSIONS, SETTINGS_DEFAULTS } from '@fairway/shared-api';
import { settingsApi } from '../../../shared/api/clients';

export type BookingRules = (typeof SETTINGS_DEFAULTS)['course'];

/**
 * The club's booking rules (players per booking, days ahead…). Only people with settings:read
 * may read them; everyone else works with the defaults and the server, which enforces the
 * club's real rules, answers with its own message when one is broken.
 */
export function useBookingRules(): BookingRules {
  const canRead = usePermission(PERMISSIONS.settingsRead);
  const rules = useResource(
    async () => (canRead ? settingsApi().section('course') : SETTINGS_DEFAULTS.course),
    [canRead],
  );
  return rules.data ?? SETTINGS_DEFAULTS.course;
}
