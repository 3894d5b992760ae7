import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEMBER_SEARCH_LIMIT,
  PERMISSIONS,
  activeUsersQuery,
  memberSearchQuery,
  memberSearchResult,
  inactiveUsersQuery,
  pageQuery,
  roleNameParam,
  userListQuery,
  userSearchQuery,
  type User,
} from '@fairway/shared-api/contract';
import { staffMemberSearch } from './directory';
import type { UserFilter } from './repository';
import { errors, read, tags, userList } from './route-common';
import * as service from './service';

/** One page of users matching the filter, in the caller's organization; the total goes in X-Total-Count. */
async function sendList(
  req: FastifyRequest,
  reply: FastifyReply,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<User[]> {
  const result = await req.tx((tx) => service.list(tx, filter, page));
  void reply.header('x-total-count', String(result.total));
  return result.users;
}

/** Lists of users: plain arrays, the total in X-Total-Count. */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/users',
    {
      config: read,
      schema: {
        tags,
        summary: 'List users (filters q, status, role)',
        querystring: userListQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (req, reply) => {
      const { limit, offset, ...filter } = req.query;
      return sendList(req, reply, filter, { limit, offset });
    },
  );

  app.get(
    '/api/settings/users/search',
    {
      config: read,
      schema: {
        tags,
        summary: 'Find users by part of their e-mail or name',
        querystring: userSearchQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (req, reply) => {
      const { limit, offset, q } = req.query;
      return sendList(req, reply, { q }, { limit, offset });
    },
  );

  app.get(
    '/api/settings/users/member-search',
    {
      // Whoever serves a member at a desk: the tee sheet, the shop's counter, the rentals desk,
      // and the offices of houses, house rentals, maintenance and subscriptions.
      config: {
        permission: [
          PERMISSIONS.teeSheetManage,
          PERMISSIONS.shopWrite,
          PERMISSIONS.rentalsWrite,
          PERMISSIONS.propertyWrite,
          PERMISSIONS.houseRentalsWrite,
          PERMISSIONS.houseMaintenanceWrite,
          PERMISSIONS.subscriptionsWrite,
        ],
      },
      schema: {
        tags,
        summary:
          'Staff finding the person to book for (our addition): active users where every word of q (2–80 characters) starts a word of the name, or q starts the e-mail or member number; first-name matches first, then last-name, at most 20; with e-mail, phone and member number',
        querystring: memberSearchQuery,
        response: { 200: z.array(memberSearchResult), ...errors },
      },
    },
    async (req) => req.tx((tx) => staffMemberSearch(tx, req.query.q, MEMBER_SEARCH_LIMIT)),
  );

  app.get(
    '/api/settings/users/by-role/:role',
    {
      config: read,
      schema: {
        tags,
        summary: 'Users who have a role (by name)',
        params: roleNameParam,
        querystring: pageQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (req, reply) => sendList(req, reply, { role: req.params.role }, req.query),
  );

  app.get(
    '/api/settings/users/without-role/:role',
    {
      config: read,
      schema: {
        tags,
        summary: 'Users who do not have a role (by name)',
        params: roleNameParam,
        querystring: pageQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (req, reply) => sendList(req, reply, { withoutRole: req.params.role }, req.query),
  );

  app.get(
    '/api/settings/users/active',
    {
      config: read,
      schema: {
        tags,
        summary: 'Users active within the last `days` (default 30)',
        querystring: activeUsersQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (req, reply) => {
      const { days, ...page } = req.query;
      return sendList(req, reply, { activeWithinDays: days }, page);
    },
  );

  app.get(
    '/api/settings/users/inactive',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Users with no activity for `days` (default 90), counting from creation if never active',
        querystring: inactiveUsersQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (req, reply) => {
      const { days, ...page } = req.query;
      return sendList(req, reply, { inactiveForDays: days }, page);
    },
  );
};
