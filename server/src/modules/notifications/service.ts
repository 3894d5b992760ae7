import {
  hasPermission,
  MEMBER_NOTIFICATION_TYPE,
  PERMISSIONS,
  type Notification,
  type NotificationInput,
  type ReadAllResult,
  type UnreadCount,
} from '@fairway/shared-api/contract';
import type { z } from 'zod';
import type { notificationInput } from '@fairway/shared-api/contract';
import { forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { userExists, userIdOfProfile } from '../users';
import * as repo from './repository';

export type CreateBody = z.output<typeof notificationInput>;
export type { NotificationInput };

export const toNotification = ({
  organization_id: _o,
  created_by: _c,
  ...row
}: repo.NotificationRow & { unread_count?: number }): Notification => ({
  id: row.id,
  notification_type_id: row.notification_type_id,
  user_id: row.user_id,
  title: row.title,
  body: row.body,
  link: row.link,
  data: row.data,
  read_at: row.read_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

const mayManage = (p: Principal) => hasPermission(p.permissions, PERMISSIONS.notificationsManage);

/**
 * One's own notifications need only self:use (checked by the route); another person's need
 * notifications:manage (403 without it), and that person must be of the club (404).
 */
async function assertMayReach(tx: Tx, p: Principal, userId: number): Promise<void> {
  if (userId === p.userId) return;
  if (!mayManage(p)) throw forbidden("You cannot see another person's notifications");
  if (!(await userExists(tx, userId))) throw notFound('User');
}

export async function list(
  tx: Tx,
  p: Principal,
  userId: number,
  page: { limit: number; before?: number },
): Promise<Notification[]> {
  await assertMayReach(tx, p, userId);
  return (await repo.listOf(tx, userId, page)).map(toNotification);
}

export async function unreadCount(tx: Tx, p: Principal, userId: number): Promise<UnreadCount> {
  await assertMayReach(tx, p, userId);
  const counts = await repo.unreadCounts(tx, [userId]);
  return { unread_count: counts.get(userId) ?? 0 };
}

/** Someone else's notification is 404 unless the caller manages notifications. */
export async function markRead(
  tx: Tx,
  p: Principal,
  id: number,
  now: Date,
): Promise<{ notification: Notification; unreadCount: number }> {
  const found = await repo.findById(tx, id);
  if (!found || (found.user_id !== p.userId && !mayManage(p))) throw notFound('Notification');
  const row = (await repo.markRead(tx, id, now))!;
  const counts = await repo.unreadCounts(tx, [row.user_id]);
  return { notification: toNotification(row), unreadCount: counts.get(row.user_id) ?? 0 };
}

export async function markAllRead(
  tx: Tx,
  p: Principal,
  userId: number,
  now: Date,
): Promise<ReadAllResult> {
  await assertMayReach(tx, p, userId);
  return { updated: await repo.markAllRead(tx, userId, now), unread_count: 0 };
}

/**
 * The account a create call addresses: for type 8 user_id is a member id (until the members
 * domain lands, the member's profile id), else an account of the club.
 */
async function recipientOf(tx: Tx, body: CreateBody): Promise<number> {
  if (body.notification_type_id === MEMBER_NOTIFICATION_TYPE) {
    const userId = await userIdOfProfile(tx, body.user_id);
    if (userId === null) throw notFound('Member');
    return userId;
  }
  if (!(await userExists(tx, body.user_id))) throw notFound('User');
  return body.user_id;
}

export async function create(
  tx: Tx,
  p: Principal,
  body: CreateBody,
): Promise<{ notification: Notification; unreadCount: number }> {
  const userId = await recipientOf(tx, body);
  const [row] = await repo.insertMany(tx, p.organizationId, [
    {
      user_id: userId,
      notification_type_id: body.notification_type_id,
      title: body.title,
      body: body.body,
      link: body.link ?? null,
      data: body.data ?? {},
      created_by: p.userId,
    },
  ]);
  return { notification: toNotification(row!), unreadCount: row!.unread_count };
}
