import { useResource } from '@fairway/shared-ui';
import type { ShopInventoryListQuery, ShopTransactionListQuery } from '@fairway/shared-api/shop';
import { catalogueApi } from '../../../shared/api/clients';

/** One server page of stock rows with the total. */
export function useInventoryPage(query: ShopInventoryListQuery) {
  const key = JSON.stringify(query);
  return useResource(() => catalogueApi().inventory(query), [key]);
}

/** How many rows are low on stock (the header's count); `version` reloads it after a change. */
export function useLowStockCount(version: number) {
  return useResource(
    async () => (await catalogueApi().inventory({ low_stock: true, limit: 1 })).total,
    [version],
  );
}

/** Every stock row (first hundred), for names and pickers. */
export function useAllStock() {
  return useResource(async () => (await catalogueApi().inventory({ limit: 100 })).items, []);
}

/** The items stock can be added for (first hundred, active or not). */
export function useStockableItems(enabled: boolean) {
  return useResource(
    async () => (enabled ? (await catalogueApi().items({ limit: 100 })).items : []),
    [enabled],
  );
}

/** One server page of the ledger, newest first, with the total. */
export function useTransactionsPage(query: ShopTransactionListQuery) {
  const key = JSON.stringify(query);
  return useResource(() => catalogueApi().transactions(query), [key]);
}

export function useTransactionTypes() {
  return useResource(async () => (await catalogueApi().transactionTypes({ limit: 100 })).items, []);
}
