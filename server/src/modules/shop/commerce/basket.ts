/** A customer's basket: lines of sale stock they mean to order (docs/shop-and-rentals.md). */
import { sql } from 'drizzle-orm';
import {
  MAX_BASKET_LINES,
  type Basket,
  type BasketLineInput,
  type BasketRemoveQuery,
} from '@fairway/shared-api/contract';
import { conflict, notFound } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import type { ShopCaller } from '../context';
import { customerOf, num, query } from './common';

type LineRow = {
  inventory_id: number;
  item_id: number;
  item_name: string;
  image_file_id: number | null;
  unit_price: number | null;
  quantity: number;
  available: number;
};

/** The basket's lines with the items' prices and stock now, in the order they were added. */
export async function readBasket(tx: Tx, userId: number): Promise<Basket> {
  const rows = await query<LineRow>(
    tx,
    sql`SELECT b.inventory_id, inv.item_id, it.name AS item_name, img.file_id AS image_file_id,
        it.sale_price AS unit_price, b.quantity, inv.quantity AS available
      FROM shop_basket_items b
      JOIN shop_inventory inv ON inv.id = b.inventory_id
      JOIN shop_items it ON it.id = inv.item_id
      LEFT JOIN shop_item_images img ON img.item_id = it.id AND img.is_primary
      WHERE b.user_id = ${userId}
      ORDER BY b.added_at, b.inventory_id`,
  );
  const items = rows.map((r) => {
    const unitPrice = r.unit_price === null ? null : num(r.unit_price);
    const quantity = num(r.quantity);
    return {
      inventory_id: num(r.inventory_id),
      item_id: num(r.item_id),
      item_name: r.item_name,
      image_file_id: r.image_file_id === null ? null : num(r.image_file_id),
      unit_price: unitPrice,
      quantity,
      line_total: (unitPrice ?? 0) * quantity,
      available: num(r.available),
    };
  });
  return { user_id: userId, items, total: items.reduce((s, l) => s + l.line_total, 0) };
}

export async function getBasket(tx: Tx, c: ShopCaller, userId: number): Promise<Basket> {
  return readBasket(tx, await customerOf(tx, c, userId, 'Basket', false));
}

type Saleable = {
  id: number;
  name: string;
  purpose: string;
  is_active: boolean;
  sale_price: number | null;
  quantity: number;
};

/** The sale stock row and its item, or 404. */
export async function saleableStock(tx: Tx, inventoryId: number): Promise<Saleable> {
  const [row] = await query<Saleable>(
    tx,
    sql`SELECT inv.id, it.name, inv.purpose, it.is_active, it.sale_price, inv.quantity
      FROM shop_inventory inv JOIN shop_items it ON it.id = inv.item_id
      WHERE inv.id = ${inventoryId}`,
  );
  if (!row) throw notFound('Inventory item');
  return row;
}

/** 409 when the stock row cannot be sold (rental stock, inactive item, no sale price). */
export function assertForSale(row: Saleable): void {
  if (row.purpose !== 'sale' || !row.is_active || row.sale_price === null)
    throw conflict(`${row.name} is not for sale`);
}

/** POST /basket: sets the line's quantity; 0 removes it. */
export async function setLine(tx: Tx, c: ShopCaller, input: BasketLineInput): Promise<Basket> {
  const userId = await customerOf(tx, c, input.user_id, 'Basket', true);
  const stock = await saleableStock(tx, input.inventory_id);
  if (input.quantity === 0) {
    await tx.execute(
      sql`DELETE FROM shop_basket_items WHERE user_id = ${userId} AND inventory_id = ${stock.id}`,
    );
    return readBasket(tx, userId);
  }
  assertForSale(stock);
  if (num(stock.quantity) < input.quantity)
    throw conflict(
      num(stock.quantity) === 0
        ? `${stock.name} is out of stock`
        : `Only ${num(stock.quantity)} left of ${stock.name}`,
    );
  // The line cap is checked by the insert itself: a new line is added only below the cap.
  const written = await query<{ n: number }>(
    tx,
    sql`WITH existing AS (
        SELECT 1 FROM shop_basket_items WHERE user_id = ${userId} AND inventory_id = ${stock.id}
      ), lines AS (
        SELECT count(*)::int AS n FROM shop_basket_items WHERE user_id = ${userId}
      )
      INSERT INTO shop_basket_items (organization_id, user_id, inventory_id, quantity, added_at)
      SELECT ${c.organizationId}, ${userId}, ${stock.id}, ${input.quantity}, ${c.now}
      WHERE EXISTS (SELECT 1 FROM existing) OR (SELECT n FROM lines) < ${MAX_BASKET_LINES}
      ON CONFLICT (organization_id, user_id, inventory_id)
        DO UPDATE SET quantity = excluded.quantity
      RETURNING 1 AS n`,
  );
  if (written.length === 0)
    throw conflict(`A basket holds at most ${MAX_BASKET_LINES} different items`);
  return readBasket(tx, userId);
}

/** DELETE /basket: one line, or every line without inventory_id. */
export async function removeLines(
  tx: Tx,
  c: ShopCaller,
  input: BasketRemoveQuery,
): Promise<Basket> {
  const userId = await customerOf(tx, c, input.user_id, 'Basket', true);
  await tx.execute(
    input.inventory_id === undefined
      ? sql`DELETE FROM shop_basket_items WHERE user_id = ${userId}`
      : sql`DELETE FROM shop_basket_items
          WHERE user_id = ${userId} AND inventory_id = ${input.inventory_id}`,
  );
  return readBasket(tx, userId);
}
