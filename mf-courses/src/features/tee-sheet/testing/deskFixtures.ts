// Test support: contract-complete tee sheet answers for the desk's tests. Wraps the package's
// fixtures (mf-courses/src/test/teeTimes.ts) with the desk fields issue 12 added, so these tests
// pass whether or not those fixtures have them yet. Never part of a bundle.
import type { TeeSheet, TeeSheetRow, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { makeBooking, makeRow, makeSheet } from '../../../test/teeTimes';

export { guest, makeOverview, member } from '../../../test/teeTimes';

export function deskBooking(overrides: Partial<TeeTimeBooking> = {}): TeeTimeBooking {
  const base = makeBooking(overrides);
  return {
    ...base,
    booked_by_name: base.booked_by_name ?? base.players[0]?.name ?? 'Alex Admin',
    holes: base.holes ?? 18,
    price: base.price ?? null,
    checked_in_at: base.checked_in_at ?? null,
    paid_at: base.paid_at ?? null,
    payment_method: base.payment_method ?? null,
    no_show_at: base.no_show_at ?? null,
    ...overrides,
  };
}

export function deskRow(
  date: string,
  startTime: string,
  bookings: TeeTimeBooking[] = [],
  overrides: Partial<TeeSheetRow> = {},
): TeeSheetRow {
  return makeRow(date, startTime, bookings, overrides);
}

/** A sheet of `date`; its now defaults to the start of that day (no time is past). */
export function deskSheet(
  date: string,
  rows: TeeSheetRow[],
  overrides: Partial<TeeSheet> = {},
): TeeSheet {
  const base = makeSheet(date, rows, overrides);
  return { ...base, now: base.now ?? { date, minutes: 0 }, ...overrides };
}
