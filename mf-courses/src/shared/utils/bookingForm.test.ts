import {
  bookingRequest,
  hasErrors,
  isRetryableBookingFailure,
  maxOtherPlayers,
  staffBookingRequest,
  validateBooking,
} from './bookingForm';

describe('booking form', () => {
  it('offers as many other players as the places left and the club allow, minus the member', () => {
    expect(maxOtherPlayers(4, 4)).toBe(3);
    expect(maxOtherPlayers(2, 4)).toBe(1);
    expect(maxOtherPlayers(4, 2)).toBe(1);
    expect(maxOtherPlayers(1, 4)).toBe(0);
    expect(maxOtherPlayers(0, 4)).toBe(0);
  });

  it("checks guest names, carts and notes with the contract's messages", () => {
    const errors = validateBooking({
      members: [],
      guests: ['Jo Bloggs', 'J', ''],
      carts: 5,
      notes: '',
    });
    expect(errors.guests).toEqual({
      1: 'Guest name must be at least 2 characters',
      2: 'Guest name must be at least 2 characters',
    });
    expect(errors.carts).toBe('A booking cannot have more carts than players');
    expect(hasErrors(errors)).toBe(true);
    expect(
      hasErrors(validateBooking({ members: [], guests: ['Jo Bloggs'], carts: 2, notes: 'x' })),
    ).toBe(false);
    // Members count as players for the carts too.
    expect(
      validateBooking({
        members: [{ id: 8, name: 'Ada Lovelace' }],
        guests: [],
        carts: 2,
        notes: '',
      }).carts,
    ).toBeUndefined();
  });

  it('builds the request: the member first, then the other members, then the guests', () => {
    expect(
      bookingRequest({ course_id: 3, date: '2026-03-03', start_time: '09:10' }, 7, {
        members: [{ id: 8, name: 'Ada Lovelace' }],
        guests: [' Jo Bloggs '],
        carts: 1,
        notes: '  ',
      }),
    ).toEqual({
      course_id: 3,
      date: '2026-03-03',
      start_time: '09:10',
      players: [{ user_id: 7 }, { user_id: 8 }, { guest_name: 'Jo Bloggs' }],
      carts: 1,
      notes: null,
    });
  });

  it('asks for the 10th tee only when the time is on it (crossover starts)', () => {
    const values = { members: [], guests: [], carts: 0, notes: '' };
    const at = { course_id: 3, date: '2026-03-03', start_time: '09:10' };
    expect(bookingRequest({ ...at, start_tee: 10 }, 7, values)).toMatchObject({
      start_time: '09:10',
      start_tee: 10,
    });
    // The 1st tee is the server's default: the body stays as a single-tee course sends it.
    expect(bookingRequest({ ...at, start_tee: 1 }, 7, values)).not.toHaveProperty('start_tee');
    expect(bookingRequest(at, 7, values)).not.toHaveProperty('start_tee');
  });

  it("names the owner in user_id when staff book on a member's behalf", () => {
    expect(
      staffBookingRequest({ course_id: 3, date: '2026-03-03', start_time: '09:10' }, 7, {
        members: [],
        guests: ['Jo Bloggs'],
        carts: 0,
        notes: 'Phoned in',
      }),
    ).toEqual({
      course_id: 3,
      date: '2026-03-03',
      start_time: '09:10',
      user_id: 7,
      players: [{ user_id: 7 }, { guest_name: 'Jo Bloggs' }],
      carts: 0,
      notes: 'Phoned in',
    });
  });

  it('retries the same attempt only when the server was not reached or failed', () => {
    expect(isRetryableBookingFailure(0)).toBe(true);
    expect(isRetryableBookingFailure(500)).toBe(true);
    expect(isRetryableBookingFailure(503)).toBe(true);
    expect(isRetryableBookingFailure(409)).toBe(false);
    expect(isRetryableBookingFailure(400)).toBe(false);
    expect(isRetryableBookingFailure(null)).toBe(false);
  });
});
