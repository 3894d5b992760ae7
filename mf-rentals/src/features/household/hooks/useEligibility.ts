import { useResource } from '@fairway/shared-ui';
import type { TenantEligibility } from '@fairway/shared-api/property';
import { propertyApi } from '../../../shared/api/clients';

/**
 * Whether an account can become a tenant or a sub-tenant, and why not (staff ask about another
 * account with `user_id`). Nothing is asked while no account is chosen.
 */
export function useEligibility(userId: number | null) {
  return useResource<TenantEligibility | null>(
    () =>
      userId === null
        ? Promise.resolve(null)
        : propertyApi().tenants.eligibility({ user_id: userId }),
    [userId],
  );
}
