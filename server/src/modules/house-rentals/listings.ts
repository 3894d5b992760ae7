/**
 * Listings, their periods, images and free nights (docs/property.md, "House rentals").
 * Members, guests and households see active listings only; the office sees and changes all.
 */
import {
  MAX_HOUSE_STAY_NIGHTS,
  type HouseAvailableDates,
  type HouseRental,
  type HouseRentalDetails,
  type HouseRentalImage,
  type HouseRentalImageInput,
  type HouseRentalInput,
  type HouseRentalPeriod,
  type HouseRentalPeriodInput,
  type HouseRentalPeriodUpdate,
  type HouseRentalUpdate,
} from '@fairway/shared-api/contract';
import {
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  badRequest,
  conflict,
  notFound,
  pgErrorCode,
} from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { fileMimeType } from '../files';
import { isStaff, type HouseRentalCaller } from './context';
import { daysFrom, earlierOf, laterOf, longDay } from './dates';
import { houseFactsOf, type HouseFacts } from './houses';
import { toFeedback, toImage, toListing, toPeriod } from './present';
import * as repo from './repository';

/** The newest pieces of feedback a listing's details carry. */
const DETAILS_FEEDBACK = 50;

/** Runs a write and answers `message` with 409 when the database reports `code`. */
async function mapError<T>(
  write: () => Promise<T>,
  map: Partial<Record<string, string>>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = pgErrorCode(err);
    const message = code ? map[code] : undefined;
    if (message) throw conflict(message);
    throw err;
  }
}

/**
 * A listing the caller may see, or 404: the office sees every listing, everyone else the active
 * ones (an inactive listing is not theirs to know about).
 */
export async function listingFor(
  tx: Tx,
  c: HouseRentalCaller,
  id: number,
): Promise<repo.ListingRow> {
  const row = await repo.findListing(tx, id);
  if (!row || (!row.is_active && !isStaff(c))) throw notFound('House rental');
  return row;
}

async function houseOr404(tx: Tx, houseId: number): Promise<HouseFacts> {
  const house = (await houseFactsOf(tx, [houseId])).get(houseId);
  if (!house) throw notFound('House');
  return house;
}

async function present(tx: Tx, rows: repo.ListingRow[]): Promise<HouseRental[]> {
  const houses = await houseFactsOf(
    tx,
    rows.map((r) => r.house_id),
  );
  return rows.map((r) => toListing(r, houses.get(r.house_id)));
}

// --- Listings -------------------------------------------------------------------------------

export async function list(
  tx: Tx,
  c: HouseRentalCaller,
  activeOnly: boolean | undefined,
): Promise<HouseRental[]> {
  return present(tx, await repo.listListings(tx, !isStaff(c) || activeOnly === true));
}

export async function get(tx: Tx, c: HouseRentalCaller, id: number): Promise<HouseRental> {
  return (await present(tx, [await listingFor(tx, c, id)]))[0]!;
}

async function detailsOf(tx: Tx, rows: repo.ListingRow[]): Promise<HouseRentalDetails[]> {
  const ids = rows.map((r) => r.id);
  const [houses, periods, images, feedback] = [
    await houseFactsOf(
      tx,
      rows.map((r) => r.house_id),
    ),
    await repo.periodsOf(tx, ids),
    await repo.imagesOf(tx, ids),
    await repo.feedbackOfListings(tx, ids, DETAILS_FEEDBACK),
  ];
  return rows.map((row) => {
    const house = houses.get(row.house_id);
    const own = images.filter((i) => i.house_rental_id === row.id).map(toImage);
    return {
      ...toListing(row, house),
      house: {
        id: row.house_id,
        name: house?.name ?? '',
        address: house?.address ?? null,
        house_type_id: house?.house_type_id ?? null,
        house_type_name: house?.house_type_name ?? null,
        bedrooms: house?.bedrooms ?? null,
        bathrooms: house?.bathrooms ?? null,
        tenant_id: house?.tenant_id ?? null,
      },
      primary_image: own.find((i) => i.is_primary) ?? null,
      images: own,
      periods: periods.filter((p) => p.house_rental_id === row.id).map(toPeriod),
      feedback: feedback.filter((f) => f.house_rental_id === row.id).map(toFeedback),
    };
  });
}

export async function withDetails(
  tx: Tx,
  c: HouseRentalCaller,
  activeOnly: boolean | undefined,
): Promise<HouseRentalDetails[]> {
  return detailsOf(tx, await repo.listListings(tx, !isStaff(c) || activeOnly === true));
}

export async function details(
  tx: Tx,
  c: HouseRentalCaller,
  id: number,
): Promise<HouseRentalDetails> {
  return (await detailsOf(tx, [await listingFor(tx, c, id)]))[0]!;
}

export async function create(
  tx: Tx,
  c: HouseRentalCaller,
  input: HouseRentalInput,
): Promise<HouseRental> {
  const house = await houseOr404(tx, input.house_id);
  const id = await mapError(
    () =>
      repo.insertListing(tx, c.organizationId, c.userId, {
        house_id: input.house_id,
        title: input.title,
        description: input.description ?? null,
        max_guests: input.max_guests,
        min_nights: input.min_nights ?? 1,
        check_in_time: input.check_in_time ?? '15:00',
        check_out_time: input.check_out_time ?? '11:00',
        cleaning_fee: input.cleaning_fee ?? 0,
        is_active: input.is_active ?? true,
      }),
    { [PG_UNIQUE_VIOLATION]: `${house.name} already has a listing` },
  );
  return get(tx, c, id);
}

export async function update(
  tx: Tx,
  c: HouseRentalCaller,
  id: number,
  input: HouseRentalUpdate,
): Promise<HouseRental> {
  const current = await listingFor(tx, c, id);
  const houseId = input.house_id ?? current.house_id;
  const house = await houseOr404(tx, houseId);
  if (houseId !== current.house_id) {
    // Bookings take the listing's house while they hold its row (FOR SHARE): none slips in.
    await repo.lockListing(tx, id, 'update');
    if (await repo.hasBookings(tx, id))
      throw conflict(`${current.title} has bookings, so its house cannot change`);
  }
  await mapError(() => repo.updateListing(tx, id, input), {
    [PG_UNIQUE_VIOLATION]: `${house.name} already has a listing`,
  });
  return get(tx, c, id);
}

export async function remove(tx: Tx, c: HouseRentalCaller, id: number): Promise<void> {
  const current = await listingFor(tx, c, id);
  await mapError(() => repo.deleteListing(tx, id), {
    [PG_FOREIGN_KEY_VIOLATION]: `${current.title} has bookings and cannot be deleted; deactivate it instead`,
  });
}

// --- Periods --------------------------------------------------------------------------------

const overlapMessage = (title: string) => `Those dates overlap another period of ${title}`;

export async function createPeriod(
  tx: Tx,
  c: HouseRentalCaller,
  input: HouseRentalPeriodInput,
): Promise<HouseRentalPeriod> {
  const listing = await listingFor(tx, c, input.house_rental_id);
  const row = await mapError(
    () =>
      repo.insertPeriod(tx, c.organizationId, listing.id, {
        name: input.name,
        start_date: input.start_date,
        end_date: input.end_date,
        nightly_rate: input.nightly_rate,
        min_nights: input.min_nights ?? 1,
      }),
    { [PG_EXCLUSION_VIOLATION]: overlapMessage(listing.title) },
  );
  return toPeriod(row);
}

export async function updatePeriod(
  tx: Tx,
  c: HouseRentalCaller,
  id: number,
  input: HouseRentalPeriodUpdate,
): Promise<HouseRentalPeriod> {
  const period = await repo.findPeriod(tx, id);
  if (!period) throw notFound('Period');
  const listing = await listingFor(tx, c, period.house_rental_id);
  const start = input.start_date ?? period.start_date;
  const end = input.end_date ?? period.end_date;
  if (end < start) throw badRequest('end_date cannot be before start_date');
  if (start !== period.start_date || end !== period.end_date) {
    // A booking holds the period's row (FOR SHARE) while it is made: none slips in meanwhile.
    await repo.lockPeriod(tx, id, 'update');
    if ((await repo.bookingsOutside(tx, id, start, end)) > 0)
      throw conflict(`Bookings of ${period.name} fall outside the new dates`);
  }
  const row = await mapError(() => repo.updatePeriod(tx, id, input), {
    [PG_EXCLUSION_VIOLATION]: overlapMessage(listing.title),
  });
  return toPeriod(row);
}

// --- Free nights ----------------------------------------------------------------------------

export async function availableDates(
  tx: Tx,
  c: HouseRentalCaller,
  listingId: number,
  periodId: number,
  window: { start_date: string; end_date: string },
): Promise<HouseAvailableDates> {
  const listing = await listingFor(tx, c, listingId);
  const period = await repo.findPeriod(tx, periodId);
  if (!period || period.house_rental_id !== listing.id) throw notFound('Period');
  if (daysFrom(window.start_date, window.end_date) + 1 > MAX_HOUSE_STAY_NIGHTS)
    throw badRequest(`The window can be at most ${MAX_HOUSE_STAY_NIGHTS} days`);
  const first = laterOf(window.start_date, period.start_date);
  const last = earlierOf(window.end_date, period.end_date);
  const nights = first <= last ? await repo.nightsOf(tx, listing.house_id, first, last) : [];
  return {
    house_rental_id: listing.id,
    period_id: period.id,
    start_date: window.start_date,
    end_date: window.end_date,
    nightly_rate: period.nightly_rate,
    min_nights: Math.max(listing.min_nights, period.min_nights),
    max_guests: listing.max_guests,
    cleaning_fee: listing.cleaning_fee,
    available_dates: nights.filter((n) => !n.taken).map((n) => n.night),
    booked_dates: nights.filter((n) => n.taken).map((n) => n.night),
  };
}

/** "1 Jun 2026 – 31 Aug 2026": a period's nights as a sentence shows them. */
export const periodSpan = (p: { start_date: string; end_date: string }) =>
  `${longDay(p.start_date)} – ${longDay(p.end_date)}`;

// --- Images ---------------------------------------------------------------------------------

export async function images(
  tx: Tx,
  c: HouseRentalCaller,
  listingId: number,
): Promise<HouseRentalImage[]> {
  const listing = await listingFor(tx, c, listingId);
  return (await repo.imagesOf(tx, [listing.id])).map(toImage);
}

export async function addImage(
  tx: Tx,
  c: HouseRentalCaller,
  listingId: number,
  input: HouseRentalImageInput,
): Promise<HouseRentalImage> {
  const listing = await listingFor(tx, c, listingId);
  const mime = await fileMimeType(tx, input.file_id);
  if (mime === null) throw notFound('File');
  if (!mime.startsWith('image/'))
    throw badRequest(`file_id must be an image file (this one is ${mime})`);
  // One gallery change of a listing at a time: the primary moves in one piece.
  await repo.lockListing(tx, listing.id, 'update');
  const primary = input.is_primary === true || !(await repo.hasImages(tx, listing.id));
  if (primary) await repo.clearPrimary(tx, listing.id);
  const row = await mapError(
    () =>
      repo.insertImage(tx, {
        organization_id: c.organizationId,
        house_rental_id: listing.id,
        file_id: input.file_id,
        caption: input.caption ?? null,
        sort_order: input.sort_order ?? 0,
        is_primary: primary,
        created_by: c.userId,
      }),
    { [PG_UNIQUE_VIOLATION]: `This image is already in the gallery of ${listing.title}` },
  );
  return toImage(row);
}

export async function setPrimaryImage(
  tx: Tx,
  c: HouseRentalCaller,
  listingId: number,
  imageId: number,
): Promise<HouseRentalImage[]> {
  const listing = await listingFor(tx, c, listingId);
  const image = await repo.findImage(tx, imageId);
  if (!image || image.house_rental_id !== listing.id) throw notFound('Image');
  await repo.lockListing(tx, listing.id, 'update');
  await repo.clearPrimary(tx, listing.id);
  await repo.markPrimary(tx, image.id);
  return (await repo.imagesOf(tx, [listing.id])).map(toImage);
}

export async function removeImage(tx: Tx, c: HouseRentalCaller, imageId: number): Promise<void> {
  const image = await repo.findImage(tx, imageId);
  if (!image) throw notFound('Image');
  await listingFor(tx, c, image.house_rental_id);
  await repo.lockListing(tx, image.house_rental_id, 'update');
  await repo.deleteImage(tx, image.id);
  if (image.is_primary) {
    const next = await repo.firstImage(tx, image.house_rental_id);
    if (next) await repo.markPrimary(tx, next.id);
  }
}
