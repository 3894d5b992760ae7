import { withMessage, type CurrentUser, type Http } from '@fairway/shared-api/core';
import type {
  AvailableTeeTime,
  BookingRules,
  BookingPlayerOption,
  CurrentTeeTime,
  TeeSheet,
  TeeTime,
  TeeTimeBooking,
  TeeTimeBookingRequest,
  TeeTimeBookingUpdate,
  TeeTimeOverview,
} from './contract';

const teeTimes = 'settings/tee-times';
const bookings = 'settings/tee-time-bookings';

/** A key for one booking attempt: retries of the same attempt reuse it and book once. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** /api/settings/tee-times and /tee-time-bookings. */
export function createTeeSheetClient(http: Http) {
  return {
    teeTime: (id: number) => http.get<TeeTime>(`${teeTimes}/${id}`),
    /** What a member may book on a date: free times with places left and their own booking. */
    available: (courseId: number, date: string) =>
      http.get<AvailableTeeTime[]>(`${teeTimes}/available-with-booking-info/${courseId}`, {
        searchParams: { date },
      }),
    overview: (courseId: number, startDate: string, endDate: string) =>
      http.get<TeeTimeOverview>(`${teeTimes}/overview-data/${courseId}`, {
        searchParams: { start_date: startDate, end_date: endDate },
      }),
    /** The staff grid: every time of the day with its bookings and blocks. */
    sheet: (courseId: number, date: string) =>
      http.get<TeeSheet>(`${teeTimes}/sheet/${courseId}`, { searchParams: { date } }),
    block: (id: number, reason: string) => http.put<TeeTime>(`${teeTimes}/${id}/block`, { reason }),
    unblock: (id: number) => http.delete<TeeTime>(`${teeTimes}/${id}/block`),

    /**
     * Books a tee time. Pass the same idempotencyKey when retrying one attempt: the server books
     * once and answers the first result again.
     */
    book: (body: TeeTimeBookingRequest, idempotencyKey: string = newIdempotencyKey()) =>
      http.post<TeeTimeBooking>(`${bookings}/book`, body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    update: (id: number, body: TeeTimeBookingUpdate) =>
      http.put<TeeTimeBooking>(`${bookings}/${id}`, body),
    cancel: (id: number) => http.delete<TeeTimeBooking>(`${bookings}/${id}`),
    /** The club's booking rules as they apply to the signed-in user. */
    rules: () => http.get<BookingRules>(`${bookings}/rules`),
    byUser: (userId: number, scope: 'upcoming' | 'all' = 'upcoming') =>
      http.get<TeeTimeBooking[]>(`${bookings}/user/${userId}`, { searchParams: { scope } }),
    byTeeTime: (teeTimeId: number) =>
      http.get<TeeTimeBooking[]>(`${bookings}/tee-time/${teeTimeId}`),
    /**
     * Other active members of the club whose name contains q (2–80 characters, trimmed): whom
     * a member may name as a player. Id and name only, at most 20.
     */
    searchPlayers: (q: string, signal?: AbortSignal) =>
      http.get<BookingPlayerOption[]>(`${bookings}/players`, {
        searchParams: { q },
        ...(signal ? { signal } : {}),
      }),
    /**
     * The user's round under way or next today, or null. Without an id the current user is
     * fetched first (spec: 'Failed to get current user for tee time check' when that fails).
     */
    current: async (userId?: number) => {
      const id =
        userId ??
        (
          await withMessage(
            http.get<CurrentUser>('user/current'),
            'Failed to get current user for tee time check',
          )
        ).id;
      return http.get<CurrentTeeTime>(`${bookings}/current-tee-time`, {
        searchParams: { user_id: id },
      });
    },
  };
}
export type TeeSheetClient = ReturnType<typeof createTeeSheetClient>;
