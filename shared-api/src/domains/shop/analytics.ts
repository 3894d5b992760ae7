// The shop's analytics calls: schemas the server validates and answers with (docs/shop-and-rentals.md).
import { z } from 'zod';
import { MAX_ID, isoDate, pathId, timestamp } from '@fairway/shared-api/core';

/** The longest range an analytics call covers; without dates, the last DEFAULT_DAYS days. */
export const ANALYTICS_MAX_DAYS = 366;
export const ANALYTICS_DEFAULT_DAYS = 30;

/** sale: the shop's sales; rental: equipment rentals; both (or omitted): everything. */
export const ANALYTICS_TYPES = ['sale', 'rental', 'both'] as const;
export type AnalyticsType = (typeof ANALYTICS_TYPES)[number];

export const REVENUE_GROUPS = ['day', 'week', 'month'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

const analyticsType = z
  .enum(ANALYTICS_TYPES, { error: 'type must be sale, rental or both' })
  .optional()
  .default('both');

const rangeShape = {
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
};

const boundedLimit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

const offset = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset cannot be negative')
  .max(MAX_ID, `offset must be at most ${MAX_ID}`)
  .default(0);

/** start_date … end_date (the club's calendar, both included), at most 366 days. */
export const analyticsRangeQuery = z.object({ ...rangeShape, type: analyticsType }).strict();
/** The query a client sends (every field optional). */
export type AnalyticsRangeQuery = {
  start_date?: string;
  end_date?: string;
  type?: AnalyticsType;
};

export const revenueQuery = z
  .object({
    ...rangeShape,
    type: analyticsType,
    group_by: z
      .enum(REVENUE_GROUPS, { error: 'group_by must be day, week or month' })
      .optional()
      .default('day'),
  })
  .strict();
export type RevenueQuery = AnalyticsRangeQuery & { group_by?: RevenueGroup };

export const topItemsQuery = z.object({ ...rangeShape, limit: boundedLimit(50, 10) }).strict();
export type TopItemsQuery = { start_date?: string; end_date?: string; limit?: number };

export const itemPerformanceQuery = z
  .object({
    ...rangeShape,
    type: analyticsType,
    item_id: pathId('item_id').optional(),
    category_id: pathId('category_id').optional(),
    brand_id: pathId('brand_id').optional(),
    limit: boundedLimit(100, 50),
    offset,
  })
  .strict();
export type ItemPerformanceQuery = AnalyticsRangeQuery & {
  item_id?: number;
  category_id?: number;
  brand_id?: number;
  limit?: number;
  offset?: number;
};

export const refundRecordsQuery = z
  .object({ ...rangeShape, limit: boundedLimit(100, 20), offset })
  .strict();
export type RefundRecordsQuery = {
  start_date?: string;
  end_date?: string;
  limit?: number;
  offset?: number;
};

export const refundSummaryQuery = z.object(rangeShape).strict();
export type RefundSummaryQuery = { start_date?: string; end_date?: string };

export const shopOverview = z.object({
  start_date: z.string(),
  end_date: z.string(),
  type: z.enum(ANALYTICS_TYPES),
  /** Money taken: sales_revenue + rental_revenue. */
  revenue: z.number().int(),
  sales_revenue: z.number().int(),
  rental_revenue: z.number().int(),
  /** Money paid back (a positive number). */
  refunds: z.number().int(),
  net_revenue: z.number().int(),
  /** Orders paid in the range. */
  orders: z.number().int(),
  /** Units sold in the range, less cancelled orders' units. */
  items_sold: z.number().int(),
  /** Rentals paid in the range. */
  rentals: z.number().int(),
  /** sales_revenue / orders, rounded (0 without orders). */
  average_order_value: z.number().int(),
  /** Distinct members who paid for something. */
  customers: z.number().int(),
});
export type ShopOverview = z.infer<typeof shopOverview>;

export const revenuePoint = z.object({
  /** The first day of the period (YYYY-MM-DD; a week starts on Monday). */
  period: z.string(),
  sales_revenue: z.number().int(),
  rental_revenue: z.number().int(),
  refunds: z.number().int(),
  net_revenue: z.number().int(),
});
export type RevenuePoint = z.infer<typeof revenuePoint>;

export const topSellingItem = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  brand_name: z.string().nullable(),
  quantity: z.number().int(),
  revenue: z.number().int(),
});
export type TopSellingItem = z.infer<typeof topSellingItem>;

export const topRentedItem = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  brand_name: z.string().nullable(),
  rentals: z.number().int(),
  revenue: z.number().int(),
});
export type TopRentedItem = z.infer<typeof topRentedItem>;

export const itemPerformance = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  brand_name: z.string().nullable(),
  category_name: z.string().nullable(),
  sold: z.number().int(),
  sales_revenue: z.number().int(),
  rented: z.number().int(),
  rental_revenue: z.number().int(),
  /** Money paid back on the item's lines (positive). */
  refunds: z.number().int(),
  /** Units on the shelf now (sale stock). */
  stock: z.number().int(),
});
export type ItemPerformance = z.infer<typeof itemPerformance>;

export const refundRecord = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable(),
  rental_id: z.number().int().nullable(),
  /** Money paid back (positive). */
  amount: z.number().int(),
  reason: z.string().nullable(),
  user_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const refundSummary = z.object({
  count: z.number().int(),
  total: z.number().int(),
  average: z.number().int(),
  /** Money paid back in the last 30 days, whatever the range. */
  last_30_days: z.number().int(),
});
export type RefundSummary = z.infer<typeof refundSummary>;

export const categoryPerformance = z.object({
  /** null: items without a category. */
  category_id: z.number().int().nullable(),
  category_name: z.string(),
  items: z.number().int(),
  sold: z.number().int(),
  sales_revenue: z.number().int(),
  rented: z.number().int(),
  rental_revenue: z.number().int(),
});
export type CategoryPerformance = z.infer<typeof categoryPerformance>;
