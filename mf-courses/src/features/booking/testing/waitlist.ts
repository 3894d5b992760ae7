// Test support: contract-shaped answers of /api/settings/tee-time-waitlist for the booking tests
// (the tee times' and bookings' answers are in src/test/teeTimes.ts). Never part of a bundle.
import type { WaitlistEntry } from '@fairway/shared-api/tee-sheet';

let nextEntry = 900;

/** GET /tee-time-waitlist (the member's own): one of her entries. */
export function makeEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: nextEntry++,
    user_id: 1,
    user_name: 'Morgan Member',
    course_id: 1,
    course_name: 'Old Course',
    date: '2026-03-03',
    from_time: '09:10',
    to_time: '09:10',
    player_count: 1,
    status: 'waiting',
    position: 1,
    offer: null,
    booking_id: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
