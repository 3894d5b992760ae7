/** Every SQL statement of the shop's catalogue, stock and ledger reads. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Tx } from '../../../plugins/platform/database';
import { userNameOf } from '../../users';
import {
  shopBrands,
  shopCategories,
  shopInventory,
  shopItemImages,
  shopItems,
  shopTransactionTypes,
  shopTransactions,
} from '../tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

export type Paging = { limit: number; offset: number };
export type Page<T> = { rows: T[]; total: number };

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const whereOf = (conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean));

// ---------------------------------------------------------------------------------------------
// Brands and categories (same shape)

export type NamedTable = typeof shopBrands | typeof shopCategories;
export type NamedRow = typeof shopBrands.$inferSelect;

export async function listNamed(
  tx: Tx,
  table: NamedTable,
  q: string | undefined,
  paging: Paging,
): Promise<Page<NamedRow>> {
  const where = q ? ilike(table.name, containing(q)) : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(table)
      .where(where)
      .orderBy(asc(sql`lower(${table.name})`), asc(table.id))
      .limit(paging.limit)
      .offset(paging.offset),
    tx.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findNamed(tx: Tx, table: NamedTable, id: number): Promise<NamedRow | null> {
  const [row] = await tx.select().from(table).where(eq(table.id, id)).limit(1);
  return row ?? null;
}

/** Another row of the table with this name, ignoring case. */
export async function namedTaken(
  tx: Tx,
  table: NamedTable,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      whereOf([
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${table.id} <> ${exceptId}`,
      ]),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertNamed(
  tx: Tx,
  table: NamedTable,
  organizationId: number,
  values: { name: string; description: string | null },
): Promise<NamedRow> {
  const [row] = await tx
    .insert(table)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

export async function updateNamed(
  tx: Tx,
  table: NamedTable,
  id: number,
  values: { name?: string; description?: string | null },
): Promise<NamedRow | null> {
  const [row] = await tx
    .update(table)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(table.id, id))
    .returning();
  return row ?? null;
}

export async function deleteNamed(tx: Tx, table: NamedTable, id: number): Promise<boolean> {
  const rows = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Items

const primaryImage = (itemId: SQL | typeof shopItems.id) =>
  sql<
    number | null
  >`(SELECT pi.file_id FROM shop_item_images pi WHERE pi.item_id = ${itemId} AND pi.is_primary LIMIT 1)`;

const itemColumns = {
  id: shopItems.id,
  name: shopItems.name,
  description: shopItems.description,
  sku: shopItems.sku,
  barcode: shopItems.barcode,
  brand_id: shopItems.brand_id,
  brand_name: shopBrands.name,
  category_id: shopItems.category_id,
  category_name: shopCategories.name,
  sale_price: shopItems.sale_price,
  rental_price: shopItems.rental_price,
  is_active: shopItems.is_active,
  image_file_id: primaryImage(shopItems.id),
  created_at: shopItems.created_at,
  updated_at: shopItems.updated_at,
};

export type ItemRow = {
  id: number;
  name: string;
  description: string | null;
  sku: string | null;
  barcode: string | null;
  brand_id: number | null;
  brand_name: string | null;
  category_id: number | null;
  category_name: string | null;
  sale_price: number | null;
  rental_price: number | null;
  is_active: boolean;
  image_file_id: number | null;
  created_at: Date;
  updated_at: Date;
};

export type ItemFilter = {
  q?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  active?: boolean | undefined;
};

function itemWhere(f: ItemFilter): SQL | undefined {
  const like = f.q ? containing(f.q) : null;
  return whereOf([
    like
      ? or(ilike(shopItems.name, like), ilike(shopItems.sku, like), ilike(shopItems.barcode, like))
      : undefined,
    f.categoryId === undefined ? undefined : eq(shopItems.category_id, f.categoryId),
    f.brandId === undefined ? undefined : eq(shopItems.brand_id, f.brandId),
    f.active === undefined ? undefined : eq(shopItems.is_active, f.active),
  ]);
}

const itemsJoined = (tx: Tx) =>
  tx
    .select(itemColumns)
    .from(shopItems)
    .leftJoin(shopBrands, eq(shopBrands.id, shopItems.brand_id))
    .leftJoin(shopCategories, eq(shopCategories.id, shopItems.category_id));

export async function listItems(tx: Tx, f: ItemFilter, paging: Paging): Promise<Page<ItemRow>> {
  const where = itemWhere(f);
  const [rows, [total]] = await Promise.all([
    itemsJoined(tx)
      .where(where)
      .orderBy(asc(sql`lower(${shopItems.name})`), asc(shopItems.id))
      .limit(paging.limit)
      .offset(paging.offset),
    tx.select({ n: count() }).from(shopItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findItem(tx: Tx, id: number): Promise<ItemRow | null> {
  const [row] = await itemsJoined(tx).where(eq(shopItems.id, id)).limit(1);
  return row ?? null;
}

/** The id of another item with this SKU (ignoring case) or barcode. */
export async function itemWith(
  tx: Tx,
  column: 'sku' | 'barcode',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const match =
    column === 'sku'
      ? sql`lower(${shopItems.sku}) = lower(${value})`
      : eq(shopItems.barcode, value);
  const [row] = await tx
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(
      whereOf([match, exceptId === undefined ? undefined : sql`${shopItems.id} <> ${exceptId}`]),
    )
    .limit(1);
  return row !== undefined;
}

export type ItemValues = Partial<
  Omit<typeof shopItems.$inferInsert, 'id' | 'organization_id' | 'created_at' | 'updated_at'>
>;

export async function insertItem(
  tx: Tx,
  organizationId: number,
  values: ItemValues & { name: string },
): Promise<number> {
  const [row] = await tx
    .insert(shopItems)
    .values({ ...values, organization_id: organizationId })
    .returning({ id: shopItems.id });
  return row!.id;
}

export async function updateItem(tx: Tx, id: number, values: ItemValues): Promise<boolean> {
  const rows = await tx
    .update(shopItems)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(shopItems.id, id))
    .returning({ id: shopItems.id });
  return rows.length > 0;
}

/** What keeps an item from being deleted: orders, units counted, ledger rows of its stock. */
export async function itemUsage(
  tx: Tx,
  id: number,
): Promise<{ orders: number; units: number; movements: number }> {
  const [row] = rowsOf<{ orders: number; units: number; movements: number }>(
    await tx.execute(sql`
      SELECT
        (SELECT count(*)::int FROM shop_order_items oi WHERE oi.item_id = ${id}) AS orders,
        (SELECT coalesce(sum(inv.quantity), 0)::int FROM shop_inventory inv
           WHERE inv.item_id = ${id}) AS units,
        (SELECT count(*)::int FROM shop_transactions t
           JOIN shop_inventory inv ON inv.id = t.inventory_id WHERE inv.item_id = ${id}) AS movements
    `),
  );
  return row ?? { orders: 0, units: 0, movements: 0 };
}

/** Deletes the item's (empty, unused) stock rows and the item; its images go with it. */
export async function deleteItem(tx: Tx, id: number): Promise<boolean> {
  await tx.delete(shopInventory).where(eq(shopInventory.item_id, id));
  const rows = await tx
    .delete(shopItems)
    .where(eq(shopItems.id, id))
    .returning({ id: shopItems.id });
  return rows.length > 0;
}

// Item images

export type ImageRow = typeof shopItemImages.$inferSelect;

export const imagesOf = (tx: Tx, itemIds: number[]): Promise<ImageRow[]> =>
  itemIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(shopItemImages)
        .where(inArray(shopItemImages.item_id, itemIds))
        .orderBy(
          asc(shopItemImages.item_id),
          asc(shopItemImages.sort_order),
          asc(shopItemImages.id),
        );

/** Replaces the item's images with these, in order, the first primary. */
export async function replaceImages(
  tx: Tx,
  organizationId: number,
  itemId: number,
  images: { file_id: number; caption: string | null }[],
): Promise<void> {
  await tx.delete(shopItemImages).where(eq(shopItemImages.item_id, itemId));
  if (images.length === 0) return;
  await tx.insert(shopItemImages).values(
    images.map((image, i) => ({
      organization_id: organizationId,
      item_id: itemId,
      file_id: image.file_id,
      caption: image.caption,
      sort_order: i,
      is_primary: i === 0,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Inventory

const inventoryColumns = {
  id: shopInventory.id,
  item_id: shopInventory.item_id,
  item_name: shopItems.name,
  brand_name: shopBrands.name,
  category_id: shopInventory.category_id,
  category_name: shopCategories.name,
  purpose: shopInventory.purpose,
  quantity: shopInventory.quantity,
  low_stock_threshold: shopInventory.low_stock_threshold,
  low_stock: sql<boolean>`(${shopInventory.quantity} <= ${shopInventory.low_stock_threshold})`,
  location: shopInventory.location,
  sale_price: shopItems.sale_price,
  rental_price: shopItems.rental_price,
  image_file_id: primaryImage(shopItems.id),
  is_active: shopItems.is_active,
  created_at: shopInventory.created_at,
  updated_at: shopInventory.updated_at,
};

export type InventoryRow = {
  id: number;
  item_id: number;
  item_name: string;
  brand_name: string | null;
  category_id: number | null;
  category_name: string | null;
  purpose: 'sale' | 'rental';
  quantity: number;
  low_stock_threshold: number;
  low_stock: boolean;
  location: string | null;
  sale_price: number | null;
  rental_price: number | null;
  image_file_id: number | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
};

export type InventoryFilter = {
  q?: string | undefined;
  purpose?: 'sale' | 'rental' | undefined;
  itemId?: number | undefined;
  categoryId?: number | undefined;
  lowStock?: boolean | undefined;
  /** The members' shop: sale stock on the shelf of active items with a price. */
  forSale?: boolean;
};

function inventoryWhere(f: InventoryFilter): SQL | undefined {
  return whereOf([
    f.q ? ilike(shopItems.name, containing(f.q)) : undefined,
    f.purpose ? eq(shopInventory.purpose, f.purpose) : undefined,
    f.itemId === undefined ? undefined : eq(shopInventory.item_id, f.itemId),
    f.categoryId === undefined ? undefined : eq(shopInventory.category_id, f.categoryId),
    f.lowStock === undefined
      ? undefined
      : f.lowStock
        ? sql`${shopInventory.quantity} <= ${shopInventory.low_stock_threshold}`
        : sql`${shopInventory.quantity} > ${shopInventory.low_stock_threshold}`,
    f.forSale
      ? sql`${shopInventory.purpose} = 'sale' AND ${shopInventory.quantity} > 0
          AND ${shopItems.is_active} AND ${shopItems.sale_price} IS NOT NULL`
      : undefined,
  ]);
}

const inventoryJoined = (tx: Tx) =>
  tx
    .select(inventoryColumns)
    .from(shopInventory)
    .innerJoin(shopItems, eq(shopItems.id, shopInventory.item_id))
    .leftJoin(shopBrands, eq(shopBrands.id, shopItems.brand_id))
    .leftJoin(shopCategories, eq(shopCategories.id, shopInventory.category_id));

export async function listInventory(
  tx: Tx,
  f: InventoryFilter,
  paging: Paging,
): Promise<Page<InventoryRow>> {
  const where = inventoryWhere(f);
  const [rows, [total]] = await Promise.all([
    inventoryJoined(tx)
      .where(where)
      .orderBy(
        asc(sql`lower(${shopItems.name})`),
        asc(shopInventory.purpose),
        asc(shopInventory.id),
      )
      .limit(paging.limit)
      .offset(paging.offset),
    tx
      .select({ n: count() })
      .from(shopInventory)
      .innerJoin(shopItems, eq(shopItems.id, shopInventory.item_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findInventory(tx: Tx, id: number): Promise<InventoryRow | null> {
  const [row] = await inventoryJoined(tx).where(eq(shopInventory.id, id)).limit(1);
  return row ?? null;
}

export async function inventoryOf(
  tx: Tx,
  itemId: number,
  purpose: 'sale' | 'rental',
): Promise<number | null> {
  const [row] = await tx
    .select({ id: shopInventory.id })
    .from(shopInventory)
    .where(and(eq(shopInventory.item_id, itemId), eq(shopInventory.purpose, purpose)))
    .limit(1);
  return row?.id ?? null;
}

export async function insertInventory(
  tx: Tx,
  organizationId: number,
  values: {
    item_id: number;
    purpose: 'sale' | 'rental';
    quantity: number;
    low_stock_threshold: number;
    location: string | null;
    category_id: number | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(shopInventory)
    .values({ ...values, organization_id: organizationId })
    .returning({ id: shopInventory.id });
  return row!.id;
}

export async function updateInventory(
  tx: Tx,
  id: number,
  values: { low_stock_threshold?: number; location?: string | null; category_id?: number | null },
): Promise<boolean> {
  const rows = await tx
    .update(shopInventory)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(shopInventory.id, id))
    .returning({ id: shopInventory.id });
  return rows.length > 0;
}

/**
 * Moves stock by `change` units in one conditional statement: answers the new quantity, or null
 * when the row is missing or the change would take it below zero (nothing changes).
 */
export async function moveStock(tx: Tx, id: number, change: number): Promise<number | null> {
  const [row] = await tx
    .update(shopInventory)
    .set({ quantity: sql`${shopInventory.quantity} + ${change}`, updated_at: sql`now()` })
    .where(and(eq(shopInventory.id, id), sql`${shopInventory.quantity} + ${change} >= 0`))
    .returning({ quantity: shopInventory.quantity });
  return row?.quantity ?? null;
}

/** Ledger rows and order lines that name the stock row. */
export async function inventoryHistory(tx: Tx, id: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT (SELECT count(*)::int FROM shop_transactions t WHERE t.inventory_id = ${id})
           + (SELECT count(*)::int FROM shop_order_items oi WHERE oi.inventory_id = ${id}) AS n
    `),
  );
  return row?.n ?? 0;
}

export async function deleteInventory(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(shopInventory)
    .where(eq(shopInventory.id, id))
    .returning({ id: shopInventory.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Transaction types

const typeColumns = {
  id: shopTransactionTypes.id,
  name: shopTransactionTypes.name,
  kind: shopTransactionTypes.kind,
  inventory_id: shopTransactionTypes.inventory_id,
  inventory_item_name: shopItems.name,
  inventory_purpose: shopInventory.purpose,
  description: shopTransactionTypes.description,
  created_at: shopTransactionTypes.created_at,
  updated_at: shopTransactionTypes.updated_at,
};

export type TypeRow = {
  id: number;
  name: string;
  kind: 'sale' | 'rental' | 'restock' | 'adjustment' | 'refund' | 'damage';
  inventory_id: number | null;
  inventory_item_name: string | null;
  inventory_purpose: 'sale' | 'rental' | null;
  description: string | null;
  created_at: Date;
  updated_at: Date;
};

const typesJoined = (tx: Tx) =>
  tx
    .select(typeColumns)
    .from(shopTransactionTypes)
    .leftJoin(shopInventory, eq(shopInventory.id, shopTransactionTypes.inventory_id))
    .leftJoin(shopItems, eq(shopItems.id, shopInventory.item_id));

export async function listTypes(
  tx: Tx,
  f: { kind?: TypeRow['kind'] | undefined; inventoryId?: number | undefined },
  paging: Paging,
): Promise<Page<TypeRow>> {
  const where = whereOf([
    f.kind ? eq(shopTransactionTypes.kind, f.kind) : undefined,
    f.inventoryId === undefined ? undefined : eq(shopTransactionTypes.inventory_id, f.inventoryId),
  ]);
  const [rows, [total]] = await Promise.all([
    typesJoined(tx)
      .where(where)
      .orderBy(asc(sql`lower(${shopTransactionTypes.name})`), asc(shopTransactionTypes.id))
      .limit(paging.limit)
      .offset(paging.offset),
    tx.select({ n: count() }).from(shopTransactionTypes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findType(tx: Tx, id: number): Promise<TypeRow | null> {
  const [row] = await typesJoined(tx).where(eq(shopTransactionTypes.id, id)).limit(1);
  return row ?? null;
}

export async function typeNameTaken(tx: Tx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: shopTransactionTypes.id })
    .from(shopTransactionTypes)
    .where(
      whereOf([
        sql`lower(${shopTransactionTypes.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${shopTransactionTypes.id} <> ${exceptId}`,
      ]),
    )
    .limit(1);
  return row !== undefined;
}

export type TypeValues = {
  name?: string;
  kind?: TypeRow['kind'];
  inventory_id?: number | null;
  description?: string | null;
};

export async function insertType(
  tx: Tx,
  organizationId: number,
  values: TypeValues & { name: string; kind: TypeRow['kind'] },
): Promise<number> {
  const [row] = await tx
    .insert(shopTransactionTypes)
    .values({ ...values, organization_id: organizationId })
    .returning({ id: shopTransactionTypes.id });
  return row!.id;
}

export async function updateType(tx: Tx, id: number, values: TypeValues): Promise<boolean> {
  const rows = await tx
    .update(shopTransactionTypes)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(shopTransactionTypes.id, id))
    .returning({ id: shopTransactionTypes.id });
  return rows.length > 0;
}

export async function deleteType(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(shopTransactionTypes)
    .where(eq(shopTransactionTypes.id, id))
    .returning({ id: shopTransactionTypes.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Transactions (the ledger)

export type TransactionRow = typeof shopTransactions.$inferSelect;

export type TransactionFilter = {
  kind?: TransactionRow['kind'] | undefined;
  status?: TransactionRow['status'] | undefined;
  inventoryId?: number | undefined;
  /** A member's own rows only. */
  userId?: number | undefined;
};

function transactionWhere(f: TransactionFilter): SQL | undefined {
  return whereOf([
    f.kind ? eq(shopTransactions.kind, f.kind) : undefined,
    f.status ? eq(shopTransactions.status, f.status) : undefined,
    f.inventoryId === undefined ? undefined : eq(shopTransactions.inventory_id, f.inventoryId),
    f.userId === undefined ? undefined : eq(shopTransactions.user_id, f.userId),
  ]);
}

export async function listTransactions(
  tx: Tx,
  f: TransactionFilter,
  paging: Paging,
): Promise<Page<TransactionRow>> {
  const where = transactionWhere(f);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(shopTransactions)
      .where(where)
      .orderBy(desc(shopTransactions.id))
      .limit(paging.limit)
      .offset(paging.offset),
    tx.select({ n: count() }).from(shopTransactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTransaction(tx: Tx, id: number): Promise<TransactionRow | null> {
  const [row] = await tx
    .select()
    .from(shopTransactions)
    .where(eq(shopTransactions.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateTransaction(
  tx: Tx,
  id: number,
  values: { status?: TransactionRow['status']; notes?: string | null },
): Promise<TransactionRow | null> {
  const [row] = await tx
    .update(shopTransactions)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(shopTransactions.id, id))
    .returning();
  return row ?? null;
}

// Rental requests, enriched as the spec's client did

const requestInventoryId = sql<
  number | null
>`coalesce(${shopTransactions.inventory_id}, ${shopTransactionTypes.inventory_id})`;

const requestColumns = {
  transaction: shopTransactions,
  inventory_id: shopInventory.id,
  item_id: shopInventory.item_id,
  item_name: shopItems.name,
  item_description: shopItems.description,
  item_sale_price: shopItems.sale_price,
  item_rental_price: shopItems.rental_price,
  brand_name: shopBrands.name,
  category_id: sql<number | null>`coalesce(${shopInventory.category_id}, ${shopItems.category_id})`,
  transaction_type_name: shopTransactionTypes.name,
  user_name: sql<string | null>`${userNameOf(sql`${shopTransactions.user_id}`)}`,
};

export type RentalRequestRow = {
  transaction: TransactionRow;
  inventory_id: number | null;
  item_id: number | null;
  item_name: string | null;
  item_description: string | null;
  item_sale_price: number | null;
  item_rental_price: number | null;
  brand_name: string | null;
  category_id: number | null;
  transaction_type_name: string | null;
  user_name: string | null;
};

export async function listRentalRequests(
  tx: Tx,
  f: { status?: TransactionRow['status'] | undefined; userId?: number | undefined },
  paging: Paging,
): Promise<Page<RentalRequestRow>> {
  const where = transactionWhere({ kind: 'rental_request', ...f });
  const [rows, [total]] = await Promise.all([
    tx
      .select(requestColumns)
      .from(shopTransactions)
      .leftJoin(
        shopTransactionTypes,
        eq(shopTransactionTypes.id, shopTransactions.transaction_type_id),
      )
      .leftJoin(shopInventory, sql`${shopInventory.id} = ${requestInventoryId}`)
      .leftJoin(shopItems, eq(shopItems.id, shopInventory.item_id))
      .leftJoin(shopBrands, eq(shopBrands.id, shopItems.brand_id))
      .where(where)
      .orderBy(desc(shopTransactions.id))
      .limit(paging.limit)
      .offset(paging.offset),
    tx.select({ n: count() }).from(shopTransactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
