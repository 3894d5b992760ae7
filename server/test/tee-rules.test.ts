import {
  bookingWindowProblem,
  cancellationProblem,
  currentOf,
  daysAheadFor,
  hasStarted,
  playersProblem,
  roundState,
} from '../src/modules/tee-sheet/rules';
import { requestHash, stableJson } from '../src/lib/idempotency';
import { clockTimeIn } from '../src/lib/clock';

const rules = {
  max_players_per_booking: 4,
  member_booking_days_ahead: 14,
  guest_booking_days_ahead: 7,
  guests_allowed: true,
  cancellation_cutoff_hours: 24,
};

test('start times are normalised to HH:MM on the club wall clock', () => {
  expect(clockTimeIn('07:30', 'Europe/London')).toBe('07:30');
  expect(clockTimeIn('07:30:59', 'Europe/London')).toBe('07:30');
  expect(clockTimeIn('2026-06-12T06:10:00Z', 'Europe/London')).toBe('07:10');
  expect(clockTimeIn('2026-01-12T06:10:00Z', 'Europe/London')).toBe('06:10');
  expect(clockTimeIn('2026-06-12T08:10:00+02:00', 'America/New_York')).toBe('02:10');
});

test('guests-only callers book within the guest window; everyone else the member window', () => {
  expect(daysAheadFor(['guest'], rules)).toBe(7);
  expect(daysAheadFor(['member'], rules)).toBe(14);
  expect(daysAheadFor(['guest', 'member'], rules)).toBe(14);
  expect(daysAheadFor([], rules)).toBe(14);
  expect(bookingWindowProblem('2026-06-24', '2026-06-10', 14)).toBeNull();
  expect(bookingWindowProblem('2026-06-25', '2026-06-10', 14)).toBe(
    'Tee times can be booked at most 14 days ahead',
  );
  expect(bookingWindowProblem('2026-06-12', '2026-06-10', 1)).toBe(
    'Tee times can be booked at most 1 day ahead',
  );
  expect(bookingWindowProblem('2026-06-11', '2026-06-10', 0)).toBe(
    'Tee times can only be booked for today',
  );
});

test('players: at most the club maximum, guests only when allowed, each member once, carts ≤ players', () => {
  const four = [{ user_id: 1 }, { user_id: 2 }, { guest_name: 'Ann' }, { guest_name: 'Bo' }];
  expect(playersProblem(four, 4, rules)).toBeNull();
  expect(playersProblem(four, 0, { ...rules, max_players_per_booking: 3 })).toBe(
    'A booking can have at most 3 players',
  );
  expect(playersProblem(four, 0, { ...rules, guests_allowed: false })).toBe(
    'Guests are not allowed at this club',
  );
  expect(playersProblem([{ user_id: 1 }, { user_id: 1 }], 0, rules)).toBe(
    'A member appears more than once among the players',
  );
  expect(playersProblem([{ user_id: 1 }], 2, rules)).toBe(
    'A booking cannot have more carts than players',
  );
});

test('a tee time has started once the club clock reaches it', () => {
  const now = { date: '2026-06-10', minutes: 9 * 60, day_of_week: 3 };
  expect(hasStarted('2026-06-09', '23:50', now)).toBe(true);
  expect(hasStarted('2026-06-10', '09:00', now)).toBe(true);
  expect(hasStarted('2026-06-10', '09:10:00', now)).toBe(false);
  expect(hasStarted('2026-06-11', '06:00', now)).toBe(false);
});

test('members cancel up to the cut-off; staff at any time', () => {
  const start = new Date('2026-06-11T08:00:00Z');
  expect(cancellationProblem(start, new Date('2026-06-10T08:00:00Z'), 24, false)).toBeNull();
  expect(cancellationProblem(start, new Date('2026-06-10T08:00:01Z'), 24, false)).toBe(
    'Bookings can be cancelled up to 24 hours before the tee time',
  );
  expect(cancellationProblem(start, new Date('2026-06-11T07:30:00Z'), 1, false)).toBe(
    'Bookings can be cancelled up to 1 hour before the tee time',
  );
  expect(cancellationProblem(start, new Date('2026-06-11T09:00:00Z'), 24, true)).toBeNull();
});

test('the current round: the one under way (270 minutes), else the next today', () => {
  expect(roundState('10:00', 599)).toBe('upcoming');
  expect(roundState('10:00', 600)).toBe('in_progress');
  expect(roundState('10:00', 600 + 269)).toBe('in_progress');
  expect(roundState('10:00', 600 + 270)).toBe('over');
  const b = [{ start_time: '14:00' }, { start_time: '08:00' }, { start_time: '10:00' }];
  expect(currentOf(b, 11 * 60)).toEqual({ booking: { start_time: '10:00' }, state: 'in_progress' });
  expect(currentOf(b, 7 * 60)).toEqual({ booking: { start_time: '08:00' }, state: 'upcoming' });
  expect(currentOf(b, 15 * 60)).toEqual({ booking: { start_time: '14:00' }, state: 'in_progress' });
  expect(currentOf(b, 19 * 60)).toBeNull();
  expect(currentOf([], 0)).toBeNull();
});

test('the idempotency hash ignores key order and undefined fields', () => {
  expect(stableJson({ b: 1, a: [{ y: 2, x: undefined }] })).toBe('{"a":[{"y":2}],"b":1}');
  expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
  expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
});
