import { withMessage, type Http } from '@fairway/shared-api/core';
import type { Subscription, SubscriptionInput, SubscriptionUpdate } from './contract';

/** /api/settings/subscriptions: each failure reads as what the person was doing. */
export function createSubscriptionsClient(http: Http) {
  return {
    list: () =>
      withMessage(
        http.get<Subscription[]>('settings/subscriptions'),
        'Failed to fetch subscriptions',
      ),
    get: (id: number) => http.get<Subscription>(`settings/subscriptions/${id}`),
    create: (body: SubscriptionInput) =>
      withMessage(
        http.post<Subscription>('settings/subscriptions', body),
        'Failed to create subscription',
      ),
    update: (id: number, body: SubscriptionUpdate) =>
      withMessage(
        http.put<Subscription>(`settings/subscriptions/${id}`, body),
        'Failed to update subscription',
      ),
    remove: (id: number) =>
      withMessage(
        http.delete<void>(`settings/subscriptions/${id}`),
        'Failed to delete subscription',
      ),
  };
}
export type SubscriptionsClient = ReturnType<typeof createSubscriptionsClient>;
