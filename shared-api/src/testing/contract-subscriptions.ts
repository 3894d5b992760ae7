// The answers of subscriptions, their types, who joined and subscription balances (docs/property.md).
import { z } from 'zod';
import { subscriptionBalance } from '../domains/subscriptions/balances';
import {
  subscription,
  subscriptionType,
  subscriptionUsersMap,
  userSubscription,
} from '../domains/subscriptions/subscriptions';
import type { CallResponses } from './contract-types';

const s = '/api/settings/subscriptions';
const b = '/api/settings/subscription-balances';
const none = { 204: z.null() };
const subscriptions = { 200: z.array(subscription) };
const joins = { 200: z.array(userSubscription) };

export const SUBSCRIPTIONS_RESPONSES: Readonly<Record<string, CallResponses>> = {
  [`GET ${s}`]: subscriptions,
  [`POST ${s}`]: { 201: subscription },
  [`GET ${s}/:id`]: { 200: subscription },
  [`PUT ${s}/:id`]: { 200: subscription },
  [`DELETE ${s}/:id`]: none,
  [`GET ${s}/types`]: { 200: z.array(subscriptionType) },
  [`POST ${s}/types`]: { 201: subscriptionType },
  [`GET ${s}/types/:id`]: { 200: subscriptionType },
  [`PUT ${s}/types/:id`]: { 200: subscriptionType },
  [`DELETE ${s}/types/:id`]: none,
  [`GET ${s}/mandatory`]: subscriptions,
  [`GET ${s}/mandatory/member/:id`]: subscriptions,
  [`GET ${s}/mandatory/tenant/:id`]: subscriptions,
  [`GET ${s}/optional/member/:id`]: joins,
  [`GET ${s}/optional/tenant/:id`]: joins,
  [`GET ${s}/optional/available/member/:id`]: subscriptions,
  [`GET ${s}/optional/available/tenant/:id`]: subscriptions,
  [`GET ${s}/user/:id`]: joins,
  [`GET ${s}/users`]: joins,
  [`GET ${s}/users-map`]: { 200: subscriptionUsersMap },
  [`POST ${s}/user/:userId/:subscriptionId`]: { 201: userSubscription },
  [`DELETE ${s}/user/:userId/:subscriptionId`]: none,
  [`GET ${b}`]: { 200: z.array(subscriptionBalance) },
  [`POST ${b}`]: { 201: subscriptionBalance },
  [`PUT ${b}/:id`]: { 200: subscriptionBalance },
  [`DELETE ${b}/:id`]: none,
  [`GET ${b}/member/:id`]: { 200: z.array(subscriptionBalance) },
};
