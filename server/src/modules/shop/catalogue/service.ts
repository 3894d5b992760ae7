/** The rules of the shop's catalogue, stock and ledger (docs/shop-and-rentals.md). */
import type { z } from 'zod';
import type {
  ShopBrand,
  ShopInventory,
  ShopItem,
  ShopItemWithImages,
  ShopRentalRequest,
  ShopTransaction,
  ShopTransactionStatus,
  ShopTransactionStatusOption,
  ShopTransactionType,
  shopBrandInput,
  shopBrandUpdate,
  shopInventoryInput,
  shopInventoryListQuery,
  shopInventoryUpdate,
  shopItemInput,
  shopItemListQuery,
  shopItemUpdate,
  shopNamedListQuery,
  shopRentalRequestListQuery,
  shopTransactionInput,
  shopTransactionListQuery,
  shopTransactionTypeInput,
  shopTransactionTypeListQuery,
  shopTransactionTypeUpdate,
  shopTransactionUpdate,
} from '@fairway/shared-api/contract';
import {
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  badRequest,
  conflict,
  forbidden,
  notFound,
  pgErrorCode,
} from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import { userExists } from '../../users';
import type { ShopCaller } from '../context';
import { recordMovements } from '../ledger';
import { shopBrands, shopCategories } from '../tables';
import { imageFileProblem, imageOf } from './images';
import * as repo from './repository';

export type Page<T> = { rows: T[]; total: number };

const iso = (d: Date) => d.toISOString();
const paging = (q: { limit: number; offset: number }) => ({ limit: q.limit, offset: q.offset });

// ---------------------------------------------------------------------------------------------
// Brands and categories

type NamedKind = 'brand' | 'category';
const tableOf = (kind: NamedKind) => (kind === 'brand' ? shopBrands : shopCategories);
const Label = (kind: NamedKind) => (kind === 'brand' ? 'Brand' : 'Category');

const namedOf = (row: repo.NamedRow): ShopBrand => ({
  id: row.id,
  name: row.name,
  description: row.description,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listNamed(
  tx: Tx,
  kind: NamedKind,
  query: z.output<typeof shopNamedListQuery>,
): Promise<Page<ShopBrand>> {
  const page = await repo.listNamed(tx, tableOf(kind), query.q || undefined, paging(query));
  return { rows: page.rows.map(namedOf), total: page.total };
}

export async function getNamed(tx: Tx, kind: NamedKind, id: number): Promise<ShopBrand> {
  const row = await repo.findNamed(tx, tableOf(kind), id);
  if (!row) throw notFound(Label(kind));
  return namedOf(row);
}

async function assertNameFree(tx: Tx, kind: NamedKind, name: string, exceptId?: number) {
  if (await repo.namedTaken(tx, tableOf(kind), name, exceptId))
    throw conflict(`A ${kind} named ${name} already exists`);
}

export async function createNamed(
  tx: Tx,
  kind: NamedKind,
  caller: ShopCaller,
  body: z.output<typeof shopBrandInput>,
): Promise<ShopBrand> {
  await assertNameFree(tx, kind, body.name);
  const row = await repo.insertNamed(tx, tableOf(kind), caller.organizationId, {
    name: body.name,
    description: body.description ?? null,
  });
  return namedOf(row);
}

export async function updateNamed(
  tx: Tx,
  kind: NamedKind,
  id: number,
  body: z.output<typeof shopBrandUpdate>,
): Promise<ShopBrand> {
  if (!(await repo.findNamed(tx, tableOf(kind), id))) throw notFound(Label(kind));
  if (body.name !== undefined) await assertNameFree(tx, kind, body.name, id);
  const row = await repo.updateNamed(tx, tableOf(kind), id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
  });
  if (!row) throw notFound(Label(kind));
  return namedOf(row);
}

/** Items (and stock) of a deleted brand or category keep going without one. */
export async function deleteNamed(tx: Tx, kind: NamedKind, id: number): Promise<void> {
  if (!(await repo.deleteNamed(tx, tableOf(kind), id))) throw notFound(Label(kind));
}

// ---------------------------------------------------------------------------------------------
// Items

const itemOf = (row: repo.ItemRow): ShopItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  sku: row.sku,
  barcode: row.barcode,
  brand_id: row.brand_id,
  brand_name: row.brand_name,
  category_id: row.category_id,
  category_name: row.category_name,
  sale_price: row.sale_price,
  rental_price: row.rental_price,
  is_active: row.is_active,
  image_file_id: row.image_file_id,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

async function withImages(tx: Tx, items: ShopItem[]): Promise<ShopItemWithImages[]> {
  const images = await repo.imagesOf(
    tx,
    items.map((i) => i.id),
  );
  return items.map((item) => ({
    ...item,
    images: images.filter((img) => img.item_id === item.id).map(imageOf),
  }));
}

type ItemQuery = z.output<typeof shopItemListQuery>;

/** Members see the active items only; staff see every item (or filter by `active`). */
export async function listItems(
  tx: Tx,
  caller: ShopCaller,
  query: ItemQuery,
  brandId?: number,
): Promise<Page<ShopItem>> {
  if (brandId !== undefined && !(await repo.findNamed(tx, shopBrands, brandId)))
    throw notFound('Brand');
  const page = await repo.listItems(
    tx,
    {
      q: query.q || undefined,
      categoryId: query.category_id,
      brandId: brandId ?? query.brand_id,
      active: caller.canWrite ? query.active : true,
    },
    paging(query),
  );
  return { rows: page.rows.map(itemOf), total: page.total };
}

export async function listItemsWithImages(
  tx: Tx,
  caller: ShopCaller,
  query: ItemQuery,
): Promise<Page<ShopItemWithImages>> {
  const page = await listItems(tx, caller, query);
  return { rows: await withImages(tx, page.rows), total: page.total };
}

export async function getItem(tx: Tx, caller: ShopCaller, id: number): Promise<ShopItem> {
  const row = await repo.findItem(tx, id);
  if (!row || (!row.is_active && !caller.canWrite)) throw notFound('Item');
  return itemOf(row);
}

export async function getItemWithImages(
  tx: Tx,
  caller: ShopCaller,
  id: number,
): Promise<ShopItemWithImages> {
  const [item] = await withImages(tx, [await getItem(tx, caller, id)]);
  return item!;
}

type ItemBody = z.output<typeof shopItemUpdate>;

async function checkItem(tx: Tx, body: ItemBody, exceptId?: number): Promise<void> {
  if (body.brand_id != null && !(await repo.findNamed(tx, shopBrands, body.brand_id)))
    throw badRequest(`brand_id: there is no brand ${body.brand_id}`);
  if (body.category_id != null && !(await repo.findNamed(tx, shopCategories, body.category_id)))
    throw badRequest(`category_id: there is no category ${body.category_id}`);
  if (body.sku && (await repo.itemWith(tx, 'sku', body.sku, exceptId)))
    throw conflict(`An item with SKU ${body.sku} already exists`);
  if (body.barcode && (await repo.itemWith(tx, 'barcode', body.barcode, exceptId)))
    throw conflict(`An item with barcode ${body.barcode} already exists`);
  for (const image of body.images ?? []) {
    const problem = await imageFileProblem(tx, image.file_id);
    if (problem) throw badRequest(`images: ${problem}`);
  }
}

function itemValues(body: ItemBody): repo.ItemValues {
  const values: repo.ItemValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.description !== undefined) values.description = body.description;
  if (body.sku !== undefined) values.sku = body.sku;
  if (body.barcode !== undefined) values.barcode = body.barcode;
  if (body.brand_id !== undefined) values.brand_id = body.brand_id;
  if (body.category_id !== undefined) values.category_id = body.category_id;
  if (body.sale_price !== undefined) values.sale_price = body.sale_price;
  if (body.rental_price !== undefined) values.rental_price = body.rental_price;
  if (body.is_active !== undefined) values.is_active = body.is_active;
  return values;
}

const imageValues = (images: NonNullable<ItemBody['images']>) =>
  images.map((i) => ({ file_id: i.file_id, caption: i.caption ?? null }));

export async function createItem(
  tx: Tx,
  caller: ShopCaller,
  body: z.output<typeof shopItemInput>,
): Promise<ShopItem> {
  await checkItem(tx, body);
  const id = await repo.insertItem(tx, caller.organizationId, {
    ...itemValues(body),
    name: body.name,
    created_by: caller.userId,
  });
  if (body.images)
    await repo.replaceImages(tx, caller.organizationId, id, imageValues(body.images));
  return itemOf((await repo.findItem(tx, id))!);
}

export async function updateItem(
  tx: Tx,
  caller: ShopCaller,
  id: number,
  body: ItemBody,
): Promise<ShopItem> {
  if (!(await repo.findItem(tx, id))) throw notFound('Item');
  await checkItem(tx, body, id);
  const values = itemValues(body);
  if (Object.keys(values).length > 0 || body.images) await repo.updateItem(tx, id, values);
  if (body.images)
    await repo.replaceImages(tx, caller.organizationId, id, imageValues(body.images));
  return itemOf((await repo.findItem(tx, id))!);
}

/** Runs fn in a savepoint, turning a foreign key that still holds the row into a 409. */
async function refusedWhileUsed<T>(tx: Tx, message: string, fn: (sp: Tx) => Promise<T>) {
  try {
    return await tx.transaction((sp) => fn(sp as unknown as Tx));
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION)
      throw conflict(message);
    throw err;
  }
}

export async function deleteItem(tx: Tx, id: number): Promise<void> {
  const item = await repo.findItem(tx, id);
  if (!item) throw notFound('Item');
  const usage = await repo.itemUsage(tx, id);
  const deactivate = `deactivate it instead (is_active: false)`;
  if (usage.orders > 0) throw conflict(`${item.name} has orders: ${deactivate}`);
  if (usage.units > 0)
    throw conflict(`${item.name} has ${usage.units} units in stock: ${deactivate}`);
  if (usage.movements > 0) throw conflict(`${item.name} has stock history: ${deactivate}`);
  await refusedWhileUsed(tx, `${item.name} has rentals: ${deactivate}`, (sp) =>
    repo.deleteItem(sp, id),
  );
}

// ---------------------------------------------------------------------------------------------
// Inventory

const inventoryOf = (row: repo.InventoryRow): ShopInventory => ({
  id: row.id,
  item_id: row.item_id,
  item_name: row.item_name,
  brand_name: row.brand_name,
  category_id: row.category_id,
  category_name: row.category_name,
  purpose: row.purpose,
  quantity: row.quantity,
  low_stock_threshold: row.low_stock_threshold,
  low_stock: Boolean(row.low_stock),
  location: row.location,
  sale_price: row.sale_price,
  rental_price: row.rental_price,
  image_file_id: row.image_file_id,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listInventory(
  tx: Tx,
  query: z.output<typeof shopInventoryListQuery>,
  forSale = false,
): Promise<Page<ShopInventory>> {
  const page = await repo.listInventory(
    tx,
    {
      q: query.q || undefined,
      purpose: query.purpose,
      itemId: query.item_id,
      categoryId: query.category_id,
      lowStock: query.low_stock,
      forSale,
    },
    paging(query),
  );
  return { rows: page.rows.map(inventoryOf), total: page.total };
}

async function findInventory(tx: Tx, id: number): Promise<repo.InventoryRow> {
  const row = await repo.findInventory(tx, id);
  if (!row) throw notFound('Stock');
  return row;
}

export async function createInventory(
  tx: Tx,
  caller: ShopCaller,
  body: z.output<typeof shopInventoryInput>,
): Promise<ShopInventory> {
  const item = await repo.findItem(tx, body.item_id);
  if (!item) throw badRequest(`item_id: there is no item ${body.item_id}`);
  if (body.category_id != null && !(await repo.findNamed(tx, shopCategories, body.category_id)))
    throw badRequest(`category_id: there is no category ${body.category_id}`);
  if (await repo.inventoryOf(tx, item.id, body.purpose))
    throw conflict(`${item.name} already has ${body.purpose} stock`);
  const id = await repo.insertInventory(tx, caller.organizationId, {
    item_id: item.id,
    purpose: body.purpose,
    quantity: body.quantity,
    low_stock_threshold: body.low_stock_threshold,
    location: body.location ?? null,
    category_id: body.category_id === undefined ? item.category_id : body.category_id,
  });
  if (body.quantity > 0)
    await recordMovements(tx, caller.organizationId, [
      {
        kind: 'restock',
        inventoryId: id,
        quantity: body.quantity,
        notes: 'Opening stock',
        createdBy: caller.userId,
      },
    ]);
  return inventoryOf(await findInventory(tx, id));
}

export async function updateInventory(
  tx: Tx,
  id: number,
  body: z.output<typeof shopInventoryUpdate>,
): Promise<ShopInventory> {
  await findInventory(tx, id);
  if (body.category_id != null && !(await repo.findNamed(tx, shopCategories, body.category_id)))
    throw badRequest(`category_id: there is no category ${body.category_id}`);
  await repo.updateInventory(tx, id, {
    ...(body.low_stock_threshold !== undefined
      ? { low_stock_threshold: body.low_stock_threshold }
      : {}),
    ...(body.location !== undefined ? { location: body.location } : {}),
    ...(body.category_id !== undefined ? { category_id: body.category_id } : {}),
  });
  return inventoryOf(await findInventory(tx, id));
}

export async function deleteInventory(tx: Tx, id: number): Promise<void> {
  const row = await findInventory(tx, id);
  const what = `${row.purpose === 'sale' ? 'Sale stock' : 'The rental pool'} of ${row.item_name}`;
  const deactivate = 'deactivate the item instead (is_active: false)';
  if (row.quantity > 0) throw conflict(`${what} still counts ${row.quantity} units: ${deactivate}`);
  if ((await repo.inventoryHistory(tx, id)) > 0)
    throw conflict(`${what} has history in the ledger: ${deactivate}`);
  await refusedWhileUsed(tx, `${what} has rentals: ${deactivate}`, (sp) =>
    repo.deleteInventory(sp, id),
  );
}

// ---------------------------------------------------------------------------------------------
// Transaction types

const typeOf = (row: repo.TypeRow): ShopTransactionType => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  inventory_id: row.inventory_id,
  inventory_item_name: row.inventory_item_name,
  description: row.description,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listTypes(
  tx: Tx,
  query: z.output<typeof shopTransactionTypeListQuery>,
): Promise<Page<ShopTransactionType>> {
  const page = await repo.listTypes(
    tx,
    { kind: query.kind, inventoryId: query.inventory_id },
    paging(query),
  );
  return { rows: page.rows.map(typeOf), total: page.total };
}

export async function getType(tx: Tx, id: number): Promise<ShopTransactionType> {
  const row = await repo.findType(tx, id);
  if (!row) throw notFound('Transaction type');
  return typeOf(row);
}

async function checkType(
  tx: Tx,
  kind: repo.TypeRow['kind'],
  inventoryId: number | null,
  name: string | undefined,
  exceptId?: number,
) {
  if (inventoryId !== null) {
    const stock = await repo.findInventory(tx, inventoryId);
    if (!stock) throw badRequest(`inventory_id: there is no stock ${inventoryId}`);
    if (kind === 'rental' && stock.purpose !== 'rental')
      throw badRequest(`inventory_id: a rental type names a rental pool, not sale stock`);
    if (kind === 'sale' && stock.purpose !== 'sale')
      throw badRequest(`inventory_id: a sale type names sale stock, not a rental pool`);
  }
  if (name !== undefined && (await repo.typeNameTaken(tx, name, exceptId)))
    throw conflict(`A transaction type named ${name} already exists`);
}

export async function createType(
  tx: Tx,
  caller: ShopCaller,
  body: z.output<typeof shopTransactionTypeInput>,
): Promise<ShopTransactionType> {
  const inventoryId = body.inventory_id ?? null;
  await checkType(tx, body.kind, inventoryId, body.name);
  const id = await repo.insertType(tx, caller.organizationId, {
    name: body.name,
    kind: body.kind,
    inventory_id: inventoryId,
    description: body.description ?? null,
  });
  return getType(tx, id);
}

export async function updateType(
  tx: Tx,
  id: number,
  body: z.output<typeof shopTransactionTypeUpdate>,
): Promise<ShopTransactionType> {
  const current = await repo.findType(tx, id);
  if (!current) throw notFound('Transaction type');
  await checkType(
    tx,
    body.kind ?? current.kind,
    body.inventory_id === undefined ? current.inventory_id : body.inventory_id,
    body.name,
    id,
  );
  await repo.updateType(tx, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.kind !== undefined ? { kind: body.kind } : {}),
    ...(body.inventory_id !== undefined ? { inventory_id: body.inventory_id } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
  });
  return getType(tx, id);
}

/** Ledger rows of a deleted type keep their movement (transaction_type_id becomes null). */
export async function deleteType(tx: Tx, id: number): Promise<void> {
  if (!(await repo.deleteType(tx, id))) throw notFound('Transaction type');
}

// ---------------------------------------------------------------------------------------------
// Transactions

export const transactionOf = (row: repo.TransactionRow): ShopTransaction => ({
  id: row.id,
  kind: row.kind,
  transaction_type_id: row.transaction_type_id,
  inventory_id: row.inventory_id,
  user_id: row.user_id,
  quantity: row.quantity,
  amount: row.amount,
  payment_method: row.payment_method,
  status: row.status,
  order_id: row.order_id,
  rental_id: row.rental_id,
  notes: row.notes,
  created_by: row.created_by,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Staff: every movement; a member: their own (user_id is theirs). */
export async function listTransactions(
  tx: Tx,
  caller: ShopCaller,
  query: z.output<typeof shopTransactionListQuery>,
): Promise<Page<ShopTransaction>> {
  const page = await repo.listTransactions(
    tx,
    {
      kind: query.kind,
      status: query.status,
      inventoryId: query.inventory_id,
      userId: caller.isStaff ? query.user_id : caller.userId,
    },
    paging(query),
  );
  return { rows: page.rows.map(transactionOf), total: page.total };
}

/** Another member's transaction answers 404, like one that does not exist. */
export async function getTransaction(
  tx: Tx,
  caller: ShopCaller,
  id: number,
): Promise<ShopTransaction> {
  const row = await repo.findTransaction(tx, id);
  if (!row || (!caller.isStaff && row.user_id !== caller.userId)) throw notFound('Transaction');
  return transactionOf(row);
}

export async function createTransaction(
  tx: Tx,
  caller: ShopCaller,
  body: z.output<typeof shopTransactionInput>,
): Promise<ShopTransaction> {
  if (body.kind === 'rental_request') return requestRental(tx, caller, body);
  if (!caller.canWrite) throw forbidden('Only shop staff may change stock');
  const stock = await repo.findInventory(tx, body.inventory_id);
  if (!stock) throw badRequest(`inventory_id: there is no stock ${body.inventory_id}`);
  const moved = await repo.moveStock(tx, stock.id, body.quantity);
  if (moved === null) {
    const now = (await repo.findInventory(tx, stock.id))?.quantity ?? 0;
    throw conflict(`Only ${now} in stock: cannot remove ${-body.quantity}`);
  }
  const [id] = await recordMovements(tx, caller.organizationId, [
    {
      kind: body.kind,
      inventoryId: stock.id,
      quantity: body.quantity,
      notes: body.notes ?? null,
      createdBy: caller.userId,
    },
  ]);
  return transactionOf((await repo.findTransaction(tx, id!))!);
}

async function requestRental(
  tx: Tx,
  caller: ShopCaller,
  body: Extract<z.output<typeof shopTransactionInput>, { kind: 'rental_request' }>,
): Promise<ShopTransaction> {
  const userId = body.user_id ?? caller.userId;
  if (userId !== caller.userId) {
    if (!caller.isStaff) throw forbidden('You may request a rental only for yourself');
    if (!(await userExists(tx, userId))) throw badRequest(`user_id: there is no user ${userId}`);
  }
  const type = await repo.findType(tx, body.transaction_type_id);
  if (!type)
    throw badRequest(`transaction_type_id: there is no rental type ${body.transaction_type_id}`);
  if (type.kind !== 'rental')
    throw badRequest(`transaction_type_id: ${type.name} is not a rental type`);
  if (type.inventory_id !== null) {
    const stock = await repo.findInventory(tx, type.inventory_id);
    if (stock && (!stock.is_active || stock.rental_price === null))
      throw conflict(`${stock.item_name} is not offered for rent`);
  }
  const [id] = await recordMovements(tx, caller.organizationId, [
    {
      kind: 'rental_request',
      transactionTypeId: type.id,
      inventoryId: type.inventory_id,
      userId,
      status: 'pending',
      notes: body.notes ?? null,
      createdBy: caller.userId,
    },
  ]);
  return transactionOf((await repo.findTransaction(tx, id!))!);
}

/** Where a rental request may go from each status. */
const REQUEST_MOVES: Record<ShopTransactionStatus, readonly ShopTransactionStatus[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['completed', 'cancelled'],
  rejected: [],
  completed: [],
  cancelled: [],
};

/** Only status (of a rental request, along the allowed moves) and notes change. */
export async function updateTransaction(
  tx: Tx,
  id: number,
  body: z.output<typeof shopTransactionUpdate>,
): Promise<ShopTransaction> {
  const row = await repo.findTransaction(tx, id);
  if (!row) throw notFound('Transaction');
  if (body.status !== undefined && body.status !== row.status) {
    if (row.kind !== 'rental_request')
      throw conflict('Only the status of a rental request can change; other movements keep theirs');
    if (!REQUEST_MOVES[row.status].includes(body.status))
      throw conflict(`Cannot move a rental request from ${row.status} to ${body.status}`);
  }
  const updated = await repo.updateTransaction(tx, id, {
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
  });
  return transactionOf(updated!);
}

const STATUS_NAMES: Record<ShopTransactionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const transactionStatuses = (): ShopTransactionStatusOption[] =>
  (Object.keys(STATUS_NAMES) as ShopTransactionStatus[]).map((code) => ({
    code,
    name: STATUS_NAMES[code],
  }));

/**
 * Rental requests with the spec's enrichment; item_name falls back to 'Item #{id}' (the item's id
 * when known, else the request's transaction type, else the request itself) when the item is gone
 * or the type names no stock.
 */
export async function listRentalRequests(
  tx: Tx,
  caller: ShopCaller,
  query: z.output<typeof shopRentalRequestListQuery>,
): Promise<Page<ShopRentalRequest>> {
  const page = await repo.listRentalRequests(
    tx,
    { status: query.status, userId: caller.isStaff ? undefined : caller.userId },
    paging(query),
  );
  return {
    rows: page.rows.map((r) => ({
      ...transactionOf(r.transaction),
      inventory_id: r.transaction.inventory_id ?? r.inventory_id,
      item_id: r.item_id,
      item_name:
        r.item_name ??
        `Item #${r.item_id ?? r.transaction.transaction_type_id ?? r.transaction.id}`,
      item_description: r.item_description,
      item_sale_price: r.item_sale_price,
      item_rental_price: r.item_rental_price,
      brand_name: r.brand_name,
      category_id: r.category_id,
      transaction_type_name: r.transaction_type_name,
      user_name: r.user_name,
    })),
    total: page.total,
  };
}
