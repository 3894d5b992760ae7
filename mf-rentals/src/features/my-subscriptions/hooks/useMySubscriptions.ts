import { useStore } from 'zustand';
import { sessionStore } from '@fairway/shared-api';
import { useResource } from '@fairway/shared-ui';
import { subscriptionsApi } from '../../../shared/api/clients';

/** Balances shown on the page (the newest first); the rest are counted. */
export const MY_BALANCES_PAGE = 50;

/** The signed-in person's household, when they are in one. */
export function useMyHouseholdId(): number | null {
  return useStore(sessionStore, (s) => s.user?.tenant_id ?? null);
}

/** What applies to me, what I joined, what I could join. Reloads when `version` changes. */
export function useMyLists(userId: number, version: number) {
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

/** The same for my household (403 when the household has not let me see its finances). */
export function useHouseholdLists(tenantId: number, version: number) {
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

export function useMyBalances(userId: number, version: number) {
  return useResource(
    () => subscriptionsApi().memberBalances(userId, { limit: MY_BALANCES_PAGE }),
    [userId, version],
  );
}
