// House rentals: listings, their periods and prices, images and free nights (docs/property.md,
// "House rentals"). Paths under /api/settings/house-rentals.
import { z } from 'zod';
import { bodyId, isoDate, pathId, timestamp, updateOf } from '@fairway/shared-api/core';

/** Highest nightly rate or cleaning fee (minor units): 50 000.00, so 366 nights fit the ledger. */
export const MAX_HOUSE_RENTAL_RATE = 5_000_000;
/** Longest stay, and widest window of free nights asked at once. */
export const MAX_HOUSE_STAY_NIGHTS = 366;

export const houseRentalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  houseRentalText(label, max).nullable().optional();
const requiredText = (label: string, max = 120) =>
  houseRentalText(label, max).min(1, `${label} is required`);

export const houseRentalAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_HOUSE_RENTAL_RATE, `${label} must be at most ${MAX_HOUSE_RENTAL_RATE / 100}`);

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** A time of day as HH:MM (check-in, check-out). */
export const houseRentalTime = z
  .string({ error: 'must be a time as HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');

// --- Listings -------------------------------------------------------------------------------

/** A listing: one house put up for short stays (one listing per house). */
export const houseRental = z.object({
  id: z.number().int(),
  house_id: z.number().int(),
  house_name: z.string(),
  house_type_name: z.string().nullable(),
  /** The household of the house (the "property owner"), or null. */
  house_tenant_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  max_guests: z.number().int(),
  min_nights: z.number().int(),
  check_in_time: z.string().describe('HH:MM'),
  check_out_time: z.string().describe('HH:MM'),
  /** Minor units, added once to every stay. */
  cleaning_fee: z.number().int(),
  is_active: z.boolean(),
  /** The primary image's file, or null when the listing has no image. */
  primary_image_file_id: z.number().int().nullable(),
  /** Lowest and highest nightly rate of its periods (minor units); null without periods. */
  nightly_rate_from: z.number().int().nullable(),
  nightly_rate_to: z.number().int().nullable(),
  /** Average rating (1–5, two decimals) of its feedback; null without feedback. */
  feedback_average: z.number().nullable(),
  feedback_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type HouseRental = z.infer<typeof houseRental>;

export const houseRentalInput = z
  .object({
    house_id: bodyId('house_id'),
    title: requiredText('title', 120),
    description: optionalText('description', 4000),
    max_guests: count('max_guests', 1, 100),
    min_nights: count('min_nights', 1, MAX_HOUSE_STAY_NIGHTS).default(1),
    check_in_time: houseRentalTime.default('15:00'),
    check_out_time: houseRentalTime.default('11:00'),
    cleaning_fee: houseRentalAmount('cleaning_fee').default(0),
    is_active: z.boolean().default(true),
  })
  .strict();
export type HouseRentalInput = z.input<typeof houseRentalInput>;
export const houseRentalUpdate = updateOf(houseRentalInput);
export type HouseRentalUpdate = z.input<typeof houseRentalUpdate>;

/** GET /house-rentals and /with-details: staff may ask for the active ones only. */
export const houseRentalListQuery = z
  .object({
    active: z
      .enum(['true', 'false'], { error: 'active must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();
export type HouseRentalListQuery = { active?: 'true' | 'false' };

// --- Periods --------------------------------------------------------------------------------

/** A season of a listing with its nightly rate; start_date and end_date are both nights of it. */
export const houseRentalPeriod = z.object({
  id: z.number().int(),
  house_rental_id: z.number().int(),
  name: z.string(),
  start_date: z.string().describe('YYYY-MM-DD, the first night'),
  end_date: z.string().describe('YYYY-MM-DD, the last night (inclusive)'),
  nightly_rate: z.number().int(),
  /** Shortest stay in this period (the listing's min_nights applies too: the larger wins). */
  min_nights: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type HouseRentalPeriod = z.infer<typeof houseRentalPeriod>;

const periodFields = {
  name: requiredText('name', 120),
  start_date: isoDate,
  end_date: isoDate,
  nightly_rate: houseRentalAmount('nightly_rate'),
  min_nights: count('min_nights', 1, MAX_HOUSE_STAY_NIGHTS).default(1),
};
const endNotBeforeStart = (v: { start_date?: string | undefined; end_date?: string | undefined }) =>
  v.start_date === undefined || v.end_date === undefined || v.end_date >= v.start_date;

export const houseRentalPeriodInput = z
  .object({ house_rental_id: bodyId('house_rental_id'), ...periodFields })
  .strict()
  .refine(endNotBeforeStart, {
    error: 'end_date cannot be before start_date',
    path: ['end_date'],
  });
export type HouseRentalPeriodInput = z.input<typeof houseRentalPeriodInput>;
export const houseRentalPeriodUpdate = updateOf(z.object(periodFields)).refine(endNotBeforeStart, {
  error: 'end_date cannot be before start_date',
  path: ['end_date'],
});
export type HouseRentalPeriodUpdate = z.input<typeof houseRentalPeriodUpdate>;

// --- Free nights ----------------------------------------------------------------------------

export const houseAvailableDatesParams = z.object({
  id: pathId('id'),
  periodId: pathId('periodId'),
});
export const houseAvailableDatesQuery = z
  .object({ start_date: isoDate, end_date: isoDate })
  .strict()
  .refine((v) => v.end_date >= v.start_date, {
    error: 'end_date cannot be before start_date',
    path: ['end_date'],
  });
export type HouseAvailableDatesQuery = z.input<typeof houseAvailableDatesQuery>;

/**
 * The nights of the period inside [start_date, end_date] (both inclusive, at most 366 days) and
 * whether each is free: a night d is taken when a live booking has check_in ≤ d < check_out.
 */
export const houseAvailableDates = z.object({
  house_rental_id: z.number().int(),
  period_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  nightly_rate: z.number().int(),
  /** The shortest stay here: the larger of the listing's and the period's. */
  min_nights: z.number().int(),
  max_guests: z.number().int(),
  cleaning_fee: z.number().int(),
  /** Free nights, in order (YYYY-MM-DD). */
  available_dates: z.array(z.string()),
  /** Taken nights of the period in the window, in order. */
  booked_dates: z.array(z.string()),
});
export type HouseAvailableDates = z.infer<typeof houseAvailableDates>;

// --- Images ---------------------------------------------------------------------------------

export const houseRentalImage = z.object({
  id: z.number().int(),
  house_rental_id: z.number().int(),
  /** An image file of the club (the files module): show it with its url. */
  file_id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
  caption: z.string().nullable(),
  sort_order: z.number().int(),
  is_primary: z.boolean(),
  created_at: timestamp,
});
export type HouseRentalImage = z.infer<typeof houseRentalImage>;

export const houseRentalImageInput = z
  .object({
    file_id: bodyId('file_id'),
    caption: optionalText('caption', 300),
    sort_order: count('sort_order', 0, 10_000).default(0),
    /** Make it the listing's primary image (the first image always is). */
    is_primary: z.boolean().optional(),
  })
  .strict();
export type HouseRentalImageInput = z.input<typeof houseRentalImageInput>;

export const houseRentalImageParams = z.object({
  id: pathId('id'),
  imageId: pathId('imageId'),
});
