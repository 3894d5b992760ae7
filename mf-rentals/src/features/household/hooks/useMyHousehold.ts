import { hasStatus, useCurrentUserId, useResource } from '@fairway/shared-ui';
import type { HouseholdMembership } from '@fairway/shared-api/property';
import { propertyApi } from '../../../shared/api/clients';

/**
 * The signed-in account's household and its place in it (GET /tenants/user/{me}); null when the
 * account is in none (the server's 404).
 */
export function useMyHousehold() {
  const me = useCurrentUserId();
  return useResource<HouseholdMembership | null>(async () => {
    if (me === null) return null;
    try {
      return await propertyApi().tenants.byUser(me);
    } catch (err) {
      if (hasStatus(err, 404)) return null;
      throw err;
    }
  }, [me]);
}
