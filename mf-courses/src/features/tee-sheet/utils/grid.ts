import type { TeeSheet, TeeSheetRow, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { getFormat, type Formatter } from '@fairway/shared-ui';
import { isPast, nowIndex } from './clock';

/** One time of the sheet as the desk sees it. */
export type SheetLine = {
  row: TeeSheetRow;
  /** The confirmed bookings, in the order they were made. */
  bookings: TeeTimeBooking[];
  /** The time has started (dimmed). */
  past: boolean;
  /** The first time that has not started yet on today's sheet: the now line sits above it. */
  next: boolean;
};

const byCreation = (a: TeeTimeBooking, b: TeeTimeBooking) =>
  a.created_at.localeCompare(b.created_at) || a.id - b.id;

/** The sheet's times in order, each with its confirmed bookings and where it is against now. */
export function sheetLines(sheet: TeeSheet): SheetLine[] {
  // Time, then tee: with crossover starts the 1st-tee lane comes before the 10th-tee lane.
  const rows = [...sheet.rows].sort(
    (a, b) => a.start_time.localeCompare(b.start_time) || (a.start_tee ?? 1) - (b.start_tee ?? 1),
  );
  const next = nowIndex(
    sheet.date,
    rows.map((r) => r.start_time),
    sheet.now,
  );
  return rows.map((row, i) => ({
    row,
    bookings: row.bookings.filter((b) => b.status === 'confirmed').sort(byCreation),
    past: isPast(sheet.date, row.start_time, sheet.now),
    next: i === next,
  }));
}

/** Staff can book a time on a member's behalf when it is not blocked and has places left. */
export function isBookable(row: Pick<TeeSheetRow, 'is_blocked' | 'places_left'>): boolean {
  return !row.is_blocked && row.places_left > 0;
}

/** A booking can be dropped on another time that is not blocked and has room for its players. */
export function canDropOn(
  row: Pick<TeeSheetRow, 'id' | 'is_blocked' | 'places_left'>,
  booking: Pick<TeeTimeBooking, 'tee_time_id' | 'player_count'>,
): boolean {
  return (
    row.id !== booking.tee_time_id && !row.is_blocked && row.places_left >= booking.player_count
  );
}

/** Where a booking stands at the desk today. */
export type DeskState = 'booked' | 'checked_in' | 'no_show';

export function deskState(booking: Pick<TeeTimeBooking, 'checked_in_at' | 'no_show_at'>) {
  if (booking.no_show_at) return 'no_show' satisfies DeskState;
  if (booking.checked_in_at) return 'checked_in' satisfies DeskState;
  return 'booked' satisfies DeskState;
}

export type SheetSummary = {
  /** Players booked on times that are not blocked. */
  booked: number;
  /** Places on times that are not blocked. */
  capacity: number;
  /** booked / capacity, 0..1 (0 when there is no capacity). */
  utilisation: number;
  times: number;
  blocked: number;
  /** Groups checked in, and marked no-show. */
  checkedIn: number;
  noShows: number;
  /** The day's green fees of the priced bookings (cents), and their currency (null: none priced). */
  totalCents: number;
  currency: string | null;
  /** Of that total, what is marked paid. */
  paidCents: number;
};

export function sheetSummary(sheet: TeeSheet): SheetSummary {
  const open = sheet.rows.filter((r) => !r.is_blocked);
  const booked = open.reduce((sum, r) => sum + r.booked_players, 0);
  const capacity = open.reduce((sum, r) => sum + r.capacity, 0);
  const bookings = sheet.rows.flatMap((r) => r.bookings.filter((b) => b.status === 'confirmed'));
  const priced = bookings.filter((b) => b.price !== null);
  return {
    booked,
    capacity,
    utilisation: capacity > 0 ? booked / capacity : 0,
    times: sheet.rows.length,
    blocked: sheet.rows.length - open.length,
    checkedIn: bookings.filter((b) => b.checked_in_at && !b.no_show_at).length,
    noShows: bookings.filter((b) => b.no_show_at).length,
    totalCents: priced.reduce((sum, b) => sum + (b.price?.total_cents ?? 0), 0),
    currency: priced[0]?.price?.currency ?? null,
    paidCents: priced
      .filter((b) => b.paid_at)
      .reduce((sum, b) => sum + (b.price?.total_cents ?? 0), 0),
  };
}

/** 0.456 → '46%' ('46 %' in Spanish). */
export function percent(ratio: number, format: Formatter = getFormat()): string {
  return format.percent(ratio);
}

export { money } from '../../../shared/utils/money';
