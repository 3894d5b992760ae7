// The shop's commerce calls: schemas the server validates and answers with (docs/shop-and-rentals.md).
import { z } from 'zod';
import { bodyId, nonEmpty, pathId, timestamp } from '@fairway/shared-api/core';

/** A basket holds at most this many lines, each of at most MAX_LINE_QUANTITY units. */
export const MAX_BASKET_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
/** An order has at most as many lines as a basket. */
export const MAX_ORDER_LINES = MAX_BASKET_LINES;

export const ORDER_CHANNELS = ['shop', 'counter'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order is paid: cash and card at the counter (staff), account (charged to the member). */
export const ORDER_PAYMENT_METHODS = ['cash', 'card', 'account'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

const lineQuantity = (max = MAX_LINE_QUANTITY) =>
  z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(max, `Quantity must be at most ${max}`);

/** A money amount a client sends: an integer in the club's minor unit. */
const amountInput = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units`)
    .min(1, `${label} must be more than 0`)
    .max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}`);

/** The largest amount a client may send (10 000 000.00 in the club's currency). */
export const MAX_AMOUNT = 1_000_000_000;

// ---------------------------------------------------------------------------------------------
// Basket

export const basketLine = z.object({
  inventory_id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  image_file_id: z.number().int().nullable(),
  /** The item's sale price now (null: no longer for sale; the line cannot be ordered). */
  unit_price: z.number().int().nullable(),
  quantity: z.number().int(),
  /** unit_price × quantity (0 without a price). */
  line_total: z.number().int(),
  /** Units on the shelf now (the order takes them; fewer than quantity: the order will fail). */
  available: z.number().int(),
});
export type BasketLine = z.infer<typeof basketLine>;

export const basket = z.object({
  user_id: z.number().int(),
  items: z.array(basketLine),
  total: z.number().int(),
});
export type Basket = z.infer<typeof basket>;

export const basketUserParam = z.object({ userId: pathId('userId') });

/** POST /basket: sets the line's quantity (0 removes it). user_id: staff filling a member's basket. */
export const basketLineInput = z
  .object({
    inventory_id: bodyId('inventory_id'),
    quantity: z
      .number({ error: 'Quantity is required' })
      .int('Quantity must be a whole number')
      .min(0, 'Quantity cannot be negative')
      .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
    user_id: bodyId('user_id').optional(),
  })
  .strict();
export type BasketLineInput = z.input<typeof basketLineInput>;

/** DELETE /basket?inventory_id&user_id: removes one line, or (without inventory_id) empties it. */
export const basketRemoveQuery = z
  .object({
    inventory_id: pathId('inventory_id').optional(),
    user_id: pathId('user_id').optional(),
  })
  .strict();
export type BasketRemoveQuery = { inventory_id?: number; user_id?: number };

/** The same as a JSON body (a client may send DELETE with a body); the query wins when both name a field. */
export const basketRemoveBody = z
  .object({
    inventory_id: bodyId('inventory_id').optional(),
    user_id: bodyId('user_id').optional(),
  })
  .strict()
  .nullish();

// ---------------------------------------------------------------------------------------------
// Orders

export const order = z.object({
  id: z.number().int(),
  /** null: a walk-in customer at the counter. */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  channel: z.enum(ORDER_CHANNELS),
  status: z.enum(ORDER_STATUSES),
  total: z.number().int(),
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  payment_method: z.enum(ORDER_PAYMENT_METHODS).nullable(),
  paid_at: timestamp.nullable(),
  notes: z.string().nullable(),
  /** Units on the order (the sum of its lines' quantities). */
  item_count: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Order = z.infer<typeof order>;

export const orderItem = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  inventory_id: z.number().int().nullable(),
  item_id: z.number().int().nullable(),
  /** Name and price as they were when ordered. */
  item_name: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
  refunded_quantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** A ledger row of the order (sale, payment, refund, cancel). */
export const orderTransaction = z.object({
  id: z.number().int(),
  kind: z.string(),
  inventory_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  quantity: z.number().int(),
  amount: z.number().int(),
  payment_method: z.enum(ORDER_PAYMENT_METHODS).nullable(),
  status: z.string(),
  order_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
});
export type OrderTransaction = z.infer<typeof orderTransaction>;

export const orderCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type OrderCustomer = z.infer<typeof orderCustomer>;

export const orderDetails = order.extend({
  items: z.array(orderItem),
  transactions: z.array(orderTransaction),
  user: orderCustomer.nullable(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

export const orderLineInput = z
  .object({ inventory_id: bodyId('inventory_id'), quantity: lineQuantity() })
  .strict();
export type OrderLineInput = z.input<typeof orderLineInput>;

const notesInput = z
  .string({ error: 'Notes must be text' })
  .trim()
  .max(1000, 'Notes must be at most 1000 characters');

/**
 * POST /orders: the lines (items) or the customer's basket (from_basket: true), never both.
 * user_id: whose order (staff only; a member orders for themselves). channel 'counter': a staff
 * sale, with or without a customer.
 */
export const orderCreateInput = z
  .object({
    items: z
      .array(orderLineInput, { error: 'Items must be a list of { inventory_id, quantity }' })
      .min(1, 'An order needs at least one item')
      .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`)
      .refine(
        (lines) => new Set(lines.map((l) => l.inventory_id)).size === lines.length,
        'An item appears more than once: send one line per item',
      )
      .optional(),
    from_basket: z.literal(true, { error: 'from_basket must be true when sent' }).optional(),
    user_id: bodyId('user_id').nullable().optional(),
    channel: z
      .enum(ORDER_CHANNELS, { error: 'Channel must be shop or counter' })
      .optional()
      .default('shop'),
    notes: notesInput.nullable().optional(),
  })
  .strict()
  .refine((v) => (v.items === undefined) !== (v.from_basket === undefined), {
    error: 'Send either items or from_basket: true',
    path: ['items'],
  });
export type OrderCreateInput = z.input<typeof orderCreateInput>;

/** PUT /orders/{id}: cancel a pending order (stock goes back) and/or change its notes. */
export const orderUpdateInput = nonEmpty(
  z
    .object({
      status: z.literal('cancelled', { error: 'Status can only be set to cancelled' }).optional(),
      notes: notesInput.nullable().optional(),
    })
    .strict(),
);
export type OrderUpdateInput = z.input<typeof orderUpdateInput>;

export const orderListQuery = z
  .object({
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(100_000, 'page must be at most 100000')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit must be at most 100')
      .default(20),
    status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional(),
    /** The order number, or part of the customer's name or e-mail. */
    q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  })
  .strict();
export type OrderListQuery = {
  page?: number;
  limit?: number;
  status?: OrderStatus;
  q?: string;
};

export const orderIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional()
    .describe('Retries of one payment send the same key and pay once'),
});

/** POST /orders/{id}/pay: pays what is due. tendered: cash handed over (the answer's change). */
export const orderPayInput = z
  .object({
    payment_method: z.enum(ORDER_PAYMENT_METHODS, {
      error: 'Payment method must be cash, card or account',
    }),
    tendered: z
      .number({ error: 'Tendered must be a number' })
      .int('Tendered must be a whole number of minor units')
      .min(0, 'Tendered cannot be negative')
      .max(MAX_AMOUNT, `Tendered must be at most ${MAX_AMOUNT}`)
      .optional(),
  })
  .strict();
export type OrderPayInput = z.input<typeof orderPayInput>;

/** The paid order; change: tendered − amount due when cash was tendered, else null. */
export const orderPayment = order.extend({ change: z.number().int().nullable() });
export type OrderPayment = z.infer<typeof orderPayment>;

/**
 * POST /orders/{id}/refund. amount: what goes back (default: the value of the items sent, or
 * everything still refundable); items: the units returned; restock: they go back on the shelf.
 */
export const orderRefundInput = z
  .object({
    amount: amountInput('Amount').optional(),
    items: z
      .array(
        z.object({ order_item_id: bodyId('order_item_id'), quantity: lineQuantity() }).strict(),
      )
      .min(1, 'Send at least one item or leave items out')
      .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`)
      .refine(
        (lines) => new Set(lines.map((l) => l.order_item_id)).size === lines.length,
        'An order item appears more than once',
      )
      .optional(),
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(1, 'Reason is required')
      .max(500, 'Reason must be at most 500 characters'),
    restock: z.boolean({ error: 'Restock must be true or false' }).optional().default(false),
  })
  .strict();
export type OrderRefundInput = z.input<typeof orderRefundInput>;

/** POST /orders/{id}/receipt: to the order's customer unless email is given. */
export const orderReceiptInput = z
  .object({
    email: z
      .email({ error: 'Enter a valid e-mail address' })
      .max(254, 'E-mail must be at most 254 characters')
      .optional(),
  })
  .strict();
export type OrderReceiptInput = z.input<typeof orderReceiptInput>;

export const orderReceiptQueued = z.object({
  queued: z.literal(true),
  email: z.string(),
});
export type OrderReceiptQueued = z.infer<typeof orderReceiptQueued>;
