// The shop's catalogue calls: schemas the server validates and answers with (docs/shop-and-rentals.md).
import { z } from 'zod';
import { MAX_ID, bodyId, nonEmpty, pathId, timestamp } from '@fairway/shared-api/core';

/** Highest price of an item: 100 000.00 in the club's currency (minor units). */
export const SHOP_MAX_PRICE = 10_000_000;
/** Most units one stock row, one movement or one threshold may count. */
export const SHOP_MAX_QUANTITY = 100_000;
/** Most images an item may have. */
export const SHOP_MAX_IMAGES = 20;
/** Longest list page. */
export const SHOP_MAX_LIMIT = 100;

export const SHOP_INVENTORY_PURPOSES = ['sale', 'rental'] as const;
export type ShopInventoryPurpose = (typeof SHOP_INVENTORY_PURPOSES)[number];

export const SHOP_TRANSACTION_TYPE_KINDS = [
  'sale',
  'rental',
  'restock',
  'adjustment',
  'refund',
  'damage',
] as const;
export type ShopTransactionTypeKind = (typeof SHOP_TRANSACTION_TYPE_KINDS)[number];

export const SHOP_TRANSACTION_KINDS = [
  'sale',
  'cancel',
  'payment',
  'refund',
  'restock',
  'adjustment',
  'rental_request',
  'rental_payment',
  'rental_refund',
  'damage_fee',
] as const;
export type ShopTransactionKind = (typeof SHOP_TRANSACTION_KINDS)[number];

export const SHOP_TRANSACTION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'completed',
  'cancelled',
] as const;
export type ShopTransactionStatus = (typeof SHOP_TRANSACTION_STATUSES)[number];

export const SHOP_PAYMENT_METHODS = ['cash', 'card', 'account'] as const;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];

// ---------------------------------------------------------------------------------------------
// Field helpers (messages a person can read)

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: '' and whitespace are stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v === null || v === '' ? null : v));

const price = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of minor units (cents)` })
    .int(`${label} must be a whole number of minor units (cents)`)
    .min(0, `${label} cannot be negative`)
    .max(SHOP_MAX_PRICE, `${label} must be at most ${SHOP_MAX_PRICE} (100000.00)`)
    .nullable();

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(SHOP_MAX_QUANTITY, `${label} must be at most ${SHOP_MAX_QUANTITY}`);

/** A query-string flag: 'true' / 'false' (also 1 / 0). */
const queryFlag = (label: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${label} must be true or false` })
    .transform((v) => v === 'true' || v === '1');

/** limit (1–100, default 100) and offset; the total is sent in the X-Total-Count header. */
const page = {
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(SHOP_MAX_LIMIT, 'limit must be a number from 1 to 100')
    .default(SHOP_MAX_LIMIT),
  offset: z.coerce
    .number({ error: 'offset must be a whole number from 0' })
    .int('offset must be a whole number from 0')
    .min(0, 'offset must be a whole number from 0')
    .max(MAX_ID, `offset must be at most ${MAX_ID}`)
    .default(0),
};

const search = z.string().trim().max(100, 'Search text must be at most 100 characters').optional();

// ---------------------------------------------------------------------------------------------
// Brands and categories

export const shopBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ShopBrand = z.infer<typeof shopBrand>;

export const shopBrandInput = z.strictObject({
  name: requiredText('Name', 120),
  description: optionalText('Description', 2000).optional(),
});
export type ShopBrandInput = z.input<typeof shopBrandInput>;
export const shopBrandUpdate = nonEmpty(shopBrandInput.partial());
export type ShopBrandUpdate = z.input<typeof shopBrandUpdate>;

export const shopCategory = shopBrand;
export type ShopCategory = ShopBrand;
export const shopCategoryInput = shopBrandInput;
export type ShopCategoryInput = ShopBrandInput;
export const shopCategoryUpdate = shopBrandUpdate;
export type ShopCategoryUpdate = ShopBrandUpdate;

/** GET /brands, /categories: by name; `q` searches the name. */
export const shopNamedListQuery = z.object({ ...page, q: search });
/** What a caller sends (every field optional). */
export type ShopNamedListQuery = Partial<z.output<typeof shopNamedListQuery>>;

// ---------------------------------------------------------------------------------------------
// Items and their images

export const shopItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  /** Minor units; null: not sold. */
  sale_price: z.number().int().nullable(),
  /** Minor units per day; null: not rented. */
  rental_price: z.number().int().nullable(),
  is_active: z.boolean(),
  /** The primary image's file, null without one. */
  image_file_id: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ShopItem = z.infer<typeof shopItem>;

export const shopItemImage = z.object({
  id: z.number().int(),
  file_id: z.number().int(),
  caption: z.string().nullable(),
  sort_order: z.number().int(),
  is_primary: z.boolean(),
  /** The file's download address. */
  url: z.string(),
  /** Its medium thumbnail. */
  thumbnail_url: z.string(),
});
export type ShopItemImage = z.infer<typeof shopItemImage>;

export const shopItemWithImages = shopItem.extend({ images: z.array(shopItemImage) });
export type ShopItemWithImages = z.infer<typeof shopItemWithImages>;

export const shopItemImageInput = z.strictObject({
  file_id: bodyId('Image file'),
  caption: optionalText('Caption', 200).optional(),
});
export type ShopItemImageInput = z.input<typeof shopItemImageInput>;

const itemFields = {
  name: requiredText('Name', 120),
  description: optionalText('Description', 2000).optional(),
  sku: optionalText('SKU', 64).optional(),
  barcode: z
    .string({ error: 'Barcode must be text' })
    .trim()
    .max(64, 'Barcode must be at most 64 characters')
    .regex(/^[\x21-\x7e]*$/, 'Barcode must be letters, digits or symbols without spaces')
    .nullable()
    .transform((v) => (v === null || v === '' ? null : v))
    .optional(),
  brand_id: bodyId('Brand').nullable().optional(),
  category_id: bodyId('Category').nullable().optional(),
  sale_price: price('Sale price').optional(),
  rental_price: price('Rental price').optional(),
  is_active: z.boolean({ error: 'Active must be true or false' }).optional(),
  /** The item's images in order, the first primary; replaces the set. */
  images: z
    .array(shopItemImageInput, { error: 'Images must be a list of { file_id, caption }' })
    .max(SHOP_MAX_IMAGES, `An item has at most ${SHOP_MAX_IMAGES} images`)
    .refine(
      (list) => new Set(list.map((i) => i.file_id)).size === list.length,
      'An image appears more than once',
    )
    .optional(),
};

/** POST /items. Unset fields are null (is_active: true). */
export const shopItemInput = z.strictObject(itemFields);
export type ShopItemInput = z.input<typeof shopItemInput>;

/** PUT /items/{id}: the fields to change; `images` replaces the whole set. */
export const shopItemUpdate = nonEmpty(z.strictObject(itemFields).partial());
export type ShopItemUpdate = z.input<typeof shopItemUpdate>;

/** GET /items (and /items/with-images): `q` searches name, SKU and barcode. */
export const shopItemListQuery = z.object({
  ...page,
  q: search,
  category_id: pathId('category_id').optional(),
  brand_id: pathId('brand_id').optional(),
  active: queryFlag('active').optional(),
});
/** What a caller sends (every field optional). */
export type ShopItemListQuery = Partial<z.output<typeof shopItemListQuery>>;

export const shopBrandIdParam = z.object({ brandId: pathId('brandId') });

// ---------------------------------------------------------------------------------------------
// Inventory

export const shopInventory = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  brand_name: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  purpose: z.enum(SHOP_INVENTORY_PURPOSES),
  /** Units on the shelf (sale) or in the pool (rental); never below zero. */
  quantity: z.number().int(),
  low_stock_threshold: z.number().int(),
  /** quantity <= low_stock_threshold. */
  low_stock: z.boolean(),
  location: z.string().nullable(),
  sale_price: z.number().int().nullable(),
  rental_price: z.number().int().nullable(),
  image_file_id: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ShopInventory = z.infer<typeof shopInventory>;

/**
 * POST /inventory: one row per item and purpose. `quantity` is the opening stock (written to the
 * ledger as a restock); later changes go through POST /transactions.
 */
export const shopInventoryInput = z.strictObject({
  item_id: bodyId('Item'),
  purpose: z
    .enum(SHOP_INVENTORY_PURPOSES, { error: 'Purpose must be sale or rental' })
    .default('sale'),
  quantity: count('Quantity').default(0),
  low_stock_threshold: count('Low-stock threshold').default(0),
  location: optionalText('Location', 120).optional(),
  /** Defaults to the item's category. */
  category_id: bodyId('Category').nullable().optional(),
});
export type ShopInventoryInput = z.input<typeof shopInventoryInput>;

/** PUT /inventory/{id}: threshold, location and category; stock changes through transactions. */
export const shopInventoryUpdate = nonEmpty(
  z.strictObject({
    low_stock_threshold: count('Low-stock threshold').optional(),
    location: optionalText('Location', 120).optional(),
    category_id: bodyId('Category').nullable().optional(),
    quantity: z
      .undefined({
        error: 'Stock changes through a restock or an adjustment (POST /transactions)',
      })
      .optional(),
  }),
);
export type ShopInventoryUpdate = z.input<typeof shopInventoryUpdate>;

export const shopInventoryListQuery = z.object({
  ...page,
  q: search,
  purpose: z.enum(SHOP_INVENTORY_PURPOSES, { error: 'Purpose must be sale or rental' }).optional(),
  item_id: pathId('item_id').optional(),
  category_id: pathId('category_id').optional(),
  low_stock: queryFlag('low_stock').optional(),
});
/** What a caller sends (every field optional). */
export type ShopInventoryListQuery = Partial<z.output<typeof shopInventoryListQuery>>;

// ---------------------------------------------------------------------------------------------
// Transaction types

export const shopTransactionType = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SHOP_TRANSACTION_TYPE_KINDS),
  /** null: any stock. */
  inventory_id: z.number().int().nullable(),
  inventory_item_name: z.string().nullable(),
  description: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ShopTransactionType = z.infer<typeof shopTransactionType>;

export const shopTransactionTypeInput = z.strictObject({
  name: requiredText('Name', 120),
  kind: z.enum(SHOP_TRANSACTION_TYPE_KINDS, {
    error: 'Kind must be one of sale, rental, restock, adjustment, refund, damage',
  }),
  inventory_id: bodyId('Stock').nullable().optional(),
  description: optionalText('Description', 2000).optional(),
});
export type ShopTransactionTypeInput = z.input<typeof shopTransactionTypeInput>;
export const shopTransactionTypeUpdate = nonEmpty(shopTransactionTypeInput.partial());
export type ShopTransactionTypeUpdate = z.input<typeof shopTransactionTypeUpdate>;

export const shopTransactionTypeListQuery = z.object({
  ...page,
  kind: z
    .enum(SHOP_TRANSACTION_TYPE_KINDS, {
      error: 'Kind must be one of sale, rental, restock, adjustment, refund, damage',
    })
    .optional(),
  inventory_id: pathId('inventory_id').optional(),
});
/** What a caller sends (every field optional). */
export type ShopTransactionTypeListQuery = Partial<z.output<typeof shopTransactionTypeListQuery>>;

// ---------------------------------------------------------------------------------------------
// Transactions (the ledger)

export const shopTransaction = z.object({
  id: z.number().int(),
  kind: z.enum(SHOP_TRANSACTION_KINDS),
  transaction_type_id: z.number().int().nullable(),
  inventory_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  /** Signed stock change: −2 when two left the shelf. */
  quantity: z.number().int(),
  /** Signed money in minor units: +2450 taken, −1000 paid back. */
  amount: z.number().int(),
  payment_method: z.enum(SHOP_PAYMENT_METHODS).nullable(),
  status: z.enum(SHOP_TRANSACTION_STATUSES),
  order_id: z.number().int().nullable(),
  rental_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ShopTransaction = z.infer<typeof shopTransaction>;

const movementQuantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(-SHOP_MAX_QUANTITY, `Quantity must be at least -${SHOP_MAX_QUANTITY}`)
  .max(SHOP_MAX_QUANTITY, `Quantity must be at most ${SHOP_MAX_QUANTITY}`);

const notes = optionalText('Notes', 1000).optional();

/**
 * POST /transactions: staff move stock (`restock` adds units, `adjustment` adds or removes them);
 * a member asks to rent (`rental_request`, for themselves; staff may name `user_id`).
 */
export const shopTransactionInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('restock'),
      inventory_id: bodyId('Stock'),
      quantity: movementQuantity.refine((n) => n > 0, 'A restock adds at least one unit'),
      notes,
    }),
    z.strictObject({
      kind: z.literal('adjustment'),
      inventory_id: bodyId('Stock'),
      quantity: movementQuantity.refine((n) => n !== 0, 'An adjustment changes at least one unit'),
      notes,
    }),
    z.strictObject({
      kind: z.literal('rental_request'),
      transaction_type_id: bodyId('Rental type'),
      user_id: bodyId('user_id').optional(),
      notes,
    }),
  ],
  { error: 'Kind must be restock, adjustment or rental_request' },
);
export type ShopTransactionInput = z.input<typeof shopTransactionInput>;

/** PUT /transactions/{id}: only status (a rental request's) and notes change. */
export const shopTransactionUpdate = nonEmpty(
  z.strictObject({
    status: z
      .enum(SHOP_TRANSACTION_STATUSES, {
        error: 'Status must be one of pending, approved, rejected, completed, cancelled',
      })
      .optional(),
    notes,
  }),
);
export type ShopTransactionUpdate = z.input<typeof shopTransactionUpdate>;

export const shopTransactionListQuery = z.object({
  ...page,
  kind: z
    .enum(SHOP_TRANSACTION_KINDS, {
      error: `Kind must be one of ${SHOP_TRANSACTION_KINDS.join(', ')}`,
    })
    .optional(),
  status: z
    .enum(SHOP_TRANSACTION_STATUSES, {
      error: 'Status must be one of pending, approved, rejected, completed, cancelled',
    })
    .optional(),
  inventory_id: pathId('inventory_id').optional(),
  user_id: pathId('user_id').optional(),
});
/** What a caller sends (every field optional). */
export type ShopTransactionListQuery = Partial<z.output<typeof shopTransactionListQuery>>;

export const shopTransactionStatusOption = z.object({
  code: z.enum(SHOP_TRANSACTION_STATUSES),
  name: z.string(),
});
export type ShopTransactionStatusOption = z.infer<typeof shopTransactionStatusOption>;

/** A rental request with the spec's enrichment ('Item #{id}' when the item is gone). */
export const shopRentalRequest = shopTransaction.extend({
  item_name: z.string(),
  item_description: z.string().nullable(),
  item_sale_price: z.number().int().nullable(),
  item_rental_price: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  category_id: z.number().int().nullable(),
  item_id: z.number().int().nullable(),
  /** The transaction type's name (null once it is deleted). */
  transaction_type_name: z.string().nullable(),
  /** Who asked (null once the user is gone). */
  user_name: z.string().nullable(),
});
export type ShopRentalRequest = z.infer<typeof shopRentalRequest>;

export const shopRentalRequestListQuery = z.object({
  ...page,
  status: z
    .enum(SHOP_TRANSACTION_STATUSES, {
      error: 'Status must be one of pending, approved, rejected, completed, cancelled',
    })
    .optional(),
});
/** What a caller sends (every field optional). */
export type ShopRentalRequestListQuery = Partial<z.output<typeof shopRentalRequestListQuery>>;
