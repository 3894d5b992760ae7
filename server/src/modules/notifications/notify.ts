/** notify(): the in-app notification, the live event and, when allowed, the e-mail job. */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../plugins/platform/database';
import { preferencesOf } from '../users';
import { clubMail } from './brand';
import { EMAIL_JOB, type EmailJob } from './delivery';
import { isAcademyKind, isPropertyKind, KINDS, type NoticeKind } from './kinds';
import * as repo from './repository';
import { academyInApp, type AcademyKind, type AcademyNotice } from './templates/academy';
import { bookingInApp, type BookingKind, type BookingNotice } from './templates/booking';
import {
  propertyInApp,
  type HouseBookingNotice,
  type MaintenanceResolvedNotice,
  type PropertyKind,
  type PropertyNotice,
} from './templates/property';
import { waitlistOfferInApp, type WaitlistOfferNotice } from './templates/waitlist';

export type NotifyInput = {
  organizationId: number;
  /**
   * Accounts of the club (repeats are left out). An inactive account still gets the in-app
   * notice; its e-mail is not sent (delivery checks).
   */
  userIds: readonly number[];
  /** Who caused it (null for the system). */
  createdBy?: number | null;
} & (
  | { kind: BookingKind; data: BookingNotice }
  | { kind: 'waitlist_offer'; data: WaitlistOfferNotice }
  | { kind: AcademyKind; data: AcademyNotice }
  | { kind: 'house_booking.confirmed' | 'house_booking.cancelled'; data: HouseBookingNotice }
  | { kind: 'maintenance.resolved'; data: MaintenanceResolvedNotice }
);

/**
 * Whom of `userIds` the club and each person allow e-mail for this kind: the club's
 * email_notifications_enabled flag, the kind's switch in the notifications section, and the
 * person's `email_notifications` preference (absent is allowed; false is not).
 */
export async function emailAllowed(
  app: FastifyInstance,
  tx: Tx,
  organizationId: number,
  kind: NoticeKind,
  userIds: number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const { features, switches } = await clubMail(app, tx, organizationId);
  if (!features.email_notifications_enabled || !switches[KINDS[kind].emailSwitch]) return new Set();
  const allowed = new Set<number>();
  // A booking has at most a handful of members: one small read each.
  for (const id of userIds)
    if ((await preferencesOf(tx, id)).email_notifications !== false) allowed.add(id);
  return allowed;
}

/** Tells each user live that they have a new notification, with their new unread count. */
export async function announceCreated(
  app: FastifyInstance,
  organizationId: number,
  created: readonly { id: number; user_id: number; unread_count: number }[],
): Promise<void> {
  for (const n of created) {
    await app.live
      .publish(
        organizationId,
        { userIds: [n.user_id] },
        { type: 'notification.created', data: { id: n.id, unread_count: n.unread_count } },
      )
      .catch((err: unknown) => app.log.warn({ err }, 'notification.created was not published'));
  }
}

/** Tells the user's other tabs and devices that notifications were read. */
export async function announceRead(
  app: FastifyInstance,
  organizationId: number,
  userId: number,
  unreadCount: number,
): Promise<void> {
  await app.live
    .publish(
      organizationId,
      { userIds: [userId] },
      { type: 'notifications.read', data: { unread_count: unreadCount } },
    )
    .catch((err: unknown) => app.log.warn({ err }, 'notifications.read was not published'));
}

const isAcademyInput = (
  input: NotifyInput,
): input is NotifyInput & { kind: AcademyKind; data: AcademyNotice } => isAcademyKind(input.kind);

const isPropertyInput = (
  input: NotifyInput,
): input is NotifyInput & { kind: PropertyKind; data: PropertyNotice } =>
  isPropertyKind(input.kind);

/**
 * Run after the change it tells of has committed: a failure here is logged and never undoes it.
 * Answers the ids of the notifications written.
 */
export async function notify(app: FastifyInstance, input: NotifyInput): Promise<number[]> {
  const { organizationId, kind } = input;
  const { rows, emailTo } = await app.withOrg(organizationId, async (tx) => {
    const ids = [...new Set(input.userIds)];
    let data: BookingNotice | WaitlistOfferNotice | AcademyNotice | PropertyNotice;
    let text: { title: string; body: string; link: string };
    if (input.kind === 'waitlist_offer') {
      data = input.data;
      text = waitlistOfferInApp(input.data);
    } else if (isAcademyInput(input)) {
      data = input.data;
      text = academyInApp(input.kind, input.data);
    } else if (isPropertyInput(input)) {
      data = input.data;
      text = propertyInApp(input.kind, input.data);
    } else {
      // Each notice of a booking is a new version of its calendar entry (SEQUENCE).
      data = {
        ...input.data,
        sequence: await repo.nextCalendarSequence(tx, input.data.booking_id),
      };
      text = bookingInApp(input.kind, data);
    }
    const rows = await repo.insertMany(
      tx,
      organizationId,
      ids.map((user_id) => ({
        user_id,
        notification_type_id: KINDS[kind].typeId,
        ...text,
        data,
        created_by: input.createdBy ?? null,
      })),
    );
    return { rows, emailTo: await emailAllowed(app, tx, organizationId, kind, ids) };
  });
  await announceCreated(app, organizationId, rows);
  for (const row of rows.filter((r) => emailTo.has(r.user_id))) {
    const job: EmailJob = { notification_id: row.id };
    await app.jobs
      .enqueue(EMAIL_JOB, job, { organizationId, userId: row.user_id })
      .catch((err: unknown) => {
        const e = err instanceof Error ? err : new Error(String(err));
        app.log.warn(
          { jobError: { name: e.name, message: e.message }, notificationId: row.id },
          'notification e-mail was not queued',
        );
      });
  }
  return rows.map((r) => r.id);
}

/** notify() that never throws: for call sites whose own work has already succeeded. */
export function notifyQuietly(app: FastifyInstance, input: NotifyInput): Promise<void> {
  return notify(app, input).then(
    () => undefined,
    (err: unknown) => app.log.error({ err }, 'notification failed'),
  );
}
