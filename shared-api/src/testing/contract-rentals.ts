import type { CallResponses } from './contract-types';

/** Equipment rentals: success status → body schema (see CONTRACT_RESPONSES). */
export const RENTALS_RESPONSES: Readonly<Record<string, CallResponses>> = {};
