import { sql } from 'drizzle-orm';
import { rowsOf } from './db/rows';
import { recordMovements } from './modules/shop';
import type { Tx } from './plugins/platform/database';

// Six weeks of trade for the demo club's shop, so its orders, stock and analytics read like a
// club's: a few sales a day at the counter (walk-ins and members on account, cash or card) and
// members' shop orders, each taking its units off the shelf with the same conditional update an
// order makes, plus two refunds. The opening stock is dated before the first sale. Runs once: a
// club that has orders is left alone.

export type DemoSalesInput = {
  organizationId: number;
  now: Date;
  deskUserId: number;
  memberIds: readonly number[];
};

export type DemoSalesResult = { orders: number; refunds: number };

const DAYS = 42;
const DAY_MS = 24 * 3600_000;

/** A small deterministic generator, so every demo club trades the same way. */
function generator(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

type Shelf = { inventoryId: number; itemId: number; name: string; price: number };

export async function seedDemoSales(tx: Tx, input: DemoSalesInput): Promise<DemoSalesResult> {
  const { organizationId: org, now, deskUserId, memberIds } = input;
  const result: DemoSalesResult = { orders: 0, refunds: 0 };
  const any = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM shop_orders`),
  );
  if (any[0]!.n > 0) return result;

  const opened = new Date(now.getTime() - (DAYS + 1) * DAY_MS);
  await tx.execute(sql`UPDATE shop_transactions SET created_at = ${opened}, updated_at = ${opened}
    WHERE kind = 'restock' AND notes = 'Opening stock' AND created_at > ${opened}`);
  const shelves = rowsOf<Shelf>(
    await tx.execute(sql`SELECT s.id AS "inventoryId", i.id AS "itemId", i.name,
        i.sale_price AS price
      FROM shop_inventory s JOIN shop_items i ON i.id = s.item_id
      WHERE s.purpose = 'sale' AND i.sale_price IS NOT NULL AND i.is_active
      ORDER BY i.id`),
  );
  if (shelves.length === 0) return result;

  const random = generator(org * 7919 + 13);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const paidOrders: { id: number; at: Date; total: number; userId: number | null }[] = [];

  for (let day = DAYS; day >= 1; day--) {
    const weekend = [0, 6].includes(new Date(now.getTime() - day * DAY_MS).getUTCDay());
    const count = Math.floor(random() * (weekend ? 6 : 4));
    for (let n = 0; n < count; n++) {
      // Between 09:00 and 18:00 UTC of that day.
      const at = new Date(
        Math.floor((now.getTime() - day * DAY_MS) / DAY_MS) * DAY_MS +
          (9 + random() * 9) * 3600_000,
      );
      const online = random() < 0.3 && memberIds.length > 0;
      const userId = online || random() < 0.4 ? pick(memberIds) : null;
      const method =
        userId !== null && (online || random() < 0.5) ? 'account' : pick(['cash', 'card'] as const);
      const lines = new Map<number, { shelf: Shelf; quantity: number }>();
      for (let l = 0, k = 1 + Math.floor(random() * 3); l < k; l++) {
        const shelf = pick(shelves);
        const quantity = 1 + Math.floor(random() * 2);
        const line = lines.get(shelf.inventoryId);
        lines.set(shelf.inventoryId, { shelf, quantity: (line?.quantity ?? 0) + quantity });
      }
      const sold: { shelf: Shelf; quantity: number }[] = [];
      for (const line of lines.values()) {
        const taken = rowsOf(
          await tx.execute(sql`UPDATE shop_inventory SET quantity = quantity - ${line.quantity}
            WHERE id = ${line.shelf.inventoryId} AND quantity >= ${line.quantity} + 1
            RETURNING id`),
        );
        if (taken.length > 0) sold.push(line);
      }
      if (sold.length === 0) continue;
      const total = sold.reduce((sum, l) => sum + l.shelf.price * l.quantity, 0);
      const [order] = rowsOf<{ id: number }>(
        await tx.execute(sql`INSERT INTO shop_orders (organization_id, user_id, channel, status,
            total, paid_amount, payment_method, paid_at, created_by, created_at, updated_at)
          VALUES (${org}, ${userId}, ${online ? 'shop' : 'counter'}, 'paid', ${total}, ${total},
            ${method}, ${at}, ${online ? userId : deskUserId}, ${at}, ${at})
          RETURNING id`),
      );
      for (const l of sold)
        await tx.execute(sql`INSERT INTO shop_order_items (organization_id, order_id,
            inventory_id, item_id, item_name, unit_price, quantity)
          VALUES (${org}, ${order!.id}, ${l.shelf.inventoryId}, ${l.shelf.itemId}, ${l.shelf.name},
            ${l.shelf.price}, ${l.quantity})`);
      const createdBy = online ? userId : deskUserId;
      const ids = await recordMovements(tx, org, [
        ...sold.map((l) => ({
          kind: 'sale' as const,
          inventoryId: l.shelf.inventoryId,
          quantity: -l.quantity,
          userId,
          orderId: order!.id,
          createdBy,
        })),
        {
          kind: 'payment',
          amount: total,
          paymentMethod: method,
          userId,
          orderId: order!.id,
          createdBy,
        },
      ]);
      await tx.execute(sql`UPDATE shop_transactions SET created_at = ${at}, updated_at = ${at}
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      paidOrders.push({ id: order!.id, at, total, userId });
      result.orders++;
    }
  }

  // Two refunds a few days after the sale: one whole, one part (a glove that did not fit).
  for (const [i, share] of [1, 0.5].entries()) {
    const order = paidOrders[Math.floor(paidOrders.length * (0.3 + 0.4 * i))];
    if (!order) continue;
    const amount = Math.round(order.total * share);
    const at = new Date(Math.min(order.at.getTime() + 2 * DAY_MS, now.getTime() - DAY_MS));
    await tx.execute(sql`UPDATE shop_orders SET refunded_amount = ${amount},
        status = ${share === 1 ? 'refunded' : 'partially_refunded'}, updated_at = ${at}
      WHERE id = ${order.id}`);
    const [id] = await recordMovements(tx, org, [
      {
        kind: 'refund',
        amount: -amount,
        userId: order.userId,
        orderId: order.id,
        notes: share === 1 ? 'Changed their mind' : 'Wrong size',
        createdBy: deskUserId,
      },
    ]);
    await tx.execute(sql`UPDATE shop_transactions SET created_at = ${at}, updated_at = ${at}
      WHERE id = ${id!}`);
    result.refunds++;
  }
  return result;
}
