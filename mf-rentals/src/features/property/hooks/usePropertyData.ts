import { useResource } from '@fairway/shared-ui';
import type { FinancialOverview, Tenant } from '@fairway/shared-api/property';
import { propertyApi } from '../../../shared/api/clients';

export const useHouses = () => useResource(() => propertyApi().houses.list(), []);
export const useHouseTypes = () => useResource(() => propertyApi().houseTypes.list(), []);
export const useTenants = () => useResource(() => propertyApi().tenants.list(), []);

/** One household's financial overview (charged, paid, outstanding; per source; latest rows). */
export const useFinancialOverview = (tenantId: number) =>
  useResource(() => propertyApi().financial.overview(tenantId), [tenantId]);

/** How many overviews load at once for the households list. */
const AT_ONCE = 4;

/**
 * What each household has outstanding (from its financial overview), by tenant id; a household
 * whose overview failed is missing. Loads a few at a time.
 */
export function useOutstanding(tenants: readonly Tenant[] | null) {
  const ids = (tenants ?? []).map((t) => t.id);
  return useResource<Map<number, number>>(async () => {
    const found = new Map<number, number>();
    for (let i = 0; i < ids.length; i += AT_ONCE) {
      const batch = ids.slice(i, i + AT_ONCE);
      const answers = await Promise.allSettled(
        batch.map((id) => propertyApi().financial.overview(id)),
      );
      answers.forEach((answer, j) => {
        if (answer.status === 'fulfilled')
          found.set(batch[j]!, (answer.value as FinancialOverview).totals.outstanding);
      });
    }
    return found;
  }, [ids.join(',')]);
}
