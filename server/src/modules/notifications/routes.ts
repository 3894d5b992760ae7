import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  errorResponse,
  idParam,
  notification,
  notificationInput,
  notificationListQuery,
  notificationUserParam,
  readAllResult,
  unreadCount,
} from '@fairway/shared-api/contract';
import { announceCreated, announceRead } from './notify';
import * as service from './service';

const tags = ['Notifications'];
const self = { permission: PERMISSIONS.selfService };
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const base = '/api/settings/notifications';

/** /api/settings/notifications: a person's notifications (the bell), and sending one. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/:userId`,
    {
      config: self,
      schema: {
        tags,
        summary:
          "A user's notifications, newest first: at most limit (default 20, at most 100); before=<id> pages on to older ones. One's own with self:use, another's with notifications:manage",
        params: notificationUserParam,
        querystring: notificationListQuery,
        response: { 200: z.array(notification), ...errors },
      },
    },
    async (req) => req.tx((tx) => service.list(tx, req.principal(), req.params.userId, req.query)),
  );

  app.get(
    `${base}/:userId/unread-count`,
    {
      config: self,
      schema: {
        tags,
        summary: "Addition: how many of the user's notifications are unread (the bell's badge)",
        params: notificationUserParam,
        response: { 200: unreadCount, ...errors },
      },
    },
    async (req) => req.tx((tx) => service.unreadCount(tx, req.principal(), req.params.userId)),
  );

  app.put(
    `${base}/read/:id`,
    {
      config: self,
      schema: {
        tags,
        summary:
          "Mark one notification read (again is harmless); someone else's is 404 unless the caller manages notifications",
        params: idParam,
        response: { 200: notification, ...errors },
      },
    },
    async (req) => {
      const { notification: row, unreadCount: left } = await req.tx((tx) =>
        service.markRead(tx, req.principal(), req.params.id, app.now()),
      );
      await announceRead(app, req.principal().organizationId, row.user_id, left);
      return row;
    },
  );

  app.put(
    `${base}/read-all/:userId`,
    {
      config: self,
      schema: {
        tags,
        summary: 'Mark every unread notification of the user read; answers how many changed',
        params: notificationUserParam,
        response: { 200: readAllResult, ...errors },
      },
    },
    async (req) => {
      const result = await req.tx((tx) =>
        service.markAllRead(tx, req.principal(), req.params.userId, app.now()),
      );
      await announceRead(app, req.principal().organizationId, req.params.userId, 0);
      return result;
    },
  );

  app.post(
    `${base}/create`,
    {
      config: { permission: PERMISSIONS.notificationsManage },
      schema: {
        tags,
        summary:
          "Send a notification to a person of the club (in the portal; not e-mailed). For notification_type_id 8 user_id is a member id (404 'Member not found')",
        body: notificationInput,
        response: { 201: notification, ...errors },
      },
    },
    async (req, reply) => {
      const p = req.principal();
      const created = await req.tx((tx) => service.create(tx, p, req.body));
      await announceCreated(app, p.organizationId, [
        {
          id: created.notification.id,
          user_id: created.notification.user_id,
          unread_count: created.unreadCount,
        },
      ]);
      return reply.status(201).send(created.notification);
    },
  );
};
