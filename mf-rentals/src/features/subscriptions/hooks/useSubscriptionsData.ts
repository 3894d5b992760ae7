import { useResource } from '@fairway/shared-ui';
import { propertyApi, subscriptionsApi } from '../../../shared/api/clients';

export function useSubscriptionList() {
  return useResource(() => subscriptionsApi().list(), []);
}

export function useSubscriptionTypes() {
  return useResource(() => subscriptionsApi().listTypes(), []);
}

export function useHouseholds() {
  return useResource(() => propertyApi().tenants.list(), []);
}

/** What applies to a member, what they joined, what they could join. */
export function useMemberSubscriptions(userId: number, version: number) {
  return useResource(async () => {
    const api = subscriptionsApi();
    const [mandatory, joined, available] = await Promise.all([
      api.mandatoryForMember(userId),
      api.optionalForMember(userId),
      api.availableForMember(userId),
    ]);
    return { mandatory, joined, available };
  }, [userId, version]);
}

/** The same for a household. */
export function useHouseholdSubscriptions(tenantId: number, version: number) {
  return useResource(async () => {
    const api = subscriptionsApi();
    const [mandatory, joined, available] = await Promise.all([
      api.mandatoryForTenant(tenantId),
      api.optionalForTenant(tenantId),
      api.availableForTenant(tenantId),
    ]);
    return { mandatory, joined, available };
  }, [tenantId, version]);
}
