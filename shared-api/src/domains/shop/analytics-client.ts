// The shop's analytics calls, as the screens use them.
import { withMessage, type Http, type SearchParams } from '@fairway/shared-api/core';
import type {
  AnalyticsRangeQuery,
  CategoryPerformance,
  ItemPerformance,
  ItemPerformanceQuery,
  RefundRecord,
  RefundRecordsQuery,
  RefundSummary,
  RefundSummaryQuery,
  RevenuePoint,
  RevenueQuery,
  ShopOverview,
  TopItemsQuery,
  TopRentedItem,
  TopSellingItem,
} from './analytics';

const base = 'settings/proshop-analytics';

/** The spec's failure messages, one per call. */
export const SHOP_ANALYTICS_MESSAGES = {
  overview: 'Failed to fetch pro shop overview',
  revenue: 'Failed to fetch revenue data',
  topSelling: 'Failed to fetch top selling items',
  topRented: 'Failed to fetch top rented items',
  items: 'Failed to fetch item performance data',
  refunds: 'Failed to fetch refund records',
  refundSummary: 'Failed to fetch refund summary',
  categories: 'Failed to fetch category performance data',
} as const;

/** The query as sent: `type` left out when 'both', empty filters left out. */
function paramsOf(query: Record<string, unknown>): SearchParams {
  const out: SearchParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'type' && value === 'both') continue;
    out[key] = value as string | number | boolean;
  }
  return out;
}

/** /api/settings/proshop-analytics (staff, shop:read). */
export function createShopAnalyticsClient(http: Http) {
  const get = <T>(path: string, query: Record<string, unknown>, message: string) =>
    withMessage(http.get<T>(`${base}/${path}`, { searchParams: paramsOf(query) }), message);
  return {
    overview: (query: AnalyticsRangeQuery = {}) =>
      get<ShopOverview>('overview', query, SHOP_ANALYTICS_MESSAGES.overview),
    revenue: (query: RevenueQuery = {}) =>
      get<RevenuePoint[]>('revenue', query, SHOP_ANALYTICS_MESSAGES.revenue),
    topSelling: (query: TopItemsQuery = {}) =>
      get<TopSellingItem[]>('top-selling', query, SHOP_ANALYTICS_MESSAGES.topSelling),
    topRented: (query: TopItemsQuery = {}) =>
      get<TopRentedItem[]>('top-rented', query, SHOP_ANALYTICS_MESSAGES.topRented),
    /** Item performance with the total count (X-Total-Count). */
    items: (query: ItemPerformanceQuery = {}) =>
      withMessage(
        http.getPage<ItemPerformance>(`${base}/items`, { searchParams: paramsOf(query) }),
        SHOP_ANALYTICS_MESSAGES.items,
      ),
    /** Refund records, newest first, with the total count (X-Total-Count). */
    refunds: (query: RefundRecordsQuery = {}) =>
      withMessage(
        http.getPage<RefundRecord>(`${base}/refunds`, { searchParams: paramsOf(query) }),
        SHOP_ANALYTICS_MESSAGES.refunds,
      ),
    refundSummary: (query: RefundSummaryQuery = {}) =>
      get<RefundSummary>('refunds/summary', query, SHOP_ANALYTICS_MESSAGES.refundSummary),
    categories: (query: AnalyticsRangeQuery = {}) =>
      get<CategoryPerformance[]>('categories', query, SHOP_ANALYTICS_MESSAGES.categories),
  };
}
export type ShopAnalyticsClient = ReturnType<typeof createShopAnalyticsClient>;
