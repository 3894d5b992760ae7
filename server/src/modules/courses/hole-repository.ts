import { and, asc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import type { HoleRecord, SandTrapRow } from './mappers';
import { holeRules, holes, sandTraps } from './tables';

export type HoleValues = {
  hole_number: number;
  par: number;
  length_meters: number | null;
  stroke_index: number | null;
  name: string | null;
};
export type SandTrapValues = Pick<
  typeof sandTraps.$inferInsert,
  'name' | 'kind' | 'side' | 'distance_to_green_meters'
>;

/** Holes with their rule counts: one grouped join, whatever the number of holes. */
async function selectHoles(tx: Tx, where: SQL | undefined): Promise<HoleRecord[]> {
  return tx
    .select({
      ...getTableColumns(holes),
      active_rules_count: sql<number>`(count(${holeRules.id}) FILTER (WHERE ${holeRules.status} = 'active'))::int`,
      total_rules_count: sql<number>`count(${holeRules.id})::int`,
    })
    .from(holes)
    .leftJoin(holeRules, eq(holeRules.hole_id, holes.id))
    .where(where)
    .groupBy(holes.id)
    .orderBy(asc(holes.hole_number));
}

export const listForCourse = (tx: Tx, courseId: number) =>
  selectHoles(tx, eq(holes.course_id, courseId));

export async function findById(tx: Tx, id: number): Promise<HoleRecord | null> {
  const [row] = await selectHoles(tx, eq(holes.id, id));
  return row ?? null;
}

/** The sand traps of the given holes, in one query. */
export async function sandTrapsOf(tx: Tx, holeIds: number[]): Promise<SandTrapRow[]> {
  if (holeIds.length === 0) return [];
  return tx
    .select()
    .from(sandTraps)
    .where(inArray(sandTraps.hole_id, holeIds))
    .orderBy(asc(sandTraps.id));
}

export async function insert(
  tx: Tx,
  organizationId: number,
  courseId: number,
  values: HoleValues,
): Promise<number> {
  const [row] = await tx
    .insert(holes)
    .values({ ...values, organization_id: organizationId, course_id: courseId })
    .returning({ id: holes.id });
  return row!.id;
}

export async function update(tx: Tx, id: number, values: Partial<HoleValues>): Promise<void> {
  await tx.update(holes).set(values).where(eq(holes.id, id));
}

/** Inserts or updates each hole by number; existing holes keep their id, rules and sand traps. */
export async function upsertLayout(
  tx: Tx,
  organizationId: number,
  courseId: number,
  layout: HoleValues[],
): Promise<void> {
  if (layout.length === 0) return;
  await tx
    .insert(holes)
    .values(layout.map((h) => ({ ...h, organization_id: organizationId, course_id: courseId })))
    .onConflictDoUpdate({
      target: [holes.course_id, holes.hole_number],
      set: {
        par: sql`excluded.par`,
        length_meters: sql`excluded.length_meters`,
        stroke_index: sql`excluded.stroke_index`,
        name: sql`excluded.name`,
      },
    });
}

/** Removes the course's holes whose number is not kept (all of them when `keep` is empty). */
export async function removeExcept(tx: Tx, courseId: number, keep: number[]): Promise<void> {
  await tx
    .delete(holes)
    .where(
      and(
        eq(holes.course_id, courseId),
        keep.length ? notInArray(holes.hole_number, keep) : undefined,
      ),
    );
}

/** Numbers of the course's holes that have rules, among those not kept (all when `keep` is empty). */
export async function numbersWithRules(
  tx: Tx,
  courseId: number,
  keep: number[] = [],
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ hole_number: holes.hole_number })
    .from(holes)
    .innerJoin(holeRules, eq(holeRules.hole_id, holes.id))
    .where(
      and(
        eq(holes.course_id, courseId),
        keep.length ? notInArray(holes.hole_number, keep) : undefined,
      ),
    )
    .orderBy(asc(holes.hole_number));
  return rows.map((r) => r.hole_number);
}

/** The highest hole number laid out on the course, or 0. */
export async function highestNumber(tx: Tx, courseId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${holes.hole_number}), 0)::int` })
    .from(holes)
    .where(eq(holes.course_id, courseId));
  return row?.n ?? 0;
}

// ---- Sand traps

export async function findSandTrap(tx: Tx, id: number): Promise<SandTrapRow | null> {
  const [row] = await tx.select().from(sandTraps).where(eq(sandTraps.id, id)).limit(1);
  return row ?? null;
}

export async function insertSandTrap(
  tx: Tx,
  organizationId: number,
  holeId: number,
  values: SandTrapValues,
): Promise<SandTrapRow> {
  const [row] = await tx
    .insert(sandTraps)
    .values({ ...values, organization_id: organizationId, hole_id: holeId })
    .returning();
  return row!;
}

export async function updateSandTrap(
  tx: Tx,
  id: number,
  values: Partial<SandTrapValues>,
): Promise<SandTrapRow | null> {
  const [row] = await tx.update(sandTraps).set(values).where(eq(sandTraps.id, id)).returning();
  return row ?? null;
}

export async function removeSandTrap(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(sandTraps)
    .where(eq(sandTraps.id, id))
    .returning({ id: sandTraps.id });
  return rows.length > 0;
}
