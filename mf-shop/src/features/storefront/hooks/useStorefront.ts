import { useResource, useCurrentUserId } from '@fairway/shared-ui';
import { catalogueApi, commerceApi } from '../../../shared/api/clients';
import { toProducts } from '../utils/products';

/** The shop's cards: active items on sale with their pictures, joined with the shelf stock. */
export function useProducts() {
  return useResource(async () => {
    const [items, stock] = await Promise.all([
      catalogueApi().itemsWithImages({ active: true, limit: 100 }),
      catalogueApi().forSale({ purpose: 'sale', limit: 100 }),
    ]);
    return toProducts(items.items, stock.items);
  }, []);
}

/** The signed-in member's basket. */
export function useBasket() {
  const userId = useCurrentUserId();
  return useResource(() => commerceApi().basket(userId ?? 0), [userId]);
}
