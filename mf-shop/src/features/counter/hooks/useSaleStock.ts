import { useResource } from '@fairway/shared-ui';
import { SHOP_MAX_LIMIT, type ShopInventory } from '@fairway/shared-api/shop';
import { catalogueApi } from '../api/clients';

/** At most this many sale stock rows are read (50 pages). */
const MAX_ROWS = 5000;

/** Every sale stock row of the club (page after page), by item. */
async function loadSaleStock(): Promise<Map<number, ShopInventory>> {
  const byItem = new Map<number, ShopInventory>();
  for (let offset = 0; offset < MAX_ROWS; offset += SHOP_MAX_LIMIT) {
    const page = await catalogueApi().inventory({
      purpose: 'sale',
      limit: SHOP_MAX_LIMIT,
      offset,
    });
    for (const row of page.items) byItem.set(row.item_id, row);
    if (page.items.length < SHOP_MAX_LIMIT || offset + page.items.length >= page.total) break;
  }
  return byItem;
}

/**
 * The shop's sale stock (what is on the shelf, and the inventory row an order names), loaded
 * when the counter opens and again after each sale.
 */
export function useSaleStock() {
  return useResource(loadSaleStock, []);
}
