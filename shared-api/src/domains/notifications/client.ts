import { withMessage, type Http } from '@fairway/shared-api/core';
import type {
  Notification,
  NotificationInput,
  NotificationListQuery,
  ReadAllResult,
  UnreadCount,
} from './contract';

/** /api/settings/notifications: each failure reads as what the person was doing. */
export function createNotificationsClient(http: Http) {
  return {
    /** Newest first; pass the last id seen as `before` for older ones. */
    list: (userId: number, query: NotificationListQuery = {}) =>
      withMessage(
        http.get<Notification[]>(`settings/notifications/${userId}`, {
          searchParams: { limit: query.limit, before: query.before },
        }),
        'Failed to fetch notifications',
      ),
    unreadCount: (userId: number) =>
      withMessage(
        http.get<UnreadCount>(`settings/notifications/${userId}/unread-count`),
        'Failed to fetch notifications',
      ),
    markRead: (id: number) =>
      withMessage(
        http.put<Notification>(`settings/notifications/read/${id}`),
        'Failed to mark notification as read',
      ),
    markAllRead: (userId: number) =>
      withMessage(
        http.put<ReadAllResult>(`settings/notifications/read-all/${userId}`),
        'Failed to mark notifications as read',
      ),
    create: (body: NotificationInput) =>
      withMessage(
        http.post<Notification>('settings/notifications/create', body),
        'Failed to create notification',
      ),
  };
}
export type NotificationsClient = ReturnType<typeof createNotificationsClient>;
