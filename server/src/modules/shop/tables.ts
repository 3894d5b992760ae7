import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const org = () => integer('organization_id').notNull();
const created = () => ts('created_at').notNull().defaultNow();
const updated = () => ts('updated_at').notNull().defaultNow();

/** The shop's tables (migration 0018_shop.sql; docs/shop-and-rentals.md). Money: minor units. */
export const shopBrands = pgTable('shop_brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: org(),
  name: text('name').notNull(),
  description: text('description'),
  created_at: created(),
  updated_at: updated(),
});

export const shopCategories = pgTable('shop_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: org(),
  name: text('name').notNull(),
  description: text('description'),
  created_at: created(),
  updated_at: updated(),
});

export const shopItems = pgTable('shop_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: org(),
  name: text('name').notNull(),
  description: text('description'),
  sku: text('sku'),
  barcode: text('barcode'),
  brand_id: integer('brand_id'),
  category_id: integer('category_id'),
  sale_price: integer('sale_price'),
  rental_price: integer('rental_price'),
  is_active: boolean('is_active').notNull().default(true),
  created_by: integer('created_by'),
  created_at: created(),
  updated_at: updated(),
});

export const shopItemImages = pgTable('shop_item_images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: org(),
  item_id: integer('item_id').notNull(),
  file_id: integer('file_id').notNull(),
  caption: text('caption'),
  sort_order: integer('sort_order').notNull().default(0),
  is_primary: boolean('is_primary').notNull().default(false),
  created_at: created(),
});

export const shopInventory = pgTable('shop_inventory', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: org(),
  item_id: integer('item_id').notNull(),
  category_id: integer('category_id'),
  purpose: text('purpose', { enum: ['sale', 'rental'] }).notNull(),
  quantity: integer('quantity').notNull().default(0),
  low_stock_threshold: integer('low_stock_threshold').notNull().default(0),
  location: text('location'),
  created_at: created(),
  updated_at: updated(),
});

export const shopTransactionTypes = pgTable('shop_transaction_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: org(),
  name: text('name').notNull(),
  kind: text('kind', {
    enum: ['sale', 'rental', 'restock', 'adjustment', 'refund', 'damage'],
  }).notNull(),
  inventory_id: integer('inventory_id'),
  description: text('description'),
  created_at: created(),
  updated_at: updated(),
});

export const shopOrders = pgTable('shop_orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: org(),
  user_id: integer('user_id'),
  channel: text('channel', { enum: ['shop', 'counter'] }).notNull(),
  status: text('status', {
    enum: ['pending', 'paid', 'cancelled', 'refunded', 'partially_refunded'],
  }).notNull(),
  total: integer('total').notNull(),
  paid_amount: integer('paid_amount').notNull().default(0),
  refunded_amount: integer('refunded_amount').notNull().default(0),
  payment_method: text('payment_method', { enum: ['cash', 'card', 'account'] }),
  paid_at: ts('paid_at'),
  notes: text('notes'),
  created_by: integer('created_by'),
  created_at: created(),
  updated_at: updated(),
});

export const shopOrderItems = pgTable('shop_order_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: org(),
  order_id: integer('order_id').notNull(),
  inventory_id: integer('inventory_id'),
  item_id: integer('item_id'),
  item_name: text('item_name').notNull(),
  unit_price: integer('unit_price').notNull(),
  quantity: integer('quantity').notNull(),
  refunded_quantity: integer('refunded_quantity').notNull().default(0),
});

export const shopBasketItems = pgTable('shop_basket_items', {
  organization_id: org(),
  user_id: integer('user_id').notNull(),
  inventory_id: integer('inventory_id').notNull(),
  quantity: integer('quantity').notNull(),
  added_at: ts('added_at').notNull().defaultNow(),
});

export const TRANSACTION_KINDS = [
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
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const shopTransactions = pgTable('shop_transactions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: org(),
  kind: text('kind', { enum: TRANSACTION_KINDS }).notNull(),
  transaction_type_id: integer('transaction_type_id'),
  inventory_id: integer('inventory_id'),
  user_id: integer('user_id'),
  quantity: integer('quantity').notNull().default(0),
  amount: integer('amount').notNull().default(0),
  payment_method: text('payment_method', { enum: ['cash', 'card', 'account'] }),
  status: text('status', {
    enum: ['pending', 'approved', 'rejected', 'completed', 'cancelled'],
  }).notNull(),
  order_id: integer('order_id'),
  rental_id: integer('rental_id'),
  notes: text('notes'),
  created_by: integer('created_by'),
  created_at: created(),
  updated_at: updated(),
});
