// The answers of houses, house types, tenants, sub-tenants and the financial views (docs/property.md).
import { z } from 'zod';
import {
  financialHouseholdView,
  financialOverview,
  financialRentals,
  financialSubscriptions,
} from '../domains/property/financial';
import {
  householdMembership,
  subTenant,
  tenant,
  tenantEligibility,
} from '../domains/property/households';
import { house, houseType } from '../domains/property/houses';
import type { CallResponses } from './contract-types';

const s = '/api/settings';
const none = { 204: z.null() };

export const PROPERTY_RESPONSES: Readonly<Record<string, CallResponses>> = {
  // Houses and their types
  [`GET ${s}/houses`]: { 200: z.array(house) },
  [`POST ${s}/houses`]: { 201: house },
  [`PUT ${s}/houses/:id`]: { 200: house },
  [`DELETE ${s}/houses/:id`]: none,
  [`GET ${s}/houses/house-types`]: { 200: z.array(houseType) },
  [`POST ${s}/houses/house-types`]: { 201: houseType },
  [`DELETE ${s}/houses/house-types/:id`]: none,
  [`GET ${s}/houses/tenant/:tenantId`]: { 200: z.array(house) },
  // Tenants (households)
  [`GET ${s}/tenants`]: { 200: z.array(tenant) },
  [`POST ${s}/tenants`]: { 201: tenant },
  [`DELETE ${s}/tenants/:id`]: none,
  [`GET ${s}/tenants/user/:userId`]: { 200: householdMembership },
  [`GET ${s}/tenants/eligibility`]: { 200: tenantEligibility },
  // Sub-tenants
  [`GET ${s}/sub-tenants`]: { 200: z.array(subTenant) },
  [`POST ${s}/sub-tenants`]: { 201: subTenant },
  [`GET ${s}/sub-tenants/:id`]: { 200: subTenant },
  [`PUT ${s}/sub-tenants/:id`]: { 200: subTenant },
  [`DELETE ${s}/sub-tenants/:id`]: none,
  [`PUT ${s}/sub-tenants/:id/activate`]: { 200: subTenant },
  [`PUT ${s}/sub-tenants/:id/deactivate`]: { 200: subTenant },
  [`GET ${s}/sub-tenants/tenant/:id`]: { 200: z.array(subTenant) },
  [`GET ${s}/sub-tenants/tenant/:id/active`]: { 200: z.array(subTenant) },
  [`GET ${s}/sub-tenants/user/:id`]: { 200: subTenant },
  // Financial views ({id}: a tenant id)
  [`GET ${s}/financial/overview/:id`]: { 200: financialOverview },
  [`GET ${s}/financial/subscriptions/:id`]: { 200: financialSubscriptions },
  [`GET ${s}/financial/household/:id`]: { 200: financialHouseholdView },
  [`GET ${s}/financial/rentals/:id`]: { 200: financialRentals },
};
