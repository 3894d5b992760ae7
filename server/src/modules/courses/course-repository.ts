import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
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
