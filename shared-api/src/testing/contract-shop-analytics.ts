import type { CallResponses } from './contract-types';

/** The shop's analytics calls: success status → body schema (see CONTRACT_RESPONSES). */
export const SHOP_ANALYTICS_RESPONSES: Readonly<Record<string, CallResponses>> = {};
