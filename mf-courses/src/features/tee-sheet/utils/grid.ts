import type {
  BookingPlayer,
  TeeSheet,
  TeeSheetRow,
  TeeTimeBooking,
} from '@fairway/shared-api/tee-sheet';
import { getFormat, type Formatter } from '@fairway/shared-ui';

/** One player place of a tee time. */
export type GridCell =
  | {
      kind: 'player';
      place: number;
      player: BookingPlayer;
      booking: TeeTimeBooking;
      /** The booking's position in its row (0, 1, …): alternate bookings look different. */
      bookingIndex: number;
      /** The first place of its booking. */
      first: boolean;
    }
  | { kind: 'open'; place: number }
  /** A place beyond this time's capacity (when times of a day differ in capacity). */
  | { kind: 'none'; place: number };

export type GridRow = {
  row: TeeSheetRow;
  /** The confirmed bookings, in the order their players fill the places. */
  bookings: TeeTimeBooking[];
  cells: GridCell[];
  /** Players that do not fit the places (should not happen; shown so nobody is hidden). */
  overflow: BookingPlayer[];
};

export type Grid = {
  /** Player places per time: the number of place columns. */
  places: number;
  rows: GridRow[];
};

/** Rows = times, columns = places 1..capacity, filled by each booking's players in turn. */
export function buildGrid(sheet: TeeSheet): Grid {
  const places = Math.max(sheet.players_per_slot, 0, ...sheet.rows.map((r) => r.capacity));
  const rows = [...sheet.rows]
    .sort((a, b) => a.start_time.localeCompare(b.start_time))
    .map((row): GridRow => {
      const bookings = row.bookings
        .filter((b) => b.status === 'confirmed')
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
      const filled: GridCell[] = [];
      const overflow: BookingPlayer[] = [];
      bookings.forEach((booking, bookingIndex) => {
        booking.players.forEach((player, i) => {
          if (filled.length >= row.capacity) {
            overflow.push(player);
            return;
          }
          filled.push({
            kind: 'player',
            place: filled.length + 1,
            player,
            booking,
            bookingIndex,
            first: i === 0,
          });
        });
      });
      const cells: GridCell[] = Array.from({ length: places }, (_, i) => {
        const place = i + 1;
        const taken = filled[i];
        if (taken) return taken;
        return place <= row.capacity ? { kind: 'open', place } : { kind: 'none', place };
      });
      return { row, bookings, cells, overflow };
    });
  return { places, rows };
}

/** Staff can book a time on a member's behalf when it is not blocked and has places left. */
export function isBookable(row: Pick<TeeSheetRow, 'is_blocked' | 'places_left'>): boolean {
  return !row.is_blocked && row.places_left > 0;
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
};

export function sheetSummary(sheet: TeeSheet): SheetSummary {
  const open = sheet.rows.filter((r) => !r.is_blocked);
  const booked = open.reduce((sum, r) => sum + r.booked_players, 0);
  const capacity = open.reduce((sum, r) => sum + r.capacity, 0);
  return {
    booked,
    capacity,
    utilisation: capacity > 0 ? booked / capacity : 0,
    times: sheet.rows.length,
    blocked: sheet.rows.length - open.length,
  };
}

/** 0.456 → '46%' ('46 %' in Spanish). */
export function percent(ratio: number, format: Formatter = getFormat()): string {
  return format.percent(ratio);
}
