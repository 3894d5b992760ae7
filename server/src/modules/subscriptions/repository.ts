import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionAudience } from '@fairway/shared-api/contract';
import type { Tx } from '../../plugins/platform/database';
import { userNameOf } from '../users';
import { tenantNameOf } from '../property';
import {
  subscriptionBalances,
  subscriptionTypes,
  subscriptions,
  userSubscriptions,
} from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

// --- Types ----------------------------------------------------------------------------------

export type TypeRow = typeof subscriptionTypes.$inferSelect & { subscription_count: number };

const typeColumns = {
  id: subscriptionTypes.id,
  organization_id: subscriptionTypes.organization_id,
  name: subscriptionTypes.name,
  description: subscriptionTypes.description,
  created_at: subscriptionTypes.created_at,
  updated_at: subscriptionTypes.updated_at,
  subscription_count: sql<number>`(SELECT count(*)::int FROM subscriptions s
    WHERE s.subscription_type_id = subscription_types.id)`,
};

export const listTypes = (tx: Tx): Promise<TypeRow[]> =>
  tx
    .select(typeColumns)
    .from(subscriptionTypes)
    .orderBy(asc(sql`lower(${subscriptionTypes.name})`), asc(subscriptionTypes.id));

export async function findType(tx: Tx, id: number): Promise<TypeRow | null> {
  const [row] = await tx
    .select(typeColumns)
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.id, id));
  return row ?? null;
}

export type TypeValues = { name: string; description: string | null };

export async function insertType(tx: Tx, organizationId: number, v: TypeValues): Promise<number> {
  const [row] = await tx
    .insert(subscriptionTypes)
    .values({ ...v, organization_id: organizationId })
    .returning({ id: subscriptionTypes.id });
  return row!.id;
}

export async function updateType(tx: Tx, id: number, v: Partial<TypeValues>): Promise<void> {
  await tx
    .update(subscriptionTypes)
    .set({ ...v, updated_at: new Date() })
    .where(eq(subscriptionTypes.id, id));
}

export async function removeType(tx: Tx, id: number): Promise<void> {
  await tx.delete(subscriptionTypes).where(eq(subscriptionTypes.id, id));
}

// --- Subscriptions --------------------------------------------------------------------------

export type SubscriptionRow = typeof subscriptions.$inferSelect & {
  subscription_type_name: string;
  joined_count: number;
};

const subscriptionColumns = {
  id: subscriptions.id,
  organization_id: subscriptions.organization_id,
  subscription_type_id: subscriptions.subscription_type_id,
  subscription_type_name: subscriptionTypes.name,
  name: subscriptions.name,
  description: subscriptions.description,
  amount: subscriptions.amount,
  billing_period: subscriptions.billing_period,
  audience: subscriptions.audience,
  is_mandatory: subscriptions.is_mandatory,
  is_active: subscriptions.is_active,
  joined_count: sql<number>`(SELECT count(*)::int FROM user_subscriptions us
    WHERE us.subscription_id = subscriptions.id)`,
  created_by: subscriptions.created_by,
  created_at: subscriptions.created_at,
  updated_at: subscriptions.updated_at,
};

/** Audiences that include members (for a person) or households. */
export const MEMBER_AUDIENCES: SubscriptionAudience[] = ['member', 'both'];
export const TENANT_AUDIENCES: SubscriptionAudience[] = ['tenant', 'both'];

export type SubscriptionFilter = {
  typeId?: number;
  audience?: SubscriptionAudience;
  /** Any of these audiences. */
  audiences?: SubscriptionAudience[];
  mandatory?: boolean;
  active?: boolean;
  /** Not joined by this user for themselves. */
  notJoinedByUser?: number;
  /** Not joined in this household's name. */
  notJoinedByTenant?: number;
};

export function listSubscriptions(tx: Tx, f: SubscriptionFilter = {}): Promise<SubscriptionRow[]> {
  const where = [
    f.typeId !== undefined ? eq(subscriptions.subscription_type_id, f.typeId) : undefined,
    f.audience !== undefined ? eq(subscriptions.audience, f.audience) : undefined,
    f.audiences !== undefined ? inArray(subscriptions.audience, f.audiences) : undefined,
    f.mandatory !== undefined ? eq(subscriptions.is_mandatory, f.mandatory) : undefined,
    f.active !== undefined ? eq(subscriptions.is_active, f.active) : undefined,
    f.notJoinedByUser !== undefined
      ? sql`NOT EXISTS (SELECT 1 FROM user_subscriptions us WHERE us.subscription_id = subscriptions.id
          AND us.user_id = ${f.notJoinedByUser} AND us.tenant_id IS NULL)`
      : undefined,
    f.notJoinedByTenant !== undefined
      ? sql`NOT EXISTS (SELECT 1 FROM user_subscriptions us WHERE us.subscription_id = subscriptions.id
          AND us.tenant_id = ${f.notJoinedByTenant})`
      : undefined,
  ].filter((w): w is SQL => w !== undefined);
  return tx
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscription_type_id))
    .where(and(...where))
    .orderBy(asc(sql`lower(${subscriptions.name})`), asc(subscriptions.id));
}

export async function findSubscription(tx: Tx, id: number): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscription_type_id))
    .where(eq(subscriptions.id, id));
  return row ?? null;
}

export type SubscriptionValues = {
  subscription_type_id: number;
  name: string;
  description: string | null;
  amount: number;
  billing_period: SubscriptionRow['billing_period'];
  audience: SubscriptionAudience;
  is_mandatory: boolean;
  is_active: boolean;
};

export async function insertSubscription(
  tx: Tx,
  organizationId: number,
  createdBy: number,
  v: SubscriptionValues,
): Promise<number> {
  const [row] = await tx
    .insert(subscriptions)
    .values({ ...v, organization_id: organizationId, created_by: createdBy })
    .returning({ id: subscriptions.id });
  return row!.id;
}

export async function updateSubscription(
  tx: Tx,
  id: number,
  v: Partial<SubscriptionValues>,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...v, updated_at: new Date() })
    .where(eq(subscriptions.id, id));
}

export async function removeSubscription(tx: Tx, id: number): Promise<void> {
  await tx.delete(subscriptions).where(eq(subscriptions.id, id));
}

/** Joins of a subscription, personal and in a household's name, and its balances. */
export async function usageOf(
  tx: Tx,
  id: number,
): Promise<{ personal: number; household: number; balances: number }> {
  const [row] = await tx
    .select({
      personal: sql<number>`(SELECT count(*)::int FROM user_subscriptions us
        WHERE us.subscription_id = ${id} AND us.tenant_id IS NULL)`,
      household: sql<number>`(SELECT count(*)::int FROM user_subscriptions us
        WHERE us.subscription_id = ${id} AND us.tenant_id IS NOT NULL)`,
      balances: sql<number>`(SELECT count(*)::int FROM subscription_balances sb
        WHERE sb.subscription_id = ${id})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row!;
}

// --- Joins ----------------------------------------------------------------------------------

export type JoinRow = {
  id: number;
  user_id: number;
  user_name: string;
  subscription_id: number;
  subscription_name: string;
  subscription_type_name: string;
  amount: number;
  billing_period: SubscriptionRow['billing_period'];
  audience: SubscriptionAudience;
  is_mandatory: boolean;
  is_active: boolean;
  tenant_id: number | null;
  tenant_name: string | null;
  created_by: number | null;
  created_at: Date;
};

const joinColumns = {
  id: userSubscriptions.id,
  user_id: userSubscriptions.user_id,
  user_name: userNameOf(sql`${userSubscriptions.user_id}`),
  subscription_id: userSubscriptions.subscription_id,
  subscription_name: subscriptions.name,
  subscription_type_name: subscriptionTypes.name,
  amount: subscriptions.amount,
  billing_period: subscriptions.billing_period,
  audience: subscriptions.audience,
  is_mandatory: subscriptions.is_mandatory,
  is_active: subscriptions.is_active,
  tenant_id: userSubscriptions.tenant_id,
  tenant_name: tenantNameOf(sql`${userSubscriptions.tenant_id}`),
  created_by: userSubscriptions.created_by,
  created_at: userSubscriptions.created_at,
};

export type JoinFilter = {
  id?: number;
  userId?: number;
  subscriptionId?: number;
  /** A household's joins; null: personal joins only. */
  tenantId?: number | null;
};

const joinWhere = (f: JoinFilter): SQL | undefined =>
  and(
    ...[
      f.id !== undefined ? eq(userSubscriptions.id, f.id) : undefined,
      f.userId !== undefined ? eq(userSubscriptions.user_id, f.userId) : undefined,
      f.subscriptionId !== undefined
        ? eq(userSubscriptions.subscription_id, f.subscriptionId)
        : undefined,
      f.tenantId === null
        ? isNull(userSubscriptions.tenant_id)
        : f.tenantId !== undefined
          ? eq(userSubscriptions.tenant_id, f.tenantId)
          : undefined,
    ].filter((w): w is SQL => w !== undefined),
  );

/** Joins, newest first; `page` bounds the list. */
export function listJoins(
  tx: Tx,
  f: JoinFilter,
  page?: { limit: number; offset: number },
): Promise<JoinRow[]> {
  const q = tx
    .select(joinColumns)
    .from(userSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, userSubscriptions.subscription_id))
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscription_type_id))
    .where(joinWhere(f))
    .orderBy(desc(userSubscriptions.created_at), desc(userSubscriptions.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export async function countJoins(tx: Tx, f: JoinFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userSubscriptions).where(joinWhere(f));
  return row!.n;
}

export async function insertJoin(
  tx: Tx,
  organizationId: number,
  v: { userId: number; subscriptionId: number; tenantId: number | null; createdBy: number },
): Promise<number> {
  const [row] = await tx
    .insert(userSubscriptions)
    .values({
      organization_id: organizationId,
      user_id: v.userId,
      subscription_id: v.subscriptionId,
      tenant_id: v.tenantId,
      created_by: v.createdBy,
    })
    .returning({ id: userSubscriptions.id });
  return row!.id;
}

/** Removes a personal join (tenantId null) of a user, or a household's join; whether one went. */
export async function removeJoin(
  tx: Tx,
  v: { userId: number; subscriptionId: number; tenantId: number | null },
): Promise<boolean> {
  const rows = await tx
    .delete(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.subscription_id, v.subscriptionId),
        v.tenantId === null
          ? and(isNull(userSubscriptions.tenant_id), eq(userSubscriptions.user_id, v.userId))
          : eq(userSubscriptions.tenant_id, v.tenantId),
      ),
    )
    .returning({ id: userSubscriptions.id });
  return rows.length > 0;
}

/** Every subscription's id with the ids of the users who joined it (ascending, each once). */
export async function usersBySubscription(tx: Tx): Promise<{ id: number; user_ids: number[] }[]> {
  return tx
    .select({
      id: subscriptions.id,
      user_ids: sql<number[]>`coalesce((SELECT array_agg(DISTINCT us.user_id ORDER BY us.user_id)
        FROM user_subscriptions us WHERE us.subscription_id = subscriptions.id), '{}')`,
    })
    .from(subscriptions)
    .orderBy(asc(subscriptions.id));
}

// --- Balances -------------------------------------------------------------------------------

export type BalanceRow = typeof subscriptionBalances.$inferSelect & {
  user_name: string | null;
  subscription_name: string;
  subscription_type_name: string;
  billing_period: SubscriptionRow['billing_period'];
  tenant_name: string | null;
};

const balanceColumns = {
  id: subscriptionBalances.id,
  organization_id: subscriptionBalances.organization_id,
  user_id: subscriptionBalances.user_id,
  user_name: userNameOf(sql`${subscriptionBalances.user_id}`),
  subscription_id: subscriptionBalances.subscription_id,
  subscription_name: subscriptions.name,
  subscription_type_name: subscriptionTypes.name,
  billing_period: subscriptions.billing_period,
  tenant_id: subscriptionBalances.tenant_id,
  tenant_name: tenantNameOf(sql`${subscriptionBalances.tenant_id}`),
  period_start: subscriptionBalances.period_start,
  period_end: subscriptionBalances.period_end,
  due_date: subscriptionBalances.due_date,
  amount: subscriptionBalances.amount,
  notes: subscriptionBalances.notes,
  voided_at: subscriptionBalances.voided_at,
  voided_by: subscriptionBalances.voided_by,
  created_by: subscriptionBalances.created_by,
  created_at: subscriptionBalances.created_at,
  updated_at: subscriptionBalances.updated_at,
};

export type BalanceFilter = { userId?: number; subscriptionId?: number; tenantId?: number };

const balanceWhere = (f: BalanceFilter): SQL | undefined =>
  and(
    ...[
      f.userId !== undefined ? eq(subscriptionBalances.user_id, f.userId) : undefined,
      f.subscriptionId !== undefined
        ? eq(subscriptionBalances.subscription_id, f.subscriptionId)
        : undefined,
      f.tenantId !== undefined ? eq(subscriptionBalances.tenant_id, f.tenantId) : undefined,
    ].filter((w): w is SQL => w !== undefined),
  );

/** Balances, latest due date first. */
export function listBalances(
  tx: Tx,
  f: BalanceFilter,
  page: { limit: number; offset: number },
): Promise<BalanceRow[]> {
  return tx
    .select(balanceColumns)
    .from(subscriptionBalances)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionBalances.subscription_id))
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscription_type_id))
    .where(balanceWhere(f))
    .orderBy(desc(subscriptionBalances.due_date), desc(subscriptionBalances.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBalances(tx: Tx, f: BalanceFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(subscriptionBalances).where(balanceWhere(f));
  return row!.n;
}

export async function findBalance(tx: Tx, id: number): Promise<BalanceRow | null> {
  const [row] = await tx
    .select(balanceColumns)
    .from(subscriptionBalances)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionBalances.subscription_id))
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscription_type_id))
    .where(eq(subscriptionBalances.id, id));
  return row ?? null;
}

/**
 * Locks a balance's row for the rest of the transaction (payments and voiding are counted one
 * after another); null when there is none.
 */
export async function lockBalance(
  tx: Tx,
  id: number,
): Promise<typeof subscriptionBalances.$inferSelect | null> {
  const [row] = await tx
    .select()
    .from(subscriptionBalances)
    .where(eq(subscriptionBalances.id, id))
    .for('update');
  return row ?? null;
}

export type BalanceValues = {
  user_id: number;
  subscription_id: number;
  tenant_id: number | null;
  period_start: string;
  period_end: string;
  due_date: string;
  amount: number;
  notes: string | null;
};

export async function insertBalance(
  tx: Tx,
  organizationId: number,
  createdBy: number,
  v: BalanceValues,
): Promise<number> {
  const [row] = await tx
    .insert(subscriptionBalances)
    .values({ ...v, organization_id: organizationId, created_by: createdBy })
    .returning({ id: subscriptionBalances.id });
  return row!.id;
}

export async function updateBalance(
  tx: Tx,
  id: number,
  v: Partial<{ due_date: string; notes: string | null; voided_at: Date; voided_by: number }>,
): Promise<void> {
  await tx
    .update(subscriptionBalances)
    .set({ ...v, updated_at: new Date() })
    .where(eq(subscriptionBalances.id, id));
}
