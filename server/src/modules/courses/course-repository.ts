import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import type { CourseRecord } from './mappers';
import { courses } from './tables';

// Reads rely on the transaction's organization scope (row-level security), like findCourse.

// Written out in full: drizzle renders a column of the only table in a select unqualified.
const parTotal = sql<
  number | null
>`(SELECT sum(h.par)::int FROM holes h WHERE h.course_id = courses.id)`;

const withPar = { ...getTableColumns(courses), par_total: parTotal };

export type CourseValues = Omit<
  typeof courses.$inferInsert,
  'id' | 'organization_id' | 'created_at' | 'updated_at'
>;

export const list = (tx: Tx): Promise<CourseRecord[]> =>
  tx
    .select(withPar)
    .from(courses)
    .orderBy(asc(sql`lower(${courses.name})`), asc(courses.id));

export async function findById(tx: Tx, id: number): Promise<CourseRecord | null> {
  const [row] = await tx.select(withPar).from(courses).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}

export async function insert(
  tx: Tx,
  organizationId: number,
  values: CourseValues,
): Promise<CourseRecord> {
  const [row] = await tx
    .insert(courses)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return { ...row!, par_total: null };
}

export async function update(tx: Tx, id: number, values: Partial<CourseValues>): Promise<boolean> {
  const rows = await tx
    .update(courses)
    .set({ ...values, updated_at: new Date() })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return rows.length > 0;
}

export async function remove(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}

/** Confirmed tee time bookings on the course (tee-sheet tables, read with plain SQL). */
export async function hasConfirmedBookings(tx: Tx, courseId: number): Promise<boolean> {
  const res = await tx.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM tee_time_bookings b JOIN tee_times t ON t.id = b.tee_time_id
      WHERE t.course_id = ${courseId} AND b.status = 'confirmed'
    ) AS found`);
  return Boolean(rowsOf<{ found: boolean }>(res)[0]?.found);
}

/**
 * Cancelled bookings go with their course: its tee times are deleted with it and a booking
 * cannot outlive its tee time (RESTRICT), so cancelling is enough to let a course be deleted.
 */
export async function removeCancelledBookings(tx: Tx, courseId: number): Promise<void> {
  await tx.execute(sql`
    DELETE FROM tee_time_bookings b USING tee_times t
    WHERE t.id = b.tee_time_id AND t.course_id = ${courseId} AND b.status = 'cancelled'`);
}
