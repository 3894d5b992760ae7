import type {
  AvailableTeeTime,
  BookingPlayer,
  TeeSheet,
  TeeSheetRow,
  TeeTimeBooking,
  TeeTimeBookingRequest,
  TeeTimeOverview,
} from '@fairway/shared-api/tee-sheet';
import { addDays } from '../shared/utils/dates';

/** Contract-shaped answers of /api/settings/tee-times and /tee-time-bookings for the tests. */

let nextId = 500;

export function makeAvailable(
  date: string,
  startTime: string,
  overrides: Partial<AvailableTeeTime> = {},
): AvailableTeeTime {
  const capacity = overrides.capacity ?? 4;
  const booked = overrides.booked_players ?? 0;
  return {
    id: nextId++,
    course_id: 1,
    date,
    start_time: startTime,
    start_tee: 1,
    capacity,
    booked_players: booked,
    places_left: capacity - booked,
    is_full: booked >= capacity,
    is_blocked: false,
    block_reason: null,
    my_booking_id: null,
    ...overrides,
  };
}

export function member(userId: number, name: string): BookingPlayer {
  return { id: nextId++, user_id: userId, name, is_guest: false };
}

export function guest(name: string): BookingPlayer {
  return { id: nextId++, user_id: null, name, is_guest: true };
}

export function makeBooking(overrides: Partial<TeeTimeBooking> = {}): TeeTimeBooking {
  const players = overrides.players ?? [member(1, 'Alex Admin')];
  return {
    id: nextId++,
    course_id: 1,
    course_name: 'Old Course',
    tee_time_id: 1,
    date: '2026-03-03',
    start_time: '09:10',
    start_tee: 1,
    user_id: players[0]?.user_id ?? 1,
    user_name: players[0]?.name ?? 'Alex Admin',
    booked_by_user_id: players[0]?.user_id ?? 1,
    booked_by_name: players[0]?.name ?? 'Alex Admin',
    status: 'confirmed',
    players,
    player_count: players.length,
    carts: 0,
    notes: null,
    created_at: '2026-03-01T10:00:00.000Z',
    cancelled_at: null,
    holes: 18,
    price: null,
    checked_in_at: null,
    paid_at: null,
    payment_method: null,
    no_show_at: null,
    ...overrides,
  };
}

/**
 * What POST /tee-time-bookings/book answers to `body`: the booking the server makes of the request
 * (players named by user_id or guest_name come back as booking players). `overrides` win, e.g. the
 * players' names, which only the server knows.
 */
export function bookedFrom(body: unknown, overrides: Partial<TeeTimeBooking> = {}): TeeTimeBooking {
  const request = body as TeeTimeBookingRequest;
  const players = (request.players ?? [{ user_id: request.user_id ?? 1 }]).map((p) =>
    'user_id' in p ? member(p.user_id, `Member ${p.user_id}`) : guest(p.guest_name),
  );
  return makeBooking({
    course_id: request.course_id,
    date: request.date,
    start_time: request.start_time,
    start_tee: request.start_tee ?? 1,
    players,
    carts: request.carts ?? 0,
    notes: request.notes ?? null,
    ...overrides,
  });
}

export function makeRow(
  date: string,
  startTime: string,
  bookings: TeeTimeBooking[] = [],
  overrides: Partial<TeeSheetRow> = {},
): TeeSheetRow {
  const capacity = overrides.capacity ?? 4;
  const booked = bookings.reduce((n, b) => n + b.player_count, 0);
  return {
    id: nextId++,
    course_id: 1,
    date,
    start_time: startTime,
    start_tee: 1,
    capacity,
    booked_players: booked,
    places_left: Math.max(0, capacity - booked),
    is_full: booked >= capacity,
    is_blocked: false,
    block_reason: null,
    bookings: bookings.map((b) => ({ ...b, date, start_time: startTime })),
    ...overrides,
  };
}

export function makeSheet(
  date: string,
  rows: TeeSheetRow[],
  overrides: Partial<TeeSheet> = {},
): TeeSheet {
  return {
    course_id: 1,
    date,
    is_open: true,
    closed_reason: null,
    interval_minutes: 10,
    players_per_slot: 4,
    crossover_starts: false,
    rows,
    // Before every test's times, so no time is "past".
    now: { date, minutes: 0 },
    ...overrides,
  };
}

/** A week of overview days from `monday`, with the given utilisation per day. */
export function makeOverview(monday: string, utilisation: number[]): TeeTimeOverview {
  return {
    course_id: 1,
    start_date: monday,
    end_date: addDays(monday, 6),
    days: utilisation.map((u, i) => ({
      date: addDays(monday, i),
      is_open: true,
      tee_times: 60,
      blocked: 0,
      capacity: 240,
      booked_players: Math.round(240 * u),
      bookings: Math.round(60 * u),
      utilization: u,
    })),
  };
}
