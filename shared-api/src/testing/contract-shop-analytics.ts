import { z } from 'zod';
import {
  categoryPerformance,
  itemPerformance,
  refundRecord,
  refundSummary,
  revenuePoint,
  shopOverview,
  topRentedItem,
  topSellingItem,
} from '../domains/shop/analytics';
import type { CallResponses } from './contract-types';

const base = '/api/settings/proshop-analytics';

/** The shop's analytics calls: success status → body schema (see CONTRACT_RESPONSES). */
export const SHOP_ANALYTICS_RESPONSES: Readonly<Record<string, CallResponses>> = {
  [`GET ${base}/overview`]: { 200: shopOverview },
  [`GET ${base}/revenue`]: { 200: z.array(revenuePoint) },
  [`GET ${base}/top-selling`]: { 200: z.array(topSellingItem) },
  [`GET ${base}/top-rented`]: { 200: z.array(topRentedItem) },
  [`GET ${base}/items`]: { 200: z.array(itemPerformance) },
  [`GET ${base}/refunds`]: { 200: z.array(refundRecord) },
  [`GET ${base}/refunds/summary`]: { 200: refundSummary },
  [`GET ${base}/categories`]: { 200: z.array(categoryPerformance) },
};
