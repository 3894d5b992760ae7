// Subscriptions answers shaped as the contract says (the loopback API server checks each one).
import type {
  Subscription,
  SubscriptionBalance,
  SubscriptionType,
  UserSubscription,
} from '@fairway/shared-api/subscriptions';
import type { MemberSearchResult } from '@fairway/shared-api/users';

export const SUBS = '/api/settings/subscriptions';
export const BALANCES = '/api/settings/subscription-balances';
export const MEMBER_SEARCH = '/api/settings/users/member-search';

const STAMP = '2026-11-01T09:00:00.000Z';

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    subscription_type_id: 1,
    subscription_type_name: 'Gym',
    name: 'Gym access',
    description: null,
    amount: 2500,
    billing_period: 'monthly',
    audience: 'member',
    is_mandatory: false,
    is_active: true,
    joined_count: 0,
    created_by: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A community fee every member pays. */
export const communityFee = () =>
  makeSubscription({
    id: 2,
    subscription_type_id: 2,
    subscription_type_name: 'Community',
    name: 'Community fee',
    amount: 12000,
    billing_period: 'yearly',
    audience: 'both',
    is_mandatory: true,
  });

export function makeType(overrides: Partial<SubscriptionType> = {}): SubscriptionType {
  return {
    id: 1,
    name: 'Gym',
    description: null,
    subscription_count: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** `subscription` joined by user `userId` (for themselves unless a household is given). */
export function joinOf(
  subscription: Subscription,
  userId: number,
  userName: string,
  overrides: Partial<UserSubscription> = {},
): UserSubscription {
  return {
    id: 100 + subscription.id,
    user_id: userId,
    user_name: userName,
    subscription_id: subscription.id,
    subscription_name: subscription.name,
    subscription_type_name: subscription.subscription_type_name,
    amount: subscription.amount,
    billing_period: subscription.billing_period,
    audience: subscription.audience,
    is_mandatory: subscription.is_mandatory,
    is_active: subscription.is_active,
    tenant_id: null,
    tenant_name: null,
    created_by: userId,
    joined_at: STAMP,
    ...overrides,
  };
}

export function makeBalance(overrides: Partial<SubscriptionBalance> = {}): SubscriptionBalance {
  return {
    id: 31,
    user_id: 7,
    user_name: 'Ana López',
    subscription_id: 1,
    subscription_name: 'Gym access',
    subscription_type_name: 'Gym',
    billing_period: 'monthly',
    tenant_id: null,
    tenant_name: null,
    period_start: '2026-11-01',
    period_end: '2026-11-30',
    due_date: '2026-11-15',
    amount: 2500,
    paid: 0,
    credited: 0,
    outstanding: 2500,
    status: 'open',
    notes: null,
    voided_at: null,
    created_by: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export const ANA: MemberSearchResult = {
  id: 7,
  name: 'Ana López',
  email: 'ana@example.org',
  phone: null,
  member_number: 'M-007',
};
