import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  shopBrand,
  shopBrandIdParam,
  shopBrandInput,
  shopBrandUpdate,
  shopCategory,
  shopInventory,
  shopInventoryInput,
  shopInventoryListQuery,
  shopInventoryUpdate,
  shopItem,
  shopItemInput,
  shopItemListQuery,
  shopItemUpdate,
  shopItemWithImages,
  shopNamedListQuery,
  shopRentalRequest,
  shopRentalRequestListQuery,
  shopTransaction,
  shopTransactionInput,
  shopTransactionListQuery,
  shopTransactionStatusOption,
  shopTransactionType,
  shopTransactionTypeInput,
  shopTransactionTypeListQuery,
  shopTransactionTypeUpdate,
  shopTransactionUpdate,
} from '@fairway/shared-api/contract';
import { shopTx } from '../context';
import * as service from './service';

const tags = ['Shop'];
/** Members read the catalogue, their own transactions and rental requests, and ask to rent. */
const buy = { permission: PERMISSIONS.shopBuy };
/** Staff read every stock row. */
const read = { permission: PERMISSIONS.shopRead };
/** Staff change the catalogue and the stock. */
const write = { permission: PERMISSIONS.shopWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const none = z.null();

const s = '/api/settings';
const brands = `${s}/brands`;
const categories = `${s}/categories`;
const items = `${s}/items`;
const inventory = `${s}/inventory`;
const types = `${s}/inventory/transaction-types`;
const transactions = `${s}/transactions`;

/** A page of rows, its total in X-Total-Count. */
function sendPage<T>(reply: FastifyReply, page: service.Page<T>): T[] {
  void reply.header('x-total-count', String(page.total));
  return page.rows;
}

/** /api/settings/{brands,categories,items,inventory,transactions}: the catalogue, stock and ledger. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Brands and categories: the same calls over two tables.
  for (const [path, kind, plural] of [
    [brands, 'brand', 'brands'],
    [categories, 'category', 'categories'],
  ] as const) {
    const entity = kind === 'brand' ? shopBrand : shopCategory;

    app.get(
      path,
      {
        config: buy,
        schema: {
          tags,
          summary: `The club's ${plural} by name (X-Total-Count); q searches the name`,
          querystring: shopNamedListQuery,
          response: { 200: z.array(entity), ...errors },
        },
      },
      async (req, reply) =>
        sendPage(reply, await shopTx(req, (tx) => service.listNamed(tx, kind, req.query))),
    );

    app.post(
      path,
      {
        config: write,
        schema: {
          tags,
          summary: `Add a ${kind} (names are unique in the club, ignoring case)`,
          body: shopBrandInput,
          response: { 201: entity, ...errors },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await shopTx(req, (tx, caller) => service.createNamed(tx, kind, caller, req.body))),
    );

    app.get(
      `${path}/:id`,
      {
        config: buy,
        schema: {
          tags,
          summary: `One ${kind}`,
          params: idParam,
          response: { 200: entity, ...errors },
        },
      },
      async (req) => shopTx(req, (tx) => service.getNamed(tx, kind, req.params.id)),
    );

    app.put(
      `${path}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `Change a ${kind}'s name or description`,
          params: idParam,
          body: shopBrandUpdate,
          response: { 200: entity, ...errors },
        },
      },
      async (req) => shopTx(req, (tx) => service.updateNamed(tx, kind, req.params.id, req.body)),
    );

    app.delete(
      `${path}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `Remove a ${kind} (its items stay, without a ${kind})`,
          params: idParam,
          response: { 204: none, ...errors },
        },
      },
      async (req, reply) => {
        await shopTx(req, (tx) => service.deleteNamed(tx, kind, req.params.id));
        return reply.status(204).send(null);
      },
    );
  }

  // Items
  app.get(
    items,
    {
      config: buy,
      schema: {
        tags,
        summary:
          'Items by name (X-Total-Count); q searches name, SKU and barcode; members see active items only',
        querystring: shopItemListQuery,
        response: { 200: z.array(shopItem), ...errors },
      },
    },
    async (req, reply) =>
      sendPage(reply, await shopTx(req, (tx, caller) => service.listItems(tx, caller, req.query))),
  );

  app.get(
    `${items}/with-images`,
    {
      config: buy,
      schema: {
        tags,
        summary: 'Items with their images (X-Total-Count), filtered like GET /items',
        querystring: shopItemListQuery,
        response: { 200: z.array(shopItemWithImages), ...errors },
      },
    },
    async (req, reply) =>
      sendPage(
        reply,
        await shopTx(req, (tx, caller) => service.listItemsWithImages(tx, caller, req.query)),
      ),
  );

  app.get(
    `${items}/brand/:brandId`,
    {
      config: buy,
      schema: {
        tags,
        summary: "A brand's items (X-Total-Count)",
        params: shopBrandIdParam,
        querystring: shopItemListQuery,
        response: { 200: z.array(shopItem), ...errors },
      },
    },
    async (req, reply) =>
      sendPage(
        reply,
        await shopTx(req, (tx, caller) =>
          service.listItems(tx, caller, req.query, req.params.brandId),
        ),
      ),
  );

  app.post(
    items,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add an item (prices in minor units; null: not sold / not rented)',
        body: shopItemInput,
        response: { 201: shopItem, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await shopTx(req, (tx, caller) => service.createItem(tx, caller, req.body))),
  );

  app.get(
    `${items}/:id`,
    {
      config: buy,
      schema: {
        tags,
        summary: 'One item',
        params: idParam,
        response: { 200: shopItem, ...errors },
      },
    },
    async (req) => shopTx(req, (tx, caller) => service.getItem(tx, caller, req.params.id)),
  );

  app.get(
    `${items}/:id/with-images`,
    {
      config: buy,
      schema: {
        tags,
        summary: 'One item with its images',
        params: idParam,
        response: { 200: shopItemWithImages, ...errors },
      },
    },
    async (req) =>
      shopTx(req, (tx, caller) => service.getItemWithImages(tx, caller, req.params.id)),
  );

  app.put(
    `${items}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change an item; images replaces its images in order, the first primary',
        params: idParam,
        body: shopItemUpdate,
        response: { 200: shopItem, ...errors },
      },
    },
    async (req) =>
      shopTx(req, (tx, caller) => service.updateItem(tx, caller, req.params.id, req.body)),
  );

  app.delete(
    `${items}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove an item never ordered, stocked or rented (otherwise deactivate it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await shopTx(req, (tx) => service.deleteItem(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // Inventory
  app.get(
    inventory,
    {
      config: read,
      schema: {
        tags,
        summary: 'Stock rows, sale and rental (X-Total-Count)',
        querystring: shopInventoryListQuery,
        response: { 200: z.array(shopInventory), ...errors },
      },
    },
    async (req, reply) =>
      sendPage(reply, await shopTx(req, (tx) => service.listInventory(tx, req.query))),
  );

  app.get(
    `${inventory}/for-sale`,
    {
      config: buy,
      schema: {
        tags,
        summary: "The members' shop: sale stock on the shelf of active items (X-Total-Count)",
        querystring: shopInventoryListQuery,
        response: { 200: z.array(shopInventory), ...errors },
      },
    },
    async (req, reply) =>
      sendPage(reply, await shopTx(req, (tx) => service.listInventory(tx, req.query, true))),
  );

  app.post(
    inventory,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a stock row for an item and purpose; quantity is the opening stock',
        body: shopInventoryInput,
        response: { 201: shopInventory, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await shopTx(req, (tx, caller) => service.createInventory(tx, caller, req.body))),
  );

  app.put(
    `${inventory}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: "Change a stock row's threshold, location or category (not its quantity)",
        params: idParam,
        body: shopInventoryUpdate,
        response: { 200: shopInventory, ...errors },
      },
    },
    async (req) => shopTx(req, (tx) => service.updateInventory(tx, req.params.id, req.body)),
  );

  app.delete(
    `${inventory}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove an empty stock row without history',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await shopTx(req, (tx) => service.deleteInventory(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // Transaction types
  app.get(
    types,
    {
      config: buy,
      schema: {
        tags,
        summary: 'Transaction types (X-Total-Count)',
        querystring: shopTransactionTypeListQuery,
        response: { 200: z.array(shopTransactionType), ...errors },
      },
    },
    async (req, reply) =>
      sendPage(reply, await shopTx(req, (tx) => service.listTypes(tx, req.query))),
  );

  app.post(
    types,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a transaction type',
        body: shopTransactionTypeInput,
        response: { 201: shopTransactionType, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await shopTx(req, (tx, caller) => service.createType(tx, caller, req.body))),
  );

  app.get(
    `${types}/:id`,
    {
      config: buy,
      schema: {
        tags,
        summary: 'One transaction type',
        params: idParam,
        response: { 200: shopTransactionType, ...errors },
      },
    },
    async (req) => shopTx(req, (tx) => service.getType(tx, req.params.id)),
  );

  app.put(
    `${types}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a transaction type',
        params: idParam,
        body: shopTransactionTypeUpdate,
        response: { 200: shopTransactionType, ...errors },
      },
    },
    async (req) => shopTx(req, (tx) => service.updateType(tx, req.params.id, req.body)),
  );

  app.delete(
    `${types}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a transaction type (its ledger rows stay)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await shopTx(req, (tx) => service.deleteType(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // Transactions (the ledger)
  app.get(
    transactions,
    {
      config: buy,
      schema: {
        tags,
        summary: 'The ledger, newest first (X-Total-Count); a member gets their own rows',
        querystring: shopTransactionListQuery,
        response: { 200: z.array(shopTransaction), ...errors },
      },
    },
    async (req, reply) =>
      sendPage(
        reply,
        await shopTx(req, (tx, caller) => service.listTransactions(tx, caller, req.query)),
      ),
  );

  app.get(
    `${transactions}/statuses`,
    {
      config: buy,
      schema: {
        tags,
        summary: 'The statuses a transaction can have',
        response: { 200: z.array(shopTransactionStatusOption), ...errors },
      },
    },
    async (req) => shopTx(req, async () => service.transactionStatuses()),
  );

  app.get(
    `${transactions}/rental-requests`,
    {
      config: buy,
      schema: {
        tags,
        summary: 'Rental requests with their item (X-Total-Count); a member gets their own',
        querystring: shopRentalRequestListQuery,
        response: { 200: z.array(shopRentalRequest), ...errors },
      },
    },
    async (req, reply) =>
      sendPage(
        reply,
        await shopTx(req, (tx, caller) => service.listRentalRequests(tx, caller, req.query)),
      ),
  );

  app.post(
    transactions,
    {
      config: buy,
      schema: {
        tags,
        summary:
          'Staff: a restock or an adjustment of stock (never below zero); a member: a rental request',
        body: shopTransactionInput,
        response: { 201: shopTransaction, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await shopTx(req, (tx, caller) => service.createTransaction(tx, caller, req.body))),
  );

  app.get(
    `${transactions}/:id`,
    {
      config: buy,
      schema: {
        tags,
        summary: "One transaction (a member's own)",
        params: idParam,
        response: { 200: shopTransaction, ...errors },
      },
    },
    async (req) => shopTx(req, (tx, caller) => service.getTransaction(tx, caller, req.params.id)),
  );

  app.put(
    `${transactions}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: "Change a transaction's notes, or a rental request's status",
        params: idParam,
        body: shopTransactionUpdate,
        response: { 200: shopTransaction, ...errors },
      },
    },
    async (req) => shopTx(req, (tx) => service.updateTransaction(tx, req.params.id, req.body)),
  );
};
