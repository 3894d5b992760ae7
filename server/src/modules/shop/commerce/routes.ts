import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  basket,
  basketLineInput,
  basketRemoveBody,
  basketRemoveQuery,
  basketUserParam,
  errorResponse,
  idParam,
  order,
  orderCreateInput,
  orderDetails,
  orderIdempotencyHeaders,
  orderItem,
  orderListQuery,
  orderPayInput,
  orderPayment,
  orderReceiptInput,
  orderReceiptQueued,
  orderRefundInput,
  orderUpdateInput,
} from '@fairway/shared-api/contract';
import { shopTx } from '../context';
import * as baskets from './basket';
import * as orders from './orders';
import { defineReceiptJob, queueReceipt } from './receipt';

const tags = ['Shop'];
const buy = { permission: PERMISSIONS.shopBuy };
const read = { permission: PERMISSIONS.shopRead };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const base = '/api/settings/orders';

const userOrdersQuery = orderListQuery.omit({ q: true });

const paged = (reply: FastifyReply, page: orders.OrderPage) => {
  void reply.header('x-total-count', String(page.total));
  return page.rows;
};

/** The shop's commerce calls (docs/shop-and-rentals.md): the basket, orders, payment, refunds. */
export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  defineReceiptJob(app);

  app.get(
    '/api/settings/basket/:userId',
    {
      config: buy,
      schema: {
        tags,
        summary:
          "A customer's basket with prices and stock now (a member: their own; staff: anyone's)",
        params: basketUserParam,
        response: { 200: basket, ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => baskets.getBasket(tx, c, req.params.userId)),
  );

  app.post(
    '/api/settings/basket',
    {
      config: buy,
      schema: {
        tags,
        summary: `Set a basket line's quantity (0 removes it); at most 50 lines of at most 99 units. Staff (shop:write) may name user_id`,
        body: basketLineInput,
        response: { 200: basket, ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => baskets.setLine(tx, c, req.body)),
  );

  app.delete(
    '/api/settings/basket',
    {
      config: buy,
      schema: {
        tags,
        summary:
          'Remove one line (inventory_id, in the query or a JSON body) or empty the basket; answers the basket',
        querystring: basketRemoveQuery,
        body: basketRemoveBody,
        response: { 200: basket, ...errors },
      },
    },
    async (req) =>
      shopTx(req, (tx, c) => baskets.removeLines(tx, c, { ...(req.body ?? {}), ...req.query })),
  );

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary:
          "Every order, newest first (page, limit ≤ 100, status, q: order number or customer's name); the total is in X-Total-Count",
        querystring: orderListQuery,
        response: { 200: z.array(order), ...errors },
      },
    },
    async (req, reply) => paged(reply, await shopTx(req, (tx) => orders.listOrders(tx, req.query))),
  );

  app.post(
    base,
    {
      config: buy,
      schema: {
        tags,
        summary:
          'Order the items (or the basket, which is then emptied): the stock is taken now, 409 "Only 2 left of …" when short and nothing is ordered. channel counter: a staff sale (shop:write), user_id optional',
        body: orderCreateInput,
        response: { 201: orderDetails, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await shopTx(req, (tx, c) => orders.createOrder(tx, c, req.body))),
  );

  app.get(
    `${base}/user/:id`,
    {
      config: buy,
      schema: {
        tags,
        summary:
          "A customer's orders, newest first (a member: their own; staff: anyone's); the total is in X-Total-Count",
        params: idParam,
        querystring: userOrdersQuery,
        response: { 200: z.array(order), ...errors },
      },
    },
    async (req, reply) =>
      paged(
        reply,
        await shopTx(req, (tx, c) => orders.userOrders(tx, c, req.params.id, req.query)),
      ),
  );

  app.put(
    `${base}/:id`,
    {
      config: buy,
      schema: {
        tags,
        summary:
          'Change the notes, or cancel a pending order (its stock goes back); a paid order is refunded instead',
        params: idParam,
        body: orderUpdateInput,
        response: { 200: order, ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => orders.updateOrder(tx, c, req.params.id, req.body)),
  );

  app.get(
    `${base}/items/by-order/:id`,
    {
      config: buy,
      schema: {
        tags,
        summary: "An order's lines, with the names and prices as ordered",
        params: idParam,
        response: { 200: z.array(orderItem), ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => orders.orderItems(tx, c, req.params.id)),
  );

  app.get(
    `${base}/:id/details`,
    {
      config: buy,
      schema: {
        tags,
        summary: 'An order with its lines, its ledger rows and its customer',
        params: idParam,
        response: { 200: orderDetails, ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => orders.orderDetails(tx, c, req.params.id)),
  );

  app.post(
    `${base}/:id/pay`,
    {
      config: buy,
      schema: {
        tags,
        summary:
          'Pay what is due, once (409 "Order #12 is already paid"). A member pays their own order on account; staff (shop:write) take cash or card. Idempotency-Key: a retry with the same key answers the first answer',
        params: idParam,
        headers: orderIdempotencyHeaders,
        body: orderPayInput,
        response: { 200: orderPayment, 422: errorResponse, ...errors },
      },
    },
    async (req, reply) => {
      const answer = await shopTx(req, (tx, c) =>
        orders.payOrder(tx, c, req.params.id, req.body, req.headers['idempotency-key'] ?? null),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    `${base}/:id/refund`,
    {
      config: buy,
      schema: {
        tags,
        summary:
          'Refund (shop:write) an amount and/or returned items, restocked when asked; never more than paid minus refunded (409 "At most 12.50 can be refunded")',
        params: idParam,
        body: orderRefundInput,
        response: { 200: orderDetails, ...errors },
      },
    },
    async (req) => shopTx(req, (tx, c) => orders.refundOrder(tx, c, req.params.id, req.body)),
  );

  app.post(
    `${base}/:id/receipt`,
    {
      config: buy,
      schema: {
        tags,
        summary:
          "E-mail the order's receipt, to its customer unless email is given (400 for a walk-in sale without one)",
        params: idParam,
        body: orderReceiptInput,
        response: { 202: orderReceiptQueued, ...errors },
      },
    },
    async (req, reply) => {
      const { order: o, email } = await shopTx(req, (tx, c) =>
        orders.receiptFor(tx, c, req.params.id, req.body.email),
      );
      const { organizationId, userId } = req.principal();
      await queueReceipt(req.server, organizationId, userId, { order_id: o.id, email });
      return reply.status(202).send({ queued: true as const, email });
    },
  );
};
