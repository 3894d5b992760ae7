// The answers of house rentals: listings, periods, bookings, images and feedback (docs/property.md).
import type { CallResponses } from './contract-types';

export const HOUSE_RENTALS_RESPONSES: Readonly<Record<string, CallResponses>> = {};
