import type { BadgeTone } from '@fairway/shared-ui';
import type { HouseBookingStatus, HousePaymentStatus } from '@fairway/shared-api/house-rentals';
import { addDays, daysInclusive, monthBounds } from '../../../shared/utils/dates';

/**
 * House stays in nights (docs/property.md, "House rentals"): a stay is [check_in, check_out), so
 * the night of d is taken when check_in <= d < check_out and the check-out day is free for the
 * next guest. The screens count and price stays exactly as the server does.
 */

/** The nights of a stay: check-out minus check-in (0 when check-out is not after check-in). */
export function nightsOf(checkIn: string, checkOut: string): number {
  if (!checkIn || !checkOut) return 0;
  return Math.max(0, daysInclusive(checkIn, checkOut) - 1);
}

/** Each night of the stay (YYYY-MM-DD of the evening), check-out excluded. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: nightsOf(checkIn, checkOut) }, (_, i) => addDays(checkIn, i));
}

/** The price the server fixes when booking: nights × the period's nightly rate + the cleaning fee. */
export function stayPrice(nights: number, nightlyRate: number, cleaningFee: number): number {
  return nights * nightlyRate + cleaningFee;
}

/** The guest may still cancel their own stay. */
export const cancellable = (status: HouseBookingStatus) =>
  status === 'pending' || status === 'confirmed';

/** Feedback can be left once the stay started. */
export const canLeaveFeedback = (status: HouseBookingStatus) =>
  status === 'checked_in' || status === 'completed';

export function bookingTone(status: HouseBookingStatus): BadgeTone {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'confirmed':
      return 'info';
    case 'checked_in':
      return 'success';
    default:
      return 'neutral';
  }
}

export function paymentTone(status: HousePaymentStatus): BadgeTone {
  switch (status) {
    case 'paid':
      return 'success';
    case 'partial':
      return 'warning';
    default:
      return 'danger';
  }
}

/** A run of consecutive free nights: first and last night, and the check-out morning after it. */
export type FreeRange = { first: string; last: string; checkOut: string; nights: number };

/** Free nights (any order, duplicates allowed) as runs of consecutive nights, earliest first. */
export function freeRanges(nights: readonly string[]): FreeRange[] {
  const sorted = [...new Set(nights)].sort();
  const ranges: FreeRange[] = [];
  for (const night of sorted) {
    const current = ranges.at(-1);
    if (current && addDays(current.last, 1) === night) {
      current.last = night;
      current.checkOut = addDays(night, 1);
      current.nights++;
    } else {
      ranges.push({ first: night, last: night, checkOut: addDays(night, 1), nights: 1 });
    }
  }
  return ranges;
}

/** The nights of [checkIn, checkOut) that are not among `free`. */
export function takenNights(
  checkIn: string,
  checkOut: string,
  free: ReadonlySet<string>,
): string[] {
  return stayNights(checkIn, checkOut).filter((n) => !free.has(n));
}

/** The overlap of [start, end] (inclusive days) with a month: null when they do not meet. */
export function clampToMonth(
  start: string,
  end: string,
  month: string,
): { start: string; end: string } | null {
  const bounds = monthBounds(month);
  const from = start > bounds.start ? start : bounds.start;
  const to = end < bounds.end ? end : bounds.end;
  return from <= to ? { start: from, end: to } : null;
}

/** The overlap of two inclusive day windows, or null. */
export function overlap(
  a: { start: string; end: string },
  b: { start: string; end: string },
): { start: string; end: string } | null {
  const start = a.start > b.start ? a.start : b.start;
  const end = a.end < b.end ? a.end : b.end;
  return start <= end ? { start, end } : null;
}
