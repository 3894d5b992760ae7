// The answers of house rentals: listings, periods, bookings, images and feedback (docs/property.md).
import { z } from 'zod';
import {
  houseAvailableDates,
  houseBooking,
  houseBookingFeedback,
  houseRental,
  houseRentalDetails,
  houseRentalImage,
  houseRentalPeriod,
} from '../domains/house-rentals/contract';
import type { CallResponses } from './contract-types';

const h = '/api/settings/house-rentals';
const none = { 204: z.null() };
const bookings = { 200: z.array(houseBooking) };

export const HOUSE_RENTALS_RESPONSES: Readonly<Record<string, CallResponses>> = {
  [`GET ${h}`]: { 200: z.array(houseRental) },
  [`POST ${h}`]: { 201: houseRental },
  [`GET ${h}/with-details`]: { 200: z.array(houseRentalDetails) },
  [`GET ${h}/:id`]: { 200: houseRental },
  [`PUT ${h}/:id`]: { 200: houseRental },
  [`DELETE ${h}/:id`]: none,
  [`GET ${h}/:id/details`]: { 200: houseRentalDetails },
  [`GET ${h}/:id/bookings`]: bookings,
  [`GET ${h}/:id/images`]: { 200: z.array(houseRentalImage) },
  [`POST ${h}/:id/images`]: { 201: houseRentalImage },
  [`PUT ${h}/:id/images/:imageId/set-primary`]: { 200: z.array(houseRentalImage) },
  [`DELETE ${h}/images/:id`]: none,
  [`GET ${h}/:id/periods/:periodId/available-dates`]: { 200: houseAvailableDates },
  [`POST ${h}/periods`]: { 201: houseRentalPeriod },
  [`PUT ${h}/periods/:id`]: { 200: houseRentalPeriod },
  [`POST ${h}/bookings`]: { 201: houseBooking },
  [`PUT ${h}/bookings/:id/status`]: { 200: houseBooking },
  [`PUT ${h}/bookings/:id/payment`]: { 200: houseBooking },
  [`GET ${h}/bookings/user/:id`]: bookings,
  [`GET ${h}/bookings/tenant/:id`]: bookings,
  [`GET ${h}/bookings/property-owner/:id`]: bookings,
  [`POST ${h}/feedback`]: { 201: houseBookingFeedback },
  [`PUT ${h}/feedback/:id`]: { 200: houseBookingFeedback },
  [`GET ${h}/feedback/booking/:id`]: { 200: houseBookingFeedback.nullable() },
};
