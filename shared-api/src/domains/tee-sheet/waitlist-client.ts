import { withMessage, type Http } from '@fairway/shared-api/core';
import type { TeeTimeBooking } from './contract';
import type { CalendarFeed, WaitlistEntry, WaitlistJoinRequest } from './waitlist';

const waitlist = 'settings/tee-time-waitlist';
const bookings = 'settings/tee-time-bookings';

/** Issue 12: the waitlist calls of the tee sheet, and the booking calendar (.ics, personal feed). */
export function createWaitlistClient(http: Http) {
  return {
    /** Waits for a full time (from_time alone) or any time in a window, for player_count players. */
    join: (body: WaitlistJoinRequest) =>
      withMessage(http.post<WaitlistEntry>(waitlist, body), 'Failed to join the waitlist'),
    /** The caller's entries: open ones first, then the recent closed ones. */
    mine: () => withMessage(http.get<WaitlistEntry[]>(waitlist), 'Failed to fetch your waitlist'),
    /** Staff: a course day's line, in join order. */
    day: (courseId: number, date: string) =>
      withMessage(
        http.get<WaitlistEntry[]>(waitlist, { searchParams: { course_id: courseId, date } }),
        'Failed to fetch the waitlist',
      ),
    leave: (id: number) =>
      withMessage(http.delete<WaitlistEntry>(`${waitlist}/${id}`), 'Failed to leave the waitlist'),
    /** Books the held places; answers the booking. */
    accept: (id: number) =>
      withMessage(
        http.post<TeeTimeBooking>(`${waitlist}/${id}/accept`),
        'Failed to accept the offer',
      ),
    /** Passes the offer on to the next in line. */
    decline: (id: number) =>
      withMessage(
        http.post<WaitlistEntry>(`${waitlist}/${id}/decline`),
        'Failed to decline the offer',
      ),

    /** Where a booking's calendar entry downloads from (a link's href). */
    bookingCalendarUrl: (bookingId: number) => `/api/${bookings}/${bookingId}/calendar.ics`,
    /** The personal calendar feed's URL, or null when none was made. */
    calendarFeed: () =>
      withMessage(
        http.get<CalendarFeed>(`${bookings}/calendar-feed`),
        'Failed to fetch your calendar feed',
      ),
    /** Makes the feed, or replaces it (the old URL stops working); answers the new URL. */
    rotateCalendarFeed: () =>
      withMessage(
        http.post<NonNullable<CalendarFeed>>(`${bookings}/calendar-feed`),
        'Failed to make your calendar feed',
      ),
  };
}
export type WaitlistClient = ReturnType<typeof createWaitlistClient>;
