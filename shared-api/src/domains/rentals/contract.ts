// Equipment rentals: schemas the server validates and answers with (docs/shop-and-rentals.md).
import { z } from 'zod';
import {
  MAX_DATE,
  MIN_DATE,
  MAX_ID,
  bodyId,
  isCalendarDate,
  isoDate,
  pathId,
  timestamp,
} from '@fairway/shared-api/core';

export const EQUIPMENT_RENTAL_STATUSES = [
  'pending',
  'confirmed',
  'active',
  'overdue',
  'returned',
  'cancelled',
] as const;
export type EquipmentRentalStatus = (typeof EQUIPMENT_RENTAL_STATUSES)[number];

/** Rentals in these statuses hold a unit of the rented stock over their days. */
export const RENTAL_HOLDING_STATUSES = [
  'pending',
  'confirmed',
  'active',
  'overdue',
] as const satisfies readonly EquipmentRentalStatus[];

export const RENTAL_PAYMENT_METHODS = ['cash', 'card', 'account'] as const;
export type RentalPaymentMethod = (typeof RENTAL_PAYMENT_METHODS)[number];

/** A rental covers at most this many whole days. */
export const MAX_RENTAL_DAYS = 366;
/** Highest amount (minor units) of a rate, a damage fee, a payment or a refund: 100 000.00. */
export const MAX_RENTAL_AMOUNT = 10_000_000;
/** GET /equipment-rentals: at most this many rows a page. */
export const MAX_RENTAL_PAGE = 100;

/** An equipment rental. Money in the club's minor unit; dates are UTC instants. */
export const equipmentRental = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  inventory_id: z.number().int(),
  /** The start of the first day, UTC (2026-11-25T00:00:00.000Z). */
  rental_start_date: timestamp,
  /** The end of the last day, UTC (2026-11-27T23:59:59.999Z). */
  rental_end_date: timestamp,
  /** Whole days covered (3 for the range above). */
  days: z.number().int(),
  daily_rate: z.number().int(),
  /** days × daily_rate, computed by the server. */
  total_amount: z.number().int(),
  status: z.enum(EQUIPMENT_RENTAL_STATUSES),
  special_requests: z.string().nullable(),
  notes: z.string().nullable(),
  damage_assessment: z.string().nullable(),
  damage_fee: z.number().int(),
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  /**
   * What can still be paid: total_amount + damage_fee − paid_amount (a refund gives back money
   * that is not owed); 0 for a cancelled rental.
   */
  amount_due: z.number().int(),
  cancel_reason: z.string().nullable(),
  created_by: z.number().int().nullable(),
  confirmed_by: z.number().int().nullable(),
  confirmed_at: timestamp.nullable(),
  picked_up_by: z.number().int().nullable(),
  picked_up_at: timestamp.nullable(),
  returned_by: z.number().int().nullable(),
  returned_at: timestamp.nullable(),
  cancelled_by: z.number().int().nullable(),
  cancelled_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type EquipmentRental = z.infer<typeof equipmentRental>;

/** What `?details=true` adds (and every single-rental answer carries). */
export const equipmentRentalDetails = equipmentRental.extend({
  item_id: z.number().int(),
  item_name: z.string(),
  brand_name: z.string().nullable(),
  /** The item's primary image (a file of the files module), or null. */
  image_file_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
});
export type EquipmentRentalDetails = z.infer<typeof equipmentRentalDetails>;

/** A list row: with the details when asked for (`?details=true`), without them otherwise. */
export const equipmentRentalRow = z.union([equipmentRentalDetails, equipmentRental]);
export type EquipmentRentalRow = z.infer<typeof equipmentRentalRow>;

const RENTAL_DATE =
  /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/**
 * A rental's first or last day: YYYY-MM-DD, or an ISO timestamp whose date (as written) is the
 * day (the spec's client sends start-of-day and end-of-day UTC). Parsed to YYYY-MM-DD.
 */
export const rentalDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(40, `${label} must be a date (YYYY-MM-DD) or an ISO timestamp`)
    .regex(RENTAL_DATE, `${label} must be a date (YYYY-MM-DD) or an ISO timestamp`)
    .refine(
      (s) => isCalendarDate(s.slice(0, 10)) && !Number.isNaN(Date.parse(s)),
      `${label} is not a date in the calendar`,
    )
    .transform((s) => s.slice(0, 10))
    .refine(
      (d) => d >= MIN_DATE && d <= MAX_DATE,
      `${label} must be from ${MIN_DATE} to ${MAX_DATE}`,
    );

const amount = (label: string, min = 0) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units`)
    .min(min, min > 0 ? `${label} must be more than 0` : `${label} cannot be negative`)
    .max(MAX_RENTAL_AMOUNT, `${label} must be at most ${MAX_RENTAL_AMOUNT / 100}`);

/** Who did it, as the spec's client sends it; the server records the signed-in user instead. */
const actor = z.number().int().min(0).max(MAX_ID).nullable().optional();

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional();

/**
 * POST /equipment-rentals. `user_id`: the member (default the caller; someone else needs
 * rentals:write). `daily_rate` 0 (what the spec's client sends) is the item's rental price; another
 * rate is the desk's (rentals:write). `total_amount` and `created_by` are accepted and ignored.
 */
export const equipmentRentalCreate = z
  .object({
    user_id: bodyId('user_id').optional(),
    inventory_id: bodyId('inventory_id'),
    rental_start_date: rentalDay('rental_start_date'),
    rental_end_date: rentalDay('rental_end_date'),
    daily_rate: amount('daily_rate').default(0),
    total_amount: z.number().optional(),
    special_requests: text('special_requests', 1000),
    notes: text('notes', 2000),
    created_by: actor,
  })
  .strict();
export type EquipmentRentalCreate = z.input<typeof equipmentRentalCreate>;

export const equipmentRentalConfirm = z.object({ confirmed_by: actor }).strict();
export type EquipmentRentalConfirm = z.input<typeof equipmentRentalConfirm>;

export const equipmentRentalPickup = z.object({ picked_up_by: actor }).strict();
export type EquipmentRentalPickup = z.input<typeof equipmentRentalPickup>;

export const equipmentRentalReturn = z
  .object({
    returned_by: actor,
    damage_assessment: text('damage_assessment', 2000),
    damage_fee: amount('damage_fee').default(0),
  })
  .strict();
export type EquipmentRentalReturn = z.input<typeof equipmentRentalReturn>;

/** Default reason of a cancel by the desk (a member's own cancel: 'Cancelled by member'). */
export const DEFAULT_RENTAL_CANCEL_REASON = 'Cancelled by staff';

export const equipmentRentalCancel = z
  .object({ cancelled_by: actor, reason: text('reason', 500) })
  .strict();
export type EquipmentRentalCancel = z.input<typeof equipmentRentalCancel>;

/**
 * PUT /equipment-rentals/status: any allowed move — pending → confirmed | cancelled;
 * confirmed → active | cancelled; active → overdue | returned; overdue → active | returned.
 * `notes` are added to the rental's notes.
 */
export const equipmentRentalStatusChange = z
  .object({
    rental_id: bodyId('rental_id'),
    new_status: z.enum(EQUIPMENT_RENTAL_STATUSES, {
      error: `new_status must be one of ${EQUIPMENT_RENTAL_STATUSES.join(', ')}`,
    }),
    changed_by: actor,
    notes: text('notes', 2000),
  })
  .strict();
export type EquipmentRentalStatusChange = z.input<typeof equipmentRentalStatusChange>;

export const equipmentRentalPayment = z
  .object({
    payment_amount: amount('payment_amount', 1),
    processed_by: actor,
    payment_method: z
      .enum(RENTAL_PAYMENT_METHODS, { error: 'payment_method must be cash, card or account' })
      .nullable()
      .optional(),
  })
  .strict();
export type EquipmentRentalPayment = z.input<typeof equipmentRentalPayment>;

export const equipmentRentalRefund = z
  .object({
    refund_amount: amount('refund_amount', 1),
    processed_by: actor,
    reason: text('reason', 500),
  })
  .strict();
export type EquipmentRentalRefund = z.input<typeof equipmentRentalRefund>;

const details = z
  .enum(['true', 'false'], { error: 'details must be true or false' })
  .optional()
  .transform((v) => v === 'true');

/** GET /equipment-rentals: the desk's list, by start date (newest first), `x-total-count`. */
export const equipmentRentalListQuery = z.object({
  details,
  status: z
    .enum(EQUIPMENT_RENTAL_STATUSES, {
      error: `status must be one of ${EQUIPMENT_RENTAL_STATUSES.join(', ')}`,
    })
    .optional(),
  /** Rentals whose days reach this date or later. */
  from: isoDate.optional(),
  /** Rentals whose days start on this date or earlier. */
  to: isoDate.optional(),
  user_id: pathId('user_id').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_RENTAL_PAGE, `limit must be at most ${MAX_RENTAL_PAGE}`)
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .max(MAX_ID, `offset must be at most ${MAX_ID}`)
    .default(0),
});
/** The list's filters as a client sends them. */
export type EquipmentRentalListQuery = {
  status?: EquipmentRentalStatus;
  /** YYYY-MM-DD */
  from?: string;
  /** YYYY-MM-DD */
  to?: string;
  user_id?: number;
  limit?: number;
  offset?: number;
};

export const equipmentRentalDetailsQuery = z.object({ details });

export const rentalInventoryParam = z.object({ inventoryId: pathId('inventoryId') });

export const rentalAvailabilityQuery = z.object({
  start_date: isoDate,
  end_date: isoDate,
});
export type RentalAvailabilityQuery = z.input<typeof rentalAvailabilityQuery>;

/** One day of the range: rentals holding a unit that day, and the units left. */
export const rentalAvailabilityDay = z.object({
  date: z.string(),
  booked: z.number().int(),
  available: z.number().int(),
});
export type RentalAvailabilityDay = z.infer<typeof rentalAvailabilityDay>;

/** What a member can rent (GET …/equipment-rentals/pools): a pool of units of an active item. */
export const rentalPool = z.object({
  inventory_id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  brand_name: z.string().nullable(),
  image_file_id: z.number().int().nullable(),
  /** Per day, in minor units. */
  rental_price: z.number().int(),
  /** How many units the club has. */
  units: z.number().int(),
});
export type RentalPool = z.infer<typeof rentalPool>;

/**
 * GET /equipment-rentals/availability/{inventoryId}. `available`: a rental of the whole range
 * would be accepted now (a unit is free every day, the item is active and has a rental price).
 */
export const rentalAvailability = z.object({
  inventory_id: z.number().int(),
  item_name: z.string(),
  /** Units the club has. */
  quantity: z.number().int(),
  daily_rate: z.number().int().nullable(),
  available: z.boolean(),
  days: z.array(rentalAvailabilityDay),
});
export type RentalAvailability = z.infer<typeof rentalAvailability>;

export const rentalStatisticsQuery = z.object({
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});
export type RentalStatisticsQuery = z.input<typeof rentalStatisticsQuery>;

/**
 * GET /equipment-rentals/statistics. The range (default the last 30 days up to today) selects
 * rentals by their first day: total, by_status and the money (revenue = paid, refunds = refunded,
 * net_revenue = revenue − refunds, damage_fees charged). The desk's "now" figures ignore it:
 * active_now (units out: active or overdue), overdue (overdue, or active past their last day),
 * pickups_today (pending or confirmed, starting today), returns_today (active or overdue, ending
 * today), today in the club's time zone.
 */
export const rentalStatistics = z.object({
  start_date: z.string(),
  end_date: z.string(),
  total: z.number().int(),
  by_status: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    active: z.number().int(),
    overdue: z.number().int(),
    returned: z.number().int(),
    cancelled: z.number().int(),
  }),
  revenue: z.number().int(),
  damage_fees: z.number().int(),
  refunds: z.number().int(),
  net_revenue: z.number().int(),
  active_now: z.number().int(),
  overdue: z.number().int(),
  pickups_today: z.number().int(),
  returns_today: z.number().int(),
});
export type RentalStatistics = z.infer<typeof rentalStatistics>;
