import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  financialHouseholdView,
  financialOverview,
  financialRentals,
  financialSubscriptions,
  house,
  houseInput,
  houseTenantParams,
  houseType,
  houseTypeInput,
  houseUpdate,
  householdMembership,
  idParam,
  pathId,
  subTenant,
  subTenantInput,
  subTenantUpdate,
  tenant,
  tenantEligibility,
  tenantEligibilityQuery,
  tenantInput,
} from '@fairway/shared-api/contract';
import { sealerFor } from '../../lib/secrets';
import { propertyTx } from './context';
import * as money from './financial';
import * as estate from './houses';
import * as members from './members';

const tags = ['Property'];
const read = { permission: [PERMISSIONS.propertyRead, PERMISSIONS.propertyWrite] };
const write = { permission: PERMISSIONS.propertyWrite };
/** Staff, and households for their own (the services narrow it to the caller's household). */
const resident = {
  permission: [PERMISSIONS.propertyRead, PERMISSIONS.propertyWrite, PERMISSIONS.propertyReside],
};
/** Staff, and a household's tenant for its own members (the services check which). */
const manage = { permission: [PERMISSIONS.propertyWrite, PERMISSIONS.propertyReside] };
/** Whether an account can join a household: staff, or anyone about themselves. */
const selfOrStaff = {
  permission: [PERMISSIONS.propertyRead, PERMISSIONS.propertyWrite, PERMISSIONS.selfService],
};
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const none = z.null();
const housesPath = '/api/settings/houses';
const typesPath = `${housesPath}/house-types`;
const tenantsPath = '/api/settings/tenants';
const subPath = '/api/settings/sub-tenants';
const financialPath = '/api/settings/financial';
const userParams = z.object({ userId: pathId('userId') });

/**
 * /api/settings/houses, /tenants, /sub-tenants and /financial (docs/property.md): houses and their
 * types, households and what they owe.
 */
export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The installation's secrets key is read (or, for the embedded database, made) at start, so a
  // missing or unreadable key stops the server instead of the first house with a sensor.
  sealerFor(app.config.secrets);

  // --- House types --------------------------------------------------------------------------

  app.get(
    typesPath,
    {
      config: read,
      schema: {
        tags,
        summary: 'House types by name, with how many houses have each',
        response: { 200: z.array(houseType), ...errors },
      },
    },
    async (req) => propertyTx(req, (tx) => estate.listHouseTypes(tx)),
  );

  app.post(
    typesPath,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a house type (names are unique in the club, ignoring case)',
        body: houseTypeInput,
        response: { 201: houseType, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await propertyTx(req, (tx, c) => estate.createHouseType(tx, c, req.body))),
  );

  app.delete(
    `${typesPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a house type no house has (409 while one does)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await propertyTx(req, (tx) => estate.deleteHouseType(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Houses -------------------------------------------------------------------------------

  app.get(
    housesPath,
    {
      config: resident,
      schema: {
        tags,
        summary:
          'Houses by name (a household: its own). The sensor key is never answered: has_temperature_sensor and its last 4 characters',
        response: { 200: z.array(house), ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => estate.listHouses(tx, c)),
  );

  app.get(
    `${housesPath}/tenant/:tenantId`,
    {
      config: resident,
      schema: {
        tags,
        summary: "A household's houses (staff, or a member of that household)",
        params: houseTenantParams,
        response: { 200: z.array(house), ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => estate.housesOfTenant(tx, c, req.params.tenantId)),
  );

  app.post(
    housesPath,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a house; temperature_sensor_api_key is stored sealed and never answered',
        body: houseInput,
        response: { 201: house, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await propertyTx(req, (tx, c) => estate.createHouse(tx, c, req.body))),
  );

  app.put(
    `${housesPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Change a house (the fields sent); temperature_sensor_api_key: a key replaces it, null removes it, left out keeps it',
        params: idParam,
        body: houseUpdate,
        response: { 200: house, ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => estate.updateHouse(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${housesPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a house without bookings, jobs or payments (409 otherwise)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await propertyTx(req, (tx) => estate.deleteHouse(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Tenants ------------------------------------------------------------------------------

  app.get(
    tenantsPath,
    {
      config: resident,
      schema: {
        tags,
        summary: 'Households by name (a household member: their own)',
        response: { 200: z.array(tenant), ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => members.listTenants(tx, c)),
  );

  app.get(
    `${tenantsPath}/eligibility`,
    {
      config: selfOrStaff,
      schema: {
        tags,
        summary:
          'Whether an account (the caller; user_id for staff) can become a tenant or sub-tenant, and why not',
        querystring: tenantEligibilityQuery,
        response: { 200: tenantEligibility, ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => members.eligibility(tx, c, req.query.user_id)),
  );

  app.get(
    `${tenantsPath}/user/:userId`,
    {
      config: resident,
      schema: {
        tags,
        summary:
          "An account's household and its place in it (404 when none; others than staff ask only about themselves)",
        params: userParams,
        response: { 200: householdMembership, ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => members.membershipOf(tx, c, req.params.userId)),
  );

  app.post(
    tenantsPath,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Make an account the tenant of a new household (sets its household, grants the tenant role)',
        body: tenantInput,
        response: { 201: tenant, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await propertyTx(req, (tx, c) => members.createTenant(tx, c, req.body))),
  );

  app.delete(
    `${tenantsPath}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'End a household: 409 while a house names it or it owes anything; its members lose the household and their roles',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await propertyTx(req, (tx) => members.deleteTenant(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Sub-tenants --------------------------------------------------------------------------

  app.get(
    subPath,
    {
      config: resident,
      schema: {
        tags,
        summary: "Sub-tenants (a household member: their household's)",
        response: { 200: z.array(subTenant), ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => members.listSubTenants(tx, c)),
  );

  app.get(
    `${subPath}/tenant/:id`,
    {
      config: resident,
      schema: {
        tags,
        summary: "A household's sub-tenants (staff, or a member of that household)",
        params: idParam,
        response: { 200: z.array(subTenant), ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => members.subTenantsOf(tx, c, req.params.id, false)),
  );

  app.get(
    `${subPath}/tenant/:id/active`,
    {
      config: resident,
      schema: {
        tags,
        summary: "A household's active sub-tenants",
        params: idParam,
        response: { 200: z.array(subTenant), ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => members.subTenantsOf(tx, c, req.params.id, true)),
  );

  app.get(
    `${subPath}/user/:id`,
    {
      config: resident,
      schema: {
        tags,
        summary: "An account's sub-tenant row (others than staff ask only about themselves)",
        params: idParam,
        response: { 200: subTenant, ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => members.subTenantOfUser(tx, c, req.params.id)),
  );

  app.get(
    `${subPath}/:id`,
    {
      config: resident,
      schema: {
        tags,
        summary: 'One sub-tenant (staff, the sub-tenant itself, or its household)',
        params: idParam,
        response: { 200: subTenant, ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => members.getSubTenant(tx, c, req.params.id)),
  );

  app.post(
    subPath,
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Add an account to a household (staff, or the household's tenant); permissions as an object or its JSON text",
        body: subTenantInput,
        response: { 201: subTenant, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await propertyTx(req, (tx, c) => members.createSubTenant(tx, c, req.body))),
  );

  app.put(
    `${subPath}/:id`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Change a sub-tenant's relationship or permissions (staff, or the household's tenant); applies at once",
        params: idParam,
        body: subTenantUpdate,
        response: { 200: subTenant, ...errors },
      },
    },
    async (req) =>
      propertyTx(req, (tx, c) => members.updateSubTenant(tx, c, req.params.id, req.body)),
  );

  app.put(
    `${subPath}/:id/activate`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Give a sub-tenant back their permissions',
        params: idParam,
        response: { 200: subTenant, ...errors },
      },
    },
    async (req) =>
      propertyTx(req, (tx, c) => members.setSubTenantActive(tx, c, req.params.id, true)),
  );

  app.put(
    `${subPath}/:id/deactivate`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Take every permission from a sub-tenant until activated again',
        params: idParam,
        response: { 200: subTenant, ...errors },
      },
    },
    async (req) =>
      propertyTx(req, (tx, c) => members.setSubTenantActive(tx, c, req.params.id, false)),
  );

  app.delete(
    `${subPath}/:id`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Remove a sub-tenant: the account loses the household and the sub_tenant role',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await propertyTx(req, (tx, c) => members.deleteSubTenant(tx, c, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Financial ----------------------------------------------------------------------------

  const financial = { tags, params: idParam };
  const who = ' (staff; the household; a sub-tenant with view_finances)';

  app.get(
    `${financialPath}/overview/:id`,
    {
      config: resident,
      schema: {
        ...financial,
        summary: `A household's charged, paid and outstanding, per source, and its last 20 rows${who}`,
        response: { 200: financialOverview, ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => money.overview(tx, c, req.params.id)),
  );

  app.get(
    `${financialPath}/subscriptions/:id`,
    {
      config: resident,
      schema: {
        ...financial,
        summary: `A household's subscription balances with paid and outstanding${who}`,
        response: { 200: financialSubscriptions, ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => money.subscriptions(tx, c, req.params.id)),
  );

  app.get(
    `${financialPath}/household/:id`,
    {
      config: resident,
      schema: {
        ...financial,
        summary: `The tenant and each sub-tenant with what each one owes${who}`,
        response: { 200: financialHouseholdView, ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => money.household(tx, c, req.params.id)),
  );

  app.get(
    `${financialPath}/rentals/:id`,
    {
      config: resident,
      schema: {
        ...financial,
        summary: `A household's house stays with paid and outstanding, and what its houses earned${who}`,
        response: { 200: financialRentals, ...errors },
      },
    },
    async (req) => propertyTx(req, (tx, c) => money.rentals(tx, c, req.params.id)),
  );
};
