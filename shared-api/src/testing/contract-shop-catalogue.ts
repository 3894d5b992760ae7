import type { CallResponses } from './contract-types';

/** The shop's catalogue calls: success status → body schema (see CONTRACT_RESPONSES). */
export const SHOP_CATALOGUE_RESPONSES: Readonly<Record<string, CallResponses>> = {};
