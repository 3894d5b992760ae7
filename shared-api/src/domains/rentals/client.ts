// Equipment rentals, as the screens use them.
import { ApiError, SESSION_EXPIRED, withMessage, type Http } from '@fairway/shared-api/core';
import {
  DEFAULT_RENTAL_CANCEL_REASON,
  type EquipmentRental,
  type EquipmentRentalDetails,
  type EquipmentRentalListQuery,
  type EquipmentRentalStatus,
  type RentalAvailability,
  type RentalPool,
  type RentalPaymentMethod,
  type RentalStatistics,
  type RentalStatisticsQuery,
} from './contract';

const rentals = 'settings/equipment-rentals';

/** A day as YYYY-MM-DD (a Date is read in UTC, as the spec's client does). */
export type RentalDate = string | Date;

const dayOf = (d: RentalDate): string =>
  typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

/** The spec's client sends the first day as its start and the last day as its end, in UTC. */
export const rentalStartOfDay = (d: RentalDate) => `${dayOf(d)}T00:00:00.000Z`;
export const rentalEndOfDay = (d: RentalDate) => `${dayOf(d)}T23:59:59.999Z`;

/** What a screen gives to rent: the first and last day (YYYY-MM-DD or Date). */
export type NewEquipmentRental = {
  inventory_id: number;
  rental_start_date: RentalDate;
  rental_end_date: RentalDate;
  /** Default the signed-in user; someone else needs rentals:write. */
  user_id?: number;
  /** 0 (the default) is the item's rental price; another rate needs rentals:write. */
  daily_rate?: number;
  special_requests?: string | null;
  notes?: string | null;
};

/** The spec's text for a failed create: 'failed to create equipment rental: {text}'. */
async function createFailure<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && err.message !== SESSION_EXPIRED)
      throw new ApiError(
        `failed to create equipment rental: ${err.message}`,
        err.status,
        err.code,
        [err.message, ...err.details],
        err.retryAfter,
      );
    throw err;
  }
}

/** /api/settings/equipment-rentals (docs/shop-and-rentals.md, "Equipment rentals"). */
export function createEquipmentRentalsClient(http: Http) {
  const one = (id: number) => `${rentals}/${id}`;
  return {
    /** The desk's list (rentals:read), newest first; `total` from X-Total-Count. */
    list: (query: EquipmentRentalListQuery = {}) =>
      http.getPage<EquipmentRental>(rentals, { searchParams: { ...query } }),
    /** The same with item and member names. */
    listWithDetails: (query: EquipmentRentalListQuery = {}) =>
      http.getPage<EquipmentRentalDetails>(rentals, {
        searchParams: { ...query, details: true },
      }),
    /** One rental with its item and member (a member: only their own). */
    get: (id: number) => http.get<EquipmentRentalDetails>(one(id)),
    /** A member's rentals (their own, or any with rentals:read), newest first. */
    forUser: (userId: number) =>
      http.get<EquipmentRentalDetails[]>(`${rentals}/user/${userId}`, {
        searchParams: { details: true },
      }),
    /** Rents units of an inventory row for whole days; the server prices it. */
    create: (input: NewEquipmentRental) =>
      createFailure(
        http.post<EquipmentRentalDetails>(rentals, {
          ...input,
          rental_start_date: rentalStartOfDay(input.rental_start_date),
          rental_end_date: rentalEndOfDay(input.rental_end_date),
          daily_rate: input.daily_rate ?? 0,
        }),
      ),
    confirm: (id: number) => http.put<EquipmentRentalDetails>(`${one(id)}/confirm`, {}),
    pickup: (id: number) => http.put<EquipmentRentalDetails>(`${one(id)}/pickup`, {}),
    /** Back at the desk; a damage fee (minor units) is then owed and paid through `pay`. */
    return: (id: number, body: { damage_assessment?: string | null; damage_fee?: number } = {}) =>
      http.put<EquipmentRentalDetails>(`${one(id)}/return`, body),
    cancel: (id: number, reason: string = DEFAULT_RENTAL_CANCEL_REASON) =>
      http.put<EquipmentRentalDetails>(`${one(id)}/cancel`, { reason }),
    /** Any allowed move (e.g. active → overdue and back). */
    changeStatus: (rentalId: number, newStatus: EquipmentRentalStatus, notes?: string) =>
      http.put<EquipmentRentalDetails>(`${rentals}/status`, {
        rental_id: rentalId,
        new_status: newStatus,
        ...(notes ? { notes } : {}),
      }),
    /** Takes money; never more than amount_due (409). */
    pay: (id: number, amount: number, paymentMethod?: RentalPaymentMethod) =>
      withMessage(
        http.post<EquipmentRentalDetails>(`${one(id)}/payment`, {
          payment_amount: amount,
          ...(paymentMethod ? { payment_method: paymentMethod } : {}),
        }),
        'Failed to process equipment rental payment',
      ),
    /** Gives money back; never more than paid − refunded (409). */
    refund: (id: number, amount: number, reason?: string) =>
      http.post<EquipmentRentalDetails>(`${one(id)}/refund`, {
        refund_amount: amount,
        ...(reason ? { reason } : {}),
      }),
    /** Units free each day of [start, end] (YYYY-MM-DD) and whether the whole range can be rented. */
    availability: (inventoryId: number, startDate: string, endDate: string, signal?: AbortSignal) =>
      http.get<RentalAvailability>(`${rentals}/availability/${inventoryId}`, {
        searchParams: { start_date: startDate, end_date: endDate },
        ...(signal ? { signal } : {}),
      }),
    /** What a member can rent: active items with a price per day and at least one unit. */
    pools: () =>
      withMessage(http.get<RentalPool[]>(`${rentals}/pools`), 'Failed to fetch rental equipment'),
    statistics: (query: RentalStatisticsQuery = {}) =>
      http.get<RentalStatistics>(`${rentals}/statistics`, { searchParams: { ...query } }),
  };
}
export type EquipmentRentalsClient = ReturnType<typeof createEquipmentRentalsClient>;
