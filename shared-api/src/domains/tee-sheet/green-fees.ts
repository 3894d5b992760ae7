import { z } from 'zod';

/**
 * Green fees: rate classes priced by day, time band, player class and holes, and the price of a
 * booking. Imports only core modules: contract.ts imports bookingPrice from here.
 */

/** One line of a booking's price: a player's green fee or a cart. */
export const priceLine = z.object({
  label: z.string(),
  rate_id: z.number().int().nullable(),
  rate_name: z.string(),
  amount_cents: z.number().int(),
});
export type PriceLine = z.infer<typeof priceLine>;

/** The price of a booking as quoted or as stored when it was booked. */
export const bookingPrice = z.object({
  currency: z.string(),
  total_cents: z.number().int(),
  lines: z.array(priceLine),
});
export type BookingPrice = z.infer<typeof bookingPrice>;
