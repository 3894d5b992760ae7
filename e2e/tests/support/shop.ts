import type { Locator } from '@playwright/test';
import type { ApiSession } from './api';

/** A stock row as GET /api/settings/inventory answers it (the fields a journey checks). */
export type StockRow = {
  id: number;
  item_id: number;
  item_name: string;
  purpose: 'sale' | 'rental';
  quantity: number;
  low_stock_threshold: number;
  low_stock: boolean;
};

/**
 * An item of a journey's own with a stock row for one purpose: on the shelf (`sale`, priced
 * `sale_price`) or a rental pool (`rental`, `rental_price` a day), `quantity` units. Amounts are in
 * minor units. Answers the item's and the stock row's ids.
 */
export async function createStockedItem(
  admin: ApiSession,
  input: {
    name: string;
    purpose: 'sale' | 'rental';
    price: number;
    quantity: number;
    lowStockThreshold?: number;
  },
): Promise<{ itemId: number; inventoryId: number }> {
  const item = await admin.send<{ id: number }>('POST', '/api/settings/items', {
    name: input.name,
    ...(input.purpose === 'sale' ? { sale_price: input.price } : { rental_price: input.price }),
  });
  const row = await admin.send<{ id: number }>('POST', '/api/settings/inventory', {
    item_id: item.id,
    purpose: input.purpose,
    quantity: input.quantity,
    low_stock_threshold: input.lowStockThreshold ?? 0,
  });
  return { itemId: item.id, inventoryId: row.id };
}

/** The stock row of an item for a purpose, as the server holds it now. */
export async function stockOf(
  admin: ApiSession,
  itemId: number,
  purpose: 'sale' | 'rental',
): Promise<StockRow | undefined> {
  const rows = await admin.get<StockRow[]>(
    `/api/settings/inventory?item_id=${itemId}&purpose=${purpose}`,
  );
  return rows.find((r) => r.item_id === itemId && r.purpose === purpose);
}

/**
 * The cell of `row` under the column headed `header` (a header's text starts with it: a sortable
 * header may add words). The row's header cell counts as the first cell, as in the table's head.
 */
export async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  if (index < 0) throw new Error(`no column "${header}" in [${headers.join(', ')}]`);
  return row.locator('th, td').nth(index);
}
