import type { FastifyInstance } from 'fastify';
import { seedDemoShop } from '../src/demo-shop';
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
