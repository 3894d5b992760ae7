// House bookings, their payments and feedback, and a listing's details (docs/property.md,
// "House rentals"). Paths under /api/settings/house-rentals.
import { z } from 'zod';
import { bodyId, isoDate, timestamp, updateOf } from '@fairway/shared-api/core';
import {
  MAX_HOUSE_STAY_NIGHTS,
  houseRental,
  houseRentalImage,
  houseRentalPeriod,
  houseRentalText,
} from './listings';

export const HOUSE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
] as const;
export type HouseBookingStatus = (typeof HOUSE_BOOKING_STATUSES)[number];
/** Bookings that hold their nights (every status but cancelled). */
export const HOUSE_BOOKING_LIVE_STATUSES = [
  'pending',
  'confirmed',
  'checked_in',
  'completed',
] as const;
/** Where each status may go next. */
export const HOUSE_BOOKING_MOVES: Readonly<
  Record<HouseBookingStatus, readonly HouseBookingStatus[]>
> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['checked_in', 'cancelled'],
  checked_in: ['completed'],
  completed: [],
  cancelled: [],
};

export const HOUSE_PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export type HousePaymentStatus = (typeof HOUSE_PAYMENT_STATUSES)[number];
export const HOUSE_PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'account'] as const;
export type HousePaymentMethod = (typeof HOUSE_PAYMENT_METHODS)[number];

/** Highest single payment (minor units). */
export const MAX_HOUSE_PAYMENT = 2_000_000_000;

const optionalText = (label: string, max: number) =>
  houseRentalText(label, max).nullable().optional();

// --- Bookings -------------------------------------------------------------------------------

/** A stay: the nights [check_in, check_out) of one house, with its money from the ledger. */
export const houseBooking = z.object({
  id: z.number().int(),
  house_rental_id: z.number().int(),
  listing_title: z.string(),
  house_id: z.number().int(),
  house_name: z.string(),
  period_id: z.number().int(),
  period_name: z.string(),
  /** The guest: the account it was booked for (null once that account is deleted). */
  user_id: z.number().int().nullable(),
  guest_name: z.string().nullable(),
  guest_email: z.string().nullable(),
  /** The household it was booked in the name of, or null. */
  tenant_id: z.number().int().nullable(),
  check_in: z.string().describe('YYYY-MM-DD, the first night'),
  check_out: z.string().describe('YYYY-MM-DD, the morning of leaving'),
  nights: z.number().int(),
  guests: z.number().int(),
  status: z.enum(HOUSE_BOOKING_STATUSES),
  notes: z.string().nullable(),
  /** The price fixed when booking (minor units). */
  nightly_rate: z.number().int(),
  cleaning_fee: z.number().int(),
  /** From the ledger: what was charged, paid, credited (a cancellation) and is still due. */
  total_amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_credited: z.number().int(),
  amount_due: z.number().int(),
  payment_status: z.enum(HOUSE_PAYMENT_STATUSES),
  has_feedback: z.boolean(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  confirmed_at: timestamp.nullable(),
  checked_in_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
});
export type HouseBooking = z.infer<typeof houseBooking>;

export const houseBookingInput = z
  .object({
    house_rental_id: bodyId('house_rental_id'),
    /** The period the nights fall in; found from check_in when left out. */
    period_id: bodyId('period_id').optional(),
    check_in: isoDate,
    check_out: isoDate,
    guests: z
      .number({ error: 'guests must be a number' })
      .int('guests must be a whole number')
      .min(1, 'guests must be at least 1')
      .max(100, 'guests must be at most 100'),
    notes: optionalText('notes', 2000),
    /** Book in the household's name (the caller's household, with book_houses). */
    tenant_id: bodyId('tenant_id').nullable().optional(),
    /** The guest, when the office books for someone (house_rentals:write); default the caller. */
    user_id: bodyId('user_id').optional(),
  })
  .strict()
  .refine((v) => v.check_out > v.check_in, {
    error: 'check_out must be after check_in',
    path: ['check_out'],
  });
export type HouseBookingInput = z.input<typeof houseBookingInput>;

export const houseBookingStatusInput = z
  .object({
    status: z.enum(['confirmed', 'checked_in', 'completed', 'cancelled'], {
      error: 'status must be one of confirmed, checked_in, completed, cancelled',
    }),
    notes: optionalText('notes', 2000),
  })
  .strict();
export type HouseBookingStatusInput = z.input<typeof houseBookingStatusInput>;

export const houseBookingPaymentInput = z
  .object({
    amount: z
      .number({ error: 'amount must be a number' })
      .int('amount must be a whole number of minor units')
      .positive('amount must be more than 0')
      .max(MAX_HOUSE_PAYMENT, `amount must be at most ${MAX_HOUSE_PAYMENT / 100}`),
    method: z
      .enum(HOUSE_PAYMENT_METHODS, {
        error: `method must be one of ${HOUSE_PAYMENT_METHODS.join(', ')}`,
      })
      .default('cash'),
  })
  .strict();
export type HouseBookingPaymentInput = z.input<typeof houseBookingPaymentInput>;

/** The booking lists: an optional status, and stays reaching `from` .. starting by `to`. */
export const houseBookingListQuery = z
  .object({
    status: z
      .enum(HOUSE_BOOKING_STATUSES, {
        error: `status must be one of ${HOUSE_BOOKING_STATUSES.join(', ')}`,
      })
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .strict()
  .refine((v) => !v.from || !v.to || v.to >= v.from, {
    error: 'to cannot be before from',
    path: ['to'],
  });
export type HouseBookingListQuery = {
  status?: HouseBookingStatus;
  from?: string;
  to?: string;
};
/** The most rows a booking list answers (newest stays first). */
export const MAX_HOUSE_BOOKING_ROWS = 500;
export { MAX_HOUSE_STAY_NIGHTS };

// --- Feedback -------------------------------------------------------------------------------

export const houseBookingFeedback = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  house_rental_id: z.number().int(),
  user_id: z.number().int().nullable(),
  guest_name: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  /** The office's answer. */
  response: z.string().nullable(),
  responded_by: z.number().int().nullable(),
  responded_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type HouseBookingFeedback = z.infer<typeof houseBookingFeedback>;

const rating = z
  .number({ error: 'rating must be a number' })
  .int('rating must be a whole number from 1 to 5')
  .min(1, 'rating must be from 1 to 5')
  .max(5, 'rating must be from 1 to 5');

export const houseBookingFeedbackInput = z
  .object({
    booking_id: bodyId('booking_id'),
    rating,
    comment: optionalText('comment', 4000),
  })
  .strict();
export type HouseBookingFeedbackInput = z.input<typeof houseBookingFeedbackInput>;

/** The guest changes rating or comment; the office (house_rentals:write) writes its response. */
export const houseBookingFeedbackUpdate = updateOf(
  z.object({
    rating,
    comment: optionalText('comment', 4000),
    response: optionalText('response', 4000),
  }),
);
export type HouseBookingFeedbackUpdate = z.input<typeof houseBookingFeedbackUpdate>;

// --- A listing's details --------------------------------------------------------------------

/** The house of a listing as the details show it. */
export const houseRentalHouse = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  house_type_id: z.number().int().nullable(),
  house_type_name: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  tenant_id: z.number().int().nullable(),
});
export type HouseRentalHouse = z.infer<typeof houseRentalHouse>;

/** GET /with-details and /{id}/details: the listing with its house, periods, images, feedback. */
export const houseRentalDetails = houseRental.extend({
  house: houseRentalHouse,
  primary_image: houseRentalImage.nullable(),
  images: z.array(houseRentalImage),
  periods: z.array(houseRentalPeriod),
  /** The newest 50 pieces of feedback. */
  feedback: z.array(houseBookingFeedback),
});
export type HouseRentalDetails = z.infer<typeof houseRentalDetails>;
