import type { CallResponses } from './contract-types';

/** The shop's commerce calls: success status → body schema (see CONTRACT_RESPONSES). */
export const SHOP_COMMERCE_RESPONSES: Readonly<Record<string, CallResponses>> = {};
