import { useResource } from '@fairway/shared-ui';
import { rentalsApi } from '../api/clients';

/**
 * What can be rented (GET /equipment-rentals/pools: active items with a price a day and at least
 * one unit), by name. The one place the screens fetch the rental pools.
 */
export function useRentalPools() {
  return useResource(async () => {
    const pools = await rentalsApi().pools();
    return [...pools].sort((a, b) => a.item_name.localeCompare(b.item_name));
  }, []);
}
