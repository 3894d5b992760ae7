// House rentals, as the screens use them (docs/property.md, "House rentals"). Failures carry the
// spec's text where it has one ('Failed to fetch house rentals'), else what the person was doing;
// the server's own message stays in the error's details.
import { withMessage, type Http } from '@fairway/shared-api/core';
import type {
  HouseAvailableDates,
  HouseAvailableDatesQuery,
  HouseBooking,
  HouseBookingFeedback,
  HouseBookingFeedbackInput,
  HouseBookingFeedbackUpdate,
  HouseBookingInput,
  HouseBookingListQuery,
  HouseBookingPaymentInput,
  HouseBookingStatusInput,
  HouseRental,
  HouseRentalDetails,
  HouseRentalImage,
  HouseRentalImageInput,
  HouseRentalInput,
  HouseRentalListQuery,
  HouseRentalPeriod,
  HouseRentalPeriodInput,
  HouseRentalPeriodUpdate,
  HouseRentalUpdate,
} from './contract';

const base = 'settings/house-rentals';

const search = (q: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;

/** /api/settings/house-rentals: one method per call. */
export function createHouseRentalsClient(http: Http) {
  return {
    // Listings
    list: (query: HouseRentalListQuery = {}) =>
      withMessage(
        http.get<HouseRental[]>(base, { searchParams: search(query) }),
        'Failed to fetch house rentals',
      ),
    withDetails: (query: HouseRentalListQuery = {}) =>
      withMessage(
        http.get<HouseRentalDetails[]>(`${base}/with-details`, { searchParams: search(query) }),
        'Failed to fetch house rentals',
      ),
    get: (id: number) =>
      withMessage(http.get<HouseRental>(`${base}/${id}`), 'Failed to fetch house rental'),
    details: (id: number) =>
      withMessage(
        http.get<HouseRentalDetails>(`${base}/${id}/details`),
        'Failed to fetch house rental details',
      ),
    create: (body: HouseRentalInput) =>
      withMessage(http.post<HouseRental>(base, body), 'Failed to create house rental'),
    update: (id: number, body: HouseRentalUpdate) =>
      withMessage(http.put<HouseRental>(`${base}/${id}`, body), 'Failed to update house rental'),
    remove: (id: number) =>
      withMessage(http.delete<void>(`${base}/${id}`), 'Failed to delete house rental'),

    // Bookings of one listing (staff)
    listingBookings: (id: number, query: HouseBookingListQuery = {}) =>
      withMessage(
        http.get<HouseBooking[]>(`${base}/${id}/bookings`, { searchParams: search(query) }),
        'Failed to fetch house bookings',
      ),

    // Images
    images: (id: number) =>
      withMessage(http.get<HouseRentalImage[]>(`${base}/${id}/images`), 'Failed to fetch images'),
    addImage: (id: number, body: HouseRentalImageInput) =>
      withMessage(http.post<HouseRentalImage>(`${base}/${id}/images`, body), 'Failed to add image'),
    /** Answers the listing's images, the new primary first. */
    setPrimaryImage: (id: number, imageId: number) =>
      withMessage(
        http.put<HouseRentalImage[]>(`${base}/${id}/images/${imageId}/set-primary`, {}),
        'Failed to set primary image',
      ),
    removeImage: (imageId: number) =>
      withMessage(http.delete<void>(`${base}/images/${imageId}`), 'Failed to delete image'),

    // Periods and free nights
    createPeriod: (body: HouseRentalPeriodInput) =>
      withMessage(
        http.post<HouseRentalPeriod>(`${base}/periods`, body),
        'Failed to create rental period',
      ),
    updatePeriod: (id: number, body: HouseRentalPeriodUpdate) =>
      withMessage(
        http.put<HouseRentalPeriod>(`${base}/periods/${id}`, body),
        'Failed to update rental period',
      ),
    availableDates: (id: number, periodId: number, query: HouseAvailableDatesQuery) =>
      withMessage(
        http.get<HouseAvailableDates>(`${base}/${id}/periods/${periodId}/available-dates`, {
          searchParams: { start_date: query.start_date, end_date: query.end_date },
        }),
        'Failed to fetch available dates',
      ),

    // Bookings
    book: (body: HouseBookingInput) =>
      withMessage(http.post<HouseBooking>(`${base}/bookings`, body), 'Failed to book the house'),
    setBookingStatus: (id: number, body: HouseBookingStatusInput) =>
      withMessage(
        http.put<HouseBooking>(`${base}/bookings/${id}/status`, body),
        'Failed to update booking status',
      ),
    recordPayment: (id: number, body: HouseBookingPaymentInput) =>
      withMessage(
        http.put<HouseBooking>(`${base}/bookings/${id}/payment`, body),
        'Failed to record payment',
      ),
    bookingsOfUser: (userId: number, query: HouseBookingListQuery = {}) =>
      withMessage(
        http.get<HouseBooking[]>(`${base}/bookings/user/${userId}`, {
          searchParams: search(query),
        }),
        'Failed to fetch house bookings',
      ),
    bookingsOfTenant: (tenantId: number, query: HouseBookingListQuery = {}) =>
      withMessage(
        http.get<HouseBooking[]>(`${base}/bookings/tenant/${tenantId}`, {
          searchParams: search(query),
        }),
        'Failed to fetch house bookings',
      ),
    bookingsOfPropertyOwner: (tenantId: number, query: HouseBookingListQuery = {}) =>
      withMessage(
        http.get<HouseBooking[]>(`${base}/bookings/property-owner/${tenantId}`, {
          searchParams: search(query),
        }),
        'Failed to fetch house bookings',
      ),

    // Feedback
    createFeedback: (body: HouseBookingFeedbackInput) =>
      withMessage(
        http.post<HouseBookingFeedback>(`${base}/feedback`, body),
        'Failed to send feedback',
      ),
    updateFeedback: (id: number, body: HouseBookingFeedbackUpdate) =>
      withMessage(
        http.put<HouseBookingFeedback>(`${base}/feedback/${id}`, body),
        'Failed to update feedback',
      ),
    /** The booking's feedback, or null when none was given yet. */
    feedbackOfBooking: (bookingId: number) =>
      withMessage(
        http.get<HouseBookingFeedback | null>(`${base}/feedback/booking/${bookingId}`),
        'Failed to fetch feedback',
      ),
  };
}
export type HouseRentalsClient = ReturnType<typeof createHouseRentalsClient>;
