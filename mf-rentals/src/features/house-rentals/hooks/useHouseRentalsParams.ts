import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  HOUSE_BOOKING_STATUSES,
  HOUSE_PAYMENT_STATUSES,
  type HouseBookingStatus,
  type HousePaymentStatus,
} from '@fairway/shared-api/house-rentals';

export type HouseRentalsTab = 'listings' | 'bookings';
export type ListingView = 'periods' | 'calendar' | 'images' | 'feedback';
const TABS: readonly HouseRentalsTab[] = ['listings', 'bookings'];
const VIEWS: readonly ListingView[] = ['periods', 'calendar', 'images', 'feedback'];

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The page's place in the address: ?tab=bookings, ?listing=ID (a listing's page) with
 * ?view=calendar|images|feedback and ?month=YYYY-MM, ?booking=ID (its panel), and the bookings'
 * filters ?status= and ?payment=. Anything unreadable is ignored.
 */
export function useHouseRentalsParams() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') as HouseRentalsTab | null;
  const view = params.get('view') as ListingView | null;
  const status = params.get('status') as HouseBookingStatus | null;
  const payment = params.get('payment') as HousePaymentStatus | null;
  const month = params.get('month');

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );

  return {
    tab: tab && TABS.includes(tab) ? tab : ('listings' as HouseRentalsTab),
    listingId: positiveId(params.get('listing')),
    view: view && VIEWS.includes(view) ? view : ('periods' as ListingView),
    bookingId: positiveId(params.get('booking')),
    status: status && HOUSE_BOOKING_STATUSES.includes(status) ? status : null,
    payment: payment && HOUSE_PAYMENT_STATUSES.includes(payment) ? payment : null,
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    update,
  };
}
