// Subscriptions, who joined them and subscription balances, as the screens use them
// (docs/property.md). Failures carry the server's `message` in details; writes read as what the
// person was doing.
import { withMessage, type Http } from '@fairway/shared-api/core';
import type {
  Subscription,
  SubscriptionBalance,
  SubscriptionBalanceInput,
  SubscriptionBalanceListQuery,
  SubscriptionBalancePageQuery,
  SubscriptionBalanceUpdate,
  SubscriptionInput,
  SubscriptionListQuery,
  SubscriptionType,
  SubscriptionTypeInput,
  SubscriptionTypeUpdate,
  SubscriptionUpdate,
  SubscriptionUsersMap,
  UserSubscription,
  UserSubscriptionListQuery,
} from './contract';

const subs = 'settings/subscriptions';
const types = `${subs}/types`;
const balances = 'settings/subscription-balances';

/** /api/settings/subscriptions and /api/settings/subscription-balances: one method per call. */
export function createSubscriptionsClient(http: Http) {
  const join = (tenantId?: number | null) =>
    tenantId ? { searchParams: { tenant_id: tenantId } } : undefined;
  return {
    // --- Subscriptions (staff see all; members see active ones) ---
    list: (query: SubscriptionListQuery = {}) =>
      withMessage(
        http.get<Subscription[]>(subs, { searchParams: { ...query } }),
        'Failed to fetch subscriptions',
      ),
    get: (id: number) =>
      withMessage(http.get<Subscription>(`${subs}/${id}`), 'Failed to fetch subscription'),
    create: (body: SubscriptionInput) =>
      withMessage(http.post<Subscription>(subs, body), 'Failed to create subscription'),
    update: (id: number, body: SubscriptionUpdate) =>
      withMessage(http.put<Subscription>(`${subs}/${id}`, body), 'Failed to update subscription'),
    remove: (id: number) =>
      withMessage(http.delete<void>(`${subs}/${id}`), 'Failed to delete subscription'),

    // --- Types (staff) ---
    listTypes: () =>
      withMessage(http.get<SubscriptionType[]>(types), 'Failed to fetch subscription types'),
    getType: (id: number) =>
      withMessage(
        http.get<SubscriptionType>(`${types}/${id}`),
        'Failed to fetch subscription type',
      ),
    createType: (body: SubscriptionTypeInput) =>
      withMessage(http.post<SubscriptionType>(types, body), 'Failed to create subscription type'),
    updateType: (id: number, body: SubscriptionTypeUpdate) =>
      withMessage(
        http.put<SubscriptionType>(`${types}/${id}`, body),
        'Failed to update subscription type',
      ),
    removeType: (id: number) =>
      withMessage(http.delete<void>(`${types}/${id}`), 'Failed to delete subscription type'),

    // --- What applies, what was joined, what could be joined ---
    /** Every active mandatory subscription of the club. */
    mandatory: () =>
      withMessage(
        http.get<Subscription[]>(`${subs}/mandatory`),
        'Failed to fetch mandatory subscriptions',
      ),
    /** The active mandatory ones that apply to this user (audience member/both, `member` role). */
    mandatoryForMember: (userId: number) =>
      withMessage(
        http.get<Subscription[]>(`${subs}/mandatory/member/${userId}`),
        'Failed to fetch mandatory subscriptions',
      ),
    /** The active mandatory ones that apply to this household (audience tenant/both). */
    mandatoryForTenant: (tenantId: number) =>
      withMessage(
        http.get<Subscription[]>(`${subs}/mandatory/tenant/${tenantId}`),
        'Failed to fetch mandatory subscriptions',
      ),
    /** The optional ones this user joined for themselves. */
    optionalForMember: (userId: number) =>
      withMessage(
        http.get<UserSubscription[]>(`${subs}/optional/member/${userId}`),
        'Failed to fetch optional subscriptions',
      ),
    /** The optional ones joined in this household's name. */
    optionalForTenant: (tenantId: number) =>
      withMessage(
        http.get<UserSubscription[]>(`${subs}/optional/tenant/${tenantId}`),
        'Failed to fetch optional subscriptions',
      ),
    /** Active optional ones (audience member/both) this user has not joined for themselves. */
    availableForMember: (userId: number) =>
      withMessage(
        http.get<Subscription[]>(`${subs}/optional/available/member/${userId}`),
        'Failed to fetch available subscriptions',
      ),
    /** Active optional ones (audience tenant/both) the household has not joined. */
    availableForTenant: (tenantId: number) =>
      withMessage(
        http.get<Subscription[]>(`${subs}/optional/available/tenant/${tenantId}`),
        'Failed to fetch available subscriptions',
      ),

    // --- Who joined ---
    /** Every join this user made (for themselves and in their household's name). */
    ofUser: (userId: number) =>
      withMessage(
        http.get<UserSubscription[]>(`${subs}/user/${userId}`),
        "Failed to fetch the user's subscriptions",
      ),
    /** Every join of the club, newest first: { items, total }. */
    users: (query: UserSubscriptionListQuery = {}) =>
      withMessage(
        http.getPage<UserSubscription>(`${subs}/users`, { searchParams: { ...query } }),
        'Failed to fetch subscribers',
      ),
    /** subscription id → ids of the users who joined it. */
    usersMap: () =>
      withMessage(
        http.get<SubscriptionUsersMap>(`${subs}/users-map`),
        'Failed to fetch subscribers',
      ),
    /** Join an optional subscription: for the user, or in household `tenantId`'s name. */
    join: (userId: number, subscriptionId: number, tenantId?: number | null) =>
      withMessage(
        http.post<UserSubscription>(
          `${subs}/user/${userId}/${subscriptionId}`,
          undefined,
          join(tenantId),
        ),
        'Failed to join subscription',
      ),
    /** Leave an optional subscription (mandatory ones cannot be left: 409). */
    leave: (userId: number, subscriptionId: number, tenantId?: number | null) =>
      withMessage(
        http.delete<void>(`${subs}/user/${userId}/${subscriptionId}`, join(tenantId)),
        'Failed to leave subscription',
      ),

    // --- Balances ---
    /** Every balance of the club, latest due date first: { items, total } (staff). */
    listBalances: (query: SubscriptionBalanceListQuery = {}) =>
      withMessage(
        http.getPage<SubscriptionBalance>(balances, { searchParams: { ...query } }),
        'Failed to fetch subscription balances',
      ),
    /** A user's balances: { items, total } (members: their own). */
    memberBalances: (userId: number, query: SubscriptionBalancePageQuery = {}) =>
      withMessage(
        http.getPage<SubscriptionBalance>(`${balances}/member/${userId}`, {
          searchParams: { ...query },
        }),
        'Failed to fetch subscription balances',
      ),
    /** Charge a subscription for a period (writes the ledger charge). */
    createBalance: (body: SubscriptionBalanceInput) =>
      withMessage(
        http.post<SubscriptionBalance>(balances, body),
        'Failed to create subscription balance',
      ),
    /** Change the due date or notes, and/or record a payment. */
    updateBalance: (id: number, body: SubscriptionBalanceUpdate) =>
      withMessage(
        http.put<SubscriptionBalance>(`${balances}/${id}`, body),
        'Failed to update subscription balance',
      ),
    /** Void a balance (refused with 409 once anything was paid). */
    voidBalance: (id: number) =>
      withMessage(http.delete<void>(`${balances}/${id}`), 'Failed to void subscription balance'),
  };
}
export type SubscriptionsClient = ReturnType<typeof createSubscriptionsClient>;
