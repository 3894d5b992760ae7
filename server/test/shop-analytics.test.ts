/**
 * The pro-shop analytics against sums worked out by hand for a small club: a few orders (paid,
 * cancelled, refunded) made through the API, and rental payments and a rental refund written to
 * the ledger as the rentals module writes them. Also: staff only, bounded queries, and an API
 * token as a bearer.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { recordMovements } from '../src/modules/shop';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

const A = '/api/settings/proshop-analytics';
const ORDERS = '/api/settings/orders';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let adminId: number;
let orgId: number;
let member: Agent;
let memberId: number;
let other: Agent;
let otherId: number;
let today: string;
const ids = { balls: 0, polo: 0, trolley: 0, ballsInv: 0, poloInv: 0, trolleyInv: 0 };
const cats = { balls: 0, apparel: 0 };
let brandId = 0;

async function insert(statement: ReturnType<typeof sql>): Promise<number> {
  return app.withOrg(
    orgId,
    async (tx) => rowsOf<{ id: number }>(await tx.execute(statement))[0]!.id,
  );
}

async function pay(agent: Agent, id: number, method: string) {
  const res = await agent.post(`${ORDERS}/${id}/pay`, { payment_method: method });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  orgId = me.organization_id;
  adminId = me.id;
  member = await createUserAndSignIn(app, orgId, 'ana@shop.test', ['member']);
  memberId = (await member.get('/api/user/current')).json().id;
  other = await createUserAndSignIn(app, orgId, 'bo@shop.test', ['member']);
  otherId = (await other.get('/api/user/current')).json().id;

  brandId = await insert(
    sql`INSERT INTO shop_brands (organization_id, name) VALUES (${orgId}, 'Titleist') RETURNING id`,
  );
  cats.balls = await insert(
    sql`INSERT INTO shop_categories (organization_id, name) VALUES (${orgId}, 'Balls') RETURNING id`,
  );
  cats.apparel = await insert(
    sql`INSERT INTO shop_categories (organization_id, name) VALUES (${orgId}, 'Apparel') RETURNING id`,
  );
  ids.balls = await insert(sql`INSERT INTO shop_items (organization_id, name, brand_id, category_id,
    sale_price) VALUES (${orgId}, 'Pro V1', ${brandId}, ${cats.balls}, 5000) RETURNING id`);
  ids.polo =
    await insert(sql`INSERT INTO shop_items (organization_id, name, category_id, sale_price)
    VALUES (${orgId}, 'Polo', ${cats.apparel}, 3000) RETURNING id`);
  ids.trolley = await insert(sql`INSERT INTO shop_items (organization_id, name, rental_price)
    VALUES (${orgId}, 'Push trolley', 800) RETURNING id`);
  ids.ballsInv = await insert(sql`INSERT INTO shop_inventory (organization_id, item_id, purpose,
    quantity) VALUES (${orgId}, ${ids.balls}, 'sale', 20) RETURNING id`);
  ids.poloInv = await insert(sql`INSERT INTO shop_inventory (organization_id, item_id, purpose,
    quantity) VALUES (${orgId}, ${ids.polo}, 'sale', 10) RETURNING id`);
  ids.trolleyInv = await insert(sql`INSERT INTO shop_inventory (organization_id, item_id, purpose,
    quantity) VALUES (${orgId}, ${ids.trolley}, 'rental', 5) RETURNING id`);

  // o1: Ana, 2 Pro V1 + 1 Polo = 130.00 on account; later the Polo comes back (30.00, restocked).
  const o1 = (
    await member.post(ORDERS, {
      items: [
        { inventory_id: ids.ballsInv, quantity: 2 },
        { inventory_id: ids.poloInv, quantity: 1 },
      ],
    })
  ).json();
  await pay(member, o1.id, 'account');
  // o2: a walk-in, 1 Pro V1 = 50.00 cash.
  const o2 = (
    await admin.post(ORDERS, {
      channel: 'counter',
      items: [{ inventory_id: ids.ballsInv, quantity: 1 }],
    })
  ).json();
  await pay(admin, o2.id, 'cash');
  // o3: Ana, 2 Polos, cancelled.
  const o3 = (
    await member.post(ORDERS, { items: [{ inventory_id: ids.poloInv, quantity: 2 }] })
  ).json();
  expect((await member.put(`${ORDERS}/${o3.id}`, { status: 'cancelled' })).statusCode).toBe(200);
  // o4: Bo, 1 Polo = 30.00 by card at the counter; 10.00 refunded.
  const o4 = (
    await admin.post(ORDERS, {
      user_id: otherId,
      items: [{ inventory_id: ids.poloInv, quantity: 1 }],
    })
  ).json();
  await pay(admin, o4.id, 'card');
  expect(
    (await admin.post(`${ORDERS}/${o4.id}/refund`, { amount: 1000, reason: 'Loose stitch' }))
      .statusCode,
  ).toBe(200);
  const poloLine = o1.items.find((i: { item_name: string }) => i.item_name === 'Polo');
  expect(
    (
      await admin.post(`${ORDERS}/${o1.id}/refund`, {
        items: [{ order_item_id: poloLine.id, quantity: 1 }],
        reason: 'Wrong size',
        restock: true,
      })
    ).statusCode,
  ).toBe(200);
  // Rentals, as the rentals module records them: 24.00 and 16.00 paid, 4.00 of the second back.
  await app.withOrg(orgId, (tx) =>
    recordMovements(tx, orgId, [
      {
        kind: 'rental_payment',
        amount: 2400,
        rentalId: 101,
        inventoryId: ids.trolleyInv,
        userId: memberId,
        paymentMethod: 'card',
        createdBy: adminId,
      },
      {
        kind: 'rental_payment',
        amount: 1600,
        rentalId: 102,
        inventoryId: ids.trolleyInv,
        userId: otherId,
        paymentMethod: 'cash',
        createdBy: adminId,
      },
      {
        kind: 'rental_refund',
        amount: -400,
        rentalId: 102,
        inventoryId: ids.trolleyInv,
        userId: otherId,
        notes: 'Returned early',
        createdBy: adminId,
      },
    ]),
  );
  today = (await admin.get(`${A}/overview`)).json().end_date;
}, 60_000);
afterAll(() => t.close());

test('overview: hand-computed sums for both, sales and rentals', async () => {
  const both = await admin.get(`${A}/overview`);
  expect(both.statusCode).toBe(200);
  const body = both.json();
  expect(body).toEqual({
    start_date: expect.any(String),
    end_date: today,
    type: 'both',
    revenue: 25000,
    sales_revenue: 21000,
    rental_revenue: 4000,
    refunds: 4400,
    net_revenue: 20600,
    orders: 3,
    items_sold: 5,
    rentals: 2,
    average_order_value: 7000,
    customers: 2,
  });
  // 30 days, today included.
  expect(Date.parse(body.end_date) - Date.parse(body.start_date)).toBe(29 * 86_400_000);

  expect((await admin.get(`${A}/overview?type=sale`)).json()).toMatchObject({
    type: 'sale',
    revenue: 21000,
    rental_revenue: 0,
    refunds: 4000,
    net_revenue: 17000,
    rentals: 0,
    customers: 2,
  });
  expect((await admin.get(`${A}/overview?type=rental`)).json()).toMatchObject({
    revenue: 4000,
    sales_revenue: 0,
    refunds: 400,
    orders: 0,
    items_sold: 0,
    rentals: 2,
  });
  // A range without the day is empty.
  expect(
    (await admin.get(`${A}/overview?start_date=2020-01-01&end_date=2020-01-31`)).json(),
  ).toMatchObject({ revenue: 0, refunds: 0, orders: 0, items_sold: 0, average_order_value: 0 });
});

test('revenue by day (every day of the range) and by month', async () => {
  const days = (await admin.get(`${A}/revenue?group_by=day`)).json();
  expect(days).toHaveLength(30);
  expect(days.at(-1)).toEqual({
    period: today,
    sales_revenue: 21000,
    rental_revenue: 4000,
    refunds: 4400,
    net_revenue: 20600,
  });
  expect(days.slice(0, -1).every((d: { net_revenue: number }) => d.net_revenue === 0)).toBe(true);

  const month = (
    await admin.get(`${A}/revenue?group_by=month&start_date=${today}&end_date=${today}`)
  ).json();
  expect(month).toEqual([
    {
      period: `${today.slice(0, 8)}01`,
      sales_revenue: 21000,
      rental_revenue: 4000,
      refunds: 4400,
      net_revenue: 20600,
    },
  ]);
  const weeks = (await admin.get(`${A}/revenue?group_by=week&type=rental`)).json();
  expect(weeks.reduce((s: number, w: { net_revenue: number }) => s + w.net_revenue, 0)).toBe(3600);
  expect(
    weeks.every((w: { period: string }) => new Date(`${w.period}T00:00:00Z`).getUTCDay() === 1),
  ).toBe(true);
});

test('top selling and top rented', async () => {
  expect((await admin.get(`${A}/top-selling`)).json()).toEqual([
    {
      item_id: ids.balls,
      item_name: 'Pro V1',
      brand_name: 'Titleist',
      quantity: 3,
      revenue: 15000,
    },
    { item_id: ids.polo, item_name: 'Polo', brand_name: null, quantity: 2, revenue: 6000 },
  ]);
  expect((await admin.get(`${A}/top-selling?limit=1`)).json()).toHaveLength(1);
  expect((await admin.get(`${A}/top-rented`)).json()).toEqual([
    {
      item_id: ids.trolley,
      item_name: 'Push trolley',
      brand_name: null,
      rentals: 2,
      revenue: 4000,
    },
  ]);
});

test('items and categories', async () => {
  const items = await admin.get(`${A}/items`);
  expect(items.headers['x-total-count']).toBe('3');
  expect(items.json()).toEqual([
    {
      item_id: ids.balls,
      item_name: 'Pro V1',
      brand_name: 'Titleist',
      category_name: 'Balls',
      sold: 3,
      sales_revenue: 15000,
      rented: 0,
      rental_revenue: 0,
      refunds: 0,
      stock: 17,
    },
    {
      item_id: ids.polo,
      item_name: 'Polo',
      brand_name: null,
      category_name: 'Apparel',
      sold: 2,
      sales_revenue: 6000,
      rented: 0,
      rental_revenue: 0,
      refunds: 3000,
      stock: 9,
    },
    {
      item_id: ids.trolley,
      item_name: 'Push trolley',
      brand_name: null,
      category_name: null,
      sold: 0,
      sales_revenue: 0,
      rented: 2,
      rental_revenue: 4000,
      refunds: 400,
      stock: 0,
    },
  ]);
  const byBrand = await admin.get(`${A}/items?brand_id=${brandId}`);
  expect(byBrand.json().map((i: { item_id: number }) => i.item_id)).toEqual([ids.balls]);
  const rentable = await admin.get(`${A}/items?type=rental`);
  expect(rentable.headers['x-total-count']).toBe('1');
  const paged = await admin.get(`${A}/items?limit=1&offset=1`);
  expect(paged.json().map((i: { item_id: number }) => i.item_id)).toEqual([ids.polo]);

  expect((await admin.get(`${A}/categories`)).json()).toEqual([
    {
      category_id: cats.balls,
      category_name: 'Balls',
      items: 1,
      sold: 3,
      sales_revenue: 15000,
      rented: 0,
      rental_revenue: 0,
    },
    {
      category_id: cats.apparel,
      category_name: 'Apparel',
      items: 1,
      sold: 2,
      sales_revenue: 6000,
      rented: 0,
      rental_revenue: 0,
    },
    {
      category_id: null,
      category_name: 'Uncategorised',
      items: 1,
      sold: 0,
      sales_revenue: 0,
      rented: 2,
      rental_revenue: 4000,
    },
  ]);
});

test('refund records and their summary', async () => {
  const list = await admin.get(`${A}/refunds`);
  expect(list.headers['x-total-count']).toBe('3');
  expect(list.json()).toEqual([
    expect.objectContaining({
      rental_id: 102,
      order_id: null,
      amount: 400,
      reason: 'Returned early',
      user_name: 'Test User',
    }),
    expect.objectContaining({
      order_id: expect.any(Number),
      amount: 3000,
      reason: 'Wrong size',
      created_by_name: expect.any(String),
    }),
    expect.objectContaining({ order_id: expect.any(Number), amount: 1000, reason: 'Loose stitch' }),
  ]);
  expect((await admin.get(`${A}/refunds/summary`)).json()).toEqual({
    count: 3,
    total: 4400,
    average: 1467,
    last_30_days: 4400,
  });
  expect(
    (await admin.get(`${A}/refunds/summary?start_date=2020-01-01&end_date=2020-12-31`)).json(),
  ).toEqual({ count: 0, total: 0, average: 0, last_30_days: 4400 });
});

test('staff only; bounded queries', async () => {
  expect((await member.get(`${A}/overview`)).statusCode).toBe(403);
  expect((await admin.get(`${A}/top-selling?limit=51`)).statusCode).toBe(400);
  expect((await admin.get(`${A}/top-selling?limit=0`)).statusCode).toBe(400);
  expect((await admin.get(`${A}/items?limit=101`)).statusCode).toBe(400);
  expect((await admin.get(`${A}/refunds?limit=101`)).statusCode).toBe(400);
  const long = await admin.get(`${A}/overview?start_date=2025-01-01&end_date=2026-01-02`);
  expect(long.statusCode).toBe(400);
  expect(long.json().message).toBe('The range can cover at most 366 days');
  const backwards = await admin.get(`${A}/revenue?start_date=2026-02-01&end_date=2026-01-01`);
  expect(backwards.statusCode).toBe(400);
  expect((await admin.get(`${A}/revenue?group_by=year`)).statusCode).toBe(400);
  expect((await admin.get(`${A}/overview?type=other`)).statusCode).toBe(400);
  expect(
    (await admin.get(`${A}/overview?start_date=2025-01-01&end_date=2025-12-31`)).statusCode,
  ).toBe(200);
});

test('an API token with shop:read reads the overview as a bearer', async () => {
  const created = await admin.post('/api/settings/api-tokens', { name: 'Shop dashboard' });
  expect(created.statusCode).toBe(201);
  const { token } = created.json();
  const res = await app.inject({
    url: `${A}/overview`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ revenue: 25000, refunds: 4400, orders: 3 });
  const list = await app.inject({
    url: `${A}/refunds?limit=1`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.statusCode).toBe(200);
  expect(list.json()).toHaveLength(1);
});
