// The answers of maintenance jobs, types, statuses, balances, interests and activities (docs/property.md).
import type { CallResponses } from './contract-types';

export const HOUSE_MAINTENANCE_RESPONSES: Readonly<Record<string, CallResponses>> = {};
