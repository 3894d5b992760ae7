import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@fairway/shared-api/shop';
import type { ShopInventory, ShopItem } from '@fairway/shared-api/shop';

/** Something the counter can sell: an active item with a sale price and its sale stock row. */
export type CounterItem = {
  inventory_id: number;
  item_id: number;
  name: string;
  sku: string | null;
  barcode: string | null;
  brand_name: string | null;
  unit_price: number;
  /** Units on the shelf when last looked at (the server has the last word). */
  available: number;
};

export type SaleLine = CounterItem & { quantity: number };

/** An item found by the search joined with its sale stock; null when it cannot be sold here. */
export function counterItemOf(
  item: ShopItem,
  stock: ShopInventory | undefined,
): CounterItem | null {
  const price = stock?.sale_price ?? item.sale_price;
  if (!stock || price === null || !item.is_active) return null;
  return {
    inventory_id: stock.id,
    item_id: item.id,
    name: item.name,
    sku: item.sku,
    barcode: item.barcode,
    brand_name: item.brand_name,
    unit_price: price,
    available: stock.quantity,
  };
}

/** The most units of one line: what is on the shelf, and the order's limit per line. */
export const lineLimit = (item: CounterItem) => Math.min(item.available, MAX_LINE_QUANTITY);

export type AddOutcome =
  | { kind: 'added'; lines: SaleLine[]; quantity: number }
  | { kind: 'short'; lines: SaleLine[]; available: number }
  | { kind: 'full'; lines: SaleLine[] };

/** One more of `item` (a new line, or one more on its line), never more than the shelf holds. */
export function addToSale(lines: readonly SaleLine[], item: CounterItem): AddOutcome {
  const existing = lines.find((l) => l.inventory_id === item.inventory_id);
  const quantity = (existing?.quantity ?? 0) + 1;
  if (quantity > lineLimit(item))
    return { kind: 'short', lines: [...lines], available: item.available };
  if (!existing && lines.length >= MAX_ORDER_LINES) return { kind: 'full', lines: [...lines] };
  const next = existing
    ? lines.map((l) => (l === existing ? { ...l, ...item, quantity } : l))
    : [...lines, { ...item, quantity }];
  return { kind: 'added', lines: next, quantity };
}

/** The line's quantity set (1 to its limit); 0 or less removes the line. */
export function setQuantity(
  lines: readonly SaleLine[],
  inventoryId: number,
  quantity: number,
): SaleLine[] {
  if (quantity <= 0) return lines.filter((l) => l.inventory_id !== inventoryId);
  return lines.map((l) =>
    l.inventory_id === inventoryId ? { ...l, quantity: Math.min(quantity, lineLimit(l)) } : l,
  );
}

export const lineTotal = (line: SaleLine) => line.unit_price * line.quantity;
export const saleTotal = (lines: readonly SaleLine[]) =>
  lines.reduce((sum, l) => sum + lineTotal(l), 0);
export const saleUnits = (lines: readonly SaleLine[]) =>
  lines.reduce((sum, l) => sum + l.quantity, 0);

/** What the server's 409 on a short line says ("Only 2 left of Pro V1 balls"). */
const SHORT = /^Only (\d+) left of (.+)$/;

/** The line a 409 names, so its quantity can be shown beside it. */
export function shortLineOf(message: string): { available: number; name: string } | null {
  const match = SHORT.exec(message.trim());
  return match ? { available: Number(match[1]), name: match[2]! } : null;
}

/** Looks like what a barcode scanner types: digits (EAN/UPC) or a code without spaces. */
export const looksLikeBarcode = (text: string) => /^[\x21-\x7e]{4,64}$/.test(text.trim());
