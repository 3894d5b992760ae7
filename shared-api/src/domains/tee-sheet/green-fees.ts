import { z } from 'zod';
import { bodyId, isoDate } from '@fairway/shared-api/core';
import { clockTimeInput } from '../courses/contract';

/**
 * Green fees: rate classes priced by day, time band, player class and holes, and the price of a
 * booking. Imports only core modules (and the courses contract): contract.ts imports bookingPrice
 * from here.
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

/** Who a player is for pricing: a guest (named, not a member) or a member by age on the day. */
export const PLAYER_CLASSES = ['member', 'junior', 'senior', 'guest'] as const;
export type PlayerClass = (typeof PLAYER_CLASSES)[number];

/** What a rate prices: one player of a class, or one cart. */
export const RATE_APPLIES_TO = [...PLAYER_CLASSES, 'cart'] as const;
export type RateAppliesTo = (typeof RATE_APPLIES_TO)[number];

export const HOLE_COUNTS = [9, 18] as const;
export type HoleCount = (typeof HOLE_COUNTS)[number];

/** Under 18 on the day of play is junior; 65 or over is senior when the club has a senior rate. */
export const JUNIOR_UNDER_AGE = 18;
export const SENIOR_FROM_AGE = 65;

/** Highest price of one line: 100 000.00 in the club's currency. */
export const MAX_PRICE_CENTS = 10_000_000;

/** A band's edge: HH:MM; the end of a band may be 24:00 (midnight at the end of the day). */
const bandEdge = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const bandTime = z
  .string({ error: 'must be a time as HH:MM' })
  .trim()
  .regex(bandEdge, 'must be a time as HH:MM between 00:00 and 24:00');

/** Minutes after midnight of HH:MM (24:00 is 1440). */
export const bandMinutes = (hhmm: string): number =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const holes = z.union([z.literal(9), z.literal(18)], { error: 'Holes must be 9 or 18' });

export const greenFeeRate = z.object({
  id: z.number().int(),
  name: z.string(),
  applies_to: z.enum(RATE_APPLIES_TO),
  holes,
  /** 0 = Sunday … 6 = Saturday, ascending. */
  weekdays: z.array(z.number().int().min(0).max(6)),
  /** The band [from_time, to_time) on the club's wall clock. */
  from_time: z.string(),
  to_time: z.string(),
  /** null: every course. */
  course_id: z.number().int().nullable(),
  price_cents: z.number().int(),
  active: z.boolean(),
});
export type GreenFeeRate = z.infer<typeof greenFeeRate>;

export const greenFeeRateList = z.object({
  /** The club's display currency: every price is in it. */
  currency: z.string(),
  rates: z.array(greenFeeRate),
});
export type GreenFeeRateList = z.infer<typeof greenFeeRateList>;

/** POST and PUT /api/settings/green-fees/rates[/{id}]: the whole rate. */
export const greenFeeRateInput = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(80, 'Name must be at most 80 characters'),
    applies_to: z.enum(RATE_APPLIES_TO, {
      error: 'Applies to must be one of member, junior, senior, guest, cart',
    }),
    holes,
    weekdays: z
      .array(
        z
          .number({ error: 'A weekday is a number from 0 (Sunday) to 6 (Saturday)' })
          .int('A weekday is a number from 0 (Sunday) to 6 (Saturday)')
          .min(0, 'A weekday is a number from 0 (Sunday) to 6 (Saturday)')
          .max(6, 'A weekday is a number from 0 (Sunday) to 6 (Saturday)'),
        { error: 'Weekdays must be a list of days' },
      )
      .min(1, 'Choose at least one day')
      .max(7, 'A week has 7 days')
      .refine((days) => new Set(days).size === days.length, 'A day appears more than once'),
    from_time: bandTime,
    to_time: bandTime,
    course_id: bodyId('Course').nullable().default(null),
    price_cents: z
      .number({ error: 'Price is required' })
      .int('Price must be a whole number of cents')
      .min(0, 'Price cannot be negative')
      .max(MAX_PRICE_CENTS, 'Price must be at most 100000.00'),
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.from_time === '24:00')
      ctx.addIssue({
        code: 'custom',
        path: ['from_time'],
        message: 'The band must start before 24:00',
      });
    else if (bandMinutes(v.from_time) >= bandMinutes(v.to_time))
      ctx.addIssue({
        code: 'custom',
        path: ['to_time'],
        message: 'The band must end after it starts',
      });
  });
export type GreenFeeRateInput = z.input<typeof greenFeeRateInput>;

/** A player to price: a member by id, a guest by name, or (try a price) just a class. */
export const quotePlayer = z.union(
  [
    z.object({ user_id: bodyId('user_id') }).strict(),
    z.object({ guest_name: z.string().trim().min(1).max(80) }).strict(),
    z.object({ player_class: z.enum(PLAYER_CLASSES) }).strict(),
  ],
  { error: 'A player is a member (user_id), a guest (guest_name) or a class (player_class)' },
);
export type QuotePlayer = z.input<typeof quotePlayer>;

/** POST /api/settings/green-fees/quote: the booking as the dialog has it before booking. */
export const greenFeeQuoteRequest = z
  .object({
    course_id: bodyId('Course'),
    date: isoDate,
    start_time: clockTimeInput,
    holes: holes.default(18),
    players: z
      .array(quotePlayer)
      .min(1, 'A booking needs at least one player')
      .max(6, 'A booking has at most 6 players'),
    carts: z
      .number({ error: 'Carts must be a number' })
      .int('Carts must be a whole number')
      .min(0, 'Carts cannot be negative')
      .max(6, 'A booking has at most 6 carts')
      .default(0),
  })
  .strict();
export type GreenFeeQuoteRequest = z.input<typeof greenFeeQuoteRequest>;

/** The quote: null when the club has no active rates (nothing to show). */
export const greenFeeQuote = z.object({ price: bookingPrice.nullable() });
export type GreenFeeQuote = z.infer<typeof greenFeeQuote>;
