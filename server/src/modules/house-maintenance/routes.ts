import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  maintenanceActivity,
  maintenanceActivityInput,
  maintenanceActivityListQuery,
  maintenanceActivityUpdate,
  maintenanceBalance,
  maintenanceBalanceListQuery,
  maintenanceFinancialAnalytics,
  maintenanceFinancialBreakdown,
  maintenanceFinancialBreakdownQuery,
  maintenanceFinancialSummary,
  maintenanceInterest,
  maintenanceInterestInput,
  maintenanceInterestListQuery,
  maintenanceInterestStatusParam,
  maintenanceInterestUpdate,
  maintenanceJob,
  maintenanceJobInput,
  maintenanceJobListQuery,
  maintenanceJobUpdate,
  maintenancePaymentInput,
  maintenanceResolveInput,
  maintenanceResourceMappingInput,
  maintenanceStatus,
  maintenanceStatusChange,
  maintenanceType,
  maintenanceTypeInput,
  maintenanceTypeUpdate,
} from '@fairway/shared-api/contract';
import * as catalogue from './catalogue';
import { maintenanceTx } from './context';
import * as jobs from './jobs';
import * as money from './money';
import { tellResolved } from './notices';

const tags = ['Maintenance'];
const {
  houseMaintenanceRead: READ,
  houseMaintenanceWrite: WRITE,
  propertyReside: RESIDE,
} = PERMISSIONS;
/** The office. */
const read = { permission: [READ, WRITE] };
const write = { permission: WRITE };
/** The office, or a household member for the household's own (the household check decides). */
const readOrResident = { permission: [READ, WRITE, RESIDE] };
const writeOrResident = { permission: [WRITE, RESIDE] };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const none = z.null();

const m = '/api/settings/maintenances';
const types = `${m}/types`;
const interests = '/api/settings/maintenance-interests';
const activities = '/api/settings/maintenance-activities';

/**
 * /api/settings/maintenances, /maintenance-interests and /maintenance-activities
 * (docs/property.md, "Maintenance"). Always on. The fixed paths (/statuses, /types, /balances…)
 * are static routes, so find-my-way matches them before /maintenances/:id, whose id must be a
 * positive integer.
 */
export const houseMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Jobs ---------------------------------------------------------------------------------

  app.get(
    m,
    {
      config: readOrResident,
      schema: {
        tags,
        summary:
          "Maintenance jobs, newest first (the office: every job, with filters; a household member: the household's, with view_maintenance); X-Total-Count",
        querystring: maintenanceJobListQuery,
        response: { 200: z.array(maintenanceJob), ...errors },
      },
    },
    async (req, reply) => {
      const { rows, total } = await maintenanceTx(req, (tx, c) => jobs.list(tx, c, req.query));
      void reply.header('x-total-count', String(total));
      return rows;
    },
  );

  app.post(
    m,
    {
      config: writeOrResident,
      schema: {
        tags,
        summary:
          "Raise a job (status Reported). A household member raises one for the household's house (request_maintenance); billing fields are the office's",
        body: maintenanceJobInput,
        response: { 201: maintenanceJob, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await maintenanceTx(req, (tx, c) => jobs.create(tx, c, req.body))),
  );

  app.get(
    `${m}/statuses`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: 'The fixed statuses and the moves each allows',
        response: { 200: z.array(maintenanceStatus), ...errors },
      },
    },
    async () => jobs.statuses(),
  );

  app.put(
    `${m}/status/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Move a job to another status (409 when the move is not allowed); Completed resolves it',
        params: idParam,
        body: maintenanceStatusChange,
        response: { 200: maintenanceJob, ...errors },
      },
    },
    async (req) => {
      const done = await maintenanceTx(req, (tx, c) =>
        jobs.changeStatus(tx, c, req.params.id, req.body.status_id),
      );
      await tellResolved(req.server, done.notice);
      return done.job;
    },
  );

  app.post(
    `${m}/resolve/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Resolve a job that is not final: completed, and a billable cost is charged to the household's ledger",
        params: idParam,
        body: maintenanceResolveInput.optional(),
        response: { 200: maintenanceJob, ...errors },
      },
    },
    async (req) => {
      const done = await maintenanceTx(req, (tx, c) =>
        jobs.resolve(tx, c, req.params.id, req.body ?? {}),
      );
      await tellResolved(req.server, done.notice);
      return done.job;
    },
  );

  app.get(
    `${m}/tenant/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary:
          "A household's jobs, newest first (the office, or the household: view_maintenance)",
        params: idParam,
        querystring: maintenanceJobListQuery.omit({ tenant_id: true }),
        response: { 200: z.array(maintenanceJob), ...errors },
      },
    },
    async (req, reply) => {
      const { rows, total } = await maintenanceTx(req, (tx, c) =>
        jobs.listOfTenant(tx, c, req.params.id, req.query),
      );
      void reply.header('x-total-count', String(total));
      return rows;
    },
  );

  // --- Balances and a household's money -------------------------------------------------------

  app.get(
    `${m}/balances`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Balances of completed billable jobs: charged, paid and outstanding from the ledger',
        querystring: maintenanceBalanceListQuery,
        response: { 200: z.array(maintenanceBalance), ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx) => money.balances(tx, req.query)),
  );

  app.put(
    `${m}/balances/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Record a payment toward job {id} (409 when it is more than is outstanding)',
        params: idParam,
        body: maintenancePaymentInput,
        response: { 200: maintenanceBalance, ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => money.pay(tx, c, req.params.id, req.body)),
  );

  app.get(
    `${m}/balances/completed/tenant/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary:
          "A household's completed billable jobs with what is owed (the office, or the household: view_finances)",
        params: idParam,
        response: { 200: z.array(maintenanceBalance), ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => money.balancesOfTenant(tx, c, req.params.id)),
  );

  app.get(
    `${m}/financial/summary/tenant/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: "A household's maintenance money from the ledger, and its jobs by status",
        params: idParam,
        response: { 200: maintenanceFinancialSummary, ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => money.summary(tx, c, req.params.id)),
  );

  app.get(
    `${m}/financial/breakdown/tenant/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary:
          "A household's maintenance ledger rows of a period (club calendar; default current_month), by job type",
        params: idParam,
        querystring: maintenanceFinancialBreakdownQuery,
        response: { 200: maintenanceFinancialBreakdown, ...errors },
      },
    },
    async (req) =>
      maintenanceTx(req, (tx, c) => money.breakdown(tx, c, req.params.id, req.query.period)),
  );

  app.get(
    `${m}/financial/analytics/tenant/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: "A household's last 12 months: charged and paid each month, and charged by type",
        params: idParam,
        response: { 200: maintenanceFinancialAnalytics, ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => money.analytics(tx, c, req.params.id)),
  );

  // --- Types --------------------------------------------------------------------------------

  app.get(
    types,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: 'Maintenance types by name (a household member: the active ones)',
        response: { 200: z.array(maintenanceType), ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => catalogue.listTypes(tx, c)),
  );

  app.post(
    types,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a maintenance type (names are unique, ignoring case)',
        body: maintenanceTypeInput,
        response: { 201: maintenanceType, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await maintenanceTx(req, (tx, c) => catalogue.createType(tx, c, req.body))),
  );

  app.get(
    `${types}/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: 'A maintenance type',
        params: idParam,
        response: { 200: maintenanceType, ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => catalogue.getType(tx, c, req.params.id)),
  );

  app.put(
    `${types}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a maintenance type (only the fields sent change)',
        params: idParam,
        body: maintenanceTypeUpdate,
        response: { 200: maintenanceType, ...errors },
      },
    },
    async (req) =>
      maintenanceTx(req, (tx, c) => catalogue.updateType(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${types}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a maintenance type no job uses (409 otherwise: deactivate it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await maintenanceTx(req, (tx) => catalogue.deleteType(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- One job ------------------------------------------------------------------------------

  app.get(
    `${m}/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: "A job (the office, or the job's household: view_maintenance)",
        params: idParam,
        response: { 200: maintenanceJob, ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => jobs.get(tx, c, req.params.id)),
  );

  app.put(
    `${m}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Update a job (only the fields sent change; a completed or cancelled job keeps its house, household, cost and billable)',
        params: idParam,
        body: maintenanceJobUpdate,
        response: { 200: maintenanceJob, ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => jobs.update(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${m}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a job with nothing on the ledger (409 otherwise: cancel it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await maintenanceTx(req, (tx) => jobs.remove(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Interests ----------------------------------------------------------------------------

  app.get(
    interests,
    {
      config: read,
      schema: {
        tags,
        summary: "Households' interests in activities, newest first (at most 1000)",
        querystring: maintenanceInterestListQuery,
        response: { 200: z.array(maintenanceInterest), ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx) => catalogue.listInterests(tx, req.query)),
  );

  app.post(
    interests,
    {
      config: writeOrResident,
      schema: {
        tags,
        summary:
          "Register a household's interest in an activity (a household member: its own, as themselves, pending)",
        body: maintenanceInterestInput,
        response: { 201: maintenanceInterest, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await maintenanceTx(req, (tx, c) => catalogue.createInterest(tx, c, req.body))),
  );

  app.get(
    `${interests}/user/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: "A user's interests (the office, or the user themselves)",
        params: idParam,
        response: { 200: z.array(maintenanceInterest), ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => catalogue.interestsOfUser(tx, c, req.params.id)),
  );

  app.get(
    `${interests}/tenant/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: "A household's interests (the office, or the household: view_maintenance)",
        params: idParam,
        response: { 200: z.array(maintenanceInterest), ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => catalogue.interestsOfTenant(tx, c, req.params.id)),
  );

  app.get(
    `${interests}/status/:status`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Interests with a status (pending, contacted, accepted, declined)',
        params: maintenanceInterestStatusParam,
        response: { 200: z.array(maintenanceInterest), ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx) => catalogue.interestsWithStatus(tx, req.params.status)),
  );

  app.get(
    `${interests}/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: 'An interest (the office, or its household: view_maintenance)',
        params: idParam,
        response: { 200: maintenanceInterest, ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => catalogue.getInterest(tx, c, req.params.id)),
  );

  app.put(
    `${interests}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: "Update an interest's status, notes or household",
        params: idParam,
        body: maintenanceInterestUpdate,
        response: { 200: maintenanceInterest, ...errors },
      },
    },
    async (req) =>
      maintenanceTx(req, (tx) => catalogue.updateInterest(tx, req.params.id, req.body)),
  );

  app.delete(
    `${interests}/:id`,
    {
      config: writeOrResident,
      schema: {
        tags,
        summary:
          'Delete an interest (the office, or its household withdrawing it: request_maintenance)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await maintenanceTx(req, (tx, c) => catalogue.deleteInterest(tx, c, req.params.id));
      return reply.status(204).send(null);
    },
  );

  // --- Activities ---------------------------------------------------------------------------

  app.get(
    activities,
    {
      config: readOrResident,
      schema: {
        tags,
        summary:
          'Maintenance activities by name with their resources (a household member: the active ones)',
        querystring: maintenanceActivityListQuery,
        response: { 200: z.array(maintenanceActivity), ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => catalogue.listActivities(tx, c, req.query.active)),
  );

  app.post(
    activities,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create an activity (names are unique, ignoring case), with its resources',
        body: maintenanceActivityInput,
        response: { 201: maintenanceActivity, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await maintenanceTx(req, (tx, c) => catalogue.createActivity(tx, c, req.body))),
  );

  app.get(
    `${activities}/:id`,
    {
      config: readOrResident,
      schema: {
        tags,
        summary: 'An activity with its resources',
        params: idParam,
        response: { 200: maintenanceActivity, ...errors },
      },
    },
    async (req) => maintenanceTx(req, (tx, c) => catalogue.getActivity(tx, c, req.params.id)),
  );

  app.put(
    `${activities}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Update an activity (only the fields sent change)',
        params: idParam,
        body: maintenanceActivityUpdate,
        response: { 200: maintenanceActivity, ...errors },
      },
    },
    async (req) =>
      maintenanceTx(req, (tx, c) => catalogue.updateActivity(tx, c, req.params.id, req.body)),
  );

  app.delete(
    `${activities}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Delete an activity no household showed interest in (409 otherwise: deactivate it)',
        params: idParam,
        response: { 204: none, ...errors },
      },
    },
    async (req, reply) => {
      await maintenanceTx(req, (tx) => catalogue.deleteActivity(tx, req.params.id));
      return reply.status(204).send(null);
    },
  );

  app.put(
    `${activities}/:id/resource-mapping`,
    {
      config: write,
      schema: {
        tags,
        summary: "Replace an activity's whole resource mapping (at most 50 rows)",
        params: idParam,
        body: maintenanceResourceMappingInput,
        response: { 200: maintenanceActivity, ...errors },
      },
    },
    async (req) =>
      maintenanceTx(req, (tx, c) =>
        catalogue.setResources(tx, c, req.params.id, req.body.resource_mapping),
      ),
  );
};
