import { z } from 'zod';
import { bodyId, pathId, timestamp } from '@fairway/shared-api/core';

/**
 * What a notification is about. The spec names only the ids' existence and type 8, whose user_id
 * is a member id; the rest are Fairway's. A client may create any of them; the server creates the
 * booking ones itself when a tee time is booked, changed or cancelled.
 */
export const NOTIFICATION_TYPES = {
  general: 1,
  booking_confirmed: 2,
  booking_changed: 3,
  booking_cancelled: 4,
  booking_reminder: 5,
  event: 6,
  club_news: 7,
  /** A notice to a member: the create call's user_id is the member's id, not the account's. */
  member_notice: 8,
  /** Places freed on a waited-for tee time are held for the member for a while (issue 12). */
  waitlist_offer: 9,
  /** The academy's notices (issue 14, docs/academy.md "Notices"). */
  academy_enrollment_approved: 10,
  academy_session_cancelled: 11,
  academy_session_moved: 12,
  academy_schedule_cancelled: 13,
  academy_session_reminder: 14,
  /** Property (issue 15, docs/property.md): a house stay confirmed or cancelled, a job resolved. */
  house_booking_confirmed: 15,
  house_booking_cancelled: 16,
  maintenance_resolved: 17,
} as const;
export type NotificationTypeName = keyof typeof NOTIFICATION_TYPES;
export type NotificationTypeId = (typeof NOTIFICATION_TYPES)[NotificationTypeName];
export const NOTIFICATION_TYPE_IDS = Object.values(NOTIFICATION_TYPES) as NotificationTypeId[];
export const MEMBER_NOTIFICATION_TYPE = NOTIFICATION_TYPES.member_notice;

export const NOTIFICATION_LIMITS = {
  title: 120,
  body: 2000,
  link: 300,
  dataKeys: 20,
  dataKey: 40,
  dataValue: 500,
  pageDefault: 20,
  pageMax: 100,
} as const;

/** Small, flat extra facts (a booking id, a date): keys and values bounded, no nesting. */
const dataValue = z.union([
  z
    .string()
    .max(
      NOTIFICATION_LIMITS.dataValue,
      `must be at most ${NOTIFICATION_LIMITS.dataValue} characters`,
    ),
  z.number(),
  z.boolean(),
  z.null(),
]);
export const notificationData = z
  .record(z.string().min(1).max(NOTIFICATION_LIMITS.dataKey), dataValue)
  .refine((data) => Object.keys(data).length <= NOTIFICATION_LIMITS.dataKeys, {
    error: `data may have at most ${NOTIFICATION_LIMITS.dataKeys} keys`,
  });
export type NotificationData = z.infer<typeof notificationData>;

/** A path inside the portal (e.g. /tee-times/bookings): never another site. */
export const portalLink = z
  .string()
  .max(NOTIFICATION_LIMITS.link, `link must be at most ${NOTIFICATION_LIMITS.link} characters`)
  .regex(/^\/(?![/\\])[^\s]*$/, 'link must be a path in the portal, starting with /');

/** One notification as the API answers it. */
export const notification = z.object({
  id: z.number().int(),
  notification_type_id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  read_at: timestamp.nullable(),
  created_at: timestamp,
});
export type Notification = z.infer<typeof notification>;

export const notificationUserParam = z.object({ userId: pathId('userId') });

/**
 * GET /api/settings/notifications/{userId}: newest first, at most `limit` (default 20, at most
 * 100); `before` (a notification id) pages on to older ones.
 */
export const notificationListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTIFICATION_LIMITS.pageMax, `limit must be at most ${NOTIFICATION_LIMITS.pageMax}`)
    .default(NOTIFICATION_LIMITS.pageDefault),
  before: pathId('before').optional(),
});
/** What a client sends (the schema coerces the query's text). */
export type NotificationListQuery = { limit?: number; before?: number };

export const unreadCount = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** PUT read-all: how many were marked, and the count left (0). */
export const readAllResult = z.object({
  updated: z.number().int(),
  unread_count: z.number().int(),
});
export type ReadAllResult = z.infer<typeof readAllResult>;

/**
 * POST /api/settings/notifications/create. For notification_type_id 8 user_id is a member id,
 * mapped to that member's account (404 'Member not found' when there is none).
 */
export const notificationInput = z.strictObject({
  notification_type_id: z
    .number({ error: 'notification_type_id is required' })
    .int('notification_type_id must be one of ' + NOTIFICATION_TYPE_IDS.join(', '))
    .refine((id) => (NOTIFICATION_TYPE_IDS as number[]).includes(id), {
      error: `notification_type_id must be one of ${NOTIFICATION_TYPE_IDS.join(', ')}`,
    }),
  user_id: bodyId('user_id'),
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(
      NOTIFICATION_LIMITS.title,
      `title must be at most ${NOTIFICATION_LIMITS.title} characters`,
    ),
  body: z
    .string()
    .trim()
    .max(NOTIFICATION_LIMITS.body, `body must be at most ${NOTIFICATION_LIMITS.body} characters`)
    .default(''),
  link: portalLink.nullish(),
  data: notificationData.optional(),
});
export type NotificationInput = z.input<typeof notificationInput>;
