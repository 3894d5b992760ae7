import { useResource } from '@fairway/shared-ui';
import type { ShopItemListQuery } from '@fairway/shared-api/shop';
import { catalogueApi } from '../../../shared/api/clients';

/** One server page of items (every status unless `active` is given), with the total. */
export function useItemsPage(query: ShopItemListQuery) {
  const key = JSON.stringify(query);
  return useResource(() => catalogueApi().items(query), [key]);
}

/** Every brand (a club has fewer than a hundred), by name. */
export function useBrands() {
  return useResource(async () => (await catalogueApi().brands({ limit: 100 })).items, []);
}

/** Every category, by name. */
export function useCategories() {
  return useResource(async () => (await catalogueApi().categories({ limit: 100 })).items, []);
}
