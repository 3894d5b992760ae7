// The answers of subscriptions, their types, who joined and subscription balances (docs/property.md).
import type { CallResponses } from './contract-types';

export const SUBSCRIPTIONS_RESPONSES: Readonly<Record<string, CallResponses>> = {};
