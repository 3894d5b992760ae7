import { and, asc, between, eq, gte, lte } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import type { ClosureRow } from './calendar';
import type { OpeningHoursRow, SpecialClosureRow } from './mappers';
import { openingHours, specialClosures } from './tables';

export type HoursValues = Omit<typeof openingHours.$inferInsert, 'id' | 'organization_id'>;
export type ClosureValues = Omit<typeof specialClosures.$inferInsert, 'id' | 'organization_id'>;

// ---- Opening hours

export const listHours = (tx: Tx, courseId?: number): Promise<OpeningHoursRow[]> =>
  tx
    .select()
    .from(openingHours)
    .where(courseId === undefined ? undefined : eq(openingHours.course_id, courseId))
    .orderBy(asc(openingHours.course_id), asc(openingHours.day_of_week));

export async function findHours(tx: Tx, id: number): Promise<OpeningHoursRow | null> {
  const [row] = await tx.select().from(openingHours).where(eq(openingHours.id, id)).limit(1);
  return row ?? null;
}

export async function insertHours(
  tx: Tx,
  organizationId: number,
  values: HoursValues,
): Promise<OpeningHoursRow> {
  const [row] = await tx
    .insert(openingHours)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

export async function updateHours(
  tx: Tx,
  id: number,
  values: HoursValues,
): Promise<OpeningHoursRow | null> {
  const [row] = await tx
    .update(openingHours)
    .set(values)
    .where(eq(openingHours.id, id))
    .returning();
  return row ?? null;
}

export async function removeHours(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(openingHours)
    .where(eq(openingHours.id, id))
    .returning({ id: openingHours.id });
  return rows.length > 0;
}

// ---- Special closures

export type ClosureFilter = { course_id?: number; from?: string; to?: string };

export const listClosures = (tx: Tx, f: ClosureFilter): Promise<SpecialClosureRow[]> =>
  tx
    .select()
    .from(specialClosures)
    .where(
      and(
        f.course_id === undefined ? undefined : eq(specialClosures.course_id, f.course_id),
        f.from === undefined ? undefined : gte(specialClosures.date, f.from),
        f.to === undefined ? undefined : lte(specialClosures.date, f.to),
      ),
    )
    .orderBy(asc(specialClosures.date), asc(specialClosures.course_id));

/** The course's closures from `from` to `to` inclusive, for the open/closed rule. */
export const closuresBetween = (
  tx: Tx,
  courseId: number,
  from: string,
  to: string,
): Promise<ClosureRow[]> =>
  tx
    .select({ date: specialClosures.date, reason: specialClosures.reason })
    .from(specialClosures)
    .where(and(eq(specialClosures.course_id, courseId), between(specialClosures.date, from, to)));

export async function findClosure(tx: Tx, id: number): Promise<SpecialClosureRow | null> {
  const [row] = await tx.select().from(specialClosures).where(eq(specialClosures.id, id)).limit(1);
  return row ?? null;
}

export async function insertClosure(
  tx: Tx,
  organizationId: number,
  values: ClosureValues,
): Promise<SpecialClosureRow> {
  const [row] = await tx
    .insert(specialClosures)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

export async function updateClosure(
  tx: Tx,
  id: number,
  values: ClosureValues,
): Promise<SpecialClosureRow | null> {
  const [row] = await tx
    .update(specialClosures)
    .set(values)
    .where(eq(specialClosures.id, id))
    .returning();
  return row ?? null;
}

export async function removeClosure(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(specialClosures)
    .where(eq(specialClosures.id, id))
    .returning({ id: specialClosures.id });
  return rows.length > 0;
}
