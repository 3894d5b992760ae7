// The answers of maintenance jobs, types, statuses, balances, interests and activities (docs/property.md).
import { z } from 'zod';
import {
  maintenanceActivity,
  maintenanceBalance,
  maintenanceFinancialAnalytics,
  maintenanceFinancialBreakdown,
  maintenanceFinancialSummary,
  maintenanceInterest,
  maintenanceJob,
  maintenanceStatus,
  maintenanceType,
} from '../domains/house-maintenance/contract';
import type { CallResponses } from './contract-types';

const m = '/api/settings/maintenances';
const i = '/api/settings/maintenance-interests';
const a = '/api/settings/maintenance-activities';
const none = { 204: z.null() };

/** list, one, create, change, remove of one resource. */
const crud = (path: string, row: z.ZodType): Record<string, CallResponses> => ({
  [`GET ${path}`]: { 200: z.array(row) },
  [`GET ${path}/:id`]: { 200: row },
  [`POST ${path}`]: { 201: row },
  [`PUT ${path}/:id`]: { 200: row },
  [`DELETE ${path}/:id`]: none,
});

export const HOUSE_MAINTENANCE_RESPONSES: Readonly<Record<string, CallResponses>> = {
  ...crud(m, maintenanceJob),
  [`GET ${m}/statuses`]: { 200: z.array(maintenanceStatus) },
  [`PUT ${m}/status/:id`]: { 200: maintenanceJob },
  [`POST ${m}/resolve/:id`]: { 200: maintenanceJob },
  [`GET ${m}/tenant/:id`]: { 200: z.array(maintenanceJob) },
  ...crud(`${m}/types`, maintenanceType),
  [`GET ${m}/balances`]: { 200: z.array(maintenanceBalance) },
  [`PUT ${m}/balances/:id`]: { 200: maintenanceBalance },
  [`GET ${m}/balances/completed/tenant/:id`]: { 200: z.array(maintenanceBalance) },
  [`GET ${m}/financial/summary/tenant/:id`]: { 200: maintenanceFinancialSummary },
  [`GET ${m}/financial/breakdown/tenant/:id`]: { 200: maintenanceFinancialBreakdown },
  [`GET ${m}/financial/analytics/tenant/:id`]: { 200: maintenanceFinancialAnalytics },
  ...crud(i, maintenanceInterest),
  [`GET ${i}/user/:id`]: { 200: z.array(maintenanceInterest) },
  [`GET ${i}/tenant/:id`]: { 200: z.array(maintenanceInterest) },
  [`GET ${i}/status/:status`]: { 200: z.array(maintenanceInterest) },
  ...crud(a, maintenanceActivity),
  [`PUT ${a}/:id/resource-mapping`]: { 200: maintenanceActivity },
};
