import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  analyticsRangeQuery,
  categoryPerformance,
  errorResponse,
  itemPerformance,
  itemPerformanceQuery,
  refundRecord,
  refundRecordsQuery,
  refundSummary,
  refundSummaryQuery,
  revenuePoint,
  revenueQuery,
  shopOverview,
  topItemsQuery,
  topRentedItem,
  topSellingItem,
} from '@fairway/shared-api/contract';
import { shopTx } from '../context';
import * as service from './service';

const tags = ['Pro shop analytics'];
const read = { permission: PERMISSIONS.shopRead };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const base = '/api/settings/proshop-analytics';
const range =
  "start_date and end_date in the club's calendar (default the last 30 days, at most 366); type sale or rental (omitted: both)";

/** The shop's analytics calls (docs/shop-and-rentals.md): aggregates over the ledger. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/overview`,
    {
      config: read,
      schema: {
        tags,
        summary: `Revenue, refunds, orders, units sold, rentals and customers; ${range}`,
        querystring: analyticsRangeQuery,
        response: { 200: shopOverview, ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => service.overview(tx, c, req.query)),
  );

  app.get(
    `${base}/revenue`,
    {
      config: read,
      schema: {
        tags,
        summary: `Money by day, week or month (group_by) in the club's time zone, every period of the range; ${range}`,
        querystring: revenueQuery,
        response: { 200: z.array(revenuePoint), ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => service.revenue(tx, c, req.query)),
  );

  app.get(
    `${base}/top-selling`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'The items sold most (units less cancelled orders) and their value, limit 1–50 (default 10); start_date, end_date',
        querystring: topItemsQuery,
        response: { 200: z.array(topSellingItem), ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => service.topSelling(tx, c, req.query)),
  );

  app.get(
    `${base}/top-rented`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'The items rented most (rentals paid in the range) and their payments, limit 1–50 (default 10); start_date, end_date',
        querystring: topItemsQuery,
        response: { 200: z.array(topRentedItem), ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => service.topRented(tx, c, req.query)),
  );

  app.get(
    `${base}/items`,
    {
      config: read,
      schema: {
        tags,
        summary: `Per item: sold, rented, refunds, stock; filters item_id, category_id, brand_id; limit ≤ 100 and offset, the total in X-Total-Count; ${range}`,
        querystring: itemPerformanceQuery,
        response: { 200: z.array(itemPerformance), ...errors },
      },
    },
    async (req, reply) => {
      const page = await shopTx(req, (tx, c) => service.items(tx, c, req.query));
      void reply.header('x-total-count', String(page.total));
      return page.rows;
    },
  );

  app.get(
    `${base}/refunds`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Refunds given (orders and rentals), newest first; limit ≤ 100 and offset, the total in X-Total-Count; start_date, end_date narrow them',
        querystring: refundRecordsQuery,
        response: { 200: z.array(refundRecord), ...errors },
      },
    },
    async (req, reply) => {
      const page = await shopTx(req, (tx, c) => service.refunds(tx, c, req.query));
      void reply.header('x-total-count', String(page.total));
      return page.rows;
    },
  );

  app.get(
    `${base}/refunds/summary`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'How many refunds, their total and average (every refund unless start_date, end_date narrow them) and the total of the last 30 days',
        querystring: refundSummaryQuery,
        response: { 200: refundSummary, ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => service.refundSummary(tx, c, req.query)),
  );

  app.get(
    `${base}/categories`,
    {
      config: read,
      schema: {
        tags,
        summary: `Per category of items: items, sold, rented and their money; ${range}`,
        querystring: analyticsRangeQuery,
        response: { 200: z.array(categoryPerformance), ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => service.categories(tx, c, req.query)),
  );
};
