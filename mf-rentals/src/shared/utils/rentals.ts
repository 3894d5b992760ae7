import type { BadgeTone, Formatter } from '@fairway/shared-ui';
import type { EquipmentRental, RentalStatus } from '../api/types';
import type { RentalT } from '../i18n/messages';
import { rentalDay } from './dates';

/** Rentals holding a unit: they count against the pool's quantity. */
export const HOLDING: readonly RentalStatus[] = ['pending', 'confirmed', 'active', 'overdue'];

/** How a status reads at a glance (the text carries the meaning, the tone only helps). */
export function statusTone(status: RentalStatus): BadgeTone {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'confirmed':
      return 'info';
    case 'active':
      return 'success';
    case 'overdue':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** The moves PUT /status allows from each status (docs/shop-and-rentals.md, "Equipment rentals"). */
export const STATUS_MOVES: Readonly<Record<RentalStatus, readonly RentalStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['active', 'cancelled'],
  active: ['overdue', 'returned'],
  overdue: ['active', 'returned'],
  returned: [],
  cancelled: [],
};

/** The desk's next step for a rental, or null when nothing is left to do. */
export type NextAction = 'confirm' | 'pickup' | 'return' | 'payment';

export function nextAction(rental: EquipmentRental): NextAction | null {
  switch (rental.status) {
    case 'pending':
      return 'confirm';
    case 'confirmed':
      return 'pickup';
    case 'active':
    case 'overdue':
      return 'return';
    case 'returned':
      return rental.amount_due > 0 ? 'payment' : null;
    default:
      return null;
  }
}

/** "25 Nov – 27 Nov" (one date for a one-day rental), from the stored UTC days. */
export function rentalDates(rental: EquipmentRental, t: RentalT, f: Formatter): string {
  const start = rentalDay(rental.rental_start_date);
  const end = rentalDay(rental.rental_end_date);
  if (start === end) return t('oneDay', { date: f.dateShort(start) });
  return t('dateRange', { start: f.dateShort(start), end: f.dateShort(end) });
}

export const memberOf = (rental: EquipmentRental, t: RentalT) =>
  rental.user_name ?? t('memberFallback', { id: rental.user_id });

export const itemOf = (rental: EquipmentRental, t: RentalT) =>
  rental.item_name ?? t('poolFallback', { id: rental.inventory_id });

/** Paid minus refunded: what a refund may give back at most. */
export const refundable = (rental: EquipmentRental) =>
  Math.max(0, rental.paid_amount - rental.refunded_amount);

/** An amount in minor units as a person would type it ('15.00' for 1500 in GBP). */
export function amountText(minor: number, units: number): string {
  const decimals = Math.round(Math.log10(units));
  return (minor / units).toFixed(decimals);
}
