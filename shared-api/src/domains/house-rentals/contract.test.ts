import {
  houseAvailableDatesQuery,
  houseBookingFeedbackUpdate,
  houseBookingInput,
  houseBookingPaymentInput,
  houseRentalInput,
  houseRentalPeriodInput,
  houseRentalUpdate,
} from './contract';

// The schemas the server validates with and the screens' forms check against.
describe('house rentals contract', () => {
  test('a listing needs a house and a title; defaults fill the rest', () => {
    expect(houseRentalInput.parse({ house_id: 3, title: '  Seaview  ', max_guests: 4 })).toEqual({
      house_id: 3,
      title: 'Seaview',
      max_guests: 4,
      min_nights: 1,
      check_in_time: '15:00',
      check_out_time: '11:00',
      cleaning_fee: 0,
      is_active: true,
    });
    expect(houseRentalInput.safeParse({ house_id: 3, title: ' ', max_guests: 4 }).success).toBe(
      false,
    );
    expect(
      houseRentalInput.safeParse({ house_id: 3, title: 'A', max_guests: 4, check_in_time: '25:00' })
        .success,
    ).toBe(false);
  });

  test('unknown fields are refused, and an update must change something', () => {
    expect(houseRentalUpdate.safeParse({}).success).toBe(false);
    expect(houseRentalUpdate.safeParse({ colour: 'red' }).success).toBe(false);
    expect(houseRentalUpdate.parse({ is_active: false })).toEqual({ is_active: false });
  });

  test('a period ends on or after it starts, at a bounded rate', () => {
    const p = {
      house_rental_id: 1,
      name: 'Summer',
      start_date: '2026-06-01',
      end_date: '2026-08-31',
      nightly_rate: 15000,
    };
    expect(houseRentalPeriodInput.parse(p).min_nights).toBe(1);
    expect(houseRentalPeriodInput.safeParse({ ...p, end_date: '2026-05-31' }).success).toBe(false);
    expect(houseRentalPeriodInput.safeParse({ ...p, nightly_rate: 5_000_001 }).success).toBe(false);
  });

  test('a booking leaves after it arrives; a window ends on or after it starts', () => {
    const b = { house_rental_id: 1, check_in: '2026-06-10', check_out: '2026-06-12', guests: 2 };
    expect(houseBookingInput.safeParse(b).success).toBe(true);
    expect(houseBookingInput.safeParse({ ...b, check_out: '2026-06-10' }).success).toBe(false);
    expect(houseBookingInput.safeParse({ ...b, check_in: '2026-02-30' }).success).toBe(false);
    expect(
      houseAvailableDatesQuery.safeParse({ start_date: '2026-06-02', end_date: '2026-06-01' })
        .success,
    ).toBe(false);
  });

  test('payments are positive whole minor units; feedback ratings are 1 to 5', () => {
    expect(houseBookingPaymentInput.parse({ amount: 500 })).toEqual({
      amount: 500,
      method: 'cash',
    });
    expect(houseBookingPaymentInput.safeParse({ amount: 0 }).success).toBe(false);
    expect(houseBookingPaymentInput.safeParse({ amount: 1.5 }).success).toBe(false);
    expect(houseBookingFeedbackUpdate.safeParse({ rating: 6 }).success).toBe(false);
    expect(houseBookingFeedbackUpdate.parse({ response: 'Thank you' })).toEqual({
      response: 'Thank you',
    });
  });
});
