import { useResource } from '@fairway/shared-ui';
import type {
  HouseAvailableDates,
  HouseBooking,
  HouseBookingStatus,
  HouseRental,
  HouseRentalDetails,
  HouseRentalPeriod,
} from '@fairway/shared-api/house-rentals';
import { houseRentalsApi, propertyApi } from '../../../shared/api/clients';
import { overlap } from '../utils/stay';

/** Every listing with its house, periods, images and feedback (staff: active or not). */
export function useListings(changes: number) {
  return useResource(() => houseRentalsApi().withDetails(), [changes]);
}

/** One listing's page. */
export function useListingDetails(id: number, changes: number) {
  return useResource(() => houseRentalsApi().details(id), [id, changes]);
}

/** The club's houses, for the listing form's house choice. */
export function useHouses() {
  return useResource(() => propertyApi().houses.list(), []);
}

/** The bookings of one listing (every status). */
export function useListingBookings(id: number, changes: number) {
  return useResource(() => houseRentalsApi().listingBookings(id), [id, changes]);
}

const byCheckIn = (a: HouseBooking, b: HouseBooking) =>
  b.check_in.localeCompare(a.check_in) || b.id - a.id;

/**
 * Every booking of every listing, newest stays first: the API lists bookings per listing, so this
 * asks each listing (with the status filter) and puts the answers together.
 */
export function useAllBookings(status: HouseBookingStatus | null, changes: number, enabled = true) {
  return useResource<{ listings: HouseRental[]; bookings: HouseBooking[] } | null>(async () => {
    if (!enabled) return null;
    const api = houseRentalsApi();
    const listings = await api.list();
    const lists = await Promise.all(
      listings.map((l) => api.listingBookings(l.id, status ? { status } : {})),
    );
    return { listings, bookings: lists.flat().sort(byCheckIn) };
  }, [status, changes, enabled]);
}

/** What the free nights of a listing are inside [start, end], period by period. */
export type FreeNights = {
  /** Free nights (YYYY-MM-DD), in order. */
  free: string[];
  /** Each period's answer, for its rate and minimum stay. */
  periods: HouseAvailableDates[];
};

/**
 * The free nights of `listing` between `start` and `end` (inclusive): one available-dates call per
 * period that overlaps the window (the same rule the server books with).
 */
export async function loadFreeNights(
  listingId: number,
  periods: readonly HouseRentalPeriod[],
  window: { start: string; end: string },
): Promise<FreeNights> {
  const api = houseRentalsApi();
  const asks = periods
    .map((p) => ({ period: p, part: overlap(window, { start: p.start_date, end: p.end_date }) }))
    .filter((a): a is { period: HouseRentalPeriod; part: { start: string; end: string } } =>
      Boolean(a.part),
    );
  const answers = await Promise.all(
    asks.map((a) =>
      api.availableDates(listingId, a.period.id, {
        start_date: a.part.start,
        end_date: a.part.end,
      }),
    ),
  );
  return { free: answers.flatMap((a) => a.available_dates).sort(), periods: answers };
}

/** loadFreeNights as a resource: reloads when the listing, its periods, the window or `changes` do. */
export function useFreeNights(
  listing: Pick<HouseRentalDetails, 'id' | 'periods'> | null,
  window: { start: string; end: string } | null,
  changes: number,
) {
  const periodsKey = listing?.periods.map((p) => `${p.id}:${p.start_date}:${p.end_date}`).join();
  return useResource<FreeNights | null>(
    () =>
      listing && window
        ? loadFreeNights(listing.id, listing.periods, window)
        : Promise.resolve(null),
    [listing?.id, periodsKey, window?.start, window?.end, changes],
  );
}
