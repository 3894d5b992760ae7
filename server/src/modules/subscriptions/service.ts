/**
 * Subscription types, subscriptions and who joined them (docs/property.md, "Subscriptions").
 * Mandatory subscriptions apply to everyone of their audience: `member` — people holding the
 * club's `member` role; `tenant` — every household. Optional ones are joined: by a person for
 * themselves (audience member/both) or in a household's name (audience tenant/both, with the
 * household's manage_subscriptions permission).
 */
import type {
  Subscription,
  SubscriptionInput,
  SubscriptionListQuery,
  SubscriptionType,
  SubscriptionTypeInput,
  SubscriptionTypeUpdate,
  SubscriptionUpdate,
  SubscriptionUsersMap,
  UserSubscription,
  UserSubscriptionListQuery,
} from '@fairway/shared-api/contract';
import { PG_UNIQUE_VIOLATION, badRequest, conflict, notFound, pgErrorCode } from '../../lib/errors';
import { loadGrants } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { householdAccess, isInHousehold } from '../property';
import { userExists } from '../users';
import type { SubscriptionsCaller } from './context';
import * as repo from './repository';

// --- Answers --------------------------------------------------------------------------------

const toType = ({ organization_id: _, ...row }: repo.TypeRow): SubscriptionType => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const toSubscription = ({
  organization_id: _,
  ...row
}: repo.SubscriptionRow): Subscription => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const toJoin = ({ created_at, ...row }: repo.JoinRow): UserSubscription => ({
  ...row,
  joined_at: created_at.toISOString(),
});

/** Runs a write and answers 409 when a club's names would repeat (the unique index decides). */
async function uniqueName<T>(what: string, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw conflict(`A ${what} named ${name} already exists`);
    throw err;
  }
}

// --- Who may see whom -----------------------------------------------------------------------

/**
 * A person the caller may look at or act for: staff (subscriptions:read, or :write to act) name
 * anyone of the club; anyone else only themselves. Another person, or no such person, is 404.
 */
export async function personOr404(
  tx: Tx,
  c: SubscriptionsCaller,
  userId: number,
  act = false,
): Promise<void> {
  const staff = act ? c.canWrite : c.canRead;
  if (userId === c.userId) return;
  if (!staff || !(await userExists(tx, userId))) throw notFound('User');
}

/** The household check (property's householdAccess), staff passing as managers. */
const household = (
  tx: Tx,
  c: SubscriptionsCaller,
  tenantId: number,
  need: 'view_finances' | 'manage_subscriptions',
) =>
  householdAccess(
    tx,
    { userId: c.userId, isManager: need === 'view_finances' ? c.canRead : c.canWrite },
    tenantId,
    need,
  );

/** Whether the account holds the club's `member` role (an inactive account holds nothing). */
async function isMember(tx: Tx, c: SubscriptionsCaller, userId: number): Promise<boolean> {
  const grants = await loadGrants(tx, userId, c.organizationId);
  return grants?.roles.includes('member') ?? false;
}

// --- Types ----------------------------------------------------------------------------------

async function typeOr404(tx: Tx, id: number): Promise<repo.TypeRow> {
  const row = await repo.findType(tx, id);
  if (!row) throw notFound('Subscription type');
  return row;
}

export async function listTypes(tx: Tx): Promise<SubscriptionType[]> {
  return (await repo.listTypes(tx)).map(toType);
}

export async function getType(tx: Tx, id: number): Promise<SubscriptionType> {
  return toType(await typeOr404(tx, id));
}

export async function createType(
  tx: Tx,
  c: SubscriptionsCaller,
  input: SubscriptionTypeInput,
): Promise<SubscriptionType> {
  const id = await uniqueName('subscription type', input.name, () =>
    repo.insertType(tx, c.organizationId, {
      name: input.name,
      description: input.description ?? null,
    }),
  );
  return getType(tx, id);
}

export async function updateType(
  tx: Tx,
  id: number,
  input: SubscriptionTypeUpdate,
): Promise<SubscriptionType> {
  const current = await typeOr404(tx, id);
  await uniqueName('subscription type', input.name ?? current.name, () =>
    repo.updateType(tx, id, input),
  );
  return getType(tx, id);
}

export async function removeType(tx: Tx, id: number): Promise<void> {
  const current = await typeOr404(tx, id);
  if (current.subscription_count > 0)
    throw conflict(
      `${current.name} is the type of ${current.subscription_count} subscription${current.subscription_count === 1 ? '' : 's'}: change or delete them first`,
    );
  await repo.removeType(tx, id);
}

// --- Subscriptions --------------------------------------------------------------------------

async function subscriptionOr404(
  tx: Tx,
  c: SubscriptionsCaller,
  id: number,
): Promise<repo.SubscriptionRow> {
  const row = await repo.findSubscription(tx, id);
  // Members see active subscriptions only.
  if (!row || (!c.canRead && !row.is_active)) throw notFound('Subscription');
  return row;
}

export async function listSubscriptions(
  tx: Tx,
  c: SubscriptionsCaller,
  q: {
    subscription_type_id?: number | undefined;
    audience?: SubscriptionListQuery['audience'];
    is_mandatory?: boolean | undefined;
    is_active?: boolean | undefined;
  },
): Promise<Subscription[]> {
  const active = q.is_active;
  // Members: active ones only, whatever they ask.
  if (!c.canRead && active === false) return [];
  const rows = await repo.listSubscriptions(tx, {
    ...(q.subscription_type_id !== undefined ? { typeId: q.subscription_type_id } : {}),
    ...(q.audience !== undefined ? { audience: q.audience } : {}),
    ...(q.is_mandatory !== undefined ? { mandatory: q.is_mandatory } : {}),
    ...(c.canRead ? (active !== undefined ? { active } : {}) : { active: true }),
  });
  return rows.map(toSubscription);
}

export async function getSubscription(
  tx: Tx,
  c: SubscriptionsCaller,
  id: number,
): Promise<Subscription> {
  return toSubscription(await subscriptionOr404(tx, c, id));
}

/** A body's subscription_type_id: the club's type, or 400 naming it. */
async function typeExists(tx: Tx, id: number): Promise<void> {
  if (!(await repo.findType(tx, id)))
    throw badRequest('subscription_type_id: no such subscription type');
}

export async function createSubscription(
  tx: Tx,
  c: SubscriptionsCaller,
  input: SubscriptionInput,
): Promise<Subscription> {
  await typeExists(tx, input.subscription_type_id);
  const id = await uniqueName('subscription', input.name, () =>
    repo.insertSubscription(tx, c.organizationId, c.userId, {
      subscription_type_id: input.subscription_type_id,
      name: input.name,
      description: input.description ?? null,
      amount: input.amount,
      billing_period: input.billing_period ?? 'monthly',
      audience: input.audience ?? 'member',
      is_mandatory: input.is_mandatory ?? false,
      is_active: input.is_active ?? true,
    }),
  );
  return getSubscription(tx, c, id);
}

export async function updateSubscription(
  tx: Tx,
  c: SubscriptionsCaller,
  id: number,
  input: SubscriptionUpdate,
): Promise<Subscription> {
  const current = await subscriptionOr404(tx, c, id);
  if (input.subscription_type_id !== undefined) await typeExists(tx, input.subscription_type_id);
  const becomesMandatory = input.is_mandatory === true && !current.is_mandatory;
  const audience = input.audience ?? current.audience;
  if (becomesMandatory || audience !== current.audience) {
    const usage = await repo.usageOf(tx, id);
    const joins = usage.personal + usage.household;
    if (becomesMandatory && joins > 0)
      throw conflict(
        `${current.name} has ${joins} join${joins === 1 ? '' : 's'}: it cannot become mandatory`,
      );
    if (audience === 'tenant' && usage.personal > 0)
      throw conflict(`People joined ${current.name} for themselves: it must stay open to members`);
    if (audience === 'member' && usage.household > 0)
      throw conflict(`Households joined ${current.name}: it must stay open to households`);
  }
  const values: Partial<repo.SubscriptionValues> = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  );
  await uniqueName('subscription', input.name ?? current.name, () =>
    repo.updateSubscription(tx, id, values),
  );
  return getSubscription(tx, c, id);
}

export async function removeSubscription(
  tx: Tx,
  c: SubscriptionsCaller,
  id: number,
): Promise<void> {
  const current = await subscriptionOr404(tx, c, id);
  const usage = await repo.usageOf(tx, id);
  if (usage.personal + usage.household > 0 || usage.balances > 0)
    throw conflict(`${current.name} has members or balances: deactivate it instead`);
  await repo.removeSubscription(tx, id);
}

// --- What applies, what was joined, what could be joined -------------------------------------

export async function mandatory(tx: Tx): Promise<Subscription[]> {
  return (await repo.listSubscriptions(tx, { mandatory: true, active: true })).map(toSubscription);
}

/** The active mandatory subscriptions for members, when the person holds the `member` role. */
export async function mandatoryForMember(
  tx: Tx,
  c: SubscriptionsCaller,
  userId: number,
): Promise<Subscription[]> {
  await personOr404(tx, c, userId);
  if (!(await isMember(tx, c, userId))) return [];
  const rows = await repo.listSubscriptions(tx, {
    mandatory: true,
    active: true,
    audiences: repo.MEMBER_AUDIENCES,
  });
  return rows.map(toSubscription);
}

export async function mandatoryForTenant(
  tx: Tx,
  c: SubscriptionsCaller,
  tenantId: number,
): Promise<Subscription[]> {
  await household(tx, c, tenantId, 'view_finances');
  const rows = await repo.listSubscriptions(tx, {
    mandatory: true,
    active: true,
    audiences: repo.TENANT_AUDIENCES,
  });
  return rows.map(toSubscription);
}

/** What the person joined for themselves. */
export async function optionalForMember(
  tx: Tx,
  c: SubscriptionsCaller,
  userId: number,
): Promise<UserSubscription[]> {
  await personOr404(tx, c, userId);
  return (await repo.listJoins(tx, { userId, tenantId: null })).map(toJoin);
}

/** What was joined in the household's name. */
export async function optionalForTenant(
  tx: Tx,
  c: SubscriptionsCaller,
  tenantId: number,
): Promise<UserSubscription[]> {
  await household(tx, c, tenantId, 'view_finances');
  return (await repo.listJoins(tx, { tenantId })).map(toJoin);
}

export async function availableForMember(
  tx: Tx,
  c: SubscriptionsCaller,
  userId: number,
): Promise<Subscription[]> {
  await personOr404(tx, c, userId);
  const rows = await repo.listSubscriptions(tx, {
    mandatory: false,
    active: true,
    audiences: repo.MEMBER_AUDIENCES,
    notJoinedByUser: userId,
  });
  return rows.map(toSubscription);
}

export async function availableForTenant(
  tx: Tx,
  c: SubscriptionsCaller,
  tenantId: number,
): Promise<Subscription[]> {
  await household(tx, c, tenantId, 'view_finances');
  const rows = await repo.listSubscriptions(tx, {
    mandatory: false,
    active: true,
    audiences: repo.TENANT_AUDIENCES,
    notJoinedByTenant: tenantId,
  });
  return rows.map(toSubscription);
}

// --- Who joined -----------------------------------------------------------------------------

/** Every join the person made, for themselves and in their household's name. */
export async function joinsOfUser(
  tx: Tx,
  c: SubscriptionsCaller,
  userId: number,
): Promise<UserSubscription[]> {
  await personOr404(tx, c, userId);
  return (await repo.listJoins(tx, { userId })).map(toJoin);
}

export async function listJoins(
  tx: Tx,
  q: UserSubscriptionListQuery & { limit: number; offset: number },
): Promise<{ items: UserSubscription[]; total: number }> {
  const f: repo.JoinFilter = {
    ...(q.user_id !== undefined ? { userId: q.user_id } : {}),
    ...(q.subscription_id !== undefined ? { subscriptionId: q.subscription_id } : {}),
    ...(q.tenant_id !== undefined ? { tenantId: q.tenant_id } : {}),
  };
  const [items, total] = [
    await repo.listJoins(tx, f, { limit: q.limit, offset: q.offset }),
    await repo.countJoins(tx, f),
  ];
  return { items: items.map(toJoin), total };
}

export async function usersMap(tx: Tx): Promise<SubscriptionUsersMap> {
  const rows = await repo.usersBySubscription(tx);
  return Object.fromEntries(rows.map((r) => [String(r.id), r.user_ids]));
}

/**
 * Joins an optional subscription: for the person (audience member/both) or, with `tenantId`, in
 * the household's name (audience tenant/both; the household's manage_subscriptions). Staff
 * (subscriptions:write) join for anyone; others for themselves only.
 */
export async function join(
  tx: Tx,
  c: SubscriptionsCaller,
  userId: number,
  subscriptionId: number,
  tenantId: number | null,
): Promise<UserSubscription> {
  await personOr404(tx, c, userId, true);
  const sub = await repo.findSubscription(tx, subscriptionId);
  if (!sub || (!c.canRead && !sub.is_active)) throw notFound('Subscription');
  if (tenantId !== null) await actForHousehold(tx, c, userId, tenantId);
  if (!sub.is_active) throw conflict(`${sub.name} is no longer offered`);
  if (sub.is_mandatory) throw conflict(`${sub.name} is mandatory: it applies without joining`);
  if (tenantId === null && !repo.MEMBER_AUDIENCES.includes(sub.audience))
    throw conflict(`${sub.name} is for households: join it in the household's name`);
  if (tenantId !== null && !repo.TENANT_AUDIENCES.includes(sub.audience))
    throw conflict(`${sub.name} is for members, not households`);
  let id: number;
  try {
    id = await repo.insertJoin(tx, c.organizationId, {
      userId,
      subscriptionId,
      tenantId,
      createdBy: c.userId,
    });
  } catch (err) {
    if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
    if (tenantId !== null) throw conflict(`The household has already joined ${sub.name}`);
    throw conflict(
      userId === c.userId
        ? `You have already joined ${sub.name}`
        : `This member has already joined ${sub.name}`,
    );
  }
  const [row] = await repo.listJoins(tx, { id });
  return toJoin(row!);
}

/** Leaves an optional subscription (a mandatory one cannot be left: 409). */
export async function leave(
  tx: Tx,
  c: SubscriptionsCaller,
  userId: number,
  subscriptionId: number,
  tenantId: number | null,
): Promise<void> {
  await personOr404(tx, c, userId, true);
  // Leaving is allowed after a subscription is withdrawn, so inactive ones are found here.
  const sub = await repo.findSubscription(tx, subscriptionId);
  if (!sub) throw notFound('Subscription');
  if (tenantId !== null) await actForHousehold(tx, c, userId, tenantId);
  if (sub.is_mandatory) throw conflict(`${sub.name} is mandatory and cannot be left`);
  if (!(await repo.removeJoin(tx, { userId, subscriptionId, tenantId })))
    throw notFound('Subscription membership');
}

/** The caller may act for the household, and the person named is one of it. */
async function actForHousehold(
  tx: Tx,
  c: SubscriptionsCaller,
  userId: number,
  tenantId: number,
): Promise<void> {
  await household(tx, c, tenantId, 'manage_subscriptions');
  if (!(await isInHousehold(tx, userId, tenantId)))
    throw badRequest('That person is not in this household');
}
