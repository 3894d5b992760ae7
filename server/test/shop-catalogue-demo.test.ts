import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { seedDemoShop } from '../src/demo-shop';
import { seedDemoSales } from '../src/demo-shop-sales';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';

// The demo club's shop: a believable catalogue, stock and rental pools; running it twice adds
// nothing.

const S = '/api/settings';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
});
afterAll(() => t.close());

test('the demo shop has brands, items, stock, rental pools and their ledger; twice adds nothing', async () => {
  const me = (await admin.get('/api/user/current')).json();
  const seed = () =>
    app.withOrg(me.organization_id, (tx) => seedDemoShop(tx, me.organization_id, me.id));

  const first = await seed();
  expect(first).toEqual({ items: 31, stockRows: 31, transactionTypes: 4 });
  expect(await seed()).toEqual({ items: 0, stockRows: 0, transactionTypes: 0 });

  expect((await admin.get(`${S}/brands`)).headers['x-total-count']).toBe('6');
  expect((await admin.get(`${S}/categories`)).headers['x-total-count']).toBe('6');
  const items = (await admin.get(`${S}/items`)).json() as { barcode: string; sku: string }[];
  expect(items).toHaveLength(31);
  for (const { barcode } of items) {
    expect(barcode).toMatch(/^\d{13}$/);
    const digits = [...barcode].map(Number);
    const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
    expect((10 - (sum % 10)) % 10).toBe(digits[12]);
  }

  const low = await admin.get(`${S}/inventory?purpose=sale&low_stock=true`);
  expect(Number(low.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
  const pools = (await admin.get(`${S}/inventory?purpose=rental`)).json() as {
    item_name: string;
    quantity: number;
  }[];
  expect(pools.map((p) => [p.item_name, p.quantity])).toEqual([
    ['Electric trolley', 3],
    ['Pull trolley', 6],
    ['Rangefinder', 2],
    ['Rental club set', 4],
  ]);
  const types = (await admin.get(`${S}/inventory/transaction-types?kind=rental`)).json();
  expect(types.map((x: { inventory_item_name: string }) => x.inventory_item_name).sort()).toEqual([
    'Electric trolley',
    'Pull trolley',
    'Rangefinder',
    'Rental club set',
  ]);
  const ledger = await admin.get(`${S}/transactions?kind=restock`);
  expect(ledger.headers['x-total-count']).toBe('31');
  const forSale = await admin.get(`${S}/inventory/for-sale`);
  expect(forSale.headers['x-total-count']).toBe('27');
});

test('six weeks of trade: stock agrees with the ledger, analytics read it; twice adds nothing', async () => {
  const me = (await admin.get('/api/user/current')).json();
  const org = me.organization_id as number;
  const sales = () =>
    app.withOrg(org, (tx) =>
      seedDemoSales(tx, {
        organizationId: org,
        now: new Date(),
        deskUserId: me.id,
        memberIds: [me.id],
      }),
    );
  const first = await sales();
  expect(first.orders).toBeGreaterThan(40);
  expect(first.refunds).toBe(2);
  expect(await sales()).toEqual({ orders: 0, refunds: 0 });

  // Every shelf holds what its ledger says, and never less than one unit was left by the demo.
  const drift = await app.withOrg(org, (tx) =>
    tx.execute(sql`SELECT s.id FROM shop_inventory s
      LEFT JOIN shop_transactions t ON t.inventory_id = s.id
      GROUP BY s.id, s.quantity HAVING s.quantity <> coalesce(sum(t.quantity), 0) OR s.quantity < 1`),
  );
  expect(rowsOf(drift)).toEqual([]);

  const overview = (await admin.get(`${S}/proshop-analytics/overview?type=sale`)).json();
  const orders = (await admin.get(`${S}/orders?limit=100`)).json() as {
    status: string;
    total: number;
    paid_amount: number;
    refunded_amount: number;
    created_at: string;
  }[];
  // The overview's window is whole days of the club's calendar (the last 30 up to today), not
  // 30 × 24 hours back from now: count the orders whose day in the club's time zone falls in it.
  const { timezone } = (await admin.get(`/api/settings/organizations/${org}`)).json();
  const dayOf = (at: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date(at));
  const recent = orders.filter((o) => {
    const day = dayOf(o.created_at);
    return day >= overview.start_date && day <= overview.end_date;
  });
  expect(overview.orders).toBe(recent.length);
  expect(overview.sales_revenue).toBe(recent.reduce((s, o) => s + o.paid_amount, 0));
  expect(orders.filter((o) => o.refunded_amount > 0)).toHaveLength(2);
});
