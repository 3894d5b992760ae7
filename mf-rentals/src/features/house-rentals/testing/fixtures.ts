// Test fixtures for the house rentals screens, shaped as the contract says (the loopback API
// server checks every answer against CONTRACT_RESPONSES), and a small in-memory house rentals
// server that books and prices as docs/property.md says.
import type {
  HouseAvailableDates,
  HouseBooking,
  HouseBookingFeedback,
  HouseBookingStatus,
  HouseRentalDetails,
  HouseRentalImage,
  HouseRentalPeriod,
} from '@fairway/shared-api/house-rentals';
import type { House, HouseholdMembership } from '@fairway/shared-api/property';
import { apiError, json, type ApiServer } from '@fairway/shared-api/testing';
import { getFormat, money } from '@fairway/shared-ui';
import { addDays } from '../../../shared/utils/dates';
import { nightsOf, stayNights } from '../utils/stay';

export const HR = '/api/settings/house-rentals';
const STAMP = '2026-11-01T09:00:00.000Z';

/** Today on the club's clock (the screens' "today"). */
export const clubToday = () => getFormat().today();

export function makePeriod(overrides: Partial<HouseRentalPeriod> = {}): HouseRentalPeriod {
  const today = clubToday();
  return {
    id: 31,
    house_rental_id: 1,
    name: 'All year',
    start_date: today,
    end_date: addDays(today, 200),
    nightly_rate: 12000,
    min_nights: 2,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeImage(overrides: Partial<HouseRentalImage> = {}): HouseRentalImage {
  const fileId = overrides.file_id ?? 501;
  return {
    id: 61,
    house_rental_id: 1,
    file_id: fileId,
    url: `/api/settings/files/${fileId}/download?inline=1`,
    thumbnail_url: `/api/settings/files/${fileId}/thumbnail?size=medium`,
    caption: 'Sea view from the deck',
    sort_order: 0,
    is_primary: true,
    created_at: STAMP,
    ...overrides,
  };
}

export function makeFeedback(overrides: Partial<HouseBookingFeedback> = {}): HouseBookingFeedback {
  return {
    id: 71,
    booking_id: 41,
    house_rental_id: 1,
    user_id: 7,
    guest_name: 'Ana López',
    rating: 4,
    comment: 'Lovely house, noisy road.',
    response: null,
    responded_by: null,
    responded_at: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A listing with its details (house, periods, images, feedback). */
export function makeListing(overrides: Partial<HouseRentalDetails> = {}): HouseRentalDetails {
  const id = overrides.id ?? 1;
  const periods = overrides.periods ?? [makePeriod({ house_rental_id: id })];
  const images = overrides.images ?? [];
  const feedback = overrides.feedback ?? [];
  const houseId = overrides.house_id ?? 11;
  const houseName = overrides.house_name ?? 'Seaview Cottage';
  const rates = periods.map((p) => p.nightly_rate);
  const primary = images.find((i) => i.is_primary) ?? null;
  return {
    id,
    house_id: houseId,
    house_name: houseName,
    house_type_name: 'Cottage',
    house_tenant_id: null,
    title: 'Seaview Cottage by the 9th',
    description: 'Two bedrooms, a deck and the sea.',
    max_guests: 4,
    min_nights: 2,
    check_in_time: '15:00',
    check_out_time: '11:00',
    cleaning_fee: 4000,
    is_active: true,
    primary_image_file_id: primary?.file_id ?? null,
    nightly_rate_from: rates.length ? Math.min(...rates) : null,
    nightly_rate_to: rates.length ? Math.max(...rates) : null,
    feedback_average: feedback.length
      ? feedback.reduce((s, f) => s + f.rating, 0) / feedback.length
      : null,
    feedback_count: feedback.length,
    created_at: STAMP,
    updated_at: STAMP,
    house: {
      id: houseId,
      name: houseName,
      address: '9 Links Road',
      house_type_id: 2,
      house_type_name: 'Cottage',
      bedrooms: 2,
      bathrooms: 1,
      tenant_id: null,
    },
    primary_image: primary,
    images,
    periods,
    feedback,
    ...overrides,
  };
}

/** A booking of `listing` for [check_in, check_out), priced by the period as the server does. */
export function makeBooking(
  overrides: Partial<HouseBooking> = {},
  listing: HouseRentalDetails = makeListing(),
): HouseBooking {
  const today = clubToday();
  const checkIn = overrides.check_in ?? addDays(today, 3);
  const checkOut = overrides.check_out ?? addDays(checkIn, 3);
  const period = listing.periods[0]!;
  const nights = nightsOf(checkIn, checkOut);
  const total = overrides.total_amount ?? nights * period.nightly_rate + listing.cleaning_fee;
  const paid = overrides.amount_paid ?? 0;
  const credited = overrides.amount_credited ?? 0;
  const due = Math.max(0, total - paid - credited);
  return {
    id: 41,
    house_rental_id: listing.id,
    listing_title: listing.title,
    house_id: listing.house_id,
    house_name: listing.house_name,
    period_id: period.id,
    period_name: period.name,
    user_id: 7,
    guest_name: 'Ana López',
    guest_email: 'ana@example.org',
    tenant_id: null,
    check_in: checkIn,
    check_out: checkOut,
    nights,
    guests: 2,
    status: 'pending',
    notes: null,
    nightly_rate: period.nightly_rate,
    cleaning_fee: listing.cleaning_fee,
    total_amount: total,
    amount_paid: paid,
    amount_credited: credited,
    amount_due: due,
    payment_status: paid === 0 ? 'unpaid' : due === 0 ? 'paid' : 'partial',
    has_feedback: false,
    created_by: 7,
    created_at: STAMP,
    updated_at: STAMP,
    confirmed_at: null,
    checked_in_at: null,
    completed_at: null,
    cancelled_at: null,
    ...overrides,
  };
}

export function makeHouse(overrides: Partial<House> = {}): House {
  return {
    id: 11,
    name: 'Seaview Cottage',
    address: '9 Links Road',
    house_type_id: 2,
    house_type_name: 'Cottage',
    tenant_id: null,
    tenant_name: null,
    notes: null,
    has_temperature_sensor: false,
    temperature_sensor_key_hint: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** The household of user `userId` as GET /tenants/user/{id} answers it. */
export function makeMembership(
  userId: number,
  overrides: Partial<HouseholdMembership> = {},
): HouseholdMembership {
  const all = {
    book_houses: true,
    view_bookings: true,
    request_maintenance: true,
    view_maintenance: true,
    view_finances: true,
    manage_subscriptions: true,
  };
  return {
    tenant: {
      id: 5,
      user_id: userId,
      user_name: 'Ana López',
      user_email: 'ana@example.org',
      name: 'The López household',
      email: null,
      phone: null,
      notes: null,
      is_active: true,
      houses: [],
      sub_tenant_count: 0,
      created_at: STAMP,
      updated_at: STAMP,
    },
    role: 'tenant',
    sub_tenant_id: null,
    is_active: true,
    permissions: all,
    ...overrides,
  };
}

const LIVE = (b: HouseBooking) => b.status !== 'cancelled';

/** The answer of available-dates for one period, from `bookings` (same rule as the server). */
export function availableDatesOf(
  listing: HouseRentalDetails,
  period: HouseRentalPeriod,
  start: string,
  end: string,
  bookings: readonly HouseBooking[],
): HouseAvailableDates {
  const from = start > period.start_date ? start : period.start_date;
  const to = end < period.end_date ? end : period.end_date;
  const nights = from <= to ? stayNights(from, addDays(to, 1)) : [];
  const taken = new Set(
    bookings
      .filter((b) => LIVE(b) && b.house_id === listing.house_id)
      .flatMap((b) => stayNights(b.check_in, b.check_out)),
  );
  return {
    house_rental_id: listing.id,
    period_id: period.id,
    start_date: start,
    end_date: end,
    nightly_rate: period.nightly_rate,
    min_nights: Math.max(listing.min_nights, period.min_nights),
    max_guests: listing.max_guests,
    cleaning_fee: listing.cleaning_fee,
    available_dates: nights.filter((n) => !taken.has(n)),
    booked_dates: nights.filter((n) => taken.has(n)),
  };
}

/** What the in-memory server holds; tests change it and read it back. */
export type HouseRentalsWorld = {
  listings: HouseRentalDetails[];
  bookings: HouseBooking[];
  nextId: number;
};

/**
 * Serves the house rentals calls from `world`, booking and pricing as the server does: no two live
 * bookings of one house overlap (409 "{house} is already booked for some of those nights"), the
 * price is nights × the period's rate + the cleaning fee, a payment past what is due is 409
 * "Only {amount} is outstanding".
 */
export function serveHouseRentals(api: ApiServer, world: HouseRentalsWorld, userId = 1) {
  const listing = (id: string | number) => world.listings.find((l) => l.id === Number(id));
  const booking = (id: string | number) => world.bookings.find((b) => b.id === Number(id));
  const setBooking = (next: HouseBooking) => {
    world.bookings = world.bookings.map((b) => (b.id === next.id ? next : b));
    return next;
  };
  const withStatus = (rows: HouseBooking[], status: string | null) =>
    rows.filter((b) => !status || b.status === status);

  api.on('GET', HR, () => json(world.listings));
  api.on('GET', `${HR}/with-details`, () => json(world.listings));
  api.on('GET', `${HR}/:id/details`, (req) => {
    const found = listing(req.params.id!);
    return found ? json(found) : apiError(404, 'not_found', 'House rental not found');
  });
  api.on('GET', `${HR}/:id/bookings`, (req) =>
    json(
      withStatus(
        world.bookings.filter((b) => b.house_rental_id === Number(req.params.id)),
        req.query.get('status'),
      ),
    ),
  );
  api.on('GET', `${HR}/bookings/user/:id`, (req) =>
    json(
      withStatus(
        world.bookings.filter((b) => b.user_id === Number(req.params.id)),
        req.query.get('status'),
      ),
    ),
  );
  api.on('GET', `${HR}/bookings/tenant/:id`, (req) =>
    json(
      withStatus(
        world.bookings.filter((b) => b.tenant_id === Number(req.params.id)),
        req.query.get('status'),
      ),
    ),
  );
  api.on('GET', `${HR}/:id/periods/:periodId/available-dates`, (req) => {
    const found = listing(req.params.id!);
    const period = found?.periods.find((p) => p.id === Number(req.params.periodId));
    if (!found || !period) return apiError(404, 'not_found', 'Rental period not found');
    return json(
      availableDatesOf(
        found,
        period,
        req.query.get('start_date')!,
        req.query.get('end_date')!,
        world.bookings,
      ),
    );
  });
  api.on('POST', `${HR}/bookings`, (req) => {
    const body = req.body as {
      house_rental_id: number;
      period_id?: number;
      check_in: string;
      check_out: string;
      guests: number;
      notes?: string | null;
      tenant_id?: number | null;
      user_id?: number;
    };
    const found = listing(body.house_rental_id);
    if (!found) return apiError(404, 'not_found', 'House rental not found');
    const clash = world.bookings.some(
      (b) =>
        LIVE(b) &&
        b.house_id === found.house_id &&
        b.check_in < body.check_out &&
        body.check_in < b.check_out,
    );
    if (clash)
      return apiError(
        409,
        'conflict',
        `${found.house_name} is already booked for some of those nights`,
      );
    const period =
      found.periods.find((p) => p.id === body.period_id) ??
      found.periods.find((p) => p.start_date <= body.check_in && body.check_in <= p.end_date)!;
    const created = makeBooking(
      {
        id: world.nextId++,
        check_in: body.check_in,
        check_out: body.check_out,
        guests: body.guests,
        notes: body.notes ?? null,
        tenant_id: body.tenant_id ?? null,
        user_id: body.user_id ?? userId,
        guest_name: body.user_id && body.user_id !== userId ? 'Carla Ruiz' : 'Sam Staff',
        period_id: period.id,
        period_name: period.name,
      },
      { ...found, periods: [period] },
    );
    world.bookings.push(created);
    return json(created, 201);
  });
  api.on('PUT', `${HR}/bookings/:id/status`, (req) => {
    const found = booking(req.params.id!);
    if (!found) return apiError(404, 'not_found', 'Booking not found');
    const status = (req.body as { status: HouseBookingStatus }).status;
    const credited = status === 'cancelled' ? found.amount_due : found.amount_credited;
    return json(
      setBooking({
        ...found,
        status,
        amount_credited: credited,
        amount_due: status === 'cancelled' ? 0 : found.amount_due,
        updated_at: new Date().toISOString(),
      }),
    );
  });
  api.on('PUT', `${HR}/bookings/:id/payment`, (req) => {
    const found = booking(req.params.id!);
    if (!found) return apiError(404, 'not_found', 'Booking not found');
    const { amount } = req.body as { amount: number };
    if (amount > found.amount_due)
      return apiError(
        409,
        'conflict',
        `Only ${money(found.amount_due, null, getFormat())} is outstanding`,
      );
    const paid = found.amount_paid + amount;
    const due = found.amount_due - amount;
    return json(
      setBooking({
        ...found,
        amount_paid: paid,
        amount_due: due,
        payment_status: due === 0 ? 'paid' : 'partial',
        updated_at: new Date().toISOString(),
      }),
    );
  });
  api.on('POST', `${HR}/feedback`, (req) => {
    const body = req.body as { booking_id: number; rating: number; comment?: string | null };
    const found = booking(body.booking_id);
    if (!found) return apiError(404, 'not_found', 'Booking not found');
    setBooking({ ...found, has_feedback: true });
    return json(
      makeFeedback({
        id: world.nextId++,
        booking_id: found.id,
        house_rental_id: found.house_rental_id,
        user_id: found.user_id,
        guest_name: found.guest_name,
        rating: body.rating,
        comment: body.comment ?? null,
      }),
      201,
    );
  });
}
