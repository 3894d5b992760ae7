import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import { notifications } from './tables';

// Reads and updates rely on the transaction's organization scope (row-level security); inserts
// name the organization.

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationValues = {
  user_id: number;
  notification_type_id: number;
  title: string;
  body: string;
  link: string | null;
  data: Record<string, unknown>;
  created_by: number | null;
};

/** Newest first; `before` pages on to older ones. */
export function listOf(
  tx: Tx,
  userId: number,
  page: { limit: number; before?: number },
): Promise<NotificationRow[]> {
  return tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        page.before === undefined ? undefined : lt(notifications.id, page.before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit);
}

export async function findById(tx: Tx, id: number): Promise<NotificationRow | null> {
  const [row] = await tx.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

export type CreatedRow = NotificationRow & { unread_count: number };

/**
 * Inserts one notification per row (one per user) and answers each with its user's new unread
 * count: RETURNING sees the table as it was before the insert, so the new row adds one.
 */
export async function insertMany(
  tx: Tx,
  organizationId: number,
  rows: NotificationValues[],
): Promise<CreatedRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(notifications)
    .values(rows.map((r) => ({ ...r, organization_id: organizationId })))
    .returning({
      ...getTableColumns(notifications),
      // Written out: drizzle drops the qualifiers of an alias inside RETURNING.
      unread_count: sql<number>`(SELECT count(*)::int + 1 FROM notifications n
        WHERE n.user_id = notifications.user_id AND n.read_at IS NULL)`,
    });
}

/** Unread counts of the given users (0 for those with none). */
export async function unreadCounts(tx: Tx, userIds: number[]): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await tx
    .select({ user_id: notifications.user_id, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.user_id, userIds), isNull(notifications.read_at)))
    .groupBy(notifications.user_id);
  for (const r of rows) counts.set(r.user_id, Number(r.n));
  return counts;
}

/** Marks one read (keeping the first read time); null when there is no such row. */
export async function markRead(tx: Tx, id: number, at: Date): Promise<NotificationRow | null> {
  const [row] = await tx
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, ${at.toISOString()}::timestamptz)` })
    .where(eq(notifications.id, id))
    .returning();
  return row ?? null;
}

/** Marks every unread one of the user read; answers how many changed. */
export async function markAllRead(tx: Tx, userId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ read_at: at })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The booking notices' type ids: their data carries booking_id and the calendar SEQUENCE. */
const BOOKING_TYPES = sql.raw(
  [
    NOTIFICATION_TYPES.booking_confirmed,
    NOTIFICATION_TYPES.booking_changed,
    NOTIFICATION_TYPES.booking_cancelled,
  ].join(', '),
);

/**
 * The highest calendar SEQUENCE the booking's notices used, or null before the first one. Notices
 * a client created (any data) are read with care: only whole numbers count.
 */
export async function calendarSequence(tx: Tx, bookingId: number): Promise<number | null> {
  const res = await tx.execute(sql`
    SELECT max(CASE WHEN data->>'sequence' ~ '^[0-9]{1,9}$' THEN (data->>'sequence')::int END) AS seq
    FROM notifications
    WHERE notification_type_id IN (${BOOKING_TYPES}) AND data->>'booking_id' = ${String(bookingId)}`);
  const seq = rowsOf<{ seq: number | null }>(res)[0]?.seq;
  return seq === null || seq === undefined ? null : Number(seq);
}

/** The SEQUENCE of the booking's next notice: 0 for the first, then one more each time. */
export async function nextCalendarSequence(tx: Tx, bookingId: number): Promise<number> {
  const seq = await calendarSequence(tx, bookingId);
  return seq === null ? 0 : seq + 1;
}
