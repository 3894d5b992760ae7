// The answers of houses, house types, tenants, sub-tenants and the financial views (docs/property.md).
import type { CallResponses } from './contract-types';

export const PROPERTY_RESPONSES: Readonly<Record<string, CallResponses>> = {};
