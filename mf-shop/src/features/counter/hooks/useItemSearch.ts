import type { ShopInventory } from '@fairway/shared-api/shop';
import { catalogueApi } from '../api/clients';
import { counterItemOf, type CounterItem } from '../utils/sale';
import { useDebouncedSearch } from './useDebouncedSearch';

/** The most items one search shows. */
export const SEARCH_LIMIT = 20;

/** Active items whose name, SKU or barcode matches `q`, that the counter can sell. */
export async function searchItems(
  q: string,
  stock: ReadonlyMap<number, ShopInventory>,
  signal?: AbortSignal,
): Promise<CounterItem[]> {
  const page = await catalogueApi().items({ q, active: true, limit: SEARCH_LIMIT });
  if (signal?.aborted) return [];
  return page.items
    .map((item) => counterItemOf(item, stock.get(item.id)))
    .filter((item): item is CounterItem => item !== null);
}

/** The item whose barcode (or SKU) is exactly `code`, or null. */
export async function findByCode(
  code: string,
  stock: ReadonlyMap<number, ShopInventory>,
): Promise<CounterItem | null> {
  const found = await searchItems(code, stock);
  return exactMatch(found, code);
}

/** Among items found, the one whose barcode or SKU is `code` (a scan), or null. */
export function exactMatch(items: readonly CounterItem[], code: string): CounterItem | null {
  const c = code.trim();
  return (
    items.find((i) => i.barcode === c) ??
    items.find((i) => i.sku !== null && i.sku.toLowerCase() === c.toLowerCase()) ??
    null
  );
}

/** The counter's search as typing pauses (from one character), once the stock is known. */
export function useItemSearch(query: string, stock: ReadonlyMap<number, ShopInventory> | null) {
  return useDebouncedSearch<CounterItem>(
    query,
    1,
    (q, signal) => searchItems(q, stock ?? new Map(), signal),
    stock !== null,
  );
}
