// The shop's commerce and analytics clients against the real server: paths, query strings,
// headers and bodies match the routes, every answer matches the contract table, and the
// analytics client's failures carry the spec's messages.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createShopAnalyticsClient } from '../../shared-api/src/domains/shop/analytics-client';
import { createShopCommerceClient } from '../../shared-api/src/domains/shop/commerce-client';
import { ApiError } from '../../shared-api/src/http/errors';
import type { Http, RequestOptions } from '../../shared-api/src/http/types';
import { rowsOf } from '../src/db/client';
import { httpOver } from './client-http';
import { createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  orgId = (await (await signIn(app)).get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

async function seedStock(name: string, price: number, quantity: number): Promise<number> {
  return app.withOrg(orgId, async (tx) => {
    const item = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO shop_items (organization_id, name, sale_price)
        VALUES (${orgId}, ${name}, ${price}) RETURNING id`),
    )[0]!;
    return rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO shop_inventory (organization_id, item_id, purpose, quantity)
        VALUES (${orgId}, ${item.id}, 'sale', ${quantity}) RETURNING id`),
    )[0]!.id;
  });
}

test('a member fills the basket, orders, pays, and staff refund, through the clients', async () => {
  const memberAgent = await createUserAndSignIn(app, orgId, 'client@shop.test', ['member']);
  const memberId = (await memberAgent.get('/api/user/current')).json().id;
  const shop = createShopCommerceClient(httpOver(memberAgent));
  const staff = createShopCommerceClient(httpOver(await signIn(app)));
  const balls = await seedStock('Soft feel balls', 1999, 12);
  const towel = await seedStock('Caddy towel', 900, 3);

  await shop.setBasketLine({ inventory_id: balls, quantity: 3 });
  expect((await shop.setBasketLine({ inventory_id: towel, quantity: 1 })).total).toBe(
    3 * 1999 + 900,
  );
  expect((await shop.removeFromBasket({ inventory_id: towel })).items).toHaveLength(1);
  const order = await shop.createOrder({ from_basket: true });
  expect(order).toMatchObject({ status: 'pending', total: 5997, item_count: 3 });
  expect((await shop.basket(memberId)).items).toEqual([]);

  const key = 'client-pay-1';
  const paid = await shop.pay(order.id, { payment_method: 'account' }, key);
  expect(await shop.pay(order.id, { payment_method: 'account' }, key)).toEqual(paid);
  await expect(shop.pay(order.id, { payment_method: 'account' })).rejects.toMatchObject({
    status: 409,
    message: `Order #${order.id} is already paid`,
  });

  const refunded = await staff.refund(order.id, {
    items: [{ order_item_id: order.items[0]!.id, quantity: 1 }],
    reason: 'Opened sleeve',
    restock: true,
  });
  expect(refunded).toMatchObject({ status: 'partially_refunded', refunded_amount: 1999 });
  expect(await shop.orderItems(order.id)).toEqual([
    expect.objectContaining({ refunded_quantity: 1 }),
  ]);
  expect((await shop.orderDetails(order.id)).transactions.map((r) => r.kind)).toEqual([
    'sale',
    'payment',
    'refund',
  ]);
  const page = await shop.userOrders(memberId, { limit: 5 });
  expect(page.total).toBe(1);
  expect((await staff.orders({ q: String(order.id) })).items[0]!.id).toBe(order.id);
  expect(await shop.sendReceipt(order.id)).toEqual({ queued: true, email: 'client@shop.test' });

  const counter = await staff.createOrder({
    channel: 'counter',
    items: [{ inventory_id: towel, quantity: 2 }],
  });
  expect((await staff.cancelOrder(counter.id)).status).toBe('cancelled');
  expect((await staff.updateOrder(counter.id, { notes: 'Walked out' })).notes).toBe('Walked out');
  await app.jobs.drain();
});

test('the analytics client reads every call; type both and empty filters are left out', async () => {
  const seen: string[] = [];
  const inner = httpOver(await signIn(app));
  const spy: Http = {
    ...inner,
    get: (path: string, o?: RequestOptions) => {
      seen.push(`${path}?${new URLSearchParams(o?.searchParams as Record<string, string>)}`);
      return inner.get(path, o);
    },
  };
  const analytics = createShopAnalyticsClient(spy);
  expect((await analytics.overview({ type: 'both', start_date: '' })).type).toBe('both');
  expect(seen.at(-1)).toBe('settings/proshop-analytics/overview?');
  expect((await analytics.overview({ type: 'sale' })).type).toBe('sale');
  expect(seen.at(-1)).toBe('settings/proshop-analytics/overview?type=sale');
  expect(await analytics.revenue({ group_by: 'month' })).toEqual(expect.any(Array));
  expect(await analytics.topSelling({ limit: 5 })).toEqual(expect.any(Array));
  expect(await analytics.topRented()).toEqual([]);
  expect((await analytics.items({ type: 'both', limit: 10 })).total).toBeGreaterThan(0);
  expect((await analytics.refunds()).items.length).toBeGreaterThan(0);
  expect((await analytics.refundSummary()).count).toBeGreaterThan(0);
  expect(await analytics.categories()).toEqual(expect.any(Array));
});

test("the analytics client's failures carry the spec's messages", async () => {
  const fail = () => Promise.reject(new ApiError('HTTP 503', 503));
  const failing: Http = {
    get: fail,
    post: fail,
    put: fail,
    patch: fail,
    delete: fail,
    getPage: fail,
    upload: fail,
  };
  const a = createShopAnalyticsClient(failing);
  const cases: [Promise<unknown>, string][] = [
    [a.overview(), 'Failed to fetch pro shop overview'],
    [a.revenue(), 'Failed to fetch revenue data'],
    [a.topSelling(), 'Failed to fetch top selling items'],
    [a.topRented(), 'Failed to fetch top rented items'],
    [a.items(), 'Failed to fetch item performance data'],
    [a.refunds(), 'Failed to fetch refund records'],
    [a.refundSummary(), 'Failed to fetch refund summary'],
    [a.categories(), 'Failed to fetch category performance data'],
  ];
  for (const [call, message] of cases) await expect(call).rejects.toMatchObject({ message });
});
