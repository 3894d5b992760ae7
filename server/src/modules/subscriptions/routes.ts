import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  subscription,
  subscriptionBalance,
  subscriptionBalanceInput,
  subscriptionBalanceListQuery,
  subscriptionBalancePageQuery,
  subscriptionBalanceUpdate,
  subscriptionInput,
  subscriptionListQuery,
  subscriptionType,
  subscriptionTypeInput,
  subscriptionTypeUpdate,
  subscriptionUpdate,
  subscriptionUsersMap,
  userSubscription,
  userSubscriptionListQuery,
  userSubscriptionParams,
  userSubscriptionQuery,
} from '@fairway/shared-api/contract';
import * as balances from './balances';
import { subscriptionsTx } from './context';
import * as service from './service';

const tags = ['Subscriptions'];
/** Members, tenants and sub-tenants (their own) and staff (everything). */
const joinOrRead = {
  permission: [
    PERMISSIONS.subscriptionsJoin,
    PERMISSIONS.subscriptionsRead,
    PERMISSIONS.subscriptionsWrite,
  ],
};
/** Joining and leaving: members for themselves (or their household), staff for anyone. */
const joinOrWrite = { permission: [PERMISSIONS.subscriptionsJoin, PERMISSIONS.subscriptionsWrite] };
const read = { permission: [PERMISSIONS.subscriptionsRead, PERMISSIONS.subscriptionsWrite] };
const write = { permission: PERMISSIONS.subscriptionsWrite };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const none = z.null();
const subs = '/api/settings/subscriptions';
const types = `${subs}/types`;
const bal = '/api/settings/subscription-balances';
const tenantParam = z.object({ id: idParam.shape.id.describe('a tenant (household) id') });
const userParam = z.object({ id: idParam.shape.id.describe('a user id') });

/**
 * Subscriptions, their types, who joined them and subscription balances (docs/property.md).
 * Literal paths (types, mandatory, optional, user, users, users-map) are static routes, which the
 * router tries before /subscriptions/:id; ids are strict positive integers.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Types --------------------------------------------------------------------------------

  app.get(
    types,
    {
      config: read,
      schema: {
        tags,
        summary: 'Subscription types by name, with how many subscriptions use each',
        response: { 200: z.array(subscriptionType), ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx) => service.listTypes(tx)),
  );

  app.post(
    types,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a subscription type (names are unique in the club, ignoring case)',
        body: subscriptionTypeInput,
        response: { 201: subscriptionType, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await subscriptionsTx(req, (tx, c) => service.createType(tx, c, req.body))),
  );

  app.get(
    `${types}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One subscription type',
        params: idParam,
        response: { 200: subscriptionType, ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx) => service.getType(tx, req.params.id)),
  );

  app.put(
    `${types}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a subscription type (only the fields sent change)',
        params: idParam,
        body: subscriptionTypeUpdate,
        response: { 200: subscriptionType, ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx) => service.updateType(tx, req.params.id, req.body)),
  );

  app.delete(
    `${types}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a subscription type (409 while a subscription is of it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await subscriptionsTx(req, (tx) => service.removeType(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- What applies, what was joined, what could be joined ----------------------------------

  app.get(
    `${subs}/mandatory`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary: 'Every active mandatory subscription of the club',
        response: { 200: z.array(subscription), ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx) => service.mandatory(tx)),
  );

  app.get(
    `${subs}/mandatory/member/:id`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary:
          'The active mandatory subscriptions that apply to a person (audience member or both, when they hold the member role); members: themselves only',
        params: userParam,
        response: { 200: z.array(subscription), ...errors },
      },
    },
    async (req) =>
      subscriptionsTx(req, (tx, c) => service.mandatoryForMember(tx, c, req.params.id)),
  );

  app.get(
    `${subs}/mandatory/tenant/:id`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary:
          'The active mandatory subscriptions that apply to a household (audience tenant or both); its members need view_finances',
        params: tenantParam,
        response: { 200: z.array(subscription), ...errors },
      },
    },
    async (req) =>
      subscriptionsTx(req, (tx, c) => service.mandatoryForTenant(tx, c, req.params.id)),
  );

  app.get(
    `${subs}/optional/member/:id`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary: 'The optional subscriptions a person joined for themselves, newest first',
        params: userParam,
        response: { 200: z.array(userSubscription), ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx, c) => service.optionalForMember(tx, c, req.params.id)),
  );

  app.get(
    `${subs}/optional/tenant/:id`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary: "The optional subscriptions joined in a household's name, newest first",
        params: tenantParam,
        response: { 200: z.array(userSubscription), ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx, c) => service.optionalForTenant(tx, c, req.params.id)),
  );

  app.get(
    `${subs}/optional/available/member/:id`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary:
          'Active optional subscriptions for members (audience member or both) the person has not joined',
        params: userParam,
        response: { 200: z.array(subscription), ...errors },
      },
    },
    async (req) =>
      subscriptionsTx(req, (tx, c) => service.availableForMember(tx, c, req.params.id)),
  );

  app.get(
    `${subs}/optional/available/tenant/:id`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary:
          'Active optional subscriptions for households (audience tenant or both) the household has not joined',
        params: tenantParam,
        response: { 200: z.array(subscription), ...errors },
      },
    },
    async (req) =>
      subscriptionsTx(req, (tx, c) => service.availableForTenant(tx, c, req.params.id)),
  );

  // --- Who joined ---------------------------------------------------------------------------

  app.get(
    `${subs}/users`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Every join of the club with the person, subscription and household names, newest first (paged; X-Total-Count)',
        querystring: userSubscriptionListQuery,
        response: { 200: z.array(userSubscription), ...errors },
      },
    },
    async (req, reply) => {
      const { items, total } = await subscriptionsTx(req, (tx) => service.listJoins(tx, req.query));
      void reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.get(
    `${subs}/users-map`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Every subscription id of the club → the ids of the users who joined it (ascending, each once; [] for none)',
        response: { 200: subscriptionUsersMap, ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx) => service.usersMap(tx)),
  );

  app.get(
    `${subs}/user/:id`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary:
          "Every join a person made, for themselves and in their household's name; members: themselves only",
        params: userParam,
        response: { 200: z.array(userSubscription), ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx, c) => service.joinsOfUser(tx, c, req.params.id)),
  );

  app.post(
    `${subs}/user/:userId/:subscriptionId`,
    {
      config: joinOrWrite,
      schema: {
        tags,
        summary:
          "Join an optional subscription: for the person, or with ?tenant_id in the household's name (needs manage_subscriptions); members: themselves only; 409 when already joined or mandatory",
        params: userSubscriptionParams,
        querystring: userSubscriptionQuery,
        response: { 201: userSubscription, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await subscriptionsTx(req, (tx, c) =>
            service.join(
              tx,
              c,
              req.params.userId,
              req.params.subscriptionId,
              req.query.tenant_id ?? null,
            ),
          ),
        ),
  );

  app.delete(
    `${subs}/user/:userId/:subscriptionId`,
    {
      config: joinOrWrite,
      schema: {
        tags,
        summary:
          "Leave an optional subscription (with ?tenant_id: the household's join); mandatory ones cannot be left (409)",
        params: userSubscriptionParams,
        querystring: userSubscriptionQuery,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await subscriptionsTx(req, (tx, c) =>
        service.leave(
          tx,
          c,
          req.params.userId,
          req.params.subscriptionId,
          req.query.tenant_id ?? null,
        ),
      );
      return reply.status(204).send(null);
    },
  );

  // --- Subscriptions ------------------------------------------------------------------------

  app.get(
    subs,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary: 'Subscriptions by name (members: active ones only)',
        querystring: subscriptionListQuery,
        response: { 200: z.array(subscription), ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx, c) => service.listSubscriptions(tx, c, req.query)),
  );

  app.post(
    subs,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a subscription (names are unique in the club, ignoring case)',
        body: subscriptionInput,
        response: { 201: subscription, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await subscriptionsTx(req, (tx, c) => service.createSubscription(tx, c, req.body))),
  );

  app.get(
    `${subs}/:id`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary: 'One subscription (members: an active one)',
        params: idParam,
        response: { 200: subscription, ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx, c) => service.getSubscription(tx, c, req.params.id)),
  );

  app.put(
    `${subs}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Change a subscription (only the fields sent change; 409 making one with joins mandatory)',
        params: idParam,
        body: subscriptionUpdate,
        response: { 200: subscription, ...errors },
      },
    },
    async (req) =>
      subscriptionsTx(req, (tx, c) => service.updateSubscription(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${subs}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a subscription nobody joined and nobody was charged for (409 otherwise)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await subscriptionsTx(req, (tx, c) => service.removeSubscription(tx, c, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Balances -----------------------------------------------------------------------------

  app.get(
    bal,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Subscription balances with paid, outstanding and status from the ledger, latest due date first (paged; X-Total-Count)',
        querystring: subscriptionBalanceListQuery,
        response: { 200: z.array(subscriptionBalance), ...errors },
      },
    },
    async (req, reply) => {
      const { limit, offset, user_id, subscription_id, tenant_id } = req.query;
      const { items, total } = await subscriptionsTx(req, (tx, c) =>
        balances.list(
          tx,
          c,
          {
            ...(user_id !== undefined ? { userId: user_id } : {}),
            ...(subscription_id !== undefined ? { subscriptionId: subscription_id } : {}),
            ...(tenant_id !== undefined ? { tenantId: tenant_id } : {}),
          },
          { limit, offset },
        ),
      );
      void reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.post(
    bal,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Charge a subscription for a period (writes the ledger charge; amount defaults to the subscription's)",
        body: subscriptionBalanceInput,
        response: { 201: subscriptionBalance, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await subscriptionsTx(req, (tx, c) => balances.create(tx, c, req.body))),
  );

  app.put(
    `${bal}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Change the due date or notes, and/or record a payment (never past what is outstanding: 409)',
        params: idParam,
        body: subscriptionBalanceUpdate,
        response: { 200: subscriptionBalance, ...errors },
      },
    },
    async (req) => subscriptionsTx(req, (tx, c) => balances.update(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${bal}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Void a balance: a credit for what is unpaid (409 once anything was paid); it stays listed as void',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await subscriptionsTx(req, (tx, c) => balances.voidBalance(tx, c, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${bal}/member/:id`,
    {
      config: joinOrRead,
      schema: {
        tags,
        summary:
          "A person's subscription balances, latest due date first (paged; X-Total-Count); members: their own",
        params: userParam,
        querystring: subscriptionBalancePageQuery,
        response: { 200: z.array(subscriptionBalance), ...errors },
      },
    },
    async (req, reply) => {
      const { items, total } = await subscriptionsTx(req, (tx, c) =>
        balances.ofMember(tx, c, req.params.id, req.query),
      );
      void reply.header('x-total-count', String(total));
      return items;
    },
  );
};
