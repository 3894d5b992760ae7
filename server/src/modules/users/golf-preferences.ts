import { eq } from 'drizzle-orm';
import {
  PERMISSIONS,
  type GolfPreference,
  type GolfPreferenceInput,
} from '@fairway/shared-api/contract';
import { conflict, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { assertSelfOr } from './access';
import { golfPreferences } from './tables';

type Row = typeof golfPreferences.$inferSelect;

const toGolfPreference = ({ organization_id: _, ...r }: Row): GolfPreference => ({
  ...r,
  // numeric(4,1) arrives as text; one decimal is exact in a double.
  handicap: r.handicap === null ? null : Number(r.handicap),
  preferred_tee_time: r.preferred_tee_time as GolfPreference['preferred_tee_time'],
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const toColumns = ({ handicap, ...rest }: GolfPreferenceInput) => ({
  ...rest,
  ...(handicap === undefined ? {} : { handicap: handicap === null ? null : handicap.toFixed(1) }),
});

async function findBy(tx: Tx, column: 'id' | 'user_id', value: number): Promise<Row> {
  const [row] = await tx.select().from(golfPreferences).where(eq(golfPreferences[column], value));
  if (!row) throw notFound('Golf preferences');
  return row;
}

export async function byUser(tx: Tx, p: Principal, userId: number): Promise<GolfPreference> {
  await assertSelfOr(tx, p, userId, PERMISSIONS.usersRead);
  return toGolfPreference(await findBy(tx, 'user_id', userId));
}

/** Creates the caller's own golf preferences. */
export async function create(
  tx: Tx,
  p: Principal,
  body: GolfPreferenceInput,
): Promise<GolfPreference> {
  const [row] = await tx
    .insert(golfPreferences)
    .values({ ...toColumns(body), organization_id: p.organizationId, user_id: p.userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('You already have golf preferences; update them instead');
  return toGolfPreference(row);
}

export async function update(
  tx: Tx,
  p: Principal,
  id: number,
  body: GolfPreferenceInput,
): Promise<GolfPreference> {
  const existing = await findBy(tx, 'id', id);
  await assertSelfOr(tx, p, existing.user_id, PERMISSIONS.usersWrite);
  const [row] = await tx
    .update(golfPreferences)
    .set({ ...toColumns(body), updated_at: new Date() })
    .where(eq(golfPreferences.id, id))
    .returning();
  return toGolfPreference(row!);
}

export async function remove(tx: Tx, p: Principal, id: number): Promise<void> {
  const existing = await findBy(tx, 'id', id);
  await assertSelfOr(tx, p, existing.user_id, PERMISSIONS.usersWrite);
  await tx.delete(golfPreferences).where(eq(golfPreferences.id, id));
}
