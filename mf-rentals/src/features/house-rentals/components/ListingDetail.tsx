import {
  Badge,
  Button,
  PageHeader,
  ResourceStatus,
  Tabs,
  money,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { HouseRentalDetails } from '@fairway/shared-api/house-rentals';
import { useListingBookings, useListingDetails } from '../hooks/useHouseRentalsData';
import { useHouseRentalsParams, type ListingView } from '../hooks/useHouseRentalsParams';
import type { useListingActions } from '../hooks/useListingActions';
import { useHouseRentals } from '../stores/HouseRentalsContext';
import { houseRentalsMessages } from '../i18n';
import { BookingDetails } from './BookingDetails';
import { CalendarSection } from './CalendarSection';
import { FeedbackSection } from './FeedbackSection';
import { ImagesSection } from './ImagesSection';
import { ListingImage } from './ListingImage';
import { priceRange, ratingText } from './ListingsTab';
import { PeriodsSection } from './PeriodsSection';
import styles from './HouseRentals.module.css';

export type ListingDetailProps = {
  id: number;
  actions: ReturnType<typeof useListingActions>;
  onNewBooking: (listing: HouseRentalDetails) => void;
};

/**
 * ?listing=ID: one listing, its facts and actions, and its periods, rental calendar, gallery and
 * feedback (?view=), with the booking panel for a stay opened from the calendar.
 */
export function ListingDetail({ id, actions, onNewBooking }: ListingDetailProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const store = useHouseRentals();
  const { view, bookingId, update } = useHouseRentalsParams();
  const details = useListingDetails(id, store.changes);
  const bookings = useListingBookings(id, store.changes);
  const listing = details.data;
  const back = () => update({ listing: null, view: null, month: null, booking: null });

  return (
    <>
      <PageHeader
        title={listing ? listing.title : t('listingTitleFallback', { id })}
        description={listing ? listing.house_name : undefined}
        breadcrumbs={[
          { label: t('pageTitle'), href: '/rentals/house-rentals' },
          { label: listing ? listing.title : t('listingTitleFallback', { id }) },
        ]}
        onNavigate={back}
        actions={
          <Button variant="secondary" onClick={back}>
            {t('backToListings')}
          </Button>
        }
      />
      <ResourceStatus
        resource={details}
        loadingLabel={t('loadingListing')}
        errorTitle={t('listingError')}
      />
      {listing ? (
        <div className={styles['fw-hr-details']}>
          <div className={styles['fw-hr-overview']}>
            <div className={styles['fw-hr-overview-image']}>
              <ListingImage
                fileId={listing.primary_image?.file_id ?? listing.primary_image_file_id}
              />
            </div>
            <dl className={styles['fw-hr-facts']}>
              <dt>{t('house')}</dt>
              <dd>
                {listing.house.name}
                {listing.house.house_type_name ? ` · ${listing.house.house_type_name}` : ''}
                {listing.house.address ? (
                  <span className={styles['fw-hr-muted']}> · {listing.house.address}</span>
                ) : null}
              </dd>
              <dt>{t('columnActive')}</dt>
              <dd>
                {listing.is_active ? (
                  <Badge tone="success">{t('active')}</Badge>
                ) : (
                  <Badge>{t('inactive')}</Badge>
                )}
              </dd>
              <dt>{t('maxGuests')}</dt>
              <dd>{listing.max_guests}</dd>
              <dt>{t('minNights')}</dt>
              <dd>{listing.min_nights}</dd>
              <dt>{t('checkInOut')}</dt>
              <dd>
                {t('checkInOutTimes', {
                  in: f.time(listing.check_in_time),
                  out: f.time(listing.check_out_time),
                })}
              </dd>
              <dt>{t('cleaningFee')}</dt>
              <dd>{money(listing.cleaning_fee, null, f)}</dd>
              <dt>{t('columnPrice')}</dt>
              <dd>{priceRange(listing, t, f)}</dd>
              <dt>{t('columnRating')}</dt>
              <dd>{ratingText(listing, t, f)}</dd>
            </dl>
          </div>
          {listing.description ? (
            <p className={styles['fw-hr-pre']}>{listing.description}</p>
          ) : null}
          {store.canWrite ? (
            <div className={styles['fw-hr-actions']} role="group" aria-label={t('actions')}>
              <Button size="sm" onClick={() => onNewBooking(listing)}>
                {t('newBooking')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => actions.edit(listing)}>
                {t('editListing')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={actions.busy === listing.id}
                onClick={() => actions.toggleActive(listing)}
              >
                {listing.is_active ? t('deactivate') : t('activate')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => actions.remove(listing)}>
                {t('deleteListing')}
              </Button>
            </div>
          ) : null}
          <Tabs
            label={t('listingViews')}
            value={view}
            onChange={(v) => update({ view: v === 'periods' ? null : v })}
            tabs={[
              {
                id: 'periods' satisfies ListingView,
                label: t('periods'),
                content: <PeriodsSection listing={listing} />,
              },
              {
                id: 'calendar' satisfies ListingView,
                label: t('rentalCalendar'),
                content: <CalendarSection listing={listing} bookings={bookings} />,
              },
              {
                id: 'images' satisfies ListingView,
                label: t('images'),
                content: <ImagesSection listing={listing} />,
              },
              {
                id: 'feedback' satisfies ListingView,
                label: t('feedback'),
                badge: listing.feedback_count || undefined,
                content: <FeedbackSection listing={listing} />,
              },
            ]}
          />
        </div>
      ) : null}
      {bookingId !== null ? (
        <BookingDetails
          key={bookingId}
          id={bookingId}
          booking={bookings.data?.find((b) => b.id === bookingId) ?? null}
          loading={bookings.loading}
        />
      ) : null}
    </>
  );
}
