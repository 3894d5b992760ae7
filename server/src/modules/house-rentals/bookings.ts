/**
 * House bookings: the stay, its status and its money (docs/property.md, "House rentals").
 *
 * No two live bookings of one house overlap: the exclusion constraint of house_bookings decides,
 * so parallel requests for the same nights get one booking and 409s. The price is fixed when
 * booking and charged to the ledger; payments go through payTowards under the booking's row lock;
 * cancelling credits what is unpaid.
 */
import {
  HOUSE_BOOKING_MOVES,
  MAX_HOUSE_STAY_NIGHTS,
  type HouseBooking,
  type HouseBookingInput,
  type HouseBookingListQuery,
  type HouseBookingPaymentInput,
  type HouseBookingStatus,
  type HouseBookingStatusInput,
} from '@fairway/shared-api/contract';
import { hhmm } from '../../lib/clock';
import {
  PG_EXCLUSION_VIOLATION,
  badRequest,
  conflict,
  forbidden,
  notFound,
  pgErrorCode,
} from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import {
  creditOutstanding,
  householdAccess,
  householdOf,
  isInHousehold,
  ledgerTotalsOf,
  payTowards,
  postLedgerEntry,
} from '../property';
import { userExists } from '../users';
import { isStaff, type HouseRentalCaller } from './context';
import { daysFrom, longDay, stayText } from './dates';
import { houseFactsOf, houseIdsOfTenant } from './houses';
import { listingFor, periodSpan } from './listings';
import { toBooking } from './present';
import * as repo from './repository';

const SOURCE = 'house_booking' as const;

/** Answers rows with their house names and ledger totals, in two statements. */
async function present(tx: Tx, rows: repo.BookingRow[]): Promise<HouseBooking[]> {
  const houses = await houseFactsOf(
    tx,
    rows.map((r) => r.house_id),
  );
  const totals = await ledgerTotalsOf(
    tx,
    SOURCE,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toBooking(r, houses.get(r.house_id)?.name ?? '', totals.get(r.id)));
}

export async function presentOne(tx: Tx, id: number): Promise<HouseBooking> {
  const row = await repo.findBooking(tx, id);
  if (!row) throw notFound('Booking');
  return (await present(tx, [row]))[0]!;
}

/**
 * Whether the caller may see a booking: the office; its guest; and the household it was booked
 * in the name of (the tenant, and sub-tenants allowed view_bookings).
 */
async function canSee(tx: Tx, c: HouseRentalCaller, row: repo.BookingRow): Promise<boolean> {
  if (isStaff(c) || row.user_id === c.userId) return true;
  if (row.tenant_id === null) return false;
  const mine = await householdOf(tx, c.userId);
  return mine !== null && mine.tenantId === row.tenant_id && mine.permissions.view_bookings;
}

/** A booking the caller may see, or 404 (someone else's booking is not theirs to know about). */
export async function bookingFor(
  tx: Tx,
  c: HouseRentalCaller,
  id: number,
): Promise<repo.BookingRow> {
  const row = await repo.findBooking(tx, id);
  if (!row || !(await canSee(tx, c, row))) throw notFound('Booking');
  return row;
}

// --- Booking --------------------------------------------------------------------------------

export async function book(
  tx: Tx,
  c: HouseRentalCaller,
  input: HouseBookingInput,
): Promise<HouseBooking> {
  await listingFor(tx, c, input.house_rental_id);
  // Hold the listing while booking: its house cannot change meanwhile; read it under the lock.
  await repo.lockListing(tx, input.house_rental_id, 'share');
  const listing = await listingFor(tx, c, input.house_rental_id);
  if (!listing.is_active) throw conflict(`${listing.title} is not taking bookings`);

  // Whose stay it is, and in whose name.
  const guestId = input.user_id ?? c.userId;
  if (guestId !== c.userId) {
    if (!c.canWrite) throw forbidden('Only the office can book a stay for someone else');
    if (!(await userExists(tx, guestId))) throw notFound('User');
  }
  const tenantId = input.tenant_id ?? null;
  if (tenantId !== null) {
    await householdAccess(tx, { userId: c.userId, isManager: c.canWrite }, tenantId, 'book_houses');
    if (guestId !== c.userId && !(await isInHousehold(tx, guestId, tenantId)))
      throw badRequest('The guest is not a member of that household');
  }

  // The nights: today or later (the office may record a past stay), within one period.
  const { check_in: checkIn, check_out: checkOut } = input;
  const nights = daysFrom(checkIn, checkOut);
  if (nights > MAX_HOUSE_STAY_NIGHTS)
    throw badRequest(`A stay can be at most ${MAX_HOUSE_STAY_NIGHTS} nights`);
  if (checkIn < c.today && !c.canWrite) throw badRequest('check_in cannot be in the past');
  const found =
    input.period_id !== undefined
      ? await repo.findPeriod(tx, input.period_id)
      : await repo.periodCovering(tx, listing.id, checkIn);
  if (!found || found.house_rental_id !== listing.id) {
    if (input.period_id !== undefined) throw notFound('Period');
    throw badRequest(`${listing.title} has no rental period with the night of ${longDay(checkIn)}`);
  }
  // Hold the period while booking in it: its dates and rate cannot change meanwhile.
  await repo.lockPeriod(tx, found.id, 'share');
  const period = (await repo.findPeriod(tx, found.id))!;
  if (checkIn < period.start_date || daysFrom(period.end_date, checkOut) > 1)
    throw badRequest(
      `Every night of the stay must fall within ${period.name} (${periodSpan(period)})`,
    );
  const minNights = Math.max(listing.min_nights, period.min_nights);
  if (nights < minNights)
    throw badRequest(
      `A stay at ${listing.title} in ${period.name} is at least ${minNights} nights`,
    );
  if (input.guests > listing.max_guests)
    throw badRequest(`${listing.title} sleeps at most ${listing.max_guests} guests`);

  const house = (await houseFactsOf(tx, [listing.house_id])).get(listing.house_id);
  const houseName = house?.name ?? listing.title;
  let id: number;
  try {
    id = await repo.insertBooking(tx, {
      organization_id: c.organizationId,
      house_rental_id: listing.id,
      house_id: listing.house_id,
      period_id: period.id,
      user_id: guestId,
      tenant_id: tenantId,
      check_in: checkIn,
      check_out: checkOut,
      guests: input.guests,
      status: 'pending',
      notes: input.notes ?? null,
      nightly_rate: period.nightly_rate,
      cleaning_fee: listing.cleaning_fee,
      created_by: c.userId,
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_EXCLUSION_VIOLATION)
      throw conflict(`${houseName} is already booked for some of those nights`);
    throw err;
  }
  const total = nights * period.nightly_rate + listing.cleaning_fee;
  if (total > 0)
    await postLedgerEntry(tx, c.organizationId, {
      source: SOURCE,
      sourceId: id,
      entry: 'charge',
      amount: total,
      tenantId,
      userId: guestId,
      houseId: listing.house_id,
      description: `${houseName}, ${stayText(checkIn, checkOut)}`,
      createdBy: c.userId,
    });
  return presentOne(tx, id);
}

// --- Status ---------------------------------------------------------------------------------

const STATUS_WORDS: Record<HouseBookingStatus, { as: string; to: string }> = {
  pending: { as: 'pending', to: 'pending' },
  confirmed: { as: 'confirmed', to: 'confirmed' },
  checked_in: { as: 'checked-in', to: 'checked in' },
  completed: { as: 'completed', to: 'completed' },
  cancelled: { as: 'cancelled', to: 'cancelled' },
};

export type StatusChange = {
  booking: HouseBooking;
  from: HouseBookingStatus;
  /** The listing's check-in and check-out times (HH:MM), for the guest's notice. */
  times: { check_in_time: string; check_out_time: string };
};

export async function changeStatus(
  tx: Tx,
  c: HouseRentalCaller,
  id: number,
  input: HouseBookingStatusInput,
): Promise<StatusChange> {
  if (!(await repo.lockBooking(tx, id))) throw notFound('Booking');
  const row = await bookingFor(tx, c, id);
  const to = input.status;
  if (!c.canWrite) {
    if (to !== 'cancelled')
      throw forbidden('Only the office can confirm, check in or complete a stay');
    if (row.user_id !== c.userId)
      throw forbidden('Only the guest or the office can cancel this stay');
  }
  const from = row.status;
  if (from === to) throw conflict(`The booking is already ${STATUS_WORDS[to].to}`);
  if (!HOUSE_BOOKING_MOVES[from].includes(to)) {
    throw conflict(`A ${STATUS_WORDS[from].as} booking cannot be ${STATUS_WORDS[to].to}`);
  }
  if (to === 'checked_in' && c.today < row.check_in)
    throw conflict(`This stay cannot be checked in before ${longDay(row.check_in)}`);
  await repo.setBookingStatus(tx, id, to, c.userId, input.notes);
  if (to === 'cancelled') {
    const house = (await houseFactsOf(tx, [row.house_id])).get(row.house_id);
    await creditOutstanding(tx, c.organizationId, {
      source: SOURCE,
      sourceId: id,
      tenantId: row.tenant_id,
      userId: row.user_id,
      houseId: row.house_id,
      description: `Cancelled: ${house?.name ?? row.listing_title}, ${stayText(row.check_in, row.check_out)}`,
      createdBy: c.userId,
    });
  }
  const listing = await repo.findListing(tx, row.house_rental_id);
  return {
    booking: await presentOne(tx, id),
    from,
    times: {
      check_in_time: hhmm(listing?.check_in_time ?? '15:00'),
      check_out_time: hhmm(listing?.check_out_time ?? '11:00'),
    },
  };
}

// --- Payments -------------------------------------------------------------------------------

export async function pay(
  tx: Tx,
  c: HouseRentalCaller,
  id: number,
  input: HouseBookingPaymentInput,
): Promise<HouseBooking> {
  // The row lock makes parallel payments of one booking count one after another.
  if (!(await repo.lockBooking(tx, id))) throw notFound('Booking');
  const row = await bookingFor(tx, c, id);
  if (row.status === 'cancelled') throw conflict('A cancelled booking takes no payments');
  const house = (await houseFactsOf(tx, [row.house_id])).get(row.house_id);
  await payTowards(tx, c.organizationId, {
    source: SOURCE,
    sourceId: id,
    amount: input.amount,
    method: input.method ?? 'cash',
    tenantId: row.tenant_id,
    userId: row.user_id,
    houseId: row.house_id,
    description: `Payment: ${house?.name ?? row.listing_title}, ${stayText(row.check_in, row.check_out)}`,
    createdBy: c.userId,
  });
  return presentOne(tx, id);
}

// --- Lists ----------------------------------------------------------------------------------

const filterOf = (q: HouseBookingListQuery) => ({ status: q.status, from: q.from, to: q.to });

export async function get(tx: Tx, c: HouseRentalCaller, id: number): Promise<HouseBooking> {
  return (await present(tx, [await bookingFor(tx, c, id)]))[0]!;
}

/** The bookings of one listing (the office). */
export async function ofListing(
  tx: Tx,
  c: HouseRentalCaller,
  listingId: number,
  q: HouseBookingListQuery,
): Promise<HouseBooking[]> {
  const listing = await listingFor(tx, c, listingId);
  return present(tx, await repo.listBookings(tx, { houseRentalId: listing.id, ...filterOf(q) }));
}

/** A person's own stays: only themselves unless staff (404 otherwise). */
export async function ofUser(
  tx: Tx,
  c: HouseRentalCaller,
  userId: number,
  q: HouseBookingListQuery,
): Promise<HouseBooking[]> {
  if (userId !== c.userId && !isStaff(c)) throw notFound('User');
  if (userId !== c.userId && !(await userExists(tx, userId))) throw notFound('User');
  return present(tx, await repo.listBookings(tx, { userId, ...filterOf(q) }));
}

/** The stays booked in a household's name (its tenant, sub-tenants with view_bookings). */
export async function ofTenant(
  tx: Tx,
  c: HouseRentalCaller,
  tenantId: number,
  q: HouseBookingListQuery,
): Promise<HouseBooking[]> {
  await householdAccess(tx, { userId: c.userId, isManager: isStaff(c) }, tenantId, 'view_bookings');
  return present(tx, await repo.listBookings(tx, { tenantId, ...filterOf(q) }));
}

/**
 * The stays in the houses a household lives in (the "property owner"). Guests' e-mail addresses
 * are the office's to see, not the household's.
 */
export async function ofPropertyOwner(
  tx: Tx,
  c: HouseRentalCaller,
  tenantId: number,
  q: HouseBookingListQuery,
): Promise<HouseBooking[]> {
  await householdAccess(tx, { userId: c.userId, isManager: isStaff(c) }, tenantId, 'view_bookings');
  const houseIds = await houseIdsOfTenant(tx, tenantId);
  const rows = await present(tx, await repo.listBookings(tx, { houseIds, ...filterOf(q) }));
  return isStaff(c)
    ? rows
    : rows.map((b) => (b.user_id === c.userId ? b : { ...b, guest_email: null, notes: null }));
}
