/**
 * Orders (docs/shop-and-rentals.md, "Basket and orders"): stock is taken when ordered, by one
 * conditional update per line; paying and refunding are conditional updates of the order, so two
 * attempts at once never take or give back more than once. Every movement writes the ledger.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  Order,
  OrderCreateInput,
  OrderDetails,
  OrderItem,
  OrderListQuery,
  OrderPayInput,
  OrderPayment,
  OrderRefundInput,
  OrderTransaction,
  OrderUpdateInput,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { claimKey, requestHash, storeAnswer } from '../../../lib/idempotency';
import type { Tx } from '../../../plugins/platform/database';
import { findAccount, userNameOf } from '../../users';
import type { ShopCaller } from '../context';
import { recordMovements, type Movement } from '../ledger';
import { assertForSale } from './basket';
import { customerOf, formatAmount, iso, isoOrNull, num, query } from './common';

type OrderRow = {
  id: number;
  user_id: number | null;
  user_name: string | null;
  channel: Order['channel'];
  status: Order['status'];
  total: number;
  paid_amount: number;
  refunded_amount: number;
  payment_method: Order['payment_method'];
  paid_at: unknown;
  notes: string | null;
  item_count: unknown;
  created_by: number | null;
  created_at: unknown;
  updated_at: unknown;
};

const orderColumns = sql`o.id, o.user_id, ${userNameOf(sql`o.user_id`)} AS user_name, o.channel,
  o.status, o.total, o.paid_amount, o.refunded_amount, o.payment_method, o.paid_at, o.notes,
  (SELECT coalesce(sum(oi.quantity), 0) FROM shop_order_items oi WHERE oi.order_id = o.id)
    AS item_count,
  o.created_by, o.created_at, o.updated_at`;

function toOrder(r: OrderRow): Order {
  return {
    id: num(r.id),
    user_id: r.user_id === null ? null : num(r.user_id),
    user_name: r.user_name,
    channel: r.channel,
    status: r.status,
    total: num(r.total),
    paid_amount: num(r.paid_amount),
    refunded_amount: num(r.refunded_amount),
    payment_method: r.payment_method,
    paid_at: isoOrNull(r.paid_at),
    notes: r.notes,
    item_count: num(r.item_count),
    created_by: r.created_by === null ? null : num(r.created_by),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

async function readOrder(tx: Tx, id: number): Promise<Order | null> {
  const [row] = await query<OrderRow>(
    tx,
    sql`SELECT ${orderColumns} FROM shop_orders o WHERE o.id = ${id}`,
  );
  return row ? toOrder(row) : null;
}

/** The order if the caller may see it (staff: any; a member: their own), else 404. */
async function visibleOrder(tx: Tx, c: ShopCaller, id: number): Promise<Order> {
  const order = await readOrder(tx, id);
  if (!order || (!c.isStaff && order.user_id !== c.userId)) throw notFound('Order');
  return order;
}

type ItemRow = Omit<OrderItem, 'line_total'>;

async function readItems(tx: Tx, orderId: number): Promise<OrderItem[]> {
  const rows = await query<ItemRow>(
    tx,
    sql`SELECT id, order_id, inventory_id, item_id, item_name, unit_price, quantity,
        refunded_quantity
      FROM shop_order_items WHERE order_id = ${orderId} ORDER BY id`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    order_id: num(r.order_id),
    inventory_id: r.inventory_id === null ? null : num(r.inventory_id),
    item_id: r.item_id === null ? null : num(r.item_id),
    item_name: r.item_name,
    unit_price: num(r.unit_price),
    quantity: num(r.quantity),
    line_total: num(r.unit_price) * num(r.quantity),
    refunded_quantity: num(r.refunded_quantity),
  }));
}

async function readTransactions(tx: Tx, orderId: number): Promise<OrderTransaction[]> {
  const rows = await query<OrderTransaction>(
    tx,
    sql`SELECT id, kind, inventory_id, user_id, quantity, amount, payment_method, status,
        order_id, notes, created_by, created_at
      FROM shop_transactions WHERE order_id = ${orderId} ORDER BY id`,
  );
  return rows.map((r) => ({
    ...r,
    id: num(r.id),
    inventory_id: r.inventory_id === null ? null : num(r.inventory_id),
    user_id: r.user_id === null ? null : num(r.user_id),
    quantity: num(r.quantity),
    amount: num(r.amount),
    order_id: r.order_id === null ? null : num(r.order_id),
    created_by: r.created_by === null ? null : num(r.created_by),
    created_at: iso(r.created_at),
  }));
}

async function detailsOf(tx: Tx, order: Order): Promise<OrderDetails> {
  const [items, transactions, account] = await Promise.all([
    readItems(tx, order.id),
    readTransactions(tx, order.id),
    order.user_id === null ? Promise.resolve(null) : findAccount(tx, order.user_id),
  ]);
  return {
    ...order,
    items,
    transactions,
    user: account
      ? { id: account.id, name: order.user_name ?? account.email, email: account.email }
      : null,
  };
}

export async function orderDetails(tx: Tx, c: ShopCaller, id: number): Promise<OrderDetails> {
  return detailsOf(tx, await visibleOrder(tx, c, id));
}

export async function orderItems(tx: Tx, c: ShopCaller, id: number): Promise<OrderItem[]> {
  await visibleOrder(tx, c, id);
  return readItems(tx, id);
}

export type OrderPage = { rows: Order[]; total: number };

async function pageOf(tx: Tx, where: SQL, page: number, limit: number): Promise<OrderPage> {
  const [rows, [count]] = await Promise.all([
    query<OrderRow>(
      tx,
      sql`SELECT ${orderColumns} FROM shop_orders o WHERE ${where}
        ORDER BY o.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    query<{ n: unknown }>(tx, sql`SELECT count(*) AS n FROM shop_orders o WHERE ${where}`),
  ]);
  return { rows: rows.map(toOrder), total: num(count?.n) };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** GET /orders (staff): newest first; q is an order number (#12 or 12) or part of the customer's name. */
export async function listOrders(
  tx: Tx,
  q: { page: number; limit: number; status?: Order['status'] | undefined; q?: string | undefined },
): Promise<OrderPage> {
  const conditions: SQL[] = [sql`true`];
  if (q.status) conditions.push(sql`o.status = ${q.status}`);
  const text = q.q?.replace(/^#/, '').trim();
  if (text) {
    // Digits are an order number (a name has none); other text is part of the customer's name.
    conditions.push(
      /^\d{1,9}$/.test(text)
        ? sql`o.id = ${Number(text)}`
        : sql`${userNameOf(sql`o.user_id`)} ILIKE ${likePattern(text)}`,
    );
  }
  return pageOf(tx, sql.join(conditions, sql` AND `), q.page, q.limit);
}

/** GET /orders/user/{id}: a member's own orders, or (staff) anyone's. */
export async function userOrders(
  tx: Tx,
  c: ShopCaller,
  userId: number,
  q: Pick<OrderListQuery, 'status'> & { page: number; limit: number },
): Promise<OrderPage> {
  const who = await customerOf(tx, c, userId, 'User', false);
  const conditions: SQL[] = [sql`o.user_id = ${who}`];
  if (q.status) conditions.push(sql`o.status = ${q.status}`);
  return pageOf(tx, sql.join(conditions, sql` AND `), q.page, q.limit);
}

type CreateInput = Omit<OrderCreateInput, 'channel'> & { channel: 'shop' | 'counter' };

/** Who the order is for: a member's own; staff with shop:write may name anyone or no one (counter). */
async function orderCustomer(tx: Tx, c: ShopCaller, input: CreateInput): Promise<number | null> {
  if (input.channel === 'counter') {
    if (!c.canWrite) throw forbidden('Only staff can sell at the counter');
    if (input.user_id === undefined || input.user_id === null) return null;
    return customerOf(tx, c, input.user_id, 'User', true);
  }
  if (input.user_id === null) throw badRequest('An order from the shop needs a customer');
  return customerOf(tx, c, input.user_id, 'User', true);
}

type StockRow = {
  id: number;
  item_id: number;
  name: string;
  purpose: string;
  is_active: boolean;
  sale_price: number | null;
  quantity: number;
};

/** "Only 2 left of Pro V1 balls" (or out of stock) for a line the shelf cannot fill. */
async function shortOf(tx: Tx, inventoryId: number, name: string): Promise<Error> {
  const [row] = await query<{ quantity: number }>(
    tx,
    sql`SELECT quantity FROM shop_inventory WHERE id = ${inventoryId}`,
  );
  const left = num(row?.quantity);
  return conflict(left === 0 ? `${name} is out of stock` : `Only ${left} left of ${name}`);
}

/**
 * POST /orders. The lines are locked in inventory-id order (no two orders wait on each other in
 * a cycle); each takes its units with `quantity = quantity - n WHERE quantity >= n`. A line the
 * shelf cannot fill throws, and the whole order (earlier lines, order, ledger) rolls back.
 */
export async function createOrder(
  tx: Tx,
  c: ShopCaller,
  input: CreateInput,
): Promise<OrderDetails> {
  const customer = await orderCustomer(tx, c, input);
  let lines: { inventory_id: number; quantity: number }[];
  if (input.from_basket) {
    if (customer === null) throw badRequest('A walk-in sale has no basket: send the items');
    lines = (
      await query<{ inventory_id: number; quantity: number }>(
        tx,
        sql`SELECT inventory_id, quantity FROM shop_basket_items WHERE user_id = ${customer}`,
      )
    ).map((l) => ({ inventory_id: num(l.inventory_id), quantity: num(l.quantity) }));
    if (lines.length === 0) throw badRequest('The basket is empty');
  } else {
    lines = input.items ?? [];
  }
  lines = [...lines].sort((a, b) => a.inventory_id - b.inventory_id);

  const ids = lines.map((l) => l.inventory_id);
  const stock = await query<StockRow>(
    tx,
    sql`SELECT inv.id, inv.item_id, it.name, inv.purpose, it.is_active, it.sale_price, inv.quantity
      FROM shop_inventory inv JOIN shop_items it ON it.id = inv.item_id
      WHERE inv.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const byId = new Map(stock.map((s) => [num(s.id), s]));
  const priced = lines.map((l) => {
    const s = byId.get(l.inventory_id);
    if (!s) throw notFound('Inventory item');
    assertForSale(s);
    return { ...l, item_id: num(s.item_id), name: s.name, unit_price: num(s.sale_price) };
  });

  for (const line of priced) {
    const taken = await query<{ id: number }>(
      tx,
      sql`UPDATE shop_inventory SET quantity = quantity - ${line.quantity}, updated_at = ${c.now}
        WHERE id = ${line.inventory_id} AND quantity >= ${line.quantity} RETURNING id`,
    );
    if (taken.length === 0) throw await shortOf(tx, line.inventory_id, line.name);
  }

  const total = priced.reduce((s, l) => s + l.unit_price * l.quantity, 0);
  const [created] = await query<{ id: number }>(
    tx,
    sql`INSERT INTO shop_orders (organization_id, user_id, channel, status, total, notes,
        created_by, created_at, updated_at)
      VALUES (${c.organizationId}, ${customer}, ${input.channel}, 'pending', ${total},
        ${input.notes ?? null}, ${c.userId}, ${c.now}, ${c.now})
      RETURNING id`,
  );
  const orderId = num(created!.id);
  await tx.execute(
    sql`INSERT INTO shop_order_items (organization_id, order_id, inventory_id, item_id, item_name,
        unit_price, quantity)
      VALUES ${sql.join(
        priced.map(
          (l) =>
            sql`(${c.organizationId}, ${orderId}, ${l.inventory_id}, ${l.item_id}, ${l.name},
              ${l.unit_price}, ${l.quantity})`,
        ),
        sql`, `,
      )}`,
  );
  await recordMovements(
    tx,
    c.organizationId,
    priced.map((l) => ({
      kind: 'sale',
      quantity: -l.quantity,
      inventoryId: l.inventory_id,
      userId: customer,
      orderId,
      createdBy: c.userId,
    })),
  );
  if (input.from_basket && customer !== null)
    await tx.execute(sql`DELETE FROM shop_basket_items WHERE user_id = ${customer}`);
  return detailsOf(tx, (await readOrder(tx, orderId))!);
}

/** Puts the lines' units back on the shelf (inventory-id order) and answers their ledger rows. */
async function restock(
  tx: Tx,
  c: ShopCaller,
  lines: { inventory_id: number | null; quantity: number }[],
): Promise<void> {
  const sorted = lines
    .filter((l): l is { inventory_id: number; quantity: number } => l.inventory_id !== null)
    .sort((a, b) => a.inventory_id - b.inventory_id);
  for (const l of sorted)
    await tx.execute(
      sql`UPDATE shop_inventory SET quantity = quantity + ${l.quantity}, updated_at = ${c.now}
        WHERE id = ${l.inventory_id}`,
    );
}

/** PUT /orders/{id}: notes (owner or shop:write), or cancel a pending order (stock goes back). */
export async function updateOrder(
  tx: Tx,
  c: ShopCaller,
  id: number,
  input: OrderUpdateInput,
): Promise<Order> {
  const order = await visibleOrder(tx, c, id);
  if (order.user_id !== c.userId && !c.canWrite)
    throw forbidden('Only staff can change the orders of others');
  if (input.status === 'cancelled') {
    const cancelled = await query<{ id: number }>(
      tx,
      sql`UPDATE shop_orders SET status = 'cancelled', updated_at = ${c.now}
        WHERE id = ${id} AND status = 'pending' RETURNING id`,
    );
    if (cancelled.length === 0) {
      const now = await readOrder(tx, id);
      throw conflict(
        now?.status === 'cancelled'
          ? `Order #${id} is already cancelled`
          : `Order #${id} is paid: refund it instead of cancelling`,
      );
    }
    const items = await readItems(tx, id);
    await restock(tx, c, items);
    await recordMovements(
      tx,
      c.organizationId,
      items.map((l) => ({
        kind: 'cancel',
        quantity: l.quantity,
        inventoryId: l.inventory_id,
        userId: order.user_id,
        orderId: id,
        createdBy: c.userId,
      })),
    );
  }
  if (input.notes !== undefined)
    await tx.execute(
      sql`UPDATE shop_orders SET notes = ${input.notes}, updated_at = ${c.now} WHERE id = ${id}`,
    );
  return (await readOrder(tx, id))!;
}

/** replayed: the stored answer of an earlier attempt with the same Idempotency-Key. */
export type PayAnswer = { status: number; body: OrderPayment; replayed: boolean };

/**
 * POST /orders/{id}/pay: pays what is due, once. The order moves from pending to paid by one
 * conditional update; a second attempt (at the same time or later) finds it paid and is answered
 * 409, unless it carries the first attempt's Idempotency-Key, which answers the first answer.
 */
export async function payOrder(
  tx: Tx,
  c: ShopCaller,
  id: number,
  input: OrderPayInput,
  idempotencyKey: string | null,
): Promise<PayAnswer> {
  const scope = idempotencyKey
    ? { organizationId: c.organizationId, userId: c.userId, key: idempotencyKey }
    : null;
  if (scope) {
    const stored = await claimKey(
      tx,
      scope,
      requestHash({ call: 'orders.pay', id, body: input }),
      c.now,
    );
    if (stored) return { status: stored.status, body: stored.body as OrderPayment, replayed: true };
  }
  const order = await visibleOrder(tx, c, id);
  if (input.payment_method !== 'account' && !c.canWrite)
    throw forbidden('Members pay on account; cash and card are taken at the counter');
  if (order.user_id !== c.userId && !c.canWrite)
    throw forbidden('Only staff can take payment for the orders of others');
  if (input.payment_method === 'account' && order.user_id === null)
    throw badRequest('A walk-in sale cannot be charged to an account');
  if (order.status === 'cancelled') throw conflict(`Order #${id} is cancelled`);
  if (order.status !== 'pending') throw conflict(`Order #${id} is already paid`);
  const due = order.total - order.paid_amount;
  if (input.tendered !== undefined && input.tendered < due)
    throw badRequest(
      `Tendered ${formatAmount(input.tendered)} is less than the ${formatAmount(due)} due`,
    );

  const paid = await query<{ id: number }>(
    tx,
    sql`UPDATE shop_orders SET status = 'paid', paid_amount = total,
        payment_method = ${input.payment_method}, paid_at = ${c.now}, updated_at = ${c.now}
      WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  if (paid.length === 0) {
    const now = await readOrder(tx, id);
    throw conflict(
      now?.status === 'cancelled' ? `Order #${id} is cancelled` : `Order #${id} is already paid`,
    );
  }
  await recordMovements(tx, c.organizationId, [
    {
      kind: 'payment',
      amount: due,
      paymentMethod: input.payment_method,
      userId: order.user_id,
      orderId: id,
      createdBy: c.userId,
    },
  ]);
  const body: OrderPayment = {
    ...(await readOrder(tx, id))!,
    change: input.tendered === undefined ? null : input.tendered - due,
  };
  const answer = { status: 200, body };
  if (scope) await storeAnswer(tx, scope, answer);
  return { ...answer, replayed: false };
}

type RefundInput = Omit<OrderRefundInput, 'restock'> & { restock: boolean };

/**
 * POST /orders/{id}/refund (shop:write). Never more than paid minus refunded: the order's update
 * is conditional on it, so two refunds at once cannot together exceed it either. Returned items
 * are conditional too (never more than were bought), and restocked when asked.
 */
export async function refundOrder(
  tx: Tx,
  c: ShopCaller,
  id: number,
  input: RefundInput,
): Promise<OrderDetails> {
  if (!c.canWrite) throw forbidden('Only staff can refund an order');
  const order = await visibleOrder(tx, c, id);
  if (order.status === 'pending' || order.status === 'cancelled')
    throw conflict(
      order.status === 'pending'
        ? `Order #${id} is not paid: cancel it instead`
        : `Order #${id} is cancelled`,
    );
  if (input.restock && !input.items) throw badRequest('Name the items to put back in stock');

  const items = await readItems(tx, id);
  const returned = (input.items ?? []).map((r) => {
    const line = items.find((i) => i.id === r.order_item_id);
    if (!line) throw notFound('Order item');
    return { line, quantity: r.quantity };
  });
  const refundable = order.paid_amount - order.refunded_amount;
  const itemsValue = returned.reduce((s, r) => s + r.line.unit_price * r.quantity, 0);
  const amount = input.amount ?? (input.items ? Math.min(itemsValue, refundable) : refundable);
  if (amount > refundable || refundable <= 0)
    throw conflict(
      refundable <= 0
        ? `Order #${id} is already fully refunded`
        : `At most ${formatAmount(refundable)} can be refunded`,
    );

  const updated = await query<{ id: number }>(
    tx,
    sql`UPDATE shop_orders SET refunded_amount = refunded_amount + ${amount},
        status = CASE WHEN refunded_amount + ${amount} = paid_amount THEN 'refunded'
          ELSE 'partially_refunded' END,
        updated_at = ${c.now}
      WHERE id = ${id} AND status IN ('paid', 'partially_refunded')
        AND paid_amount - refunded_amount >= ${amount}
      RETURNING id`,
  );
  if (updated.length === 0) {
    const now = await readOrder(tx, id);
    const left = now ? now.paid_amount - now.refunded_amount : 0;
    throw conflict(
      left <= 0
        ? `Order #${id} is already fully refunded`
        : `At most ${formatAmount(left)} can be refunded`,
    );
  }

  for (const r of [...returned].sort((a, b) => a.line.id - b.line.id)) {
    const ok = await query<{ id: number }>(
      tx,
      sql`UPDATE shop_order_items SET refunded_quantity = refunded_quantity + ${r.quantity}
        WHERE id = ${r.line.id} AND refunded_quantity + ${r.quantity} <= quantity RETURNING id`,
    );
    if (ok.length === 0)
      throw conflict(
        `Only ${r.line.quantity - r.line.refunded_quantity} of ${r.line.item_name} can still be returned`,
      );
  }
  if (input.restock)
    await restock(
      tx,
      c,
      returned.map((r) => ({ inventory_id: r.line.inventory_id, quantity: r.quantity })),
    );

  // The money is shared over the returned lines (each up to its value), the rest on the order.
  let left = amount;
  const base = {
    kind: 'refund' as const,
    userId: order.user_id,
    orderId: id,
    paymentMethod: order.payment_method,
    notes: input.reason,
    createdBy: c.userId,
  };
  const movements: Movement[] = returned.map((r) => {
    const share = Math.min(left, r.line.unit_price * r.quantity);
    left -= share;
    return {
      ...base,
      inventoryId: r.line.inventory_id,
      quantity: input.restock && r.line.inventory_id !== null ? r.quantity : 0,
      amount: -share,
    };
  });
  if (left > 0 || movements.length === 0) movements.push({ ...base, amount: -left });
  await recordMovements(tx, c.organizationId, movements);
  return detailsOf(tx, (await readOrder(tx, id))!);
}

/** The receipt's facts, for the caller who may see the order; the address defaults to the customer's. */
export async function receiptFor(
  tx: Tx,
  c: ShopCaller,
  id: number,
  email: string | undefined,
): Promise<{ order: OrderDetails; email: string }> {
  const order = await orderDetails(tx, c, id);
  const to = email ?? order.user?.email;
  if (!to) throw badRequest('This order has no customer: give the e-mail address to send it to');
  return { order, email: to };
}

export { readOrder, detailsOf };
