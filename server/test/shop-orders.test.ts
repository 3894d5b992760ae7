/**
 * The basket and orders (docs/shop-and-rentals.md): stock taken when ordered, paying once (with
 * and without an Idempotency-Key), refunds never beyond what was paid, cancelling puts stock back,
 * and members see only their own basket and orders. Fixture rows are written with SQL: the
 * catalogue's calls are another part of the module.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

const BASKET = '/api/settings/basket';
const ORDERS = '/api/settings/orders';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let member: Agent;
let memberId: number;
let other: Agent;
let otherId: number;

type Stock = { itemId: number; inventoryId: number };

async function seedItem(
  name: string,
  salePrice: number | null,
  quantity: number,
  purpose: 'sale' | 'rental' = 'sale',
): Promise<Stock> {
  return app.withOrg(orgId, async (tx) => {
    const item = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO shop_items (organization_id, name, sale_price)
        VALUES (${orgId}, ${name}, ${salePrice}) RETURNING id`),
    )[0]!;
    const inv = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO shop_inventory (organization_id, item_id, purpose, quantity)
        VALUES (${orgId}, ${item.id}, ${purpose}, ${quantity}) RETURNING id`),
    )[0]!;
    return { itemId: item.id, inventoryId: inv.id };
  });
}

const stockOf = (inventoryId: number) =>
  app.withOrg(orgId, async (tx) =>
    Number(
      rowsOf<{ q: number }>(
        await tx.execute(sql`SELECT quantity AS q FROM shop_inventory WHERE id = ${inventoryId}`),
      )[0]!.q,
    ),
  );

const ledgerOf = (orderId: number) =>
  app.withOrg(orgId, async (tx) =>
    rowsOf<{ kind: string; quantity: number; amount: number; inventory_id: number | null }>(
      await tx.execute(sql`SELECT kind, quantity, amount, inventory_id FROM shop_transactions
        WHERE order_id = ${orderId} ORDER BY id`),
    ).map((r) => ({ ...r, quantity: Number(r.quantity), amount: Number(r.amount) })),
  );

const countOrders = () =>
  app.withOrg(orgId, async (tx) =>
    Number(
      rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM shop_orders`))[0]!
        .n,
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  member = await createUserAndSignIn(app, orgId, 'shopper@shop.test', ['member']);
  memberId = (await member.get('/api/user/current')).json().id;
  other = await createUserAndSignIn(app, orgId, 'other@shop.test', ['member']);
  otherId = (await other.get('/api/user/current')).json().id;
});
afterAll(() => t.close());

describe('the basket', () => {
  test('lines, limits and who may see it', async () => {
    const balls = await seedItem('Pro V1 balls', 2450, 5);
    const glove = await seedItem('Glove', 1500, 3);
    const trolley = await seedItem('Pull trolley', null, 4, 'rental');

    const added = await member.post(BASKET, { inventory_id: balls.inventoryId, quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      user_id: memberId,
      items: [
        {
          inventory_id: balls.inventoryId,
          item_id: balls.itemId,
          item_name: 'Pro V1 balls',
          unit_price: 2450,
          quantity: 2,
          line_total: 4900,
          available: 5,
        },
      ],
      total: 4900,
    });
    await member.post(BASKET, { inventory_id: glove.inventoryId, quantity: 1 });
    // Setting a line again replaces its quantity.
    const set = await member.post(BASKET, { inventory_id: balls.inventoryId, quantity: 3 });
    expect(set.json().total).toBe(3 * 2450 + 1500);

    // Limits: 99 of one, never more than the shelf holds, only items for sale.
    expect(
      (await member.post(BASKET, { inventory_id: balls.inventoryId, quantity: 100 })).statusCode,
    ).toBe(400);
    const tooMany = await member.post(BASKET, { inventory_id: balls.inventoryId, quantity: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 5 left of Pro V1 balls');
    const rental = await member.post(BASKET, { inventory_id: trolley.inventoryId, quantity: 1 });
    expect(rental.statusCode).toBe(409);
    expect(rental.json().message).toBe('Pull trolley is not for sale');
    expect((await member.post(BASKET, { inventory_id: 999_999, quantity: 1 })).statusCode).toBe(
      404,
    );

    // Someone else's basket: 404 for a member (ids are not confirmed), readable by staff.
    expect((await other.get(`${BASKET}/${memberId}`)).statusCode).toBe(404);
    expect(
      (
        await other.post(BASKET, {
          inventory_id: glove.inventoryId,
          quantity: 1,
          user_id: memberId,
        })
      ).statusCode,
    ).toBe(404);
    const seen = await admin.get(`${BASKET}/${memberId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items).toHaveLength(2);

    // Remove one line, then empty it; quantity 0 removes too.
    const removed = await member.delete(`${BASKET}?inventory_id=${glove.inventoryId}`);
    expect(removed.json().items.map((l: { item_name: string }) => l.item_name)).toEqual([
      'Pro V1 balls',
    ]);
    // The spec's client may send the line in a JSON body.
    await member.post(BASKET, { inventory_id: glove.inventoryId, quantity: 1 });
    const byBody = await member.request({
      method: 'DELETE',
      url: BASKET,
      payload: { inventory_id: glove.inventoryId },
    });
    expect(byBody.json().items).toHaveLength(1);
    await member.post(BASKET, { inventory_id: balls.inventoryId, quantity: 0 });
    expect((await member.get(`${BASKET}/${memberId}`)).json()).toEqual({
      user_id: memberId,
      items: [],
      total: 0,
    });
  });

  test('holds at most 50 different items', async () => {
    const many = await app.withOrg(orgId, async (tx) => {
      const rows = rowsOf<{ id: number }>(
        await tx.execute(sql`WITH items AS (
            INSERT INTO shop_items (organization_id, name, sale_price)
            SELECT ${orgId}, 'Tee pack ' || g, 300 FROM generate_series(1, 51) g RETURNING id)
          INSERT INTO shop_inventory (organization_id, item_id, purpose, quantity)
          SELECT ${orgId}, id, 'sale', 10 FROM items RETURNING id`),
      );
      return rows.map((r) => r.id);
    });
    for (const id of many.slice(0, 50))
      expect((await other.post(BASKET, { inventory_id: id, quantity: 1 })).statusCode).toBe(200);
    const over = await other.post(BASKET, { inventory_id: many[50], quantity: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('A basket holds at most 50 different items');
    // Changing a line already there is still fine.
    expect((await other.post(BASKET, { inventory_id: many[0], quantity: 2 })).statusCode).toBe(200);
    expect((await other.delete(BASKET)).json().items).toEqual([]);
  });
});

describe('orders', () => {
  test('order → stock drops → pay → partial refund → over-refund refused → full refund', async () => {
    const balls = await seedItem('Tour balls', 2450, 10);
    const cap = await seedItem('Club cap', 1800, 4);
    await member.post(BASKET, { inventory_id: balls.inventoryId, quantity: 2 });
    await member.post(BASKET, { inventory_id: cap.inventoryId, quantity: 1 });

    const created = await member.post(ORDERS, { from_basket: true, notes: 'Pick up Saturday' });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({
      user_id: memberId,
      user_name: 'Test User',
      channel: 'shop',
      status: 'pending',
      total: 2 * 2450 + 1800,
      paid_amount: 0,
      item_count: 3,
      notes: 'Pick up Saturday',
      user: { id: memberId, email: 'shopper@shop.test' },
    });
    expect(order.items).toHaveLength(2);
    expect(await stockOf(balls.inventoryId)).toBe(8);
    expect(await stockOf(cap.inventoryId)).toBe(3);
    expect((await member.get(`${BASKET}/${memberId}`)).json().items).toEqual([]);
    expect(await ledgerOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'sale', quantity: -2, inventory_id: balls.inventoryId }),
      expect.objectContaining({ kind: 'sale', quantity: -1, inventory_id: cap.inventoryId }),
    ]);

    // A member pays their own order on account only; cash and card are the counter's.
    const cash = await member.post(`${ORDERS}/${order.id}/pay`, { payment_method: 'cash' });
    expect(cash.statusCode).toBe(403);
    const paid = await member.post(`${ORDERS}/${order.id}/pay`, { payment_method: 'account' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      paid_amount: 6700,
      payment_method: 'account',
      change: null,
    });
    const again = await member.post(`${ORDERS}/${order.id}/pay`, { payment_method: 'account' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order #${order.id} is already paid`);

    // Members cannot refund.
    expect(
      (await member.post(`${ORDERS}/${order.id}/refund`, { amount: 100, reason: 'x' })).statusCode,
    ).toBe(403);

    const partial = await admin.post(`${ORDERS}/${order.id}/refund`, {
      amount: 1000,
      reason: 'Scuffed box',
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'partially_refunded', refunded_amount: 1000 });

    const before = await ledgerOf(order.id);
    const over = await admin.post(`${ORDERS}/${order.id}/refund`, {
      amount: 5701,
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('At most 57.00 can be refunded');
    expect(await ledgerOf(order.id)).toEqual(before);
    expect((await admin.get(`${ORDERS}/${order.id}/details`)).json()).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 1000,
    });

    // The rest: both balls come back to the shelf; the money left is refunded.
    const ballsLine = order.items.find((i: { item_name: string }) => i.item_name === 'Tour balls');
    const full = await admin.post(`${ORDERS}/${order.id}/refund`, {
      items: [{ order_item_id: ballsLine.id, quantity: 2 }],
      amount: 5700,
      reason: 'Returned',
      restock: true,
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ status: 'refunded', refunded_amount: 6700 });
    expect(full.json().items.find((i: { id: number }) => i.id === ballsLine.id)).toMatchObject({
      refunded_quantity: 2,
    });
    expect(await stockOf(balls.inventoryId)).toBe(10);
    const ledger = await ledgerOf(order.id);
    const money = ledger.reduce((s, r) => s + r.amount, 0);
    expect(money).toBe(6700 - 6700);
    expect(ledger.filter((r) => r.kind === 'refund').reduce((s, r) => s + r.amount, 0)).toBe(-6700);
    const nothingLeft = await admin.post(`${ORDERS}/${order.id}/refund`, { reason: 'again' });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().message).toBe(`Order #${order.id} is already fully refunded`);
  });

  test('short stock: 409 "Only 2 left of …" and nothing is ordered', async () => {
    const a = await seedItem('Rangefinder', 19900, 5);
    const b = await seedItem('Umbrella', 2500, 2);
    const orders = await countOrders();
    const res = await member.post(ORDERS, {
      items: [
        { inventory_id: a.inventoryId, quantity: 1 },
        { inventory_id: b.inventoryId, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 2 left of Umbrella');
    expect(await stockOf(a.inventoryId)).toBe(5);
    expect(await stockOf(b.inventoryId)).toBe(2);
    expect(await countOrders()).toBe(orders);

    const unpriced = await seedItem('Display stand', null, 1);
    const notForSale = await member.post(ORDERS, {
      items: [{ inventory_id: unpriced.inventoryId, quantity: 1 }],
    });
    expect(notForSale.statusCode).toBe(409);
    expect(notForSale.json().message).toBe('Display stand is not for sale');

    const both = await member.post(ORDERS, {
      from_basket: true,
      items: [{ inventory_id: a.inventoryId, quantity: 1 }],
    });
    expect(both.statusCode).toBe(400);
    expect((await member.post(ORDERS, { from_basket: true })).json().message).toBe(
      'The basket is empty',
    );
  });

  test('cancelling a pending order puts the stock back; a paid one is refunded instead', async () => {
    const towel = await seedItem('Towel', 1200, 6);
    const res = await admin.post(ORDERS, {
      channel: 'counter',
      items: [{ inventory_id: towel.inventoryId, quantity: 4 }],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ user_id: null, channel: 'counter', user: null });
    expect(await stockOf(towel.inventoryId)).toBe(2);

    const cancelled = await admin.put(`${ORDERS}/${order.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await stockOf(towel.inventoryId)).toBe(6);
    expect(await ledgerOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'sale', quantity: -4 }),
      expect.objectContaining({ kind: 'cancel', quantity: 4 }),
    ]);
    const twice = await admin.put(`${ORDERS}/${order.id}`, { status: 'cancelled' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Order #${order.id} is already cancelled`);
    expect(
      (await admin.post(`${ORDERS}/${order.id}/pay`, { payment_method: 'cash' })).statusCode,
    ).toBe(409);

    // Walk-in at the counter: cash with change; no account to charge.
    const sale = (
      await admin.post(ORDERS, {
        channel: 'counter',
        items: [{ inventory_id: towel.inventoryId, quantity: 1 }],
      })
    ).json();
    const onAccount = await admin.post(`${ORDERS}/${sale.id}/pay`, { payment_method: 'account' });
    expect(onAccount.statusCode).toBe(400);
    const short = await admin.post(`${ORDERS}/${sale.id}/pay`, {
      payment_method: 'cash',
      tendered: 1000,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Tendered 10.00 is less than the 12.00 due');
    const paid = await admin.post(`${ORDERS}/${sale.id}/pay`, {
      payment_method: 'cash',
      tendered: 2000,
    });
    expect(paid.json()).toMatchObject({ status: 'paid', change: 800 });
    const notCancelled = await admin.put(`${ORDERS}/${sale.id}`, { status: 'cancelled' });
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.json().message).toBe(
      `Order #${sale.id} is paid: refund it instead of cancelling`,
    );

    // Members do not sell at the counter.
    const counter = await member.post(ORDERS, {
      channel: 'counter',
      items: [{ inventory_id: towel.inventoryId, quantity: 1 }],
    });
    expect(counter.statusCode).toBe(403);
  });

  test('an Idempotency-Key replay answers the first answer; another body with it is 422', async () => {
    const pencil = await seedItem('Scorecard pencils', 150, 50);
    const order = (
      await member.post(ORDERS, { items: [{ inventory_id: pencil.inventoryId, quantity: 2 }] })
    ).json();
    const key = { 'idempotency-key': 'pay-once-123' };
    const first = await member.post(
      `${ORDERS}/${order.id}/pay`,
      { payment_method: 'account' },
      { headers: key },
    );
    expect(first.statusCode).toBe(200);
    const replay = await member.post(
      `${ORDERS}/${order.id}/pay`,
      { payment_method: 'account' },
      { headers: key },
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const payments = (await ledgerOf(order.id)).filter((r) => r.kind === 'payment');
    expect(payments).toEqual([expect.objectContaining({ amount: 300 })]);

    const otherBody = await admin.post(
      `${ORDERS}/${order.id}/pay`,
      { payment_method: 'cash' },
      { headers: { 'idempotency-key': 'pay-once-123' } },
    );
    // The admin's keys are their own: for them it is a new attempt, and the order is paid.
    expect(otherBody.statusCode).toBe(409);
    const misuse = await member.post(
      `${ORDERS}/${order.id}/pay`,
      { payment_method: 'account', tendered: 300 },
      { headers: key },
    );
    expect(misuse.statusCode).toBe(422);
  });

  test('members see only their own orders; staff list every order', async () => {
    const bag = await seedItem('Pencil bag', 5000, 3);
    const mine = (
      await member.post(ORDERS, { items: [{ inventory_id: bag.inventoryId, quantity: 1 }] })
    ).json();

    expect((await other.get(`${ORDERS}/${mine.id}/details`)).statusCode).toBe(404);
    expect((await other.get(`${ORDERS}/items/by-order/${mine.id}`)).statusCode).toBe(404);
    expect((await other.get(`${ORDERS}/user/${memberId}`)).statusCode).toBe(404);
    expect(
      (await other.post(`${ORDERS}/${mine.id}/pay`, { payment_method: 'account' })).statusCode,
    ).toBe(404);
    expect((await other.put(`${ORDERS}/${mine.id}`, { notes: 'mine now' })).statusCode).toBe(404);
    expect((await other.get(ORDERS)).statusCode).toBe(403);

    const own = await member.get(`${ORDERS}/user/${memberId}?limit=2`);
    expect(own.statusCode).toBe(200);
    expect(own.json()[0].id).toBe(mine.id);
    expect(Number(own.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const items = await member.get(`${ORDERS}/items/by-order/${mine.id}`);
    expect(items.json()).toEqual([
      expect.objectContaining({ item_name: 'Pencil bag', unit_price: 5000, line_total: 5000 }),
    ]);

    const all = await admin.get(`${ORDERS}?page=1&limit=5&status=pending`);
    expect(all.statusCode).toBe(200);
    expect(all.json().every((o: { status: string }) => o.status === 'pending')).toBe(true);
    const byNumber = await admin.get(`${ORDERS}?q=${mine.id}`);
    expect(byNumber.json().map((o: { id: number }) => o.id)).toContain(mine.id);
    const byName = await admin.get(`${ORDERS}?q=test%20user`);
    expect(byName.json().length).toBeGreaterThan(0);
    expect((await admin.get(`${ORDERS}?limit=101`)).statusCode).toBe(400);

    // The owner may change their notes; staff may order for a member.
    const noted = await member.put(`${ORDERS}/${mine.id}`, { notes: 'Gift wrap please' });
    expect(noted.json().notes).toBe('Gift wrap please');
    const forOther = await admin.post(ORDERS, {
      user_id: otherId,
      items: [{ inventory_id: bag.inventoryId, quantity: 1 }],
    });
    expect(forOther.statusCode).toBe(201);
    expect(forOther.json()).toMatchObject({ user_id: otherId, created_by: expect.any(Number) });
    expect(
      (
        await member.post(ORDERS, {
          user_id: otherId,
          items: [{ inventory_id: bag.inventoryId, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(404);
  });

  test('the receipt goes to the customer, or to the address given; a walk-in needs one', async () => {
    const tee = await seedItem('Wooden tees', 250, 20);
    const mine = (
      await member.post(ORDERS, { items: [{ inventory_id: tee.inventoryId, quantity: 2 }] })
    ).json();
    const sent = await member.post(`${ORDERS}/${mine.id}/receipt`, {});
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ queued: true, email: 'shopper@shop.test' });

    const walkIn = (
      await admin.post(ORDERS, {
        channel: 'counter',
        items: [{ inventory_id: tee.inventoryId, quantity: 1 }],
      })
    ).json();
    const none = await admin.post(`${ORDERS}/${walkIn.id}/receipt`, {});
    expect(none.statusCode).toBe(400);
    const given = await admin.post(`${ORDERS}/${walkIn.id}/receipt`, {
      email: 'guest@example.org',
    });
    expect(given.json()).toEqual({ queued: true, email: 'guest@example.org' });
    expect((await other.post(`${ORDERS}/${mine.id}/receipt`, {})).statusCode).toBe(404);
    await app.jobs.drain();
  });

  test('the shop answers 403 while it is disabled', async () => {
    const flag = '/api/settings/settings/shop-management-enabled';
    const off = await admin.put(flag, { shop_management_enabled: false });
    expect(off.statusCode).toBe(200);
    try {
      const res = await member.get(`${BASKET}/${memberId}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('The shop is disabled');
    } finally {
      await admin.put(flag, { shop_management_enabled: true });
    }
  });
});
