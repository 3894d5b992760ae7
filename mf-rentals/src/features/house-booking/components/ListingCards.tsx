import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  money,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { HouseRentalDetails } from '@fairway/shared-api/house-rentals';
import { ListingImage } from '../../house-rentals/components/ListingImage';
import { ratingText } from '../../house-rentals/components/ListingsTab';
import { houseRentalsMessages } from '../../house-rentals/i18n';
import type { useBookableListings } from '../hooks/useHouseBookingData';
import { useBookingParams } from '../hooks/useBookingParams';
import { houseBookingMessages } from '../i18n';
import styles from './HouseBooking.module.css';

/** The lowest nightly rate of the periods still to come (or of any period), or null. */
export function fromPrice(listing: HouseRentalDetails, today: string): number | null {
  const ahead = listing.periods.filter((p) => p.end_date >= today);
  const rates = (ahead.length ? ahead : listing.periods).map((p) => p.nightly_rate);
  return rates.length ? Math.min(...rates) : listing.nightly_rate_from;
}

/** The houses to stay in, as cards: picture, title, type, most guests, from-price. */
export function ListingCards({ listings }: { listings: ReturnType<typeof useBookableListings> }) {
  const t = useT(houseBookingMessages);
  const th = useT(houseRentalsMessages);
  const f = useFormat();
  const today = f.today();
  const { update } = useBookingParams();

  if (listings.status === 'error')
    return (
      <ErrorState
        title={t('listingsError')}
        message={listings.error}
        onRetry={() => void listings.reload()}
        retrying={listings.retrying}
      />
    );
  if (!listings.data) return <LoadingState label={t('loadingListings')} />;
  if (listings.data.length === 0)
    return <EmptyState title={t('noListings')} message={t('noListingsMessage')} />;

  return (
    <ul className={styles['fw-hb-cards']} aria-label={t('housesToStay')}>
      {listings.data.map((listing) => {
        const price = fromPrice(listing, today);
        const headingId = `fw-hb-listing-${listing.id}`;
        return (
          <li key={listing.id} className={styles['fw-hb-card']} aria-labelledby={headingId}>
            <ListingImage
              fileId={listing.primary_image?.file_id ?? listing.primary_image_file_id}
            />
            <h3 id={headingId} className={styles['fw-hb-card-title']}>
              {listing.title}
            </h3>
            <p className={styles['fw-hb-muted']}>
              {[listing.house_type_name, listing.house_name].filter(Boolean).join(' · ')}
            </p>
            <p>
              {th('maxGuestsHint', { count: listing.max_guests })}
              {' · '}
              {price !== null ? t('fromPrice', { price: money(price, null, f) }) : t('noPrices')}
            </p>
            {listing.feedback_count > 0 ? (
              <p className={styles['fw-hb-muted']}>{ratingText(listing, th, f)}</p>
            ) : null}
            <Button
              fullWidth
              aria-label={t('chooseListingNamed', { title: listing.title })}
              onClick={() => update({ listing: listing.id })}
            >
              {t('chooseDates')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
