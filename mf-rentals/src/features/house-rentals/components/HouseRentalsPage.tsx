import { useState } from 'react';
import {
  Button,
  PageHeader,
  Tabs,
  useDocumentTitle,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { rentalMessages } from '../../../shared/i18n/messages';
import { useAllBookings, useListings } from '../hooks/useHouseRentalsData';
import { useHouseRentalsParams, type HouseRentalsTab } from '../hooks/useHouseRentalsParams';
import { useListingActions } from '../hooks/useListingActions';
import { HouseRentalsProvider, useHouseRentals } from '../stores/HouseRentalsContext';
import { houseRentalsMessages } from '../i18n';
import { BookingDetails } from './BookingDetails';
import { BookingsTab } from './BookingsTab';
import { ListingDetail } from './ListingDetail';
import { ListingsTab } from './ListingsTab';
import { NewBookingDialog } from './NewBookingDialog';

/**
 * /rentals/house-rentals (house_rentals:read; changes with house_rentals:write): listings, periods,
 * the calendar per house, bookings with payments, images and feedback (docs/property.md).
 */
export function HouseRentalsPage() {
  return (
    <HouseRentalsProvider>
      <HouseRentals />
    </HouseRentalsProvider>
  );
}

function HouseRentals() {
  const t = useT(houseRentalsMessages);
  const tr = useT(rentalMessages);
  useDocumentTitle(t('pageTitle'), tr('sectionName'));
  const store = useHouseRentals();
  const { tab, listingId, bookingId, status, update } = useHouseRentalsParams();
  const listings = useListings(store.changes);
  const listingsTab = tab === 'listings' && listingId === null;
  const bookings = useAllBookings(status, store.changes, tab === 'bookings' && listingId === null);
  const [booking, setBooking] = useState<{ listingId: number | null } | null>(null);
  const actions = useListingActions({
    listedHouseIds: listings.data?.map((l) => l.house_id) ?? [],
    onDeleted: () => update({ listing: null, view: null, month: null, booking: null }),
  });

  const newBooking = booking ? (
    <NewBookingDialog
      listings={listings.data ?? []}
      listingId={booking.listingId}
      onClose={() => setBooking(null)}
      onBooked={() => {
        setBooking(null);
        store.changed();
      }}
    />
  ) : null;

  if (listingId !== null)
    return (
      <div className={page['fw-ui-page']}>
        <ListingDetail
          id={listingId}
          actions={actions}
          onNewBooking={(l) => setBooking({ listingId: l.id })}
        />
        {actions.dialogs}
        {newBooking}
      </div>
    );

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title={t('pageTitle')}
        description={t('pageDescription')}
        actions={
          store.canWrite ? (
            listingsTab ? (
              <Button onClick={actions.create}>{t('newListing')}</Button>
            ) : (
              <Button onClick={() => setBooking({ listingId: null })}>{t('newBooking')}</Button>
            )
          ) : null
        }
      />
      <Tabs
        label={t('pageViews')}
        value={tab}
        onChange={(id) =>
          update({ tab: id === 'listings' ? null : id, status: null, payment: null, booking: null })
        }
        tabs={[
          {
            id: 'listings' satisfies HouseRentalsTab,
            label: t('listings'),
            content: <ListingsTab listings={listings} actions={actions} />,
          },
          {
            id: 'bookings' satisfies HouseRentalsTab,
            label: t('bookings'),
            content: <BookingsTab bookings={bookings} />,
          },
        ]}
      />
      {bookingId !== null && tab === 'bookings' ? (
        <BookingDetails
          key={bookingId}
          id={bookingId}
          booking={bookings.data?.bookings.find((b) => b.id === bookingId) ?? null}
          loading={bookings.loading}
        />
      ) : null}
      {actions.dialogs}
      {newBooking}
    </div>
  );
}
