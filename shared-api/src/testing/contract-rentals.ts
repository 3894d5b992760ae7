import { z } from 'zod';
import {
  equipmentRentalDetails,
  equipmentRentalRow,
  rentalAvailability,
  rentalPool,
  rentalStatistics,
} from '../domains/rentals/contract';
import type { CallResponses } from './contract-types';

const rentals = '/api/settings/equipment-rentals';
const one = { 200: equipmentRentalDetails };

/** Equipment rentals: success status → body schema (see CONTRACT_RESPONSES). */
export const RENTALS_RESPONSES: Readonly<Record<string, CallResponses>> = {
  [`GET ${rentals}`]: { 200: z.array(equipmentRentalRow) },
  [`POST ${rentals}`]: { 201: equipmentRentalDetails },
  [`GET ${rentals}/:id`]: one,
  [`GET ${rentals}/user/:id`]: { 200: z.array(equipmentRentalRow) },
  [`PUT ${rentals}/:id/confirm`]: one,
  [`PUT ${rentals}/:id/pickup`]: one,
  [`PUT ${rentals}/:id/return`]: one,
  [`PUT ${rentals}/:id/cancel`]: one,
  [`PUT ${rentals}/status`]: one,
  [`POST ${rentals}/:id/payment`]: one,
  [`POST ${rentals}/:id/refund`]: one,
  [`GET ${rentals}/availability/:inventoryId`]: { 200: rentalAvailability },
  [`GET ${rentals}/statistics`]: { 200: rentalStatistics },
  [`GET ${rentals}/pools`]: { 200: z.array(rentalPool) },
};
