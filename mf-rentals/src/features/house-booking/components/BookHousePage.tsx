import { useState } from 'react';
import {
  Button,
  PageHeader,
  ResourceStatus,
  Tabs,
  useCurrentUserId,
  useDocumentTitle,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { rentalMessages } from '../../../shared/i18n/messages';
import { useBookingParams, type BookHouseTab } from '../hooks/useBookingParams';
import { useBookableListings, useHousehold, useMyStays } from '../hooks/useHouseBookingData';
import { houseBookingMessages } from '../i18n';
import { BookStay } from './BookStay';
import { ListingCards } from './ListingCards';
import { MyStays } from './MyStays';
import styles from './HouseBooking.module.css';

/**
 * /rentals/houses (house_rentals:book): houses to stay in, their free nights and prices; book
 * (in the household's name when allowed), my stays, feedback (docs/property.md). Phone first.
 */
export function BookHousePage() {
  const t = useT(houseBookingMessages);
  const tr = useT(rentalMessages);
  useDocumentTitle(t('title'), tr('sectionName'));
  const me = useCurrentUserId();
  const { tab, listingId, update } = useBookingParams();
  const [changes, setChanges] = useState(0);
  const listings = useBookableListings();
  const household = useHousehold(me);
  const membership = household.data ?? null;
  const stays = useMyStays(me, membership, changes);
  const listing = listingId !== null ? listings.data?.find((l) => l.id === listingId) : undefined;
  const changed = () => setChanges((n) => n + 1);
  const showStays = () => update({ tab: 'stays', listing: null });

  if (listingId !== null)
    return (
      <div className={page['fw-ui-page']}>
        <PageHeader
          title={listing?.title ?? t('title')}
          description={listing ? t('bookDescription') : undefined}
          actions={
            <Button variant="secondary" onClick={() => update({ listing: null })}>
              {t('backToHouses')}
            </Button>
          }
        />
        <ResourceStatus
          resource={listings}
          loadingLabel={t('loadingListings')}
          errorTitle={t('listingsError')}
        />
        {listings.data && !listing ? (
          <p role="alert">{t('listingGone')}</p>
        ) : listing ? (
          <BookStay
            key={listing.id}
            listing={listing}
            household={membership}
            onBooked={changed}
            onShowStays={showStays}
          />
        ) : null}
      </div>
    );

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('views')}
        value={tab}
        onChange={(id) => update({ tab: id === 'houses' ? null : id })}
        tabs={[
          {
            id: 'houses' satisfies BookHouseTab,
            label: t('houses'),
            content: (
              <section aria-labelledby="fw-hb-houses" className={styles['fw-hb-section']}>
                <h2 id="fw-hb-houses" className={styles['fw-hb-heading']}>
                  {t('housesToStay')}
                </h2>
                <ListingCards listings={listings} />
              </section>
            ),
          },
          {
            id: 'stays' satisfies BookHouseTab,
            label: t('myStays'),
            content: (
              <section aria-labelledby="fw-hb-stays" className={styles['fw-hb-section']}>
                <h2 id="fw-hb-stays" className={styles['fw-hb-heading']}>
                  {t('myStays')}
                </h2>
                {membership?.permissions.view_bookings ? (
                  <p className={styles['fw-hb-muted']}>
                    {t('householdStaysToo', { household: membership.tenant.name })}
                  </p>
                ) : null}
                <MyStays stays={stays} household={membership} onChanged={changed} />
              </section>
            ),
          },
        ]}
      />
    </div>
  );
}
