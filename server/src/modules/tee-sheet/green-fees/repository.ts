/** Every SQL statement of green fees. */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../plugins/platform/database';
import { namesAndBirthDates } from '../../users';
import { greenFeeRates, type RateRow } from './tables';

export type RateValues = Omit<
  typeof greenFeeRates.$inferInsert,
  'id' | 'organization_id' | 'created_at' | 'updated_at'
>;

export const listRates = (tx: Tx): Promise<RateRow[]> =>
  tx
    .select()
    .from(greenFeeRates)
    .orderBy(asc(greenFeeRates.applies_to), asc(greenFeeRates.from_minute), asc(greenFeeRates.id));

export const activeRates = (tx: Tx): Promise<RateRow[]> =>
  tx.select().from(greenFeeRates).where(eq(greenFeeRates.active, true));

export async function countRates(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(greenFeeRates);
  return row?.n ?? 0;
}

export async function findRate(tx: Tx, id: number): Promise<RateRow | null> {
  const [row] = await tx.select().from(greenFeeRates).where(eq(greenFeeRates.id, id)).limit(1);
  return row ?? null;
}

export async function insertRate(
  tx: Tx,
  organizationId: number,
  values: RateValues,
): Promise<RateRow> {
  const [row] = await tx
    .insert(greenFeeRates)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

export async function insertRates(
  tx: Tx,
  organizationId: number,
  values: RateValues[],
): Promise<void> {
  if (values.length === 0) return;
  await tx
    .insert(greenFeeRates)
    .values(values.map((v) => ({ ...v, organization_id: organizationId })));
}

export async function updateRate(tx: Tx, id: number, values: RateValues): Promise<RateRow | null> {
  const [row] = await tx
    .update(greenFeeRates)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(greenFeeRates.id, id))
    .returning();
  return row ?? null;
}

export async function deleteRate(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(greenFeeRates)
    .where(eq(greenFeeRates.id, id))
    .returning({ id: greenFeeRates.id });
  return rows.length > 0;
}

export type PlayerFacts = { id: number; name: string | null; date_of_birth: string | null };

/** Names and dates of birth of the given users (one statement, through the users module). */
export const playerFacts = (tx: Tx, ids: readonly number[]): Promise<PlayerFacts[]> =>
  namesAndBirthDates(tx, ids);
