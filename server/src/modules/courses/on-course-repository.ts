import { and, asc, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { userNameOf } from '../users';
import type { OnCourseServiceRecord } from './mappers';
import { onCourseServices } from './tables';

export type ServiceValues = Pick<
  typeof onCourseServices.$inferInsert,
  'hole_number' | 'service_type' | 'description'
>;
export type Page = { limit: number; offset: number };

// Written out: drizzle leaves the column of a one-table select unqualified.
const requesterName = userNameOf(sql`on_course_services.requested_by_user_id`);

const base = (tx: Tx) =>
  tx
    .select({ ...getTableColumns(onCourseServices), requested_by_name: requesterName })
    .from(onCourseServices);

export async function findById(tx: Tx, id: number): Promise<OnCourseServiceRecord | null> {
  const [row] = await base(tx).where(eq(onCourseServices.id, id)).limit(1);
  return row ?? null;
}

async function page(
  tx: Tx,
  where: SQL | undefined,
  order: SQL[],
  p: Page,
): Promise<{ rows: OnCourseServiceRecord[]; total: number }> {
  const rows = await base(tx)
    .where(where)
    .orderBy(...order)
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(onCourseServices).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A course's requests, newest first. */
export const listForCourse = (tx: Tx, courseId: number, p: Page) =>
  page(
    tx,
    eq(onCourseServices.course_id, courseId),
    [desc(onCourseServices.created_at), desc(onCourseServices.id)],
    p,
  );

/** Open requests on every course of the club, oldest first (the staff queue). */
export const listUnresolved = (tx: Tx, p: Page) =>
  page(
    tx,
    isNull(onCourseServices.resolved_at),
    [asc(onCourseServices.created_at), asc(onCourseServices.id)],
    p,
  );

/** The requests one person made: open ones first, then resolved ones; newest first within each. */
export const listOfRequester = (tx: Tx, userId: number, p: Page) =>
  page(
    tx,
    eq(onCourseServices.requested_by_user_id, userId),
    [
      sql`${onCourseServices.resolved_at} IS NOT NULL`,
      desc(onCourseServices.created_at),
      desc(onCourseServices.id),
    ],
    p,
  );

export async function insert(
  tx: Tx,
  values: ServiceValues & {
    organization_id: number;
    course_id: number;
    requested_by_user_id: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(onCourseServices)
    .values(values)
    .returning({ id: onCourseServices.id });
  return row!.id;
}

export async function update(tx: Tx, id: number, values: Partial<ServiceValues>): Promise<void> {
  await tx.update(onCourseServices).set(values).where(eq(onCourseServices.id, id));
}

/** Marks an open request resolved; false when it was already resolved (or is gone). */
export async function resolve(tx: Tx, id: number, resolvedBy: number): Promise<boolean> {
  const rows = await tx
    .update(onCourseServices)
    .set({ resolved_by_user_id: resolvedBy, resolved_at: sql`now()` })
    .where(and(eq(onCourseServices.id, id), isNull(onCourseServices.resolved_at)))
    .returning({ id: onCourseServices.id });
  return rows.length > 0;
}

export async function remove(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(onCourseServices)
    .where(eq(onCourseServices.id, id))
    .returning({ id: onCourseServices.id });
  return rows.length > 0;
}
