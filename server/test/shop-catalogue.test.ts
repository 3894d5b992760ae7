import type { FastifyInstance } from 'fastify';
import { createFilesClient } from '../../shared-api/src/domains/files/client';
import { createSettingsClient } from '../../shared-api/src/domains/settings/client';
import { createShopCatalogueClient } from '../../shared-api/src/domains/shop/catalogue-client';
import { httpOver } from './client-http';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';
import { tinyPdf, tinyPng } from './support/file-fixtures';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

// The shop's catalogue and stock (docs/shop-and-rentals.md): brands, categories, items and their
// images, stock rows, transaction types and the ledger, as staff and members use them.

const S = '/api/settings';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let members: Member[];
let member: Agent;
let otherMember: Agent;
let rival: Agent;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'shopper', 2);
  member = await signInMember(app, members[0]!);
  otherMember = await signInMember(app, members[1]!);
  const rivalOrg = (await admin.post(`${S}/organizations`, { name: 'Rival Links' })).json().id;
  rival = await createUserAndSignIn(app, rivalOrg, 'rival.admin@test.local', ['admin']);
});
afterAll(() => t.close());

async function made<T = { id: number }>(
  agent: Agent,
  url: string,
  body: unknown,
  status = 201,
): Promise<T> {
  const res = await agent.post(url, body);
  if (res.statusCode !== status) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

type Inventory = { id: number; quantity: number; low_stock: boolean; item_name: string };
type Tx = { id: number; kind: string; quantity: number; inventory_id: number | null };

async function ledgerOf(inventoryId: number): Promise<Tx[]> {
  return (await admin.get(`${S}/transactions?inventory_id=${inventoryId}`)).json() as Tx[];
}

async function stockOf(id: number): Promise<number> {
  const rows = (await admin.get(`${S}/inventory?limit=100`)).json() as Inventory[];
  return rows.find((r) => r.id === id)!.quantity;
}

describe('brands and categories', () => {
  test('staff add, read, rename and remove; names are unique ignoring case', async () => {
    const brand = await made<{ id: number; name: string }>(admin, `${S}/brands`, {
      name: ' Titleist ',
      description: 'Balls and clubs',
    });
    expect(brand.name).toBe('Titleist');

    const dup = await admin.post(`${S}/brands`, { name: 'TITLEIST' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A brand named TITLEIST already exists');

    const other = await made(admin, `${S}/brands`, { name: 'Ping' });
    const rename = await admin.put(`${S}/brands/${other.id}`, { name: 'titleist' });
    expect(rename.statusCode).toBe(409);
    expect((await admin.put(`${S}/brands/${other.id}`, { name: 'PING' })).json().name).toBe('PING');

    const list = await admin.get(`${S}/brands?q=ti`);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json().map((b: { name: string }) => b.name)).toEqual(['Titleist']);

    expect((await admin.delete(`${S}/brands/${other.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${S}/brands/${other.id}`)).statusCode).toBe(404);

    const cat = await made(admin, `${S}/categories`, { name: 'Balls' });
    const catDup = await admin.post(`${S}/categories`, { name: 'balls' });
    expect(catDup.json().message).toBe('A category named balls already exists');
    expect((await admin.get(`${S}/categories/${cat.id}`)).json().name).toBe('Balls');
  });

  test('bad bodies answer 400 with a message and change nothing', async () => {
    const before = (await admin.get(`${S}/brands`)).headers['x-total-count'];
    const empty = await admin.post(`${S}/brands`, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Name is required');
    const long = await admin.post(`${S}/categories`, { name: 'x'.repeat(121) });
    expect(long.json().message).toContain('Name must be at most 120 characters');
    const nothing = await admin.put(`${S}/brands/1`, {});
    expect(nothing.statusCode).toBe(400);
    expect((await admin.get(`${S}/brands?limit=101`)).statusCode).toBe(400);
    expect((await admin.get(`${S}/brands/0`)).statusCode).toBe(400);
    expect((await admin.get(`${S}/brands`)).headers['x-total-count']).toBe(before);
  });

  test('a member reads the catalogue but cannot change it', async () => {
    expect((await member.get(`${S}/brands`)).statusCode).toBe(200);
    expect((await member.get(`${S}/categories`)).statusCode).toBe(200);
    expect((await member.post(`${S}/brands`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await member.post(`${S}/categories`, { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('items', () => {
  let brandId: number;
  let categoryId: number;

  beforeAll(async () => {
    brandId = (await made(admin, `${S}/brands`, { name: 'Callaway' })).id;
    categoryId = (await made(admin, `${S}/categories`, { name: 'Gloves' })).id;
  });

  test('staff add and change items; SKU and barcode are unique', async () => {
    const item = await made<Record<string, unknown>>(admin, `${S}/items`, {
      name: 'Weather Spann glove',
      sku: 'CW-GLV-01',
      barcode: '0884883000011',
      brand_id: brandId,
      category_id: categoryId,
      sale_price: 1899,
    });
    expect(item).toMatchObject({
      brand_name: 'Callaway',
      category_name: 'Gloves',
      sale_price: 1899,
      rental_price: null,
      is_active: true,
      image_file_id: null,
    });

    const sku = await admin.post(`${S}/items`, { name: 'Copy', sku: 'cw-glv-01' });
    expect(sku.statusCode).toBe(409);
    expect(sku.json().message).toBe('An item with SKU cw-glv-01 already exists');
    const barcode = await admin.post(`${S}/items`, { name: 'Copy', barcode: '0884883000011' });
    expect(barcode.json().message).toBe('An item with barcode 0884883000011 already exists');

    const price = await admin.post(`${S}/items`, { name: 'Cheap', sale_price: -1 });
    expect(price.statusCode).toBe(400);
    expect(price.json().message).toContain('Sale price cannot be negative');
    const cents = await admin.post(`${S}/items`, { name: 'Odd', sale_price: 12.5 });
    expect(cents.json().message).toContain('whole number of minor units');
    const brand = await admin.post(`${S}/items`, { name: 'Nobody', brand_id: 999999 });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().message).toBe('brand_id: there is no brand 999999');

    const changed = await admin.put(`${S}/items/${item.id}`, { sale_price: 1999, sku: null });
    expect(changed.json()).toMatchObject({ sale_price: 1999, sku: null, name: item.name });
  });

  test('lists search name, SKU and barcode; filter by brand, category and active', async () => {
    await made(admin, `${S}/items`, {
      name: 'Tour glove',
      sku: 'CW-GLV-02',
      brand_id: brandId,
      category_id: categoryId,
      sale_price: 2299,
      is_active: false,
    });
    const bySku = await admin.get(`${S}/items?q=glv-02`);
    expect(bySku.json().map((i: { name: string }) => i.name)).toEqual(['Tour glove']);
    const byBarcode = await admin.get(`${S}/items?q=088488300`);
    expect(byBarcode.json().map((i: { name: string }) => i.name)).toEqual(['Weather Spann glove']);

    const all = await admin.get(`${S}/items?brand_id=${brandId}`);
    expect(all.headers['x-total-count']).toBe('2');
    const inactive = await admin.get(`${S}/items?brand_id=${brandId}&active=false`);
    expect(inactive.json().map((i: { name: string }) => i.name)).toEqual(['Tour glove']);
    const brandItems = await admin.get(`${S}/items/brand/${brandId}?limit=1`);
    expect(brandItems.headers['x-total-count']).toBe('2');
    expect(brandItems.json()).toHaveLength(1);
    expect((await admin.get(`${S}/items/brand/999999`)).statusCode).toBe(404);

    // A member's shop shows active items only.
    const seen = await member.get(`${S}/items?category_id=${categoryId}`);
    expect(seen.json().map((i: { name: string }) => i.name)).toEqual(['Weather Spann glove']);
    const hidden = (await admin.get(`${S}/items?q=Tour glove`)).json()[0].id;
    expect((await member.get(`${S}/items/${hidden}`)).statusCode).toBe(404);
    expect((await member.put(`${S}/items/${hidden}`, { is_active: true })).statusCode).toBe(403);
  });

  test('images: set, replace, the first is primary; another club’s file, a missing file or a PDF is refused', async () => {
    const files = createFilesClient(httpOver(admin));
    const front = await files.upload(new Blob([await tinyPng()]), 'item-images', {
      name: 'front.png',
    });
    const back = await files.upload(new Blob([await tinyPng(200, 300)]), 'item-images', {
      name: 'back.png',
    });
    const item = await made(admin, `${S}/items`, { name: 'Pro V1 balls', sale_price: 5499 });

    const set = await admin.put(`${S}/items/${item.id}`, {
      images: [{ file_id: front.id, caption: 'Front' }, { file_id: back.id }],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().image_file_id).toBe(front.id);
    const withImages = (await member.get(`${S}/items/${item.id}/with-images`)).json();
    expect(withImages.images).toMatchObject([
      { file_id: front.id, caption: 'Front', sort_order: 0, is_primary: true },
      { file_id: back.id, caption: null, sort_order: 1, is_primary: false },
    ]);
    expect(withImages.images[0].url).toBe(`/api/settings/files/${front.id}/download`);
    expect(withImages.images[0].thumbnail_url).toContain(`/files/${front.id}/thumbnail`);

    const replaced = await admin.put(`${S}/items/${item.id}`, { images: [{ file_id: back.id }] });
    expect(replaced.json().image_file_id).toBe(back.id);
    const list = (await admin.get(`${S}/items/with-images?q=Pro V1`)).json();
    expect(list[0].images.map((i: { file_id: number }) => i.file_id)).toEqual([back.id]);

    const theirs = await createFilesClient(httpOver(rival)).upload(
      new Blob([await tinyPng()]),
      'item-images',
      { name: 'rival.png' },
    );
    const foreign = await admin.put(`${S}/items/${item.id}`, {
      images: [{ file_id: theirs.id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`images: there is no file ${theirs.id}`);
    const pdf = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'size-chart.pdf' });
    const notImage = await admin.put(`${S}/items/${item.id}`, { images: [{ file_id: pdf.id }] });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(`images: file ${pdf.id} is not an image`);
    const twice = await admin.put(`${S}/items/${item.id}`, {
      images: [{ file_id: back.id }, { file_id: back.id }],
    });
    expect(twice.json().message).toContain('An image appears more than once');
    expect((await admin.get(`${S}/items/${item.id}`)).json().image_file_id).toBe(back.id);

    const cleared = await admin.put(`${S}/items/${item.id}`, { images: [] });
    expect(cleared.json().image_file_id).toBeNull();
  });
});

describe('stock and the ledger', () => {
  let balls: { id: number };
  let sale: Inventory;

  beforeAll(async () => {
    balls = await made(admin, `${S}/items`, {
      name: 'Chrome Soft balls',
      sku: 'CS-12',
      sale_price: 4499,
    });
    sale = await made<Inventory>(admin, `${S}/inventory`, {
      item_id: balls.id,
      quantity: 3,
      low_stock_threshold: 5,
      location: 'Shelf A',
    });
  });

  test('a stock row starts with its opening stock in the ledger', async () => {
    expect(sale).toMatchObject({ quantity: 3, low_stock: true, item_name: 'Chrome Soft balls' });
    expect(await ledgerOf(sale.id)).toMatchObject([{ kind: 'restock', quantity: 3 }]);
    const dup = await admin.post(`${S}/inventory`, { item_id: balls.id, purpose: 'sale' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Chrome Soft balls already has sale stock');
    const qty = await admin.put(`${S}/inventory/${sale.id}`, { quantity: 50 });
    expect(qty.statusCode).toBe(400);
    expect(qty.json().message).toContain('Stock changes through a restock or an adjustment');
    const moved = await admin.put(`${S}/inventory/${sale.id}`, { location: 'Counter' });
    expect(moved.json()).toMatchObject({ location: 'Counter', quantity: 3 });
  });

  test('a restock and an adjustment move the stock and write a ledger row', async () => {
    const restock = await made<Tx>(admin, `${S}/transactions`, {
      kind: 'restock',
      inventory_id: sale.id,
      quantity: 12,
      notes: 'Delivery 4411',
    });
    expect(restock).toMatchObject({ kind: 'restock', quantity: 12, status: 'completed' });
    expect(await stockOf(sale.id)).toBe(15);
    await made(admin, `${S}/transactions`, {
      kind: 'adjustment',
      inventory_id: sale.id,
      quantity: -12,
      notes: 'Stock count',
    });
    expect(await stockOf(sale.id)).toBe(3);
    expect((await ledgerOf(sale.id)).map((r) => [r.kind, r.quantity])).toEqual([
      ['adjustment', -12],
      ['restock', 12],
      ['restock', 3],
    ]);
  });

  test('stock never goes below zero: 409, stock and ledger unchanged', async () => {
    const res = await admin.post(`${S}/transactions`, {
      kind: 'adjustment',
      inventory_id: sale.id,
      quantity: -5,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 in stock: cannot remove 5');
    expect(await stockOf(sale.id)).toBe(3);
    expect(await ledgerOf(sale.id)).toHaveLength(3);

    const zero = await admin.post(`${S}/transactions`, {
      kind: 'restock',
      inventory_id: sale.id,
      quantity: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('A restock adds at least one unit');
    const kind = await admin.post(`${S}/transactions`, { kind: 'sale', inventory_id: sale.id });
    expect(kind.statusCode).toBe(400);
  });

  test('a member cannot move stock nor read every stock row', async () => {
    const res = await member.post(`${S}/transactions`, {
      kind: 'restock',
      inventory_id: sale.id,
      quantity: 1,
    });
    expect(res.statusCode).toBe(403);
    expect((await member.get(`${S}/inventory`)).statusCode).toBe(403);
    expect((await member.put(`${S}/inventory/${sale.id}`, { location: 'X' })).statusCode).toBe(403);
    expect(await stockOf(sale.id)).toBe(3);
  });

  test('for sale: sale stock on the shelf of active items only', async () => {
    const empty = await made(admin, `${S}/items`, { name: 'Sold-out tee pack', sale_price: 399 });
    await made(admin, `${S}/inventory`, { item_id: empty.id });
    const retired = await made(admin, `${S}/items`, { name: 'Old towel', sale_price: 999 });
    await made(admin, `${S}/inventory`, { item_id: retired.id, quantity: 4 });
    await admin.put(`${S}/items/${retired.id}`, { is_active: false });
    const trolley = await made(admin, `${S}/items`, { name: 'Push trolley', rental_price: 500 });
    await made(admin, `${S}/inventory`, { item_id: trolley.id, purpose: 'rental', quantity: 2 });

    const res = await member.get(`${S}/inventory/for-sale`);
    expect(res.statusCode).toBe(200);
    const names = res.json().map((r: { item_name: string }) => r.item_name);
    expect(names).toContain('Chrome Soft balls');
    expect(names).not.toContain('Sold-out tee pack');
    expect(names).not.toContain('Old towel');
    expect(names).not.toContain('Push trolley');
    expect(res.headers['x-total-count']).toBe(String(names.length));
  });

  test('an item or stock row with stock or history cannot be deleted', async () => {
    const item = await admin.delete(`${S}/items/${balls.id}`);
    expect(item.statusCode).toBe(409);
    expect(item.json().message).toBe(
      'Chrome Soft balls has 3 units in stock: deactivate it instead (is_active: false)',
    );
    const row = await admin.delete(`${S}/inventory/${sale.id}`);
    expect(row.statusCode).toBe(409);
    expect(row.json().message).toContain('deactivate the item instead');

    await made(admin, `${S}/transactions`, {
      kind: 'adjustment',
      inventory_id: sale.id,
      quantity: -3,
    });
    const history = await admin.delete(`${S}/items/${balls.id}`);
    expect(history.json().message).toBe(
      'Chrome Soft balls has stock history: deactivate it instead (is_active: false)',
    );
    expect((await admin.get(`${S}/items/${balls.id}`)).statusCode).toBe(200);

    const fresh = await made(admin, `${S}/items`, { name: 'Never stocked' });
    const freshRow = await made(admin, `${S}/inventory`, { item_id: fresh.id });
    expect((await admin.delete(`${S}/inventory/${freshRow.id}`)).statusCode).toBe(204);
    await made(admin, `${S}/inventory`, { item_id: fresh.id });
    expect((await admin.delete(`${S}/items/${fresh.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${S}/items/${fresh.id}`)).statusCode).toBe(404);
  });
});

describe('transaction types and rental requests', () => {
  let pool: Inventory;
  let rentalType: { id: number };
  let looseType: { id: number };

  beforeAll(async () => {
    const brand = await made(admin, `${S}/brands`, { name: 'PowaKaddy' });
    const item = await made(admin, `${S}/items`, {
      name: 'Electric trolley',
      description: 'Lithium battery, 36 holes',
      brand_id: brand.id,
      rental_price: 1500,
      sale_price: 49900,
    });
    pool = await made<Inventory>(admin, `${S}/inventory`, {
      item_id: item.id,
      purpose: 'rental',
      quantity: 3,
    });
    rentalType = await made(admin, `${S}/inventory/transaction-types`, {
      name: 'Electric trolley hire',
      kind: 'rental',
      inventory_id: pool.id,
    });
    looseType = await made(admin, `${S}/inventory/transaction-types`, {
      name: 'Any equipment hire',
      kind: 'rental',
    });
  });

  test('types name their stock; names are unique; a rental type names a rental pool', async () => {
    const got = (await member.get(`${S}/inventory/transaction-types/${rentalType.id}`)).json();
    expect(got).toMatchObject({
      kind: 'rental',
      inventory_id: pool.id,
      inventory_item_name: 'Electric trolley',
    });
    const dup = await admin.post(`${S}/inventory/transaction-types`, {
      name: 'electric trolley hire',
      kind: 'rental',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(
      'A transaction type named electric trolley hire already exists',
    );
    const wrongKind = await admin.post(`${S}/inventory/transaction-types`, {
      name: 'Odd',
      kind: 'teleport',
    });
    expect(wrongKind.json().message).toContain(
      'Kind must be one of sale, rental, restock, adjustment, refund, damage',
    );
    const renamed = await admin.put(`${S}/inventory/transaction-types/${looseType.id}`, {
      description: 'Whatever is free',
    });
    expect(renamed.json().description).toBe('Whatever is free');
    const list = await member.get(`${S}/inventory/transaction-types?kind=rental`);
    expect(list.headers['x-total-count']).toBe('2');
    expect(
      (await member.post(`${S}/inventory/transaction-types`, { name: 'X', kind: 'sale' }))
        .statusCode,
    ).toBe(403);
  });

  test('members request rentals for themselves and see only their own', async () => {
    const mine = await made<Tx & { user_id: number; status: string }>(member, `${S}/transactions`, {
      kind: 'rental_request',
      transaction_type_id: rentalType.id,
      notes: 'Saturday 9:00',
    });
    expect(mine).toMatchObject({
      kind: 'rental_request',
      user_id: members[0]!.id,
      status: 'pending',
      inventory_id: pool.id,
      quantity: 0,
    });
    const someoneElse = await member.post(`${S}/transactions`, {
      kind: 'rental_request',
      transaction_type_id: rentalType.id,
      user_id: members[1]!.id,
    });
    expect(someoneElse.statusCode).toBe(403);
    const theirs = await made<Tx>(otherMember, `${S}/transactions`, {
      kind: 'rental_request',
      transaction_type_id: looseType.id,
    });
    const forMember = await made<Tx & { user_id: number }>(admin, `${S}/transactions`, {
      kind: 'rental_request',
      transaction_type_id: rentalType.id,
      user_id: members[1]!.id,
    });
    expect(forMember.user_id).toBe(members[1]!.id);

    expect((await member.get(`${S}/transactions/${theirs.id}`)).statusCode).toBe(404);
    expect((await member.get(`${S}/transactions/${mine.id}`)).statusCode).toBe(200);
    const own = (await member.get(`${S}/transactions`)).json() as Tx[];
    expect(own.map((r) => r.id)).toEqual([mine.id]);

    const staffView = (await admin.get(`${S}/transactions/rental-requests`)).json();
    expect(staffView.map((r: { id: number }) => r.id)).toEqual([forMember.id, theirs.id, mine.id]);
    const enriched = staffView.find((r: { id: number }) => r.id === mine.id);
    expect(enriched).toMatchObject({
      item_name: 'Electric trolley',
      item_description: 'Lithium battery, 36 holes',
      item_sale_price: 49900,
      item_rental_price: 1500,
      brand_name: 'PowaKaddy',
      inventory_id: pool.id,
      transaction_type_name: 'Electric trolley hire',
      user_name: members[0]!.name,
    });
    const loose = staffView.find((r: { id: number }) => r.id === theirs.id);
    expect(loose).toMatchObject({
      item_name: `Item #${looseType.id}`,
      item_id: null,
      inventory_id: null,
      brand_name: null,
    });

    const memberView = (await member.get(`${S}/transactions/rental-requests`)).json();
    expect(memberView.map((r: { id: number }) => r.id)).toEqual([mine.id]);
  });

  test('staff move a request along its statuses; other movements keep theirs', async () => {
    const req = await made<Tx>(member, `${S}/transactions`, {
      kind: 'rental_request',
      transaction_type_id: rentalType.id,
    });
    expect(
      (await member.put(`${S}/transactions/${req.id}`, { status: 'approved' })).statusCode,
    ).toBe(403);
    const approved = await admin.put(`${S}/transactions/${req.id}`, { status: 'approved' });
    expect(approved.json().status).toBe('approved');
    const back = await admin.put(`${S}/transactions/${req.id}`, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Cannot move a rental request from approved to pending');

    const restock = (await ledgerOf(pool.id)).find((r) => r.kind === 'restock');
    const locked = await admin.put(`${S}/transactions/${restock!.id}`, { status: 'cancelled' });
    expect(locked.statusCode).toBe(409);
    const noted = await admin.put(`${S}/transactions/${restock!.id}`, { notes: 'Checked' });
    expect(noted.json().notes).toBe('Checked');

    const statuses = (await member.get(`${S}/transactions/statuses`)).json();
    expect(statuses.map((s: { code: string }) => s.code)).toEqual([
      'pending',
      'approved',
      'rejected',
      'completed',
      'cancelled',
    ]);
  });

  test('a sale type cannot be requested as a rental', async () => {
    const saleType = await made(admin, `${S}/inventory/transaction-types`, {
      name: 'Counter sale',
      kind: 'sale',
    });
    const res = await member.post(`${S}/transactions`, {
      kind: 'rental_request',
      transaction_type_id: saleType.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('transaction_type_id: Counter sale is not a rental type');
  });
});

describe('walls', () => {
  test("another club's rows are 404", async () => {
    const brand = await made(admin, `${S}/brands`, { name: 'Club own brand' });
    const item = await made(admin, `${S}/items`, { name: 'Club cap', sale_price: 1500 });
    const row = await made(admin, `${S}/inventory`, { item_id: item.id, quantity: 1 });
    expect((await rival.get(`${S}/brands/${brand.id}`)).statusCode).toBe(404);
    expect((await rival.get(`${S}/items/${item.id}`)).statusCode).toBe(404);
    expect((await rival.put(`${S}/items/${item.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await rival.delete(`${S}/inventory/${row.id}`)).statusCode).toBe(404);
    const [movement] = await ledgerOf(row.id);
    expect((await rival.get(`${S}/transactions/${movement!.id}`)).statusCode).toBe(404);
    const move = await rival.post(`${S}/transactions`, {
      kind: 'restock',
      inventory_id: row.id,
      quantity: 5,
    });
    expect(move.statusCode).toBe(400);
    expect(await stockOf(row.id)).toBe(1);
    expect((await rival.get(`${S}/items`)).json()).toEqual([]);
  });

  test('the shop answers 403 "The shop is disabled" when the flag is off', async () => {
    const settings = createSettingsClient(httpOver(admin));
    await settings.setFeature('shop_management_enabled', false);
    try {
      for (const res of [
        await member.get(`${S}/items`),
        await admin.get(`${S}/inventory`),
        await admin.post(`${S}/brands`, { name: 'Closed' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('The shop is disabled');
      }
    } finally {
      await settings.setFeature('shop_management_enabled', true);
    }
    expect((await member.get(`${S}/items`)).statusCode).toBe(200);
  });
});

describe('the client', () => {
  test('failures read as what the person was doing; the §8 lists fall back to empty', async () => {
    const shop = createShopCatalogueClient(httpOver(member));
    const page = await shop.items({ limit: 2 });
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    await expect(shop.createBrand({ name: 'Nope' })).rejects.toMatchObject({
      message: 'Failed to create brand',
      status: 403,
    });
    await expect(shop.inventory()).rejects.toMatchObject({ message: 'Failed to fetch inventory' });
    expect(await shop.inventoryOrEmpty()).toEqual([]);
    expect((await shop.itemsOrEmpty()).length).toBeGreaterThan(0);
  });
});
